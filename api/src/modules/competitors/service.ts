import type { CompetitorInput, CompetitorItem, CompetitorsAndLinksData, PlatformLink, ProviderLinkInput } from '@erep/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { competitors, establishmentProviders, reviews } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { toProviderLink } from '../establishments/service';
import * as q from './queries';


export async function requireEstablishment(orm: Orm, customerId: number, id: number) {
  const row = await q.establishmentOf(orm, customerId, id);
  // The same answer whether the id does not exist or is another customer's.
  if (!row) throw notFound(`Establishment '${id}' not found`, 'establishment_not_found');
  return row;
}

/** What `{value1}` may hold: a path, place id or query value; never a scheme, spaces or markup. */
const VALUE1 = /^[A-Za-z0-9._~%+=&?/:@,-]{1,300}$/;

/**
 * The link's `{value1}`: given as such, or cut out of a whole address that must match the provider's
 * template. The resulting address must be https on the template's own host, so a stored link can
 * never become a `javascript:` or foreign link on a public page.
 */
export function linkValue(template: string, input: Pick<ProviderLinkInput, 'url' | 'settings_value1'>): string {
  const [prefix = '', suffix = ''] = template.split('{value1}');
  const host = new URL(template.split('{value1}').join('x')).host.toLowerCase();
  let value = input.settings_value1 ?? '';
  if (input.url) {
    let url: URL;
    try {
      url = new URL(input.url);
    } catch {
      throw badRequest('Not an address', { url: ['url'] }, 'invalid_link');
    }
    if (url.protocol !== 'https:') throw badRequest('Only https links are accepted', { url: ['https_only'] }, 'invalid_link');
    if (url.host.toLowerCase() !== host) {
      throw badRequest(`The link must be on ${host}`, { url: ['provider_host'] }, 'invalid_link');
    }
    const full = url.href;
    if (!full.startsWith(prefix) || !full.endsWith(suffix) || full.length <= prefix.length + suffix.length) {
      throw badRequest(`The link does not follow ${template}`, { url: ['provider_template'] }, 'invalid_link');
    }
    value = decodeURIComponent(full.slice(prefix.length, full.length - suffix.length));
  }
  if (!VALUE1.test(value) || value.startsWith('/') || value.includes('//') || value.includes('..')) {
    throw badRequest('The link value holds characters a link cannot have', { [input.url ? 'url' : 'settings_value1']: ['link_value'] }, 'invalid_link');
  }
  const built = new URL(template.split('{value1}').join(value));
  if (built.protocol !== 'https:' || built.host !== host) throw badRequest('Link outside the provider', { url: ['provider_host'] }, 'invalid_link');
  return value;
}

export async function competitorsAndLinks(orm: Orm, customerId: number, establishmentId: number): Promise<CompetitorsAndLinksData> {
  const establishment = await requireEstablishment(orm, customerId, establishmentId);
  const [rows, links, providerRows] = await Promise.all([q.competitorsOf(orm, establishment.id), q.linksOf(orm, establishment.id), q.providerList(orm)]);
  const mapped = links.map((row) => ({
    tag: row.competitorTag,
    link: toProviderLink({ ...row, establishmentName: establishment.name, establishmentTag: establishment.tag }),
  }));
  const items: CompetitorItem[] = rows.map((c) => ({
    id: c.id,
    competitor_tag: c.competitorTag,
    name: c.name,
    links: mapped.filter((m) => m.tag === c.competitorTag).map((m) => m.link),
  }));
  return {
    establishment,
    links: mapped.filter((m) => m.tag === null).map((m) => m.link),
    competitors: items,
    providers: providerRows.map((p) => ({ id: p.id, name: p.name, category: p.category, provider_url: p.providerUrl })),
  };
}

export async function addCompetitor(orm: Orm, customerId: number, establishmentId: number, input: CompetitorInput): Promise<CompetitorItem> {
  const establishment = await requireEstablishment(orm, customerId, establishmentId);
  try {
    const [row] = await orm
      .insert(competitors)
      .values({ establishmentId: establishment.id, competitorTag: input.competitor_tag, name: input.name })
      .returning();
    if (!row) throw new Error('competitor insert returned nothing');
    return { id: row.id, competitor_tag: row.competitorTag, name: row.name, links: [] };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This competitor is already followed', { competitor_tag: ['taken'] }, 'competitor_exists');
    throw error;
  }
}

