import { OPTIONAL_FEEDBACK_FIELDS, type FeedbackContext, type FeedbackResult, type FeedbackValues, type LanguageCode } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { reviews } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { publicMessage } from '../../http/visitor-messages';
import { createBatcher, type Batcher } from '../../lib/batch';
import { TtlCache } from '../../lib/cache';
import type { AnalysisSink } from '../analysis/adapter';
import { orderLinksForVisitors } from '../competitors/link-order';
import { enqueueReviewAlerts, raisesAlert } from '../jobs/alerts';
import { emitReviewEvents } from '../webhooks/events';
import { sendToExternalAnalysis, storeReviewAnalyses, type StoredAnalysis } from '../analysis/service';
import { rowIdOf } from '../../lib/ids';
import { loadPublicCustomer } from '../branding/service';
import { couponTakenToday, deviceKeyOf, isCouponTakenToday, issueCoupon, mailCoupon, marketingConsentText, offerForFeedback, offeredAdvantages, offerTexts, rememberContact, type CouponMailer } from '../coupons/service';
import { loadCustomerEstablishment, providerLinksOf } from '../establishments/service';
import * as q from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a feedback goes: the QR code's customer, establishment, and staff member or unit. */
export interface FeedbackTarget {
  customer: string;
  establishment: string;
  staff?: string | undefined;
  unit?: string | undefined;
}

const numericId = (value: string, what: string): number => {
  const id = rowIdOf(value);
  if (id === null) throw notFound(`${what} '${value}' not found`);
  return id;
};

interface TargetIds {
  customerId: number;
  customerName: string;
  establishmentId: number;
  staffId: number | null;
  unitId: number | null;
}

async function loadTargetIds(orm: Orm, target: FeedbackTarget): Promise<TargetIds> {
  const id = rowIdOf(target.establishment);
  const ref = id !== null ? { id } : { tag: target.establishment };
  const row = await q.targetEstablishment(orm, target.customer, ref);
  if (!row) throw notFound(`Establishment '${target.establishment}' not found`);
  let staffId: number | null = null;
  let unitId: number | null = null;
  if (target.staff !== undefined) {
    staffId = await q.staffOf(orm, row.establishmentId, numericId(target.staff, 'Staff'));
    if (staffId === null) throw notFound(`Staff '${target.staff}' not found`);
  }
  if (target.unit !== undefined) {
    unitId = (await q.unitOf(orm, row.establishmentId, numericId(target.unit, 'Unit')))?.id ?? null;
    if (unitId === null) throw notFound(`Unit '${target.unit}' not found`);
  }
  return { ...row, staffId, unitId };
}

// One cache per database: a QR code is scanned by many visitors.
const targetCaches = new WeakMap<Orm, TtlCache<TargetIds>>();

/**
 * The ids a feedback needs, kept a few seconds; a target deleted meanwhile makes the insert fail its
 * foreign key, answered as a 404.
 */
function feedbackTargetIds(orm: Orm, target: FeedbackTarget): Promise<TargetIds> {
  let cache = targetCaches.get(orm);
  if (!cache) {
    cache = new TtlCache({ max: 1000, ttlMs: 10_000 });
    targetCaches.set(orm, cache);
  }
  const key = `${target.customer}|${target.establishment}|${target.staff ?? ''}|${target.unit ?? ''}`;
  return cache.getOrLoad(key, () => loadTargetIds(orm, target));
}

/**
 * The rate-limit key of a visitor post to a QR code's target: its ids after lookup, so every spelling
 * of one target (id or tag, escaped characters, query string) shares a count. Unknown targets share one.
 */
export async function targetRateKey(orm: Orm, target: FeedbackTarget): Promise<string> {
  try {
    const ids = await feedbackTargetIds(orm, target);
    return `${ids.customerId}:${ids.establishmentId}:${ids.staffId ?? ''}:${ids.unitId ?? ''}`;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return 'unknown';
    throw error;
  }
}

type ReviewRow = typeof reviews.$inferInsert;

/** What became of one review of a batch. */
type StoredReview =
  | { kind: 'stored'; reviewId: number; analysed: StoredAnalysis[]; analysisError: unknown }
  | { kind: 'already_reviewed' }
  | { kind: 'failed'; error: unknown };

