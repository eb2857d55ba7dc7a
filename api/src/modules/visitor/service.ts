import type { contactMessageSchema, LanguageCode, PublicReview, ScreenData, visitorActionSchema } from '@erep/shared/schemas';
import type * as v from 'valibot';
import type { Orm } from '../../db/client';
import { notFound } from '../../http/errors';
import { loadPublicCustomer } from '../branding/service';
import { offeredAdvantages } from '../coupons/service';
import { screenSettings } from '../screens-admin/service';
import * as q from './queries';

const CONTACT_INBOX = 'contact@avisboost.example';

const maskEmail = (email: string) => {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}${'•'.repeat(Math.max(2, Math.min(6, user.length - 1)))}@${domain}`;
};

export interface UnsubscribeState {
  establishment: string;
  email: string;
  unsubscribed: boolean;
}

async function findContact(orm: Orm, establishment: string, contact: string) {
  const row = await q.contactAt(orm, establishment, contact);
  if (!row) throw notFound('Contact not found');
  return row;
}

export async function unsubscribeState(orm: Orm, establishment: string, contact: string): Promise<UnsubscribeState> {
  const row = await findContact(orm, establishment, contact);
  return { establishment: row.establishment, email: maskEmail(row.email), unsubscribed: row.unsubscribedAt !== null };
}

/** Idempotent: unsubscribing twice keeps the first date. */
export async function unsubscribe(orm: Orm, establishment: string, contact: string): Promise<UnsubscribeState> {
  const row = await findContact(orm, establishment, contact);
  if (!row.unsubscribedAt) await q.markUnsubscribed(orm, row.id);
  return { establishment: row.establishment, email: maskEmail(row.email), unsubscribed: true };
}

/** A shop screen: published reviews (incentivised ones flagged), the average and the running offers. */
export async function screenData(orm: Orm, customerTag: string, screenTag: string): Promise<ScreenData> {
  const customer = await loadPublicCustomer(orm, customerTag);
  const screen = await q.screenOf(orm, customer.id, screenTag);
  if (!screen) throw notFound(`Screen '${screenTag}' not found`);
  const settings = screenSettings(screen.settings, customer.language);
  const [rows, stats, offers] = await Promise.all([
    q.latestPublicReviews(orm, screen.establishmentId, settings.review_count, settings.min_rating),
    // The average and count stay those of every published review, whatever the screen shows.
    q.publicReviewStats(orm, screen.establishmentId),
    settings.offers === 'none' ? Promise.resolve([]) : offeredAdvantages(orm, customer.id, screen.establishmentId),
  ]);
  const list: PublicReview[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  const shown = settings.offers === 'selected' ? offers.filter((a) => settings.advantages.includes(a.tag)) : offers;
  return {
    screen: {
      tag: screen.tag,
      name: screen.name,
      intervalSeconds: settings.interval_seconds,
      language: settings.language,
    },
    rule: { reviewCount: settings.review_count, minRating: settings.min_rating },
    establishment: { id: screen.establishmentId, name: screen.establishment },
    customer: { tag: customer.tag, name: customer.name, logo: customer.logo, theme: customer.theme },
    average: stats?.average == null ? null : Math.round(Number(stats.average) * 10) / 10,
    count: stats?.count ?? 0,
    reviews: list,
    advantages: shown.filter((a) => !a.soldOut),
    feedbackUrl: `/public/${customer.tag}/establishment/${screen.establishmentId}/feedback`,
  };
}

/** Tracking never fails on an unknown establishment: the action is kept without it. */
export async function recordVisitorAction(orm: Orm, input: v.InferOutput<typeof visitorActionSchema>): Promise<void> {
  const establishmentId = input.establishment !== undefined && (await q.establishmentExists(orm, input.establishment)) ? input.establishment : null;
  const payload: Record<string, unknown> = {};
  if (input.path) payload.path = input.path;
  if (input.target) payload.target = input.target;
  if (input.language) payload.locale = input.language;
  await q.insertVisitorAction(orm, { establishmentId, action: input.action, payload });
}

/** Where a QR code lands; the scan is counted there, outside preview. */
export async function recordScan(orm: Orm, establishmentId: number, path: string, locale: string): Promise<void> {
  await q.insertVisitorAction(orm, { establishmentId, action: 'scan', payload: { path, locale } });
}

export const storeContactMessage = (orm: Orm, input: v.InferOutput<typeof contactMessageSchema>): Promise<number> =>
  q.insertInboxMessage(orm, { to: CONTACT_INBOX, subject: `[Contact] ${input.subject}`, text: `From: ${input.name} <${input.email}>\n\n${input.message}` });

/** How reviews are collected (consumer code D111-17): whether an offer comes with them, and the terms in the visitor's language. */
export async function disclosure(orm: Orm, customerTag: string, lang: LanguageCode) {
  const customer = await loadPublicCustomer(orm, customerTag);
  let withAdvantage = false;
  for (const e of await q.establishmentIdsOf(orm, customer.id)) if ((await offeredAdvantages(orm, customer.id, e.id)).length > 0) withAdvantage = true;
  const terms = await q.termsOfCustomer(orm, customer.id);
  // The visitor's language, else the partner's own text.
  const own = terms?.translations[lang]?.trim();
  return {
    customer: { tag: customer.tag, name: customer.name, language: customer.language, logo: customer.logo, theme: customer.theme },
    counterpart: withAdvantage,
    retentionYears: 3,
    moderated: true,
    terms: own ? { html: own, language: lang } : terms?.cgv ? { html: terms.cgv, language: terms.language } : null,
  };
}

/** The load test's reference: one INSERT into the reviews table, no lookup, no validation. */
export function benchInsert(orm: Orm): () => Promise<void> {
  let establishmentId: number | null = null;
  return async () => {
    establishmentId ??= (await q.firstEstablishmentId(orm)) ?? 0;
    await q.insertBenchReview(orm, establishmentId);
  };
}
