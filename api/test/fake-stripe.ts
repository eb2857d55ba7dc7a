import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe API endpoints the server calls, shaped after Stripe's published
 * API reference (Checkout Session object, form-encoded parameters, error bodies), never after our
 * own client: a wrong parameter must fail here as it would at Stripe.
 */
interface FakeSession {
  id: string;
  object: 'checkout.session';
  client_reference_id: string | null;
  client_secret: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  ui_mode: 'hosted' | 'embedded';
  url: string | null;
  return_url: string | null;
  success_url: string | null;
  cancel_url: string | null;
  livemode: false;
  created: number;
  expires_at: number;
  /** Set once a subscription-mode session completes. */
  customer: string | null;
  subscription: string | null;
  /** Not a Stripe field: the price of the first line item, kept for the tests. */
  line_items_price: string;
}

/** A Subscription object as API version 2023-10-16 returns it (the fields the server may read). */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  current_period_start: number;
  current_period_end: number;
  latest_invoice: string | null;
  livemode: false;
  created: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; price: { id: string; object: 'price' }; quantity: number; subscription: string }[];
    has_more: false;
    total_count: number;
    url: string;
  };
}

interface FakeRequest {
  method: string;
  path: string;
  body: URLSearchParams;
  version: string | undefined;
  auth: string | undefined;
}

interface StripeErrorBody {
  error: { type: 'invalid_request_error'; message: string; code?: string; param?: string; doc_url?: string };
}

const invalid = (message: string, param?: string, code?: string): StripeErrorBody => ({
  error: { type: 'invalid_request_error', message, ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` } : {}), ...(param ? { param } : {}) },
});
const missing = (param: string) => invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
const noSuch = (object: string, id: string, param: string) => invalid(`No such ${object}: '${id}'`, param, 'resource_missing');

/** Checks POST /v1/checkout/sessions as Stripe does; null when the parameters hold. */
function refusal(body: URLSearchParams): StripeErrorBody | null {
  const mode = body.get('mode');
  if (!mode) return missing('mode');
  if (!['payment', 'setup', 'subscription'].includes(mode)) return invalid('Invalid mode: must be one of payment, setup, or subscription', 'mode');
  const uiMode = body.get('ui_mode') ?? 'hosted';
  if (!['hosted', 'embedded'].includes(uiMode)) return invalid('Invalid ui_mode: must be one of embedded or hosted', 'ui_mode');
  if (uiMode === 'embedded') {
    for (const param of ['success_url', 'cancel_url']) {
      if (body.has(param)) return invalid(`You cannot use \`${param}\` when \`ui_mode\` is \`embedded\`.`, param);
    }
    if (body.get('redirect_on_completion') !== 'never' && !body.get('return_url')) return missing('return_url');
  } else {
    if (body.has('return_url')) return invalid('You can only use `return_url` when `ui_mode` is `embedded`.', 'return_url');
    if (!body.get('success_url')) return missing('success_url');
  }
  if (mode === 'subscription' && !body.get('line_items[0][price]')) return missing('line_items');
  return null;
}