const uniqueKey = (row: { establishmentId: number; visitorKey?: string | null | undefined; visitDay: string }) => `${row.establishmentId}|${row.visitorKey ?? ''}|${row.visitDay}`;

/**
 * Stores concurrent reviews (no advantage) together: one INSERT for them all, then one for their
 * analyses, one for their webhook events and one for their alerts. Each review is still atomic; a
 * batch the database refuses (a target deleted meanwhile) is retried review by review so that only
 * the faulty one fails.
 */
async function storeReviewBatch(orm: Orm, rows: ReviewRow[]): Promise<StoredReview[]> {
  let inserted: Awaited<ReturnType<typeof q.insertFormReviews>>;
  try {
    inserted = await q.insertFormReviews(orm, rows);
  } catch (error) {
    if (rows.length === 1) return [{ kind: 'failed', error }];
    const alone: StoredReview[] = [];
    for (const row of rows) alone.push(...(await storeReviewBatch(orm, [row])));
    return alone;
  }
  const ids = new Map(inserted.map((r) => [uniqueKey(r), r.id]));
  // The same visitor twice in one batch: the database kept one row, the first caller gets it.
  const outcomes = rows.map((row) => {
    const key = uniqueKey(row);
    const reviewId = ids.get(key);
    ids.delete(key);
    return reviewId;
  });
  const texts = rows.flatMap((row, i) => {
    const id = outcomes[i];
    return id !== undefined && row.comment ? [{ id, comment: row.comment, language: row.language ?? null, rating: row.rating }] : [];
  });
  let analysed: StoredAnalysis[] = [];
  let analysisError: unknown = null;
  try {
    analysed = texts.length > 0 ? await storeReviewAnalyses(orm, texts) : [];
  } catch (error) {
    // The reviews are committed; the background re-analysis writes what is missing.
    analysisError = error;
  }
  const stored = rows.flatMap((row, i) => {
    const id = outcomes[i];
    return id === undefined ? [] : [{ id, rating: row.rating, at: row.createdAt }];
  });
  const at = new Date(Math.max(...stored.map((r) => r.at?.getTime() ?? Date.now())));
  await emitReviewEvents(orm, 'review.created', stored.map((r) => r.id), at);
  await enqueueReviewAlerts(
    orm,
    stored.filter((r) => raisesAlert(r.rating ?? null, analysed.find((a) => a.reviewId === r.id)?.analysis)).map((r) => r.id),
  );
  return outcomes.map((reviewId): StoredReview =>
    reviewId === undefined
      ? { kind: 'already_reviewed' }
      : { kind: 'stored', reviewId, analysed: analysed.filter((a) => a.reviewId === reviewId), analysisError },
  );
}

const reviewBatchers = new WeakMap<Orm, Batcher<ReviewRow, StoredReview>>();

function storeReview(orm: Orm, row: ReviewRow): Promise<StoredReview> {
  let batcher = reviewBatchers.get(orm);
  if (!batcher) {
    batcher = createBatcher((rows) => storeReviewBatch(orm, rows));
    reviewBatchers.set(orm, batcher);
  }
  return batcher(row);
}

type PublicForm = Awaited<ReturnType<typeof q.publicFormOf>>;

const formBatchers = new WeakMap<Orm, Batcher<number, PublicForm>>();

/** Read fresh on every post (a form saved a second ago applies), one query for concurrent posts. */
function publicFormForPost(orm: Orm, customerId: number): Promise<PublicForm> {
  let batcher = formBatchers.get(orm);
  if (!batcher) {
    batcher = createBatcher(async (ids: number[]) => {
      const forms = new Map((await q.publicFormsOf(orm, [...new Set(ids)])).map(({ customerId: id, ...form }) => [id, form]));
      return ids.map((id) => forms.get(id) ?? null);
    });
    formBatchers.set(orm, batcher);
  }
  return batcher(customerId);
}

