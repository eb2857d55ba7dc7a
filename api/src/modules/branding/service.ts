import { sanitizeHtml } from '@erep/shared/html';
import { isHttpsUrl, LOGO_MAX_BYTES, ROLES, type ChatSettings, type CustomerTheme, type PartnerInfo, type PartnerTheme, type PartnerThemeInput, type PublicTheme } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { TtlCache } from '../../lib/cache';
import { logoToStore } from '../../lib/logo';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors';
import type { AuthUser } from '../auth/service';
import * as q from './queries';

export const NOT_PARTNER = 'Only partner users can change the partner theme';

export async function partnerInfo(orm: Orm, code: string): Promise<PartnerInfo> {
  const partner = await q.partnerByCode(orm, code);
  if (!partner) throw notFound(`Partner '${code}' not found`);
  return {
    code: partner.code,
    brand: partner.brand,
    title: partner.title,
    logo: partner.logo,
    back_color: partner.backColor,
    font_color: partner.fontColor,
    title_color: partner.titleColor,
    cgv: partner.cgv,
    pricing_url: pricingUrlOf(partner.pricingUrl),
  };
}

/** A stored pricing page as links may use it: https only, whatever wrote it. */
const pricingUrlOf = (stored: string | null): string | null => (stored && isHttpsUrl(stored) ? stored : null);

/** Whether the chat URL's host is one the server allows to load script (CHAT_SCRIPT_HOSTS). */
export function chatHostAllowed(url: string, allowed: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && allowed.includes(parsed.hostname.toLowerCase());
  } catch {
    return false;
  }
}

export async function partnerChat(orm: Orm, code: string, allowedHosts: readonly string[]): Promise<ChatSettings | null> {
  const partner = await q.partnerByCode(orm, code);
  if (!partner) throw notFound(`Partner '${code}' not found`);
  // A URL stored before its host was allowed (or since removed) is never handed to the browser.
  return partner.chatPartyId && partner.chatUrl && chatHostAllowed(partner.chatUrl, allowedHosts)
    ? { party_id: partner.chatPartyId, url: partner.chatUrl }
    : null;
}

async function customerWithPartner(orm: Orm, tag: string) {
  const row = await q.customerWithPartner(orm, tag);
  if (!row) throw notFound(`Customer '${tag}' not found`);
  return row;
}

export const customerLogo = async (orm: Orm, tag: string): Promise<string | null> => (await customerWithPartner(orm, tag)).customer.logo;

/** The customer's colours, the partner's where the customer has none. */
export async function customerTheme(orm: Orm, tag: string): Promise<CustomerTheme> {
  const { customer, partner } = await customerWithPartner(orm, tag);
  return {
    back_color: customer.backColor ?? partner.backColor,
    font_color: customer.fontColor ?? partner.fontColor,
    title_color: customer.titleColor ?? partner.titleColor,
  };
}

export interface PublicCustomer {
  id: number;
  tag: string;
  name: string;
  language: string | null;
  logo: string | null;
  theme: PublicTheme;
}

/** A customer as visitor pages show it; 404 when unknown. */
export async function loadPublicCustomer(orm: Orm, tag: string): Promise<PublicCustomer> {
  const row = await q.publicCustomerByTag(orm, tag);
  if (!row) throw notFound(`Customer '${tag}' not found`);
  const { back_color, font_color, title_color, ...rest } = row;
  return { ...rest, theme: { back_color, font_color, title_color } };
}

/** Only partner users have a partner theme to read or change. */
export function partnerIdOf(user: AuthUser | null): number {
  if (!user) throw unauthorized();
  if (!user.partner || !user.roles.includes(ROLES.partner)) throw forbidden(NOT_PARTNER);
  return user.partner.id;
}

export async function partnerTheme(orm: Orm, partnerId: number): Promise<PartnerTheme> {
  const p = await q.partnerById(orm, partnerId);
  if (!p) throw notFound('Partner not found');
  return {
    code: p.code,
    brand: p.brand,
    title: p.title,
    logo: p.logo,
    back_color: p.backColor,
    font_color: p.fontColor,
    title_color: p.titleColor,
    cgv: p.cgv,
    chat_party_id: p.chatPartyId ?? '',
    chat_url: p.chatUrl ?? '',
    pricing_url: pricingUrlOf(p.pricingUrl) ?? '',
  };
}

export async function updatePartnerTheme(orm: Orm, partnerId: number, input: PartnerThemeInput, chatHosts: readonly string[]): Promise<PartnerTheme> {
  const current = await q.partnerById(orm, partnerId);
  if (!current) throw notFound('Partner not found');
  const logo = await logoToStore(input.logo, current.logo, LOGO_MAX_BYTES);
  if (!logo.ok) throw badRequest(logo.message, { logo: [logo.reason] });
  if (input.chat_url && !chatHostAllowed(input.chat_url, chatHosts)) {
    throw badRequest('This phone system is not enabled on this server', { chat_url: ['chat_host'] });
  }
  await q.updatePartnerTheme(orm, partnerId, {
    brand: input.brand,
    title: input.title,
    logo: logo.logo,
    backColor: input.back_color.toLowerCase(),
    fontColor: input.font_color.toLowerCase(),
    titleColor: input.title_color.toLowerCase(),
    // Stored already clean: every page that shows the terms sanitises again with the same allow-list.
    cgv: sanitizeHtml(input.cgv),
    chatPartyId: input.chat_party_id || null,
    chatUrl: input.chat_url || null,
    // An older form that does not send it keeps the stored one.
    ...(input.pricing_url === undefined ? {} : { pricingUrl: input.pricing_url || null }),
  });
  return partnerTheme(orm, partnerId);
}

/** A host name as stored: lower case, no port, no trailing dot; null when it is not one. */
export function normalHost(value: string): string | null {
  const host = value.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(host) ? host : null;
}

/**
 * The partner of a request from its host name (each partner may have its own domains), else the
 * default partner. Cached briefly: a domain added shows within a minute on every instance.
 */
export function partnerResolver(orm: Orm, fallback: string): (host: string) => Promise<string> {
  const cache = new TtlCache<string | null>({ max: 1000, ttlMs: 60_000 });
  return async (rawHost) => {
    const host = normalHost(rawHost);
    if (!host) return fallback;
    return (await cache.getOrLoad(host, () => q.partnerCodeByHost(orm, host))) ?? fallback;
  };
}
