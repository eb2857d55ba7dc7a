import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { apiPath, http, HttpResponse, mockApi, renderApp } from '@erep/shared/testing';
import { CheckoutPage } from '../src/features/payment/components/checkout-page';
import { ProcessPage } from '../src/features/payment/components/process-page';
import { savePending } from '../src/lib/pending-sign-up';
import { en, fr, Landed, setUpAuthTests } from './support';

setUpAuthTests();

/** Stands in for Stripe.js: records what the page hands it and mounts a visible stand-in form. */
const stripeJs = vi.hoisted(() => ({
  keys: [] as string[],
  secrets: [] as string[],
  destroyed: 0,
  failLoads: 0,
  /** While set, Stripe.js has not finished loading: the page shows its loading state. */
  loading: null as Promise<void> | null,
}));
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: async (key: string) => {
    stripeJs.keys.push(key);
    await stripeJs.loading;
    if (stripeJs.failLoads > 0) {
      stripeJs.failLoads -= 1;
      throw new Error('Failed to load Stripe.js');
    }
    return {
      createEmbeddedCheckoutPage: async ({ fetchClientSecret }: { fetchClientSecret: () => Promise<string> }) => {
        const secret = await fetchClientSecret();
        stripeJs.secrets.push(secret);
        let form: HTMLElement | null = null;
        return {
          mount(element: HTMLElement) {
            form = document.createElement('p');
            form.dataset.testid = 'stripe-form';
            form.textContent = `Stripe form for ${secret}`;
            element.append(form);
          },
          unmount() {
            form?.remove();
          },
          destroy() {
            form?.remove();
            stripeJs.destroyed += 1;
          },
        };
      },
    };
  },
}));

const PENDING = { token: 'pending-token', userId: 31, tag: 'chez-chloe', subscriptionId: 55, email: 'chloe@example.com', planName: 'Lead-Gen', priceCode: 'price_lead_gen_monthly' };
const state = (status: string) => ({ id: 55, status, plan: 'lead-gen', email: PENDING.email });

const calls = { completed: [] as (string | null)[], polled: 0, confirmed: [] as unknown[] };
let states: string[] = [];
const server = mockApi(
  http.get(apiPath('payment/config'), () => HttpResponse.json({ mode: 'test', publishable_key: null })),
  http.post(apiPath('payment/test/complete'), ({ request }) => {
    calls.completed.push(request.headers.get('authorization'));
    return HttpResponse.json(state('active'));
  }),
  http.get(apiPath('payment/subscription/55'), () => {
    calls.polled += 1;
    return HttpResponse.json(state(states.shift() ?? 'active'));
  }),
  http.post(apiPath('payment/confirm'), async ({ request }) => {
    calls.confirmed.push(await request.json());
    return HttpResponse.json(state('active'));
  }),
);

beforeEach(() => {
  stripeJs.keys = [];
  stripeJs.secrets = [];
  stripeJs.destroyed = 0;
  stripeJs.failLoads = 0;
  stripeJs.loading = null;
  calls.completed = [];
  calls.polled = 0;
  calls.confirmed = [];
  states = [];
  sessionStorage.clear();
});

const checkout = (language: 'en' | 'fr' = 'en') =>
  renderApp(<CheckoutPage />, {
    path: '/payment/checkout',
    url: '/payment/checkout?code=price_lead_gen_monthly&email=chloe%40example.com',
    language,
    routes: <Route path="/payment/process" element={<Landed />} />,
  });

const processPage = (search = '') => renderApp(<ProcessPage />, { path: '/payment/process', url: `/payment/process${search}`, language: 'en' });

