import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint, WebhookEvent, WebhookInput } from '@erep/shared/schemas';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Orm } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { checkedAddress, UnsafeEndpointError, type Resolver } from './ssrf';

/** Deliveries shown per endpoint in the settings. */
const RECENT_DELIVERIES = 10;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface EndpointRow {
  id: number;
  url: string;
  events: WebhookEvent[];
  disabled_at: Date | string | null;
  created_at: Date | string;
}
interface DeliveryRow {
  id: number;
  endpoint_id: number;
  event_type: string;
  attempts: number;
  last_status: number | null;
  delivered_at: Date | string | null;
  failed_at: Date | string | null;
  last_attempt_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function endpointOf(row: EndpointRow, deliveries: WebhookDelivery[]): WebhookEndpoint {
  return { id: row.id, url: row.url, events: row.events, state: row.disabled_at ? 'disabled' : 'active', created_at: iso(row.created_at), deliveries };
}

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_type: row.event_type,
    attempts: row.attempts,
    status: row.last_status,
    state: row.delivered_at ? 'delivered' : row.failed_at ? 'failed' : 'pending',
    last_attempt_at: row.last_attempt_at ? iso(row.last_attempt_at) : null,
    created_at: iso(row.created_at),
  };
}

export interface EndpointPolicy {
  production: boolean;
  allowLoopback: boolean;
  resolve?: Resolver;
}

/** Production takes HTTPS endpoints on public addresses only; demo also reaches this machine. */
async function assertSafeUrl(url: string, policy: EndpointPolicy): Promise<void> {
  if (policy.production && !url.toLowerCase().startsWith('https://')) throw badRequest('The endpoint must use HTTPS', { url: ['https_required'] }, 'https_required');
  try {
    await checkedAddress(url, policy);
  } catch (error) {
    if (error instanceof UnsafeEndpointError) throw badRequest(error.message, { url: ['unsafe_address'] }, 'unsafe_address');
    throw error;
  }
}

export async function createEndpoint(orm: Orm, customerId: number, input: WebhookInput, policy: EndpointPolicy): Promise<CreatedWebhookEndpoint> {
  await assertSafeUrl(input.url, policy);
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const events = [...new Set(input.events)];
  const [row] = rowsOf<EndpointRow>(
    await orm.execute(sql`
      insert into webhook_endpoints (customer_id, url, secret, events)
      values (${customerId}, ${input.url}, ${secret}, ${sql`array[${sql.join(
        events.map((event) => sql`${event}`),
        sql`, `,
      )}]::text[]`})
      returning id, url, events, disabled_at, created_at`),
  );
  if (!row) throw new Error('webhook endpoint not stored');
  return { ...endpointOf(row, []), secret };
}

export async function listEndpoints(orm: Orm, customerId: number): Promise<WebhookEndpoint[]> {
  const endpoints = rowsOf<EndpointRow>(
    await orm.execute(sql`select id, url, events, disabled_at, created_at from webhook_endpoints where customer_id = ${customerId} order by id`),
  );
  const deliveries = rowsOf<DeliveryRow>(
    await orm.execute(sql`
      select * from (
        select d.id, d.endpoint_id, d.event_type, d.attempts, d.last_status, d.delivered_at, d.failed_at, d.last_attempt_at, d.created_at,
          row_number() over (partition by d.endpoint_id order by d.id desc) as n
        from webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id
        where w.customer_id = ${customerId}
      ) recent where n <= ${RECENT_DELIVERIES} order by id desc`),
  );
  return endpoints.map((row) =>
    endpointOf(
      row,
      deliveries.filter((d) => d.endpoint_id === row.id).map(deliveryOf),
    ),
  );
}

export async function removeEndpoint(orm: Orm, customerId: number, id: number): Promise<void> {
  const rows = rowsOf<{ id: number }>(await orm.execute(sql`delete from webhook_endpoints where id = ${id} and customer_id = ${customerId} returning id`));
  if (rows.length === 0) throw notFound(`Webhook '${id}' not found`);
}

/** Queues a `test` event to this endpoint alone, whatever it subscribes to; a disabled endpoint is turned on again. */
export async function sendTestEvent(orm: Orm, customer: { id: number; tag: string }, id: number): Promise<WebhookDelivery> {
  const [endpoint] = rowsOf<{ id: number }>(
    await orm.execute(sql`update webhook_endpoints set disabled_at = null where id = ${id} and customer_id = ${customer.id} returning id`),
  );
  if (!endpoint) throw notFound(`Webhook '${id}' not found`);
  const messageId = `msg_test_${randomBytes(12).toString('hex')}`;
  const payload = { type: 'webhook.test', id: messageId, timestamp: new Date().toISOString(), customer: { tag: customer.tag }, data: { endpoint_id: id } };
  const [row] = rowsOf<DeliveryRow>(
    await orm.execute(sql`
      insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
      values (${id}, ${messageId}, 'webhook.test', ${JSON.stringify(payload)}::jsonb)
      returning id, endpoint_id, event_type, attempts, last_status, delivered_at, failed_at, last_attempt_at, created_at`),
  );
  if (!row) throw new Error('test event not stored');
  return deliveryOf(row);
}
