import { act, screen, within } from '@testing-library/react';
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
const base = { plan: { tag: 'lead-gen', name: 'Lead-Gen', price_code: 'price_lead' }, amount: 39, price: monthly, next: null, renewable: false, past_due: false, cancel_at_period_end: false, stripe_customer: false };

let rows: AccountSubscription[] = [];
let mode: 'stripe' | 'test' = 'test';
let portalCalls = 0;
let configServed = 0;
let portalAnswer: () => Response = () => HttpResponse.json({ url: 'https://billing.stripe.com/p/session/test_abc' });
mockApi(
  http.get(apiPath('customer/demo-bistro/account/subscriptions'), () => HttpResponse.json({ data: rows })),
  http.get(apiPath('payment/config'), () => {
    configServed += 1;
    return HttpResponse.json({ mode, publishable_key: mode === 'stripe' ? 'pk_test_x' : null });
  }),
  http.post(apiPath('customer/demo-bistro/account/billing-portal'), () => {
    portalCalls += 1;
    return portalAnswer();
  }),
  http.get(apiPath('plan/list'), () =>
    HttpResponse.json({ status: 200, data: [{ id: 1, tag: 'lead-gen', name: 'Lead-Gen', price_code: 'price_lead', price: yearly }] }),
  ),
  http.post(apiPath('subscription/create'), () => HttpResponse.json({ status: 201, data: { id: 52, status: 'pending', expired_at: '2027-11-28' } }, { status: 201 })),
);

const open = (path: string, language: 'en' | 'fr' = 'en') => renderApp(<AppRoutes />, { url: path, user: testUser(), language });
// Intl puts no-break spaces in French amounts and dates.
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

beforeEach(() => {
  rows = [];
  mode = 'test';
  portalCalls = 0;
  configServed = 0;
  portalAnswer = () => HttpResponse.json({ url: 'https://billing.stripe.com/p/session/test_abc' });
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

describe('payment and invoices at Stripe', () => {
  const paidThroughStripe = { ...base, id: 7, status: 'active', started_at: '2026-11-27', expired_at: '2026-12-27', stripe_customer: true, next: { kind: 'renews', on: '2026-12-27', plan: 'Lead-Gen', price: monthly } } as const;

  it('opens Stripe’s billing portal from the subscriptions page when the subscription was paid through Stripe', async () => {
    mode = 'stripe';
    rows = [paidThroughStripe];
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href });
    try {
      open('/customer/demo-bistro/account/subscriptions');
      await userEvent.click(await screen.findByRole('button', { name: en.subscriptions.portal.action }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_abc'));
      expect(portalCalls).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when the portal cannot be opened', async () => {
    mode = 'stripe';
    rows = [paidThroughStripe];
    portalAnswer = () => HttpResponse.json({ status: 502, message: 'Stripe refused the call', code: 'payment_provider_error' }, { status: 502 });
    open('/customer/demo-bistro/account/subscriptions');
    await userEvent.click(await screen.findByRole('button', { name: en.subscriptions.portal.action }));
    expect(await screen.findByText(en.subscriptions.portal.failed)).toBeInTheDocument();
  });

  it('shows no portal in test mode', async () => {
    rows = [paidThroughStripe];
    const { queryClient } = open('/customer/demo-bistro/account/subscriptions');
    await screen.findByRole('table', { name: en.subscriptions.caption });
    // The payment mode is known (and rendered) before concluding there is no button.
    await vi.waitFor(() => expect(queryClient.getQueryState(['mf-account', 'payment-config'])?.status).toBe('success'));
    // TanStack Query tells its observers on the next macrotask: let that render happen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(configServed).toBe(1);
    expect(screen.queryByRole('button', { name: en.subscriptions.portal.action })).not.toBeInTheDocument();
  });

  it('shows no portal, and does not ask for the payment mode, when nothing was paid through Stripe', async () => {
    mode = 'stripe';
    rows = [{ ...paidThroughStripe, stripe_customer: false }];
    open('/customer/demo-bistro/account/subscriptions');
    await screen.findByRole('table', { name: en.subscriptions.caption });
    expect(screen.queryByRole('button', { name: en.subscriptions.portal.action })).not.toBeInTheDocument();
    expect(configServed).toBe(0);
  });

  it('shows a past-due subscription as still active while Stripe retries, in French too', async () => {
    mode = 'stripe';
    rows = [{ ...paidThroughStripe, past_due: true }];
    open('/customer/demo-bistro/account/subscriptions', 'fr');
    const table = await screen.findByRole('table', { name: fr.subscriptions.caption });
    expect(within(table).getByTestId('past-due')).toHaveTextContent(fr.subscriptions.pastDue);
    expect(await screen.findByText(fr.subscriptions.pastDueNotice)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: fr.subscriptions.portal.action })).toBeInTheDocument();
  });
});