/** What a feedback page shows; `customerId` is for the server only. */
export async function feedbackContext(orm: Orm, target: FeedbackTarget): Promise<FeedbackContext & { customerId: number }> {
  const customer = await loadPublicCustomer(orm, target.customer);
  const establishment = await loadCustomerEstablishment(orm, customer.id, target.establishment);
  let staffRow: FeedbackContext['staff'] = null;
  let staffList: FeedbackContext['staffList'] = [];
  if (target.staff !== undefined) {
    const id = numericId(target.staff, 'Staff');
    staffList = await q.staffListOf(orm, establishment.id);
    staffRow = staffList.find((s) => s.id === id) ?? null;
    if (!staffRow) throw notFound(`Staff '${target.staff}' not found`);
  }
  let unit: FeedbackContext['unit'] = null;
  if (target.unit !== undefined) {
    unit = await q.unitOf(orm, establishment.id, numericId(target.unit, 'Unit'));
    if (!unit) throw notFound(`Unit '${target.unit}' not found`);
  }
  const [offers, ownLinks, form] = await Promise.all([offeredAdvantages(orm, customer.id, establishment.id), providerLinksOf(orm, establishment), q.publicFormOf(orm, customer.id)]);
  const links = await orderLinksForVisitors(orm, establishment.id, ownLinks);
  const { id: customerId, ...publicCustomer } = customer;
  // The public form of onboarding step 2 decides the optional fields asked and the advantage offered.
  const advantages = form ? offers.filter((offer) => offer.tag === form.advantageTag) : offers;
  return {
    customerId,
    customer: publicCustomer,
    establishment,
    staff: staffRow,
    staffList,
    unit,
    advantages,
    links: links.map((link) => ({ name: link.name, category: link.category, url: link.url })),
    // Without a saved form every optional field is asked (the key is left out).
    ...(form ? { fields: OPTIONAL_FEEDBACK_FIELDS.filter((field) => form.fields.includes(field)) } : {}),
  };
}

export const ADVANTAGE_NOT_OFFERED = 'advantage_not_offered';

/**
 * What the customer's public form (onboarding step 2) asks, and only that: a field it hides is not
 * stored even when sent, and an advantage other than the one it offers is refused. Without a saved
 * form every field and every running offer stands.
 */
async function asTheFormAsks(orm: Orm, customerId: number, input: FeedbackValues): Promise<FeedbackValues> {
  const form = await publicFormForPost(orm, customerId);
  if (!form) return input;
  if (input.advantage && input.advantage !== form.advantageTag) {
    throw new HttpError(400, 'This advantage is not offered on this feedback form', { advantage: ['advantage'] }, ADVANTAGE_NOT_OFFERED);
  }
  const asked: FeedbackValues = { ...input };
  for (const field of OPTIONAL_FEEDBACK_FIELDS) if (!form.fields.includes(field)) delete asked[field];
  return asked;
}

/** The visitor is the email when given, otherwise the first-party cookie id. */
function visitorKey(email: string | undefined, cookieId: string): string {
  return email ? `email:${email.toLowerCase()}` : `vid:${cookieId}`;
}

export interface SubmitOptions {
  target: FeedbackTarget;
  input: FeedbackValues;
  cookieId: string;
  language: LanguageCode;
  now?: Date;
  /** The external review-analysis service, told about the review once stored. */
  analysisSink?: AnalysisSink | null;
  /** Where a failure to store the analysis is reported (the review itself is kept). */
  onAnalysisError?: (error: unknown) => void;
  /** Mails the coupon to a visitor who gave an email. */
  couponMailer?: CouponMailer | null;
}

/**
 * Stores one feedback: the review with its analysis (grouped with concurrent posts), or when an
 * advantage was chosen, one transaction with its contact and coupon. The database's unique index
 * decides "once a day", so concurrent posts cannot both pass.
 */
