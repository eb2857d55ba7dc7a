import { within } from '@testing-library/react';
import { i18n } from '@erep/shared/i18n';
import { mountRemote } from '@erep/shared/testing';
import * as app from '../src/expose/app';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';

const heading = (el: HTMLElement) => within(el).findByRole('heading', { level: 1 });

describe('mf-erep ./app', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['sp', sp],
  ] as const)('mounts, unmounts and remounts in %s', async (lng, text) => {
    await i18n.changeLanguage(lng);
    const remote = await mountRemote(app, 'mf_erep', '/home/erep/customer/demo-bistro/establishment/trends');
    expect(await heading(remote.domElement)).toHaveTextContent(text.sections.trends.title);
    await remote.unmount();
    expect(remote.domElement).toBeEmptyDOMElement();
    await remote.mount();
    expect(await heading(remote.domElement)).toHaveTextContent(text.sections.trends.title);
    await remote.unmount();
  });

  it('shows an error, not a blank page, when the establishments cannot be loaded', async () => {
    await i18n.changeLanguage('en');
    const remote = await mountRemote(app, 'mf_erep', '/home/erep/customer/demo-bistro');
    expect(await heading(remote.domElement)).toHaveTextContent(en.establishments.title);
    expect(await within(remote.domElement).findByRole('alert')).toHaveTextContent(en.errors.generic);
    await remote.unmount();
  });

  it.each([
    ['/customer/demo-bistro/establishment/4/analysis', en.sections.establishment.title],
    ['/customer/demo-bistro/categorization/2/review', en.sections.categorizationReview.title],
    ['/home/erep/customers', en.sections.customers.title],
    ['/home/erep/customer/demo-bistro/establishment/reviews/latest', en.sections.latestReviews.title],
  ])('routes %s to its page', async (path, title) => {
    await i18n.changeLanguage('en');
    const remote = await mountRemote(app, 'mf_erep', path);
    expect(await heading(remote.domElement)).toHaveTextContent(title);
    await remote.unmount();
  });
});
