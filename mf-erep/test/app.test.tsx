import { within } from '@testing-library/react';
import { i18n } from '@erep/shared/i18n';
import { queryClient } from '@erep/shared/query';
import { apiPath, expectRemoteLifecycle, expectRouteTitle, http, HttpResponse, mockApi, mountRemote } from '@erep/shared/testing';
import * as app from '../src/expose/app';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';

const heading = (el: HTMLElement) => within(el).findByRole('heading', { level: 1 });

const failure = { status: 500, message: 'Internal Server Error' };
mockApi(
  http.get(apiPath('customer/:tag/establishments/all'), () => HttpResponse.json(failure, { status: 500 })),
  http.get(apiPath('customer/:tag/reputation/*'), () => HttpResponse.json(failure, { status: 500 })),
  http.get(apiPath('erep/*'), () => HttpResponse.json(failure, { status: 500 })),
);
// The mounted remote uses the shared client: answer at once rather than after its retries.
beforeAll(() => queryClient.setDefaultOptions({ queries: { retry: false } }));

describe('mf-erep ./app', () => {
  it('mounts, unmounts and remounts the trends page in fr, en and sp', async () => {
    await expectRemoteLifecycle(app, 'mf_erep', '/home/erep/customer/demo-bistro/establishment/trends', {
      fr: fr.trends.title,
      en: en.trends.title,
      sp: sp.trends.title,
    });
  });

  it('shows an error, not a blank page, when the establishments cannot be loaded', async () => {
    await i18n.changeLanguage('en');
    const remote = await mountRemote(app, 'mf_erep', '/home/erep/customer/demo-bistro');
    expect(await heading(remote.domElement)).toHaveTextContent(en.establishments.title);
    expect(await within(remote.domElement).findByRole('alert')).toHaveTextContent(en.errors.generic);
    await remote.unmount();
  });

  it.each([
    ['/customer/demo-bistro/establishment/not-an-id/analysis', en.estab.notFound.title],
    ['/customer/demo-bistro/categorization/staff/review', en.categorization.reviewsTitle.replace('{{topic}}', en.topics.staff)],
    ['/home/erep/customers', en.customers.title],
    ['/home/erep/customer/demo-bistro/establishment/reviews/latest', en.latest.title],
    ['/home/erep/customer/demo-bistro/establishment/rank', en.rank.title],
    ['/home/erep/customer/demo-bistro/establishment/search/reviews', en.search.title],
    ['/home/erep/customer/demo-bistro/establishment/categorization', en.categorization.title],
  ])('routes %s to its page', async (path, title) => {
    await expectRouteTitle(app, 'mf_erep', path, title);
  });
});
