import { expectRemoteLifecycle, expectRouteTitle } from '@erep/shared/testing';
import * as app from '../src/expose/app';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';

describe('mf-account ./app', () => {
  it('mounts, unmounts and remounts the personal details page in fr, en and sp', async () => {
    await expectRemoteLifecycle(app, 'mf_account', '/customer/demo-bistro/account/personal_details', {
      fr: fr.sections.personalDetails.title,
      en: en.sections.personalDetails.title,
      sp: sp.sections.personalDetails.title,
    });
  });

  it.each([
    ['/customer/demo-bistro/account', en.sections.personalDetails.title],
    ['/customer/demo-bistro/account/subscriptions/new', en.subscriptions.newTitle],
    ['/customer/demo-bistro/account/contact', en.sections.contact.title],
    ['/customer/demo-bistro/account/parameters/a/b', en.sections.parameters.title],
    ['/customer/demo-bistro/account/unknown', en.sections.missing.title],
    ['/customer/demo-bistro/first-step', en.sections.firstStep.title],
    ['/customer/demo-bistro/step-view/second-step', en.sections.stepView.title],
    ['/customer/support', en.sections.support.title],
  ])('routes %s to its page', async (path, title) => {
    await expectRouteTitle(app, 'mf_account', path, title);
  });
});
