import { configure, screen, within } from '@testing-library/react';
import { registerResources } from '@erep/shared/i18n';
import { setDateRange } from '@erep/shared/session';
import type { CustomerListItem } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { AppRoutes } from '../src/routes';

registerResources('erep', { fr, en, sp });
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const row = (tag: string, name: string, payment_state: CustomerListItem['payment_state'], plan: Partial<Pick<CustomerListItem, 'plan' | 'reputation' | 'offers'>> = {}): CustomerListItem => ({
  tag,
  name,
  city: 'Lyon',
  plan: 'Lead-Gen',
  reputation: false,
  offers: true,
  ...plan,
  establishments: 0,
  reviews: 0,
  average: null,
  previous_reviews: null,
  previous_average: null,
  change: null,
  last_review: null,
  payment_state,
});
const rows = [
  row('chez-chloe', 'Chez Chloé', 'awaiting_first_payment'),
  row('demo-bistro', 'Bistro', 'active', { plan: 'All inclusive', reputation: true }),
  row('old-cafe', 'Old Café', 'ended', { plan: 'QR only', offers: false }),
];

mockApi(http.get(apiPath('erep/customers'), () => HttpResponse.json({ data: rows, total: rows.length, page: 1, per_page: 10 })));

beforeEach(() => setDateRange(null));

const partner = testUser({ id: 3, roles: ['ROLE_EREP', 'ROLE_PARTNER'], customer: null, partner: { code: 'demo', language: 'fr' } });

describe("the partner's customer list", () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['sp', sp],
  ] as const)('shows each customer payment state (%s)', async (language, texts) => {
    renderApp(<AppRoutes />, { url: '/home/erep/customers', user: partner, language });
    expect(await screen.findByRole('columnheader', { name: texts.customers.payment })).toBeInTheDocument();
    expect((await screen.findAllByTestId('payment-state')).map((cell) => cell.textContent)).toEqual([
      texts.customers.paymentState.awaiting_first_payment,
      texts.customers.paymentState.active,
      texts.customers.paymentState.ended,
    ]);
  });
});

describe('each customer opens on the area its plan includes', () => {
  it('links reputation plans to their reputation page, Lead-Gen to its offers, others to the account', async () => {
    renderApp(<AppRoutes />, { url: '/home/erep/customers', user: partner, language: 'en' });
    const links = await screen.findAllByTestId('customer-link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Chez Chloé', '/home/leadgen/customer/chez-chloe/advantage'],
      ['Bistro', '/home/erep/customer/demo-bistro'],
      ['Old Café', '/customer/old-cafe/account/personal_details'],
    ]);
    expect(screen.getByRole('button', { name: en.customers.openOffersNamed.replace('{{name}}', 'Chez Chloé') })).toHaveTextContent(en.customers.openOffers);
    expect(screen.getByRole('button', { name: en.customers.openNamed.replace('{{name}}', 'Bistro') })).toHaveTextContent(en.customers.open);
    expect(screen.getByRole('button', { name: en.customers.openAccountNamed.replace('{{name}}', 'Old Café') })).toHaveTextContent(en.customers.openAccount);
    expect(within(screen.getByTestId('erep-customers')).getByTestId('create-customer-link')).toHaveAttribute('href', '/home/erep/customers/new');
  });

  it('offers no customer creation to a customer user', async () => {
    const customer = testUser({ id: 4, roles: ['ROLE_EREP', 'ROLE_CUSTOMER'] });
    renderApp(<AppRoutes />, { url: '/home/erep/customers', user: customer, language: 'en' });
    await screen.findAllByTestId('customer-link');
    expect(screen.queryByTestId('create-customer-link')).toBeNull();
  });
});
