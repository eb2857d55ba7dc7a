import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A stand-in for the Stripe API calls of the payment pages (Checkout Sessions, subscriptions, billing
 * portal sessions, prices), shaped after
 * Stripe's published API reference: form-encoded parameters, the Checkout Session object, Stripe's
 * error bodies. The server under test reaches it through STRIPE_API_URL.
 */
interface FakeSession {
  id: string;
  object: 'checkout.session';
  client_reference_id: string | null;
  client_secret: string | null;
  customer_email: string | null;
  mode: string;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete';
  ui_mode: 'hosted' | 'embedded';
  url: string | null;
  return_url: string | null;
  success_url: string | null;
  livemode: false;
  /** Set once a subscription-mode session completes. */
  customer: string | null;
  subscription: string | null;
}

const error = (message: string, param?: string, code?: string) => ({ error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) } });

export function startFakeStripe(port: number) {
  const sessions = new Map<string, FakeSession>();
  const created: URLSearchParams[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const customers = new Set<string>();
  const portals: Record<string, unknown>[] = [];

  function answer(method: string, path: string, body: URLSearchParams, auth: string | undefined): [number, unknown] {
    if (!auth?.startsWith('Bearer sk_')) return [401, error('You did not provide an API key.')];
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const embedded = body.get('ui_mode') === 'embedded';
      if (!body.get('mode')) return [400, error('Missing required param: mode.', 'mode', 'parameter_missing')];
      if (embedded && (body.has('success_url') || body.has('cancel_url'))) return [400, error('You cannot use `success_url` or `cancel_url` when `ui_mode` is `embedded`.', 'success_url')];
      if (embedded && !body.get('return_url')) return [400, error('Missing required param: return_url.', 'return_url', 'parameter_missing')];
      if (!embedded && !body.get('success_url')) return [400, error('Missing required param: success_url.', 'success_url', 'parameter_missing')];
      created.push(body);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        client_reference_id: body.get('client_reference_id'),
        client_secret: embedded ? `${id}_secret_${randomBytes(12).toString('hex')}` : null,
        customer_email: body.get('customer_email'),
        mode: body.get('mode') ?? '',
        payment_status: 'unpaid',
        status: 'open',
        ui_mode: embedded ? 'embedded' : 'hosted',
        url: embedded ? null : `https://checkout.stripe.com/c/pay/${id}`,
        return_url: body.get('return_url'),
        success_url: body.get('success_url'),
        livemode: false,
        customer: null,
        subscription: null,
      };
      sessions.set(id, session);
      return [200, session];
    }
    const sessionId = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && sessionId) {
      const found = sessions.get(sessionId);
      return found ? [200, found] : [404, error(`No such checkout.session: '${sessionId}'`, 'session', 'resource_missing')];
    }
    const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && subscriptionId) {
      const found = subscriptions.get(subscriptionId);
      return found ? [200, found] : [404, error(`No such subscription: '${subscriptionId}'`, 'id', 'resource_missing')];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = body.get('customer');
      if (!customer) return [400, error('Missing required param: customer.', 'customer', 'parameter_missing')];
      if (!customers.has(customer)) return [400, error(`No such customer: '${customer}'`, 'customer', 'resource_missing')];
      const portal = {
        id: `bps_${randomBytes(12).toString('hex')}`,
        object: 'billing_portal.session',
        created: Math.floor(Date.now() / 1000),
        customer,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: body.get('return_url'),
        url: `https://billing.stripe.com/p/session/test_${randomBytes(12).toString('hex')}`,
      };
      portals.push(portal);
      return [200, portal];
    }
    // No price is known here: the product then shows the plan's own price.
    const price = /^\/v1\/prices\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && price) return [404, error(`No such price: '${price}'`, 'price', 'resource_missing')];
    return [404, error(`Unrecognized request URL (${method}: ${path}).`)];
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const [status, json] = answer(req.method ?? '', (req.url ?? '').split('?')[0] ?? '', new URLSearchParams(raw), req.headers.authorization);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    listening,
    /** The parameters of each Checkout Session created, in order. */
    created,
    sessionWithSecret(secret: string): FakeSession | undefined {
      return [...sessions.values()].find((s) => s.client_secret === secret);
    },
    /** The billing portal sessions created, in order. */
    portals,
    /**
     * What the customer does in Stripe's form: the session completes, paid; in subscription mode
     * Stripe creates the customer and the subscription (a month's period here).
     */
    pay(id: string): void {
      const session = sessions.get(id);
      if (!session) throw new Error(`No session ${id}`);
      session.payment_status = 'paid';
      session.status = 'complete';
      if (session.mode !== 'subscription') return;
      const now = Math.floor(Date.now() / 1000);
      const subscription = `sub_${randomBytes(12).toString('hex')}`;
      const customer = `cus_${randomBytes(7).toString('hex')}`;
      customers.add(customer);
      subscriptions.set(subscription, {
        id: subscription,
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        current_period_start: now,
        current_period_end: now + 30 * 24 * 3600,
        latest_invoice: `in_${randomBytes(12).toString('hex')}`,
        livemode: false,
        created: now,
        metadata: {},
        items: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/subscription_items?subscription=${subscription}` },
      });
      session.subscription = subscription;
      session.customer = customer;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