export function createFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const requests: FakeRequest[] = [];
  /** Prices Stripe knows, by id (GET /v1/prices/:id). */
  const prices = new Map<string, Record<string, unknown>>();
  let server: Server | null = null;
  /** Stripe's answer to the next call, whatever it is (an outage, a revoked key, an archived price). */
  let forced: { status: number; json: StripeErrorBody } | null = null;

  function createSession(body: URLSearchParams): FakeSession {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const embedded = body.get('ui_mode') === 'embedded';
    const metadata: Record<string, string> = {};
    for (const [key, value] of body) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    const now = Math.floor(Date.now() / 1000);
    return {
      id,
      object: 'checkout.session',
      client_reference_id: body.get('client_reference_id'),
      client_secret: embedded ? `${id}_secret_${randomBytes(12).toString('hex')}` : null,
      customer_email: body.get('customer_email'),
      metadata,
      mode: body.get('mode') ?? '',
      payment_status: 'unpaid',
      status: 'open',
      ui_mode: embedded ? 'embedded' : 'hosted',
      url: embedded ? null : `https://checkout.stripe.com/c/pay/${id}`,
      return_url: body.get('return_url'),
      success_url: body.get('success_url'),
      cancel_url: body.get('cancel_url'),
      livemode: false,
      created: now,
      expires_at: now + 24 * 3600,
      customer: null,
      subscription: null,
      line_items_price: body.get('line_items[0][price]') ?? '',
    };
  }

  const subscriptions = new Map<string, FakeSubscription>();
  const charges = new Map<string, Record<string, unknown>>();
  const customers = new Set<string>();
  const portalSessions: Record<string, unknown>[] = [];

  /** The subscription a completed subscription-mode Checkout creates, with its customer and first invoice. */
  function createSubscription(session: FakeSession, periodEnd: number): FakeSubscription {
    const now = Math.floor(Date.now() / 1000);
    const id = `sub_${randomBytes(12).toString('hex')}`;
    const customer = `cus_${randomBytes(7).toString('hex')}`;
    customers.add(customer);
    const subscription: FakeSubscription = {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      current_period_start: now,
      current_period_end: periodEnd,
      latest_invoice: `in_${randomBytes(12).toString('hex')}`,
      livemode: false,
      created: now,
      metadata: {},
      items: {
        object: 'list',
        data: [{ id: `si_${randomBytes(7).toString('hex')}`, object: 'subscription_item', price: { id: session.line_items_price, object: 'price' }, quantity: 1, subscription: id }],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  function answer(method: string, path: string, body: URLSearchParams, auth: string | undefined): { status: number; json: unknown } {
    if (forced) {
      const once = forced;
      forced = null;
      return once;
    }
    if (!auth?.startsWith('Bearer sk_')) {
      return { status: 401, json: invalid('You did not provide an API key. You need to provide your API key in the Authorization header.') };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const refused = refusal(body);
      if (refused) return { status: 400, json: refused };
      const session = createSession(body);
      sessions.set(session.id, session);
      return { status: 200, json: session };
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && session) {
      const found = sessions.get(session);
      return found ? { status: 200, json: found } : { status: 404, json: noSuch('checkout.session', session, 'session') };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && subscription) {
      const found = subscriptions.get(subscription);
      return found ? { status: 200, json: found } : { status: 404, json: noSuch('subscription', subscription, 'id') };
    }
    // Cancels at once (Stripe's DELETE /v1/subscriptions/{id}).
    if (method === 'DELETE' && subscription) {
      const found = subscriptions.get(subscription);
      if (!found) return { status: 404, json: noSuch('subscription', subscription, 'id') };
      const now = Math.floor(Date.now() / 1000);
      Object.assign(found, { status: 'canceled', canceled_at: now, ended_at: now });
      return { status: 200, json: found };
    }
    const charge = /^\/v1\/charges\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && charge) {
      const found = charges.get(charge);
      return found ? { status: 200, json: found } : { status: 404, json: noSuch('charge', charge, 'charge') };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = body.get('customer');
      if (!customer) return { status: 400, json: missing('customer') };
      if (!customers.has(customer)) return { status: 400, json: noSuch('customer', customer, 'customer') };
      const id = `bps_${randomBytes(12).toString('hex')}`;
      const portal = {
        id,
        object: 'billing_portal.session',
        configuration: `bpc_${randomBytes(7).toString('hex')}`,
        created: Math.floor(Date.now() / 1000),
        customer,
        flow: null,
        livemode: false,
        locale: body.get('locale'),
        on_behalf_of: null,
        return_url: body.get('return_url'),
        url: `https://billing.stripe.com/p/session/test_${randomBytes(12).toString('hex')}`,
      };
      portalSessions.push(portal);
      return { status: 200, json: portal };
    }
    const price = /^\/v1\/prices\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && price) {
      const found = prices.get(price);
      return found ? { status: 200, json: found } : { status: 404, json: noSuch('price', price, 'price') };
    }
    return { status: 404, json: invalid(`Unrecognized request URL (${method}: ${path}).`) };
  }

  return {
    sessions,
    requests,
    prices,
    subscriptions,
    charges,
    portalSessions,
    /**
     * What the customer does on Stripe's form: the session completes, paid; in subscription mode
     * Stripe creates the customer and the subscription, billed until `periodEnd` (seconds).
     */
    pay(id: string, periodEnd = Math.floor(Date.now() / 1000) + 30 * 24 * 3600): FakeSubscription | null {
      const session = sessions.get(id);
      if (!session) throw new Error(`No session ${id}`);
      session.payment_status = 'paid';
      session.status = 'complete';
      if (session.mode !== 'subscription') return null;
      const subscription = createSubscription(session, periodEnd);
      session.subscription = subscription.id;
      session.customer = subscription.customer;
      return subscription;
    },
    refuseNext(answer: { status: number; json: StripeErrorBody }): void {
      forced = answer;
    },
    /** The last session created, for the tests. */
    last(): FakeSession | undefined {
      return [...sessions.values()].at(-1);
    },
    listen(port = 0): Promise<number> {
      server = createServer((req, res) => {
        let raw = '';
        req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        req.on('end', () => {
          const path = (req.url ?? '').split('?')[0] ?? '';
          const body = new URLSearchParams(raw);
          const auth = req.headers.authorization;
          requests.push({ method: req.method ?? '', path, body, version: req.headers['stripe-version'] as string | undefined, auth });
          const { status, json } = answer(req.method ?? '', path, body, auth);
          res.statusCode = status;
          res.setHeader('content-type', 'application/json');
          res.setHeader('request-id', `req_${randomBytes(7).toString('hex')}`);
          res.end(JSON.stringify(json));
        });
      });
      return new Promise((resolve) => server?.listen(port, '127.0.0.1', () => resolve((server?.address() as AddressInfo).port)));
    },
    close(): Promise<void> {
      return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

