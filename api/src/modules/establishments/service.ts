import type { Establishment, ProviderLink } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import type { establishments } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { rowIdOf, sellerCode } from '../../lib/ids';
import { hashLikeSiblings } from '../../lib/password';
import * as q from './queries';

export type EstablishmentRow = typeof establishments.$inferSelect;

/** The back office's view of an establishment (the seller code hash never leaves). */
export function toEstablishment(row: EstablishmentRow, customerTag: string): Establishment {
  return {
    id: row.id,
    tag: row.tag,
    name: row.name,
    address: row.address,
    city: row.city,
    zip: row.zip,
    country: row.country,
    phone: row.phone,
    external_url: row.externalUrl,
    category: row.category,
    opening_hours: row.openingHours,
    logo: row.logo,
    archived: row.archivedAt !== null,
    customer: customerTag,
    created_at: row.createdAt.toISOString(),
    seller_code_set: row.sellerCodeHash !== null,
  };
}

/** Chosen seller codes: 6 to 8 digits (codes set before this rule keep working). */
const SELLER_CODE = /^[0-9]{6,8}$/;

/**
 * A seller code for an establishment of `customerId`: the owner's choice or six random digits, with
 * the hash to store. Every establishment gets one at creation, so its cashiers can validate coupons
 * at once. The hash shares the salt of the customer's other codes, so a seller sign-in (which does
 * not say its establishment) derives once, not once per establishment; `replacing` is the
 * establishment whose code this replaces.
 */
export async function newSellerCode(
  orm: Orm,
  customerId: number,
  options: { chosen?: string | null; replacing?: number } = {},
): Promise<{ code: string; hash: string }> {
  const code = options.chosen ?? sellerCode();
  if (!SELLER_CODE.test(code)) throw badRequest('A seller code has 6 to 8 digits', { code: ['seller_code'] });
  const rows = await q.sellerCodeHashesOf(orm, customerId);
  const siblings = rows.filter((row) => row.id !== options.replacing).map((row) => row.hash);
  const replaced = rows.find((row) => row.id === options.replacing)?.hash ?? null;
  return { code, hash: await hashLikeSiblings(code, siblings, replaced) };
}

/** The live (not archived) establishments inside the caller's scope. */
export async function listEstablishments(orm: Orm, customer: { id: number; tag: string }, scope: readonly number[] | null = null): Promise<Establishment[]> {
  return (await q.establishmentsOf(orm, customer.id, scope)).map((row) => toEstablishment(row, customer.tag));
}


/** Numeric id or tag, always inside the named customer so one tenant's URL cannot reach another's data. */
export async function loadCustomerEstablishment(orm: Orm, customerId: number, ref: string) {
  const id = rowIdOf(ref);
  const row = await q.customerEstablishment(orm, customerId, id !== null ? { id } : { tag: ref });
  if (!row) throw notFound(`Establishment '${ref}' not found`);
  return row;
}

export interface ProviderSettingRow {
  settingsId: number | null;
  establishmentName: string;
  establishmentTag: string;
  providerCategory: string;
  providerName: string;
  providerUrl: string;
  settingsValue1: string | null;
}

/** Spec section 3: url is provider_url with `{value1}` replaced by settings_value1; id defaults to 0. */
export function toProviderLink(row: ProviderSettingRow): ProviderLink {
  const value1 = row.settingsValue1 ?? '';
  return {
    establishment: row.establishmentName,
    establishmentTag: row.establishmentTag,
    category: row.providerCategory,
    name: row.providerName,
    providerurl: row.providerUrl,
    url: row.providerUrl.split('{value1}').join(value1),
    id: row.settingsId ?? 0,
    settings_value1: value1,
  };
}

/** An establishment's own review-platform links (competitors' settings left out), in setting order. */
export async function providerLinksOf(orm: Orm, establishment: { id: number; name: string; tag: string }): Promise<ProviderLink[]> {
  const [rows, placeId] = await Promise.all([q.providerSettingsOf(orm, establishment.id), q.tiedGooglePlaceOf(orm, establishment.id)]);
  const names = { establishmentName: establishment.name, establishmentTag: establishment.tag };
  // The connected Business Profile knows the place for sure: its review link wins over a typed one.
  const isGoogle = (name: string) => name.toLowerCase() === 'google';
  const links = rows.map((row) => toProviderLink({ ...row, ...names, settingsValue1: placeId && isGoogle(row.providerName) ? placeId : row.settingsValue1 }));
  if (placeId && !rows.some((row) => isGoogle(row.providerName))) {
    const [google] = await q.providerNamed(orm, 'Google');
    if (google) links.push(toProviderLink({ settingsId: null, settingsValue1: placeId, providerCategory: google.category, providerName: google.name, providerUrl: google.providerUrl, ...names }));
  }
  return links;
}

/** Provider links of an establishment found by its tag (visitor pages). */
export async function providerLinksByTag(orm: Orm, tag: string): Promise<ProviderLink[]> {
  const establishment = await q.establishmentByTag(orm, tag);
  if (!establishment) throw notFound(`Establishment '${tag}' not found`);
  return providerLinksOf(orm, establishment);
}