export async function submitFeedback(orm: Orm, options: SubmitOptions): Promise<FeedbackResult & { reviewId: number | null }> {
  const { language } = options;
  const now = options.now ?? new Date();
  const target = await feedbackTargetIds(orm, options.target);
  const input = await asTheFormAsks(orm, target.customerId, options.input);
  const email = input.email ? input.email.toLowerCase() : undefined;
  // Only the marketing box gives consent; the terms box, required to send anything, never does.
  const consent = email && input.marketingConsent ? { at: now, text: marketingConsentText(language, target.customerName) } : null;
  const contact = email
    ? { customerId: target.customerId, establishmentId: target.establishmentId, email, firstName: input.firstname, lastName: input.lastname ?? null, language, consent }
    : null;
  // The offer: this customer's, for this establishment or all of them, still running.
  const offerRef = input.advantage ? { tag: input.advantage, customerId: target.customerId, establishmentId: target.establishmentId } : null;

  if (input.preview) {
    const offer = offerRef ? await offerForFeedback(orm, offerRef, language, now) : null;
    return {
      share: 'preview',
      preview: true,
      reviewId: null,
      coupon: offer ? { code: 'PREVIEW', expiresAt: new Date(now.getTime() + offer.validityDays * DAY_MS).toISOString(), title: offerTexts(offer)[language].title } : null,
    };
  }

  const row = {
    establishmentId: target.establishmentId,
    staffId: target.staffId,
    unitId: target.unitId,
    source: 'internal_form',
    externalId: null,
    rating: input.rating,
    comment: input.comment ?? null,
    language,
    firstname: input.firstname,
    lastname: input.lastname ?? null,
    gender: input.gender || null,
    email: email ?? null,
    visitorKey: visitorKey(email, options.cookieId),
    visitAt: input.visitAt ? new Date(input.visitAt) : null,
    visitDay: now.toISOString().slice(0, 10),
    isInternal: input.internal,
    withAdvantage: Boolean(input.advantage),
    published: !input.internal,
    createdAt: now,
  } satisfies typeof reviews.$inferInsert;

  if (!offerRef) {
    // The common path: stored with the concurrent posts, answered once committed.
    const stored = await storeReview(orm, row);
    if (stored.kind === 'failed') throw feedbackError(stored.error, language);
    if (stored.kind === 'already_reviewed') throw feedbackError(null, language);
    if (stored.analysisError) options.onAnalysisError?.(stored.analysisError);
    // Without an advantage a contact is kept only for the visitor who asked to hear from the customer.
    if (contact?.consent) await rememberContact(orm, contact);
    sendToExternalAnalysis(options.analysisSink, stored.analysed);
    return { share: String(stored.reviewId), preview: false, reviewId: stored.reviewId, coupon: null };
  }

  const analyseReview = (db: Parameters<typeof storeReviewAnalyses>[0], reviewId: number): Promise<StoredAnalysis[]> =>
    row.comment ? storeReviewAnalyses(db, [{ id: reviewId, comment: row.comment, language, rating: row.rating }]) : Promise.resolve([]);
  try {
    let analysed: StoredAnalysis[] = [];
    const result = await orm.transaction(async (tx) => {
      const reviewId = await q.insertReview(tx, row);
      await emitReviewEvents(tx, 'review.created', [reviewId], now);
      analysed = await analyseReview(tx, reviewId);
      if (raisesAlert(row.rating, analysed[0]?.analysis)) await enqueueReviewAlerts(tx, [reviewId]);
      // Read inside the transaction: the offer may have sold out since the page was rendered. Its
      // quantity is counted when a seller validates a coupon, so it is never oversold.
      const offer = await offerForFeedback(tx, offerRef, language, now);
      const contactId = contact ? await rememberContact(tx, contact) : null;
      const coupon = await issueCoupon(tx, offer, { contactId, reviewId, deviceKey: deviceKeyOf(options.cookieId) }, now);
      return { share: coupon.code, preview: false, reviewId, coupon: { code: coupon.code, expiresAt: coupon.expiresAt.toISOString(), title: offerTexts(offer)[language].title } };
    });
    sendToExternalAnalysis(options.analysisSink, analysed);
    const mailed =
      contact && options.couponMailer
        ? await mailCoupon(orm, options.couponMailer, { code: result.share, to: contact.email, language, establishmentId: target.establishmentId, customerId: target.customerId })
        : false;
    return { ...result, coupon: { ...result.coupon, mailed } };
  } catch (error) {
    if (isCouponTakenToday(error)) throw couponTakenToday(language);
    throw isUniqueViolation(error) ? feedbackError(null, language) : feedbackError(error, language);
  }
}

/** A refused feedback as the visitor reads it; `null` is the second review of the day. */
function feedbackError(error: unknown, language: LanguageCode): unknown {
  if (error === null) return new HttpError(409, publicMessage('already_reviewed', language), { review: ['already_reviewed'] });
  if (isForeignKeyViolation(error)) return new HttpError(404, 'Establishment not found');
  return error;
}
