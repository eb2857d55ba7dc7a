import { within } from '@testing-library/react';
import { i18n } from '@erep/shared/i18n';
import { mountRemote } from '@erep/shared/testing';
import * as app from '../src/expose/app';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';

const heading = (el: HTMLElement) => within(el).findByRole('heading', { level: 1 });

describe('mf-public ./app', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['sp', sp],
  ] as const)('mounts, unmounts and remounts the privacy page in %s', async (lng, text) => {
    await i18n.changeLanguage(lng);
    const remote = await mountRemote(app, 'mf_public', '/privacy-policy');
    expect(await heading(remote.domElement)).toHaveTextContent(text.sections.privacy.title);
    await remote.unmount();
    expect(remote.domElement).toBeEmptyDOMElement();
    await remote.mount();
    expect(await heading(remote.domElement)).toHaveTextContent(text.sections.privacy.title);
    await remote.unmount();
    expect(remote.errors).toEqual([]);
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
    await i18n.changeLanguage('en');
    const remote = await mountRemote(app, 'mf_public', path);
    expect(await heading(remote.domElement)).toHaveTextContent(title);
    await remote.unmount();
  });
});
