import {
  INTEGRATION_PROVIDERS,
  type Integration,
  type IntegrationLink,
  type IntegrationProvider,
  type LanguageCode,
  type PlatformLocation,
  type SyncResult,
} from '@erep/shared/schemas';
import { sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Orm } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import type { Mailer } from '../../mail/index';
import { PlatformError, type PlatformConnector, type TokenSource } from './connector';
import type { PlacesSettings } from './places';
import type { Sealer } from './seal';

export interface IntegrationDeps {
  orm: Orm;
  mailer: Mailer;
  /** Origin of links in mails and of the OAuth callback (PUBLIC_URL). */
  publicUrl: string;
  sealer: Sealer;
  /** The configured connectors; a platform without one shows as not configured. */
  connectors: Partial<Record<IntegrationProvider, PlatformConnector>>;
  /** Google Places (competitors' public rating); null when not configured. */
  places: PlacesSettings | null;
}

/** Minutes between two syncs of a location. */
export const SYNC_INTERVAL_SECONDS = 15 * 60;
/** Syncs are spread over this much beyond the interval so locations do not all call at once. */
export const SYNC_SPREAD_SECONDS = 90;
/** An authorization must come back within this time. */
const STATE_TTL_SECONDS = 10 * 60;
/** The access token is renewed this long before it expires. */
const RENEW_MARGIN_MS = 2 * 60_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const hash = (value: string) => createHash('sha256').update(value).digest('hex');

export const callbackPath = (provider: IntegrationProvider) => `/api/integrations/${provider}/callback`;
export const platformsPath = (tag: string) => `/customer/${tag}/account/parameters/platforms`;

export function connectorOf(deps: IntegrationDeps, provider: IntegrationProvider): PlatformConnector {
  const connector = deps.connectors[provider];
  if (!connector) throw new HttpError(409, `The ${provider} connector is not configured on this server`, undefined, 'integration_not_configured');
  return connector;
}

export interface ConnectionRow {
  id: number;
  customer_id: number;
  provider: IntegrationProvider;
  state: 'connected' | 'broken';
  refresh_token: string | null;
  access_token: string | null;
  access_expires_at: Date | string | null;
  broken_reason: string | null;
  connected_at: Date | string;
}

export async function connectionOf(orm: Orm, customerId: number, provider: IntegrationProvider): Promise<ConnectionRow | null> {
  return rowsOf<ConnectionRow>(await orm.execute(sql`select * from integration_connections where customer_id = ${customerId} and provider = ${provider}`))[0] ?? null;
}

async function requireConnected(orm: Orm, customerId: number, provider: IntegrationProvider): Promise<ConnectionRow> {
  const connection = await connectionOf(orm, customerId, provider);
  if (!connection || connection.state !== 'connected') throw new HttpError(409, `Connect ${provider} first`, undefined, 'integration_not_connected');
  return connection;
}

interface LinkRow {
  establishment_id: number;
  establishment: string;
  external_id: string;
  title: string | null;
  last_sync_at: Date | string | null;
  last_result: SyncResult | null;
  last_error: string | null;
  next_sync_at: Date | string;
  last_imported: number | null;
  last_updated: number | null;
  last_removed: number | null;
}

const linkOf = (r: LinkRow): IntegrationLink => ({
  establishment_id: r.establishment_id,
  establishment: r.establishment,
  location: r.external_id,
  title: r.title,
  last_sync_at: iso(r.last_sync_at),
  last_result: r.last_result,
  last_error: r.last_error,
  next_sync_at: new Date(r.next_sync_at).toISOString(),
  imported: r.last_imported,
  updated: r.last_updated,
  removed: r.last_removed,
});

async function linksOf(orm: Orm, connectionId: number): Promise<IntegrationLink[]> {
  return rowsOf<LinkRow>(
    await orm.execute(sql`
      select l.establishment_id, e.name as establishment, l.external_id, l.title, l.last_sync_at, l.last_result, l.last_error, l.next_sync_at,
        l.last_imported, l.last_updated, l.last_removed
      from integration_locations l join establishments e on e.id = l.establishment_id
      where l.connection_id = ${connectionId} order by e.name, l.id`),
  ).map(linkOf);
}

