import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSubscription } from '@erep/shared/schemas';
import { readPending } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import '../src/root';
import { AppRoutes } from '../src/routes';

const monthly = { amount: 39, currency: 'EUR', period: 'month' } as const;
const yearly = { amount: 890, currency: 'EUR', period: 'year' } as const;
const base = { plan: { tag: 'lead-gen', name: 'Lead-Gen', price_code: 'price_lead' }, amount: 39, price: monthly, next: null, renewable: false };

let rows: AccountSubscription[] = [];
mockApi(
  http.get(apiPath('customer/demo-bistro/account/subscriptions'), () => HttpResponse.json({ data: rows })),
  http.get(apiPath('plan/list'), () =>
    HttpResponse.json({ status: 200, data: [{ id: 1, tag: 'lead-gen', name: 'Lead-Gen', price_code: 'price_lead', price: yearly }] }),
  ),
  http.post(apiPath('subscription/create'), () => HttpResponse.json({ status: 201, data: { id: 52, status: 'pending', expired_at: '2027-11-28' } }, { status: 201 })),
);

const open = (path: string, language: 'en' | 'fr' = 'en') => renderApp(<AppRoutes />, { initialEntries: [path], user: testUser(), language });
// Intl puts no-break spaces in French amounts and dates.
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

beforeEach(() => {
  rows = [];
  sessionStorage.clear();
});

describe('the subscriptions list', () => {
  it('says what each subscription costs, its period and what happens at its end', async () => {
    rows = [
      { ...base, id: 2, status: 'active', started_at: '2026-11-27', expired_at: '2027-11-28', next: { kind: 'ends', on: '2027-11-28' } },
      { ...base, id: 1, status: 'active', started_at: '2025-11-27', expired_at: '2026-11-28', price: yearly, next: { kind: 'renews', on: '2026-11-28', plan: 'Lead-Gen', price: monthly } },
    ];
    open('/customer/demo-bistro/account/subscriptions');
    const table = await screen.findByRole('table', { name: en.subscriptions.caption });
    const [, current, older] = within(table).getAllByRole('row');
    expect(current).toHaveTextContent('€39 per month, billed monthly');
    expect(current).toHaveTextContent('27 Nov 2026 – 28 Nov 2027');
    expect(current).toHaveTextContent('Ends on 28 Nov 2027, not renewed automatically');
    expect(older).toHaveTextContent('€890 per year, billed yearly');
    expect(older).toHaveTextContent('Renews on 28 Nov 2026 for €39 per month, billed monthly');
    // Nothing to renew: no offer.
    expect(screen.queryByTestId('renewal-offer')).not.toBeInTheDocument();
  });

  it('reads in French', async () => {
    rows = [{ ...base, id: 2, status: 'active', started_at: '2026-11-27', expired_at: '2027-11-28', next: { kind: 'ends', on: '2027-11-28' } }];
    open('/customer/demo-bistro/account/subscriptions', 'fr');
    const table = await screen.findByRole('table', { name: fr.subscriptions.caption });
    const row = within(table).getAllByRole('row')[1] ?? null;
    expect(plain(row?.textContent ?? null)).toContain('39 € par mois, facturé mensuellement');
    expect(plain(row?.textContent ?? null)).toContain('Prend fin le 28 nov. 2027, sans renouvellement automatique');
  });

  it('offers to renew the subscription the server says is worth it, through the account’s payment flow', async () => {
    rows = [{ ...base, id: 3, status: 'active', started_at: '2025-12-10', expired_at: '2026-12-11', next: { kind: 'ends', on: '2026-12-11' }, renewable: true }];
    open('/customer/demo-bistro/account/subscriptions');
    const offer = await screen.findByTestId('renewal-offer');
    expect(offer).toHaveTextContent('Your Lead-Gen subscription ends on 11 Dec 2026.');
    const renew = within(offer).getByRole('link', { name: 'Renew Lead-Gen' });
    expect(renew).toHaveAttribute('href', '/customer/demo-bistro/account/subscriptions/new?plan=lead-gen');

    await userEvent.click(renew);
    const choose = await screen.findByRole('button', { name: en.subscriptions.choose.replace('{{plan}}', 'Lead-Gen') });
    expect(screen.getByTestId('plan-price')).toHaveTextContent('€890 per year, billed yearly');
    await userEvent.click(choose);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: en.subscriptions.confirmAction }));
    // The payment page is told what it charges and for which period.
    await vi.waitFor(() => expect(readPending()).toMatchObject({ subscriptionId: 52, price: yearly, term: { to: '2027-11-28' } }));
  });

  it('words an ended subscription as ended', async () => {
    rows = [{ ...base, id: 4, status: 'expired', started_at: '2025-10-01', expired_at: '2026-10-02', renewable: true }];
    open('/customer/demo-bistro/account/subscriptions');
    expect(await screen.findByTestId('renewal-offer')).toHaveTextContent('Your Lead-Gen subscription ended on 2 Oct 2026. Renew it to open your areas again.');
  });
});
