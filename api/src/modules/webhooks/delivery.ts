import type { LanguageCode } from '@erep/shared/schemas';
import { sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Orm } from '../../db/client';
import type { Mailer } from '../../mail/index';
import { checkedAddress, type Resolver } from './ssrf';

/** Waits before each retry: over a day in all, as receivers get that long to come back. */
export const RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
const TIMEOUT_MS = 10_000;

export interface WebhookDeps {
  orm: Orm;
  mailer: Mailer;
  publicUrl: string;
  /** Demo and development reach endpoints on this machine; production never does. */
  allowLoopback: boolean;
  resolve?: Resolver;
}

/** The Standard Webhooks signature: HMAC-SHA256 over `id.timestamp.body` with the secret's decoded bytes. */
export function signature(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

interface Claimed {
  id: number;
  endpoint_id: number;
  message_id: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
  customer_id: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Takes one due delivery, skipping rows another worker holds; the lease frees a crashed worker's row. */
async function claim(orm: Orm, leaseSeconds: number): Promise<Claimed | null> {
  const result = await orm.execute(sql`
    with next as (
      select d.id from webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id
      where d.delivered_at is null and d.failed_at is null and w.disabled_at is null
        and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())
      order by d.next_attempt_at, d.id
      limit 1
      for update of d skip locked
    )
    update webhook_deliveries d set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = d.attempts + 1
    from next, webhook_endpoints w
    where d.id = next.id and w.id = d.endpoint_id
    returning d.id, d.endpoint_id, d.message_id, d.payload, d.attempts, w.url, w.secret, w.customer_id`);
  return rowsOf<Claimed>(result)[0] ?? null;
}

/** POSTs once to the checked address, following no redirect; resolves with the status, or null when unreachable. */
export async function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allowLoopback: boolean; resolve?: Resolver },
): Promise<{ status: number | null; error: string | null }> {
  let target: { address: string; family: number };
  try {
    target = await checkedAddress(url, options);
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message : String(error) };
  }
  // Connects to the address just checked, never to a second lookup's answer.
  const lookup: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const parsed = new URL(url);
  const client = parsed.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      parsed,
      { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }, lookup, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? null, error: null }));
        response.on('error', () => resolve({ status: response.statusCode ?? null, error: null }));
      },
    );
    // `timeout` only covers an idle socket: a receiver trickling bytes is cut off after the same delay in all.
    const deadline = setTimeout(() => request.destroy(new Error('timeout')), TIMEOUT_MS);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: null, error: error.message }));
    request.end(body);
  });
}

const MAIL = {
  fr: {
    subject: 'Webhook désactivé',
    text: (url: string, link: string) =>
      `Votre point de réception de webhooks ${url} n'a pas répondu correctement pendant plus d'une journée. Nous l'avons désactivé : aucun événement ne lui est plus envoyé.\n\nVérifiez-le puis enregistrez-le à nouveau : ${link}`,
  },
  en: {
    subject: 'Webhook disabled',
    text: (url: string, link: string) =>
      `Your webhook endpoint ${url} has not answered successfully for more than a day. We disabled it: no event is sent to it any more.\n\nCheck it, then register it again: ${link}`,
  },
  sp: {
    subject: 'Webhook desactivado',
    text: (url: string, link: string) =>
      `Su punto de recepción de webhooks ${url} no ha respondido correctamente durante más de un día. Lo hemos desactivado: ya no se le envía ningún evento.\n\nRevíselo y vuelva a registrarlo: ${link}`,
  },
} satisfies Record<LanguageCode, { subject: string; text: (url: string, link: string) => string }>;

/** The endpoint stops receiving; its customer's owners hear of it once. */
async function disableEndpoint(deps: WebhookDeps, endpointId: number): Promise<void> {
  const disabled = rowsOf<{ url: string; customer_id: number; tag: string }>(
    await deps.orm.execute(sql`
      update webhook_endpoints w set disabled_at = now() from customers c
      where w.id = ${endpointId} and w.disabled_at is null and c.id = w.customer_id
      returning w.url, w.customer_id, c.tag`),
  )[0];
  if (!disabled) return;
  const owners = rowsOf<{ email: string; language: string | null }>(
    await deps.orm.execute(sql`
      select email, language from users
      where customer_id = ${disabled.customer_id} and account_role = 'owner' and is_active and deactivated_at is null`),
  );
  const link = `${deps.publicUrl.replace(/\/$/, '')}/customer/${disabled.tag}/account/parameters/developer`;
  for (const owner of owners) {
    const t = MAIL[owner.language === 'en' || owner.language === 'sp' ? owner.language : 'fr'];
    await deps.mailer.queue({
      customerId: disabled.customer_id,
      to: owner.email,
      subject: t.subject,
      text: t.text(disabled.url, link),
      dedupeKey: `webhook_disabled:${endpointId}:${owner.email}`,
    });
  }
}

/** Sends every due delivery; several workers share the table safely. Resolves with how many were tried. */
export async function deliverDueWebhooks(deps: WebhookDeps, options: { leaseSeconds?: number; now?: () => number } = {}): Promise<number> {
  let tried = 0;
  for (;;) {
    const row = await claim(deps.orm, options.leaseSeconds ?? 60);
    if (!row) return tried;
    tried += 1;
    const body = JSON.stringify(row.payload);
    const timestamp = Math.floor((options.now?.() ?? Date.now()) / 1000);
    const headers = {
      'webhook-id': row.message_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature(row.secret, row.message_id, timestamp, body),
      'user-agent': 'erep-webhooks/1',
    };
    const outcome = await post(row.url, headers, body, deps);
    const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const error = delivered ? null : (outcome.error ?? `HTTP ${outcome.status}`);
    if (delivered) {
      await deps.orm.execute(sql`
        update webhook_deliveries set delivered_at = now(), locked_until = null, last_attempt_at = now(), last_status = ${outcome.status}, last_error = null
        where id = ${row.id}`);
    } else if (row.attempts >= MAX_ATTEMPTS) {
      await deps.orm.execute(sql`
        update webhook_deliveries set failed_at = now(), locked_until = null, last_attempt_at = now(), last_status = ${outcome.status}, last_error = ${error}
        where id = ${row.id}`);
      await disableEndpoint(deps, row.endpoint_id);
    } else {
      const delay = RETRY_DELAYS_SECONDS[row.attempts - 1] ?? RETRY_DELAYS_SECONDS[RETRY_DELAYS_SECONDS.length - 1];
      await deps.orm.execute(sql`
        update webhook_deliveries set next_attempt_at = now() + make_interval(secs => ${delay}), locked_until = null, last_attempt_at = now(),
          last_status = ${outcome.status}, last_error = ${error}
        where id = ${row.id}`);
    }
  }
}