export async function renameCompetitor(orm: Orm, customerId: number, establishmentId: number, id: number, name: string) {
  const establishment = await requireEstablishment(orm, customerId, establishmentId);
  const existing = await q.competitorOf(orm, establishment.id, id);
  if (!existing) throw notFound(`Competitor '${id}' not found`);
  await orm.update(competitors).set({ name }).where(eq(competitors.id, existing.id));
  return { id: existing.id, competitor_tag: existing.competitorTag, name };
}

/** Removes the competitor, its links and its imported reviews (one transaction). */
export async function removeCompetitor(orm: Orm, customerId: number, establishmentId: number, id: number): Promise<void> {
  const establishment = await requireEstablishment(orm, customerId, establishmentId);
  const existing = await q.competitorOf(orm, establishment.id, id);
  if (!existing) throw notFound(`Competitor '${id}' not found`);
  await orm.transaction(async (tx) => {
    await tx
      .delete(establishmentProviders)
      .where(and(eq(establishmentProviders.establishmentId, establishment.id), eq(establishmentProviders.competitorTag, existing.competitorTag)));
    await tx.delete(reviews).where(eq(reviews.competitorId, existing.id));
    await tx.delete(competitors).where(eq(competitors.id, existing.id));
  });
}

async function checkedLink(orm: Orm, establishmentId: number, input: ProviderLinkInput) {
  const provider = await q.providerByName(orm, input.provider);
  if (!provider) throw badRequest(`Unknown provider '${input.provider}'`, { provider: ['unknown_provider'] }, 'unknown_provider');
  const competitorTag = input.competitor_tag ?? null;
  if (competitorTag && !(await q.competitorByTag(orm, establishmentId, competitorTag))) {
    throw badRequest(`Unknown competitor '${competitorTag}'`, { competitor_tag: ['unknown_competitor'] }, 'unknown_competitor');
  }
  return { provider, competitorTag, value: linkValue(provider.providerUrl, input) };
}

export async function addLink(orm: Orm, customerId: number, establishmentId: number, input: ProviderLinkInput): Promise<PlatformLink> {
  const establishment = await requireEstablishment(orm, customerId, establishmentId);
  const { provider, competitorTag, value } = await checkedLink(orm, establishment.id, input);
  try {
    const [row] = await orm
      .insert(establishmentProviders)
      .values({ establishmentId: establishment.id, providerId: provider.id, settingsValue1: value, competitorTag })
      .returning({ id: establishmentProviders.id });
    if (!row) throw new Error('link insert returned nothing');
    return toProviderLink({
      settingsId: row.id,
      settingsValue1: value,
      providerCategory: provider.category,
      providerName: provider.name,
      providerUrl: provider.providerUrl,
      establishmentName: establishment.name,
      establishmentTag: establishment.tag,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This platform already has a link here', { provider: ['taken'] }, 'link_exists');
    throw error;
  }
}

export async function updateLink(orm: Orm, customerId: number, establishmentId: number, id: number, input: ProviderLinkInput): Promise<PlatformLink> {
  const establishment = await requireEstablishment(orm, customerId, establishmentId);
  const existing = await q.linkOf(orm, establishment.id, id);
  if (!existing) throw notFound(`Link '${id}' not found`);
  const { provider, competitorTag, value } = await checkedLink(orm, establishment.id, input);
  try {
    await orm
      .update(establishmentProviders)
      .set({ providerId: provider.id, settingsValue1: value, competitorTag })
      .where(eq(establishmentProviders.id, existing.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This platform already has a link here', { provider: ['taken'] }, 'link_exists');
    throw error;
  }
  return toProviderLink({
    settingsId: existing.id,
    settingsValue1: value,
    providerCategory: provider.category,
    providerName: provider.name,
    providerUrl: provider.providerUrl,
    establishmentName: establishment.name,
    establishmentTag: establishment.tag,
  });
}

export async function removeLink(orm: Orm, customerId: number, establishmentId: number, id: number): Promise<void> {
  const establishment = await requireEstablishment(orm, customerId, establishmentId);
  const existing = await q.linkOf(orm, establishment.id, id);
  if (!existing) throw notFound(`Link '${id}' not found`);
  await orm.delete(establishmentProviders).where(eq(establishmentProviders.id, existing.id));
}