export async function listIntegrations(deps: IntegrationDeps, customerId: number): Promise<Integration[]> {
  const result: Integration[] = [];
  for (const provider of INTEGRATION_PROVIDERS) {
    const connection = await connectionOf(deps.orm, customerId, provider);
    const configured = Boolean(deps.connectors[provider]);
    result.push({
      provider,
      state: !configured ? 'not_configured' : (connection?.state ?? 'disconnected'),
      connected_at: connection ? iso(connection.connected_at) : null,
      broken_reason: connection?.broken_reason ?? null,
      links: connection ? await linksOf(deps.orm, connection.id) : [],
    });
  }
  return result;
}

/* Connecting */

export interface StartedAuthorization {
  authorizeUrl: string;
  /** Goes to the browser as a cookie: the callback must come back to the browser that asked. */
  nonce: string;
}

/** Opens an authorization (PKCE S256, `state` single use and expiring, bound to the caller and its browser). */
export async function startConnect(deps: IntegrationDeps, customerId: number, userId: number, provider: IntegrationProvider): Promise<StartedAuthorization> {
  const connector = connectorOf(deps, provider);
  const state = randomBytes(32).toString('base64url');
  const nonce = randomBytes(32).toString('base64url');
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  await deps.orm.execute(sql`delete from integration_oauth_states where expires_at < now()`);
  await deps.orm.execute(sql`
    insert into integration_oauth_states (state_hash, nonce_hash, customer_id, user_id, provider, code_verifier, expires_at)
    values (${hash(state)}, ${hash(nonce)}, ${customerId}, ${userId}, ${provider}, ${deps.sealer.seal(verifier)}, now() + make_interval(secs => ${STATE_TTL_SECONDS}))`);
  return { authorizeUrl: connector.authorizeUrl({ redirectUri: redirectUri(deps, provider), state, codeChallenge: challenge }), nonce };
}

const redirectUri = (deps: IntegrationDeps, provider: IntegrationProvider) => `${deps.publicUrl.replace(/\/$/, '')}${callbackPath(provider)}`;

export type CallbackOutcome = 'connected' | 'denied' | 'expired' | 'failed';

/**
 * Finishes an authorization: the state is taken once (a replay finds nothing), must be fresh, come
 * back to the same browser, and its user must still be an active owner. Resolves with where to send the browser.
 */
