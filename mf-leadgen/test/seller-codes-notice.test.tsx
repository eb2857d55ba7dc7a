import { screen, within } from '@testing-library/react';
import type { Establishment } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp } from '@erep/shared/testing';
import { AdvantagesPage } from '../src/features/advantages/advantages-page';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import '../src/i18n/register';

const place = (id: number, name: string, sellerCodeSet: boolean): Establishment => ({
  id,
  tag: `place-${id}`,
  name,
  address: null,
  city: 'Lyon',
  zip: null,
  country: 'FR',
  phone: null,
  external_url: null,
  customer: 'demo-bistro',
  created_at: '2026-01-01T00:00:00.000Z',
  seller_code_set: sellerCodeSet,
});

const none = { data: [], total: 0, page: 1, per_page: 1 };
const server = mockApi(
  http.get(apiPath('customer/:tag/advantages'), () => HttpResponse.json({ data: [] })),
  // Whether a visitor came yet, for the first steps.
  http.get(apiPath('customer/:tag/contacts'), () => HttpResponse.json(none)),
  http.get(apiPath('customer/:tag/coupons'), () => HttpResponse.json(none)),
);
const establishments = (list: Establishment[]) =>
  server.use(http.get(apiPath('customer/demo-bistro/establishments/all'), () => HttpResponse.json({ status: 200, data: list })));

describe('the seller codes notice of the advantages page', () => {
  it('says cashiers validate with the seller code, and per establishment whether one is set, with where to make it', async () => {
    establishments([place(1, 'Le Petit Bistro – Lyon', true), place(7, 'Le Petit Bistro – Gare', false)]);
    renderApp(<AdvantagesPage tag="demo-bistro" area="leadgen" />, { language: 'en' });
    const notice = (await screen.findByText(en.advantages.sellerCodes.title)).closest('[role]') as HTMLElement;
    // One establishment has no code: a warning, not a mere note.
    expect(notice).toHaveAttribute('role', 'alert');
    expect(within(notice).getByRole('link', { name: en.advantages.sellerCodes.sellerPage })).toHaveAttribute('href', '/public/customer/demo-bistro/seller');
    const [lyon, gare] = within(notice).getAllByTestId('seller-code-status');
    expect(lyon).toHaveTextContent(`Le Petit Bistro – Lyon — ${en.advantages.sellerCodes.set}`);
    expect(within(lyon as HTMLElement).getByRole('link', { name: en.advantages.sellerCodes.change })).toHaveAttribute('href', '/customer/demo-bistro/account/parameters/seller_codes/1');
    expect(gare).toHaveTextContent(`Le Petit Bistro – Gare — ${en.advantages.sellerCodes.notSet}`);
    expect(within(gare as HTMLElement).getByRole('link', { name: en.advantages.sellerCodes.create })).toHaveAttribute('href', '/customer/demo-bistro/account/parameters/seller_codes/7');
  });

  it('is a plain note when every establishment has a code, in the interface language', async () => {
    establishments([place(1, 'Le Petit Bistro – Lyon', true)]);
    renderApp(<AdvantagesPage tag="demo-bistro" area="account" />, { language: 'fr' });
    const notice = (await screen.findByText(fr.advantages.sellerCodes.title)).closest('[role]') as HTMLElement;
    expect(notice).toHaveAttribute('role', 'status');
    expect(within(notice).getByTestId('seller-code-status')).toHaveTextContent(fr.advantages.sellerCodes.set);
  });

  it('says nothing before the first establishment exists', async () => {
    establishments([]);
    renderApp(<AdvantagesPage tag="demo-bistro" area="leadgen" />, { language: 'en' });
    expect(await screen.findByText(en.advantages.empty.title)).toBeInTheDocument();
    expect(screen.queryByText(en.advantages.sellerCodes.title)).not.toBeInTheDocument();
  });
});
