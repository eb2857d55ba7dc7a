import { within } from '@testing-library/react';
import { i18n } from '@erep/shared/i18n';
import { mountRemote } from '@erep/shared/testing';
import * as app from '../src/expose/app';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';

const heading = (el: HTMLElement) => within(el).findByRole('heading', { level: 1 });

describe('mf-account ./app', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['sp', sp],
  ] as const)('mounts, unmounts and remounts in %s', async (lng, text) => {
    await i18n.changeLanguage(lng);
    const remote = await mountRemote(app, 'mf_account', '/customer/demo-bistro/account/personal_details');
    expect(await heading(remote.domElement)).toHaveTextContent(text.sections.personalDetails.title);
    await remote.unmount();
    expect(remote.domElement).toBeEmptyDOMElement();
    await remote.mount();
    expect(await heading(remote.domElement)).toHaveTextContent(text.sections.personalDetails.title);
    await remote.unmount();
  });

  it.each([
    ['/customer/demo-bistro/account/screens/list', en.sections.screens.title],
    ['/customer/demo-bistro/account/parameters/a/b', en.sections.parameters.title],
    ['/customer/demo-bistro/first-step', en.sections.firstStep.title],
    ['/customer/demo-bistro/step-view/second-step', en.sections.stepView.title],
    ['/customer/support', en.sections.support.title],
  ])('routes %s to its page', async (path, title) => {
    await i18n.changeLanguage('en');
    const remote = await mountRemote(app, 'mf_account', path);
    expect(await heading(remote.domElement)).toHaveTextContent(title);
    await remote.unmount();
  });
});