export async function finishConnect(
  deps: IntegrationDeps,
  provider: IntegrationProvider,
  input: { state: string | null; code: string | null; error: string | null; nonce: string | null },
): Promise<{ tag: string | null; outcome: CallbackOutcome }> {
  const connector = connectorOf(deps, provider);
  if (!input.state) return { tag: null, outcome: 'expired' };
  const [pending] = rowsOf<{ customer_id: number; user_id: number; nonce_hash: string; code_verifier: string; live: boolean; tag: string }>(
    await deps.orm.execute(sql`
      delete from integration_oauth_states s using customers c
      where s.state_hash = ${hash(input.state)} and s.provider = ${provider} and c.id = s.customer_id
      returning s.customer_id, s.user_id, s.nonce_hash, s.code_verifier, s.expires_at > now() as live, c.tag`),
  );
  if (!pending || !pending.live || !input.nonce || hash(input.nonce) !== pending.nonce_hash) return { tag: pending?.tag ?? null, outcome: 'expired' };
  if (input.error || !input.code) return { tag: pending.tag, outcome: 'denied' };
  const [owner] = rowsOf<{ id: number }>(
    await deps.orm.execute(sql`
      select id from users where id = ${pending.user_id} and customer_id = ${pending.customer_id} and account_role = 'owner' and is_active and deactivated_at is null`),
  );
  if (!owner) return { tag: pending.tag, outcome: 'expired' };
  let tokens;
  try {
    tokens = await connector.exchangeCode({ code: input.code, codeVerifier: deps.sealer.open(pending.code_verifier), redirectUri: redirectUri(deps, provider) });
  } catch (error) {
    if (error instanceof PlatformError) return { tag: pending.tag, outcome: 'failed' };
    throw error;
  }
  const existing = await connectionOf(deps.orm, pending.customer_id, provider);
  const refresh = tokens.refreshToken ? deps.sealer.seal(tokens.refreshToken) : (existing?.refresh_token ?? null);
  if (!refresh) return { tag: pending.tag, outcome: 'failed' };
  await deps.orm.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into integration_connections (customer_id, provider, state, refresh_token, access_token, access_expires_at, connected_by, connected_at)
        values (${pending.customer_id}, ${provider}, 'connected', ${refresh}, ${deps.sealer.seal(tokens.accessToken)}, ${tokens.expiresAt.toISOString()}, ${pending.user_id}, now())
        on conflict (customer_id, provider) do update set state = 'connected', refresh_token = excluded.refresh_token, access_token = excluded.access_token,
          access_expires_at = excluded.access_expires_at, connected_by = excluded.connected_by, connected_at = now(), broken_reason = null, broken_at = null
        returning id`),
    );
    // A reconnection resumes the locations tied before.
    if (row) await tx.execute(sql`update integration_locations set next_sync_at = now(), failures = 0 where connection_id = ${row.id}`);
  });
  return { tag: pending.tag, outcome: 'connected' };
}

/** Forgets the tokens (telling the platform, best effort) and the locations' ties; synced reviews stay. */
export async function disconnect(deps: IntegrationDeps, customerId: number, provider: IntegrationProvider): Promise<void> {
  const [removed] = rowsOf<{ refresh_token: string | null }>(
    await deps.orm.execute(sql`delete from integration_connections where customer_id = ${customerId} and provider = ${provider} returning refresh_token`),
  );
  if (!removed) throw notFound(`No ${provider} connection`, 'integration_not_connected');
  const connector = deps.connectors[provider];
  if (connector && removed.refresh_token) {
    await connector.revoke(deps.sealer.open(removed.refresh_token)).catch(() => undefined);
  }
}

/* Tokens */

const MAIL = {
  fr: {
    subject: 'Connexion Google Business Profile interrompue',
    text: (link: string) =>
      `Google a refusé l'accès à votre fiche d'établissement (autorisation révoquée ou expirée). Les avis Google ne sont plus synchronisés et vos réponses n'y sont plus publiées.\n\nReconnectez votre compte Google : ${link}`,
  },
  en: {
    subject: 'Google Business Profile connection broken',
    text: (link: string) =>
      `Google refused access to your business profile (the authorization was revoked or expired). Google reviews are no longer synced and your answers are no longer published there.\n\nReconnect your Google account: ${link}`,
  },
  sp: {
    subject: 'Conexión con Google Business Profile interrumpida',
    text: (link: string) =>
      `Google ha rechazado el acceso a su ficha de empresa (autorización revocada o caducada). Las reseñas de Google ya no se sincronizan y sus respuestas ya no se publican allí.\n\nVuelva a conectar su cuenta de Google: ${link}`,
  },
} satisfies Record<LanguageCode, { subject: string; text: (link: string) => string }>;

