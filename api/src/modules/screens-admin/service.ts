import { SCREEN_MIN_RATINGS, SCREEN_REVIEW_COUNTS, type ScreenAdmin, type ScreenSettingsView, type ScreenValues } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { asLanguage } from '../../http/language';
import { tagFromName } from '../../lib/ids';
import * as q from './queries';

/**
 * A screen's settings as stored (jsonb), with defaults for older screens: the 20 latest reviews of
 * every rating, every running offer, 8 seconds per review, the customer's language.
 */
export function screenSettings(stored: Record<string, unknown>, customerLanguage: string | null): ScreenSettingsView {
  const count = Number(stored.review_count);
  const min = Number(stored.min_rating);
  const interval = Number(stored.interval_seconds);
  const offers = stored.offers === 'none' || stored.offers === 'selected' ? stored.offers : 'all';
  return {
    language: asLanguage(stored.language) ?? asLanguage(customerLanguage) ?? 'fr',
    review_count: (SCREEN_REVIEW_COUNTS as readonly number[]).includes(count) ? count : 20,
    min_rating: (SCREEN_MIN_RATINGS as readonly number[]).includes(min) ? min : 1,
    offers,
    advantages: Array.isArray(stored.advantages) ? stored.advantages.filter((a): a is string => typeof a === 'string') : [],
    interval_seconds: Number.isFinite(interval) && interval >= 3 && interval <= 60 ? interval : 8,
  };
}

function toScreen(row: q.ScreenRow, customer: { tag: string; language: string | null }): ScreenAdmin {
  return {
    ...screenSettings(row.settings, customer.language),
    tag: row.tag,
    name: row.name,
    establishment: { id: row.establishmentId, name: row.establishmentName },
    path: `/public/${customer.tag}/screens/${row.tag}`,
    createdAt: row.createdAt.toISOString(),
  };
}

type Customer = { id: number; tag: string; language: string | null };
type Scope = q.Scope;

export async function listScreens(orm: Orm, customer: Customer, scope: Scope = null): Promise<ScreenAdmin[]> {
  return (await q.screensOf(orm, customer.id, scope)).map((row) => toScreen(row, customer));
}

export async function getScreen(orm: Orm, customer: Customer, tag: string, scope: Scope = null): Promise<ScreenAdmin> {
  const row = await q.screenOf(orm, customer.id, tag, scope);
  if (!row) throw notFound(`Screen '${tag}' not found`);
  return toScreen(row, customer);
}

async function storedValues(orm: Orm, customer: Customer, input: ScreenValues, scope: Scope) {
  if (!(await q.ownsEstablishment(orm, customer.id, input.establishment, scope))) {
    throw new HttpError(400, 'Unknown establishment', { establishment: ['establishment'] }, 'validation_failed');
  }
  // Settings the older screens hold (layout, badges) are kept by the merge in updateScreen's caller.
  const settings: Record<string, unknown> = {
    language: input.language,
    review_count: input.review_count,
    min_rating: input.min_rating,
    offers: input.offers,
    advantages: input.offers === 'selected' ? input.advantages : [],
    interval_seconds: input.interval_seconds,
  };
  return { name: input.name, establishmentId: input.establishment, settings };
}

export async function createScreen(orm: Orm, customer: Customer, input: ScreenValues, scope: Scope = null): Promise<ScreenAdmin> {
  const values = await storedValues(orm, customer, input, scope);
  const tag = tagFromName(input.name, 'screen');
  await q.insertScreen(orm, { ...values, customerId: customer.id, tag, settings: { show_advantage_badge: true, ...values.settings } });
  return getScreen(orm, customer, tag, scope);
}

export async function updateScreen(orm: Orm, customer: Customer, tag: string, input: ScreenValues, scope: Scope = null): Promise<ScreenAdmin> {
  const current = await q.screenOf(orm, customer.id, tag, scope);
  if (!current) throw notFound(`Screen '${tag}' not found`);
  const values = await storedValues(orm, customer, input, scope);
  await q.updateScreen(orm, customer.id, tag, { ...values, settings: { ...current.settings, ...values.settings } });
  return getScreen(orm, customer, tag, scope);
}

export async function deleteScreen(orm: Orm, customer: Customer, tag: string, scope: Scope = null): Promise<void> {
  if (scope !== null && !(await q.screenOf(orm, customer.id, tag, scope))) throw notFound(`Screen '${tag}' not found`);
  if (!(await q.deleteScreen(orm, customer.id, tag))) throw notFound(`Screen '${tag}' not found`);
}