describe('checkout', () => {
  it('shows the price in the reader locale and the 366-day term before paying, never the internal price key', async () => {
    savePending({ ...PENDING, price: { amount: 39, currency: 'EUR', period: 'month' }, term: { from: '2026-11-22', to: '2027-11-23' } });
    checkout();
    expect(await screen.findByTestId('checkout-price')).toHaveTextContent(/^€39 per month, billed monthly$/);
    expect(screen.getByTestId('checkout-term')).toHaveTextContent('366-day subscription, from 22 November 2026 to 23 November 2027.');
    expect(screen.getByTestId('checkout')).not.toHaveTextContent('price_lead_gen_monthly');
  });

  it('says there is nothing to pay without a pending sign-up, and asks nothing', async () => {
    checkout();
    expect(await screen.findByText(en.payment.errors.nothingPending)).toBeInTheDocument();
  });

  it('test mode: completes the payment with the pending account token and goes on to the confirmation', async () => {
    savePending(PENDING);
    checkout();
    const card = await screen.findByTestId('test-payment');
    expect(card).toHaveTextContent(en.payment.test.badge);
    fireEvent.click(screen.getByRole('button', { name: en.payment.test.complete }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/payment/process?subscription_id=55');
    expect(calls.completed).toEqual(['Bearer pending-token']);
  });

  it('says payment is unavailable when its configuration cannot be read', async () => {
    server.use(http.get(apiPath('payment/config'), () => HttpResponse.json({ status: 503, message: 'down' }, { status: 503 })));
    savePending(PENDING);
    checkout();
    expect(await screen.findByRole('alert')).toHaveTextContent(en.payment.errors.unavailable);
  });
});

describe('checkout with Stripe configured', () => {
  const sessions: (string | null)[] = [];
  beforeEach(() => {
    sessions.length = 0;
    server.use(
      http.get(apiPath('payment/config'), () => HttpResponse.json({ mode: 'stripe', publishable_key: 'pk_test_partner' })),
      http.post(apiPath('payment/checkout'), async ({ request }) => {
        sessions.push(request.headers.get('authorization'));
        expect(await request.json()).toEqual({ subscription_id: 55 });
        return HttpResponse.json({ mode: 'stripe', client_secret: `cs_test_${sessions.length}_secret_abc` });
      }),
    );
  });

  it('mounts Stripe’s embedded form in the page with the session’s client secret, after a loading state', async () => {
    let loaded = () => {};
    stripeJs.loading = new Promise((resolve) => {
      loaded = resolve;
    });
    savePending(PENDING);
    checkout();
    expect(await screen.findByText(en.payment.card.loading)).toBeInTheDocument();
    loaded();
    const form = await screen.findByTestId('stripe-form');
    expect(form).toHaveTextContent('Stripe form for cs_test_1_secret_abc');
    expect(screen.getByTestId('embedded-checkout')).toContainElement(form);
    expect(screen.queryByText(en.payment.card.loading)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: en.payment.card.title })).toBeInTheDocument();
    expect(stripeJs.keys).toEqual(['pk_test_partner']);
    expect(stripeJs.secrets).toEqual(['cs_test_1_secret_abc']);
    // One session, asked with the pending account's own token; no test payment on offer.
    expect(sessions).toEqual(['Bearer pending-token']);
    expect(screen.queryByTestId('test-payment')).not.toBeInTheDocument();
    expect(calls.completed).toEqual([]);
  });

  it('destroys the form when the page goes away', async () => {
    savePending(PENDING);
    const { unmount } = checkout();
    await screen.findByTestId('stripe-form');
    unmount();
    expect(stripeJs.destroyed).toBe(1);
    expect(screen.queryByTestId('stripe-form')).not.toBeInTheDocument();
  });

  it('says so in the reader’s language when Stripe.js cannot load, and tries again on request', async () => {
    stripeJs.failLoads = 1;
    savePending(PENDING);
    checkout('fr');
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.payment.card.loadFailed);
    expect(sessions).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: fr.payment.card.retry }));
    expect(await screen.findByTestId('stripe-form')).toHaveTextContent('cs_test_1_secret_abc');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(stripeJs.keys).toEqual(['pk_test_partner', 'pk_test_partner']);
  });

  it('explains the server’s refusal rather than a loading failure', async () => {
    server.use(http.post(apiPath('payment/checkout'), () => HttpResponse.json({ status: 400, code: 'already_paid', message: 'This subscription is already paid' }, { status: 400 })));
    savePending(PENDING);
    checkout();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This subscription is already paid. Sign in to continue.');
    expect(screen.queryByTestId('stripe-form')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('checkout')).getByRole('button', { name: en.payment.card.retry })).toBeInTheDocument();
  });
});

describe('payment confirmation', () => {
  it('waits until the subscription is active, then clears the pending sign-up', async () => {
    states = ['pending', 'active'];
    savePending(PENDING);
    processPage('?subscription_id=55');
    expect(screen.getByText(en.process.checking)).toBeInTheDocument();
    expect(await screen.findByText(en.process.active, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(calls.polled).toBe(2);
    // Cleared by an effect once the page says so.
    await waitFor(() => expect(sessionStorage.getItem('signup_pending')).toBeNull());
    expect(screen.getByRole('link', { name: en.process.toSignIn })).toHaveAttribute('href', '/sign-in');
  });

  it('back from Stripe: confirms the session first', async () => {
    savePending(PENDING);
    processPage('?session_id=cs_test_1');
    expect(await screen.findByText(en.process.active)).toBeInTheDocument();
    expect(calls.confirmed).toEqual([{ session_id: 'cs_test_1' }]);
    expect(calls.polled).toBe(0);
  });

  it('stops with an error when the server refuses', async () => {
    server.use(http.get(apiPath('payment/subscription/55'), () => HttpResponse.json({ status: 403, message: 'Forbidden' }, { status: 403 })));
    savePending(PENDING);
    processPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(en.payment.errors.failed);
    expect(sessionStorage.getItem('signup_pending')).not.toBeNull();
  });

  it('says there is nothing to confirm without a pending sign-up', async () => {
    processPage();
    expect(await screen.findByText(en.payment.errors.nothingPending)).toBeInTheDocument();
  });
});