/** The platform refused the refresh token: the tokens go, the owners hear of it once. */
export async function markBroken(deps: IntegrationDeps, connectionId: number, reason: string): Promise<void> {
  const [broken] = rowsOf<{ customer_id: number; tag: string; broken_at: Date | string }>(
    await deps.orm.execute(sql`
      update integration_connections i set state = 'broken', refresh_token = null, access_token = null, access_expires_at = null,
        broken_reason = ${reason.slice(0, 300)}, broken_at = now()
      from customers c where i.id = ${connectionId} and i.state = 'connected' and c.id = i.customer_id
      returning i.customer_id, c.tag, i.broken_at`),
  );
  if (!broken) return;
  const owners = rowsOf<{ email: string; language: string | null }>(
    await deps.orm.execute(sql`
      select email, language from users where customer_id = ${broken.customer_id} and account_role = 'owner' and is_active and deactivated_at is null`),
  );
  const link = `${deps.publicUrl.replace(/\/$/, '')}${platformsPath(broken.tag)}`;
  for (const owner of owners) {
    const t = MAIL[owner.language === 'en' || owner.language === 'sp' ? owner.language : 'fr'];
    await deps.mailer.queue({
      customerId: broken.customer_id,
      to: owner.email,
      subject: t.subject,
      text: t.text(link),
      dedupeKey: `integration_broken:${connectionId}:${new Date(broken.broken_at).getTime()}:${owner.email}`,
    });
  }
}

/** Access tokens for one connection: the stored one while it has time left, else a refresh (stored sealed). */
export function tokenSource(deps: IntegrationDeps, connection: ConnectionRow): TokenSource {
  const connector = connectorOf(deps, connection.provider);
  const renew = async (): Promise<string> => {
    const current = await connectionOf(deps.orm, connection.customer_id, connection.provider);
    if (!current?.refresh_token || current.state !== 'connected') throw new PlatformError('The connection was revoked', 'revoked', null);
    try {
      const tokens = await connector.refresh(deps.sealer.open(current.refresh_token));
      await deps.orm.execute(sql`
        update integration_connections set access_token = ${deps.sealer.seal(tokens.accessToken)}, access_expires_at = ${tokens.expiresAt.toISOString()}
          ${tokens.refreshToken ? sql`, refresh_token = ${deps.sealer.seal(tokens.refreshToken)}` : sql``}
        where id = ${current.id} and state = 'connected'`);
      return tokens.accessToken;
    } catch (error) {
      if (error instanceof PlatformError && error.kind === 'revoked') await markBroken(deps, current.id, error.message);
      throw error;
    }
  };
  return {
    async get() {
      const current = await connectionOf(deps.orm, connection.customer_id, connection.provider);
      if (!current || current.state !== 'connected') throw new PlatformError('The connection was revoked', 'revoked', null);
      const expires = current.access_expires_at ? new Date(current.access_expires_at).getTime() : 0;
      if (current.access_token && expires - RENEW_MARGIN_MS > Date.now()) return deps.sealer.open(current.access_token);
      return renew();
    },
    renew,
  };
}

/* Locations */

const words = (value: string | null | undefined) =>
  new Set(
    (value ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1),
  );

/** Shared words of name and address, name first: enough to suggest, the owner decides. */
function likeness(location: { title: string | null; address: string | null }, establishment: { name: string; address: string | null; city: string | null; zip: string | null }): number {
  const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length;
  const name = overlap(words(location.title), words(establishment.name));
  const place = overlap(words(location.address), words([establishment.address, establishment.zip, establishment.city].join(' ')));
  return name * 3 + place;
}

export async function platformLocations(deps: IntegrationDeps, customerId: number, provider: IntegrationProvider): Promise<PlatformLocation[]> {
  const connection = await requireConnected(deps.orm, customerId, provider);
  const found = await callPlatform(() => connectorOf(deps, provider).locations(tokenSource(deps, connection)));
  const establishments = rowsOf<{ id: number; name: string; address: string | null; city: string | null; zip: string | null }>(
    await deps.orm.execute(sql`select id, name, address, city, zip from establishments where customer_id = ${customerId} and archived_at is null order by id`),
  );
  const tied = new Map(
    rowsOf<{ external_id: string; establishment_id: number }>(
      await deps.orm.execute(sql`select external_id, establishment_id from integration_locations where connection_id = ${connection.id}`),
    ).map((r) => [r.external_id, r.establishment_id]),
  );
  return found.map((l) => {
    let best: { id: number; score: number } | null = null;
    for (const e of establishments) {
      const score = likeness(l, e);
      if (score > 0 && (!best || score > best.score)) best = { id: e.id, score };
    }
    return {
      location: l.location,
      account: l.account,
      account_name: l.accountName,
      title: l.title,
      address: l.address,
      place_id: l.placeId,
      establishment_id: tied.get(l.location) ?? null,
      suggested_establishment_id: best?.id ?? null,
    };
  });
}

