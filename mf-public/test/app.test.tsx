import { expectRemoteLifecycle, expectRouteTitle } from '@erep/shared/testing';
import * as app from '../src/expose/app';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
const { en, fr, sp } = VISITOR_TEXTS;

describe('mf-public ./app', () => {
  it('mounts, unmounts and remounts the privacy page in fr, en and sp', async () => {
    await expectRemoteLifecycle(app, 'mf_public', '/privacy-policy', {
      fr: fr.sections.privacy.title,
      en: en.sections.privacy.title,
      sp: sp.sections.privacy.title,
    });
  });

  it.each([
    ['/public/demo-bistro/establishment/3/feedback', en.sections.feedback.title],
    ['/public/demo-bistro/establishment/3/staffs/9/feedback', en.sections.feedback.title],
    ['/public/demo-bistro/establishment/3/units/4/feedback', en.sections.feedback.title],
    ['/public/demo-bistro/establishment/3/abc/feedback-success', en.sections.thanks.title],
    ['/public/discount/validation/XYZ', en.sections.validation.title],
    ['/customer/demo-bistro/establishment/notFound', en.sections.establishmentNotFound.title],
    ['/customer/demo-bistro/establishment/3/boost', en.sections.boost.title],
    ['/public/nowhere', en.sections.missing.title],
  ])('routes %s to its page', async (path, title) => {
    await expectRouteTitle(app, 'mf_public', path, title);
  });
});
