import type { FileKind, PublicAdvantage, SiteEditorData, SiteSettingsData } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { SITE_SECTIONS, type SiteSettings } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { loadPublicCustomer, type PublicCustomer } from '../branding/service';
import { offeredAdvantages } from '../coupons/service';
import { providerLinksOf } from '../establishments/service';
import { fileForCustomer, listFiles } from '../published-files/service';
import * as q from './queries';

const REVIEWS_SHOWN = 10;

async function loadEstablishment(orm: Orm, customerId: number, ref: string): Promise<q.SiteEstablishment> {
  const row = await q.siteEstablishment(orm, customerId, ref);
  if (!row) throw notFound(`Establishment '${ref}' not found`);
  return row;
}

export const sitePath = (customerTag: string, establishmentId: number) => `/public/${customerTag}/establishment/${establishmentId}/site`;

function defaults(establishment: q.SiteEstablishment): SiteSettings {
  return { sections: [...SITE_SECTIONS], menuItems: [], openingHours: '', phone: establishment.phone ?? '', socialLinks: [] };
}

function toData(settings: SiteSettings, menuFileId: number | null): SiteSettingsData {
  return {
    sections: SITE_SECTIONS.filter((s) => settings.sections.includes(s)),
    menu_items: settings.menuItems.map((item) => ({ name: item.name, description: item.description ?? '', price: item.price ?? null })),
    menu_file_id: menuFileId,
    opening_hours: settings.openingHours,
    phone: settings.phone,
    social_links: settings.socialLinks,
  };
}

export async function siteEditor(orm: Orm, customer: { id: number; tag: string }, ref: string): Promise<SiteEditorData> {
  const establishment = await loadEstablishment(orm, customer.id, ref);
  const row = await q.siteOf(orm, establishment.id);
  return {
    ...toData(row?.settings ?? defaults(establishment), row?.menuFileId ?? null),
    establishment: { id: establishment.id, name: establishment.name, tag: establishment.tag },
    url: sitePath(customer.tag, establishment.id),
  };
}

export async function saveSiteSettings(orm: Orm, customer: { id: number; tag: string }, ref: string, input: SiteSettingsData): Promise<SiteEditorData> {
  const establishment = await loadEstablishment(orm, customer.id, ref);
  // Only one of the customer's own files may be the menu.
  if (input.menu_file_id !== null && !(await fileForCustomer(orm, customer.id, input.menu_file_id))) {
    throw badRequest('Unknown file', { menu_file_id: ['unknown_file'] });
  }
  await q.saveSite(orm, {
    establishmentId: establishment.id,
    customerId: customer.id,
    menuFileId: input.menu_file_id,
    settings: {
      sections: SITE_SECTIONS.filter((s) => input.sections.includes(s)),
      menuItems: input.menu_items.map((item) => ({ name: item.name, description: item.description || null, price: item.price })),
      openingHours: input.opening_hours,
      phone: input.phone,
      socialLinks: input.social_links,
    },
  });
  return siteEditor(orm, customer, String(establishment.id));
}

export interface SiteModel {
  customer: Omit<PublicCustomer, 'id'>;
  establishment: { id: number; tag: string; name: string; address: string | null; zip: string | null; city: string | null; country: string | null };
  settings: SiteSettings;
  menuFile: { name: string; url: string } | null;
  /** Every file the customer publishes (menus, leaflets), newest first. */
  files: { name: string; url: string; size: number; kind: FileKind; contentType: string }[];
  reviews: q.SiteReview[];
  offers: PublicAdvantage[];
  links: { name: string; url: string }[];
}

/** Everything the public site shows; 404 (HttpError) for an unknown customer or establishment. */
export async function siteModel(orm: Orm, customerTag: string, ref: string): Promise<SiteModel> {
  const customer = await loadPublicCustomer(orm, customerTag);
  const establishment = await loadEstablishment(orm, customer.id, ref);
  const row = await q.siteOf(orm, establishment.id);
  const settings = row?.settings ?? defaults(establishment);
  const [reviews, offers, providerLinks, menuFile, files] = await Promise.all([
    q.publishedReviews(orm, establishment.id, REVIEWS_SHOWN),
    offeredAdvantages(orm, customer.id, establishment.id),
    providerLinksOf(orm, establishment),
    row?.menuFileId ? fileForCustomer(orm, customer.id, row.menuFileId) : Promise.resolve(null),
    listFiles(orm, customer.id),
  ]);
  const { id: _id, ...publicCustomer } = customer;
  return {
    customer: publicCustomer,
    establishment: {
      id: establishment.id,
      tag: establishment.tag,
      name: establishment.name,
      address: establishment.address,
      zip: establishment.zip,
      city: establishment.city,
      country: establishment.country,
    },
    settings,
    menuFile: menuFile ? { name: menuFile.name, url: menuFile.url } : null,
    files: files.map((f) => ({ name: f.name, url: f.url, size: f.size, kind: f.kind, contentType: f.content_type })),
    reviews,
    offers,
    links: [...providerLinks.map((l) => ({ name: l.name, url: l.url })), ...settings.socialLinks],
  };
}