/** A platform error met while answering a request: a 502 naming the platform's reason, or 409 when access was revoked. */
async function callPlatform<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.kind === 'revoked') throw new HttpError(409, 'The platform revoked access: reconnect', undefined, 'integration_broken');
    throw new HttpError(502, error.message, undefined, error.kind === 'throttled' ? 'platform_throttled' : 'platform_error');
  }
}

export async function tieLocation(deps: IntegrationDeps, customerId: number, establishmentId: number, provider: IntegrationProvider, location: string): Promise<IntegrationLink> {
  const connection = await requireConnected(deps.orm, customerId, provider);
  const [establishment] = rowsOf<{ id: number }>(
    await deps.orm.execute(sql`select id from establishments where id = ${establishmentId} and customer_id = ${customerId} and archived_at is null`),
  );
  if (!establishment) throw notFound(`Establishment '${establishmentId}' not found`);
  // Only a location this account manages: anything else would sync someone else's reviews.
  const found = (await callPlatform(() => connectorOf(deps, provider).locations(tokenSource(deps, connection)))).find((l) => l.location === location);
  if (!found) throw badRequest('This location is not in the connected account', { location: ['unknown_location'] }, 'unknown_location');
  const [other] = rowsOf<{ establishment_id: number }>(
    await deps.orm.execute(sql`select establishment_id from integration_locations where connection_id = ${connection.id} and external_id = ${location} and establishment_id <> ${establishmentId}`),
  );
  if (other) throw conflict('This location is tied to another establishment', { location: ['location_taken'] }, 'location_taken');
  await deps.orm.execute(sql`
    insert into integration_locations (connection_id, establishment_id, external_id, title, place_id, next_sync_at)
    values (${connection.id}, ${establishmentId}, ${location}, ${found.title}, ${found.placeId}, now())
    on conflict (connection_id, establishment_id) do update set
      external_id = excluded.external_id, title = excluded.title, place_id = excluded.place_id, next_sync_at = now(), failures = 0,
      cursor = case when integration_locations.external_id = excluded.external_id then integration_locations.cursor end,
      full_sync_done = integration_locations.full_sync_done and integration_locations.external_id = excluded.external_id,
      last_sync_at = case when integration_locations.external_id = excluded.external_id then integration_locations.last_sync_at end,
      last_result = case when integration_locations.external_id = excluded.external_id then integration_locations.last_result end`);
  const link = (await linksOf(deps.orm, connection.id)).find((l) => l.establishment_id === establishmentId);
  if (!link) throw new Error('location tie not stored');
  return link;
}

export async function untieLocation(deps: IntegrationDeps, customerId: number, establishmentId: number, provider: IntegrationProvider): Promise<void> {
  const rows = rowsOf<{ id: number }>(
    await deps.orm.execute(sql`
      delete from integration_locations l using integration_connections c
      where c.id = l.connection_id and c.customer_id = ${customerId} and c.provider = ${provider} and l.establishment_id = ${establishmentId}
      returning l.id`),
  );
  if (rows.length === 0) throw notFound(`Establishment '${establishmentId}' has no ${provider} location`, 'location_not_tied');
}

/** Makes every tied location due now; the job worker takes them within seconds. */
export async function syncNow(deps: IntegrationDeps, customerId: number, provider: IntegrationProvider): Promise<IntegrationLink[]> {
  const connection = await requireConnected(deps.orm, customerId, provider);
  await deps.orm.execute(sql`update integration_locations set next_sync_at = now(), failures = 0 where connection_id = ${connection.id}`);
  return linksOf(deps.orm, connection.id);
}
