import type { AnswerSentiment, AnswerTemplate, AnswerTemplateInput, LanguageCode, ReviewAnswer, ReviewAnswers } from '@erep/shared/schemas';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import {
  answerTemplates,
  establishmentProviders,
  establishments,
  integrationConnections,
  integrationLocations,
  providers,
  reviewAnalysis,
  reviewAnswers,
  reviews,
  users,
} from '../../db/schema';
import { ownedEstablishment, type Owner } from '../../http/customer-scope';
import { conflict, notFound } from '../../http/errors';
import { toProviderLink } from '../establishments/service';
import { builtInTemplates, fillTemplate } from './templates';
import { emitAnswerEvent } from '../webhooks/events';

const asLanguage = (value: string | null | undefined): LanguageCode | null => (value === 'fr' || value === 'en' || value === 'sp' ? value : null);

export async function templatesOf(orm: Orm, customerId: number): Promise<AnswerTemplate[]> {
  const own = await orm.select().from(answerTemplates).where(eq(answerTemplates.customerId, customerId)).orderBy(asc(answerTemplates.id));
  return [
    ...own.map((t) => ({ id: t.id, language: t.language as LanguageCode, sentiment: t.sentiment as AnswerSentiment, title: t.title, body: t.body, builtin: false })),
    ...builtInTemplates(),
  ];
}

export async function addTemplate(orm: Orm, customerId: number, input: AnswerTemplateInput): Promise<AnswerTemplate> {
  const [row] = await orm.insert(answerTemplates).values({ customerId, ...input }).returning();
  if (!row) throw new Error('template insert returned nothing');
  return { id: row.id, language: input.language, sentiment: input.sentiment, title: row.title, body: row.body, builtin: false };
}

export async function updateTemplate(orm: Orm, customerId: number, id: number, input: AnswerTemplateInput): Promise<AnswerTemplate> {
  const [row] = await orm
    .update(answerTemplates)
    .set(input)
    .where(and(eq(answerTemplates.id, id), eq(answerTemplates.customerId, customerId)))
    .returning();
  if (!row) throw notFound(`Template '${id}' not found`);
  return { id: row.id, language: input.language, sentiment: input.sentiment, title: row.title, body: row.body, builtin: false };
}

export async function removeTemplate(orm: Orm, customerId: number, id: number): Promise<void> {
  const rows = await orm
    .delete(answerTemplates)
    .where(and(eq(answerTemplates.id, id), eq(answerTemplates.customerId, customerId)))
    .returning({ id: answerTemplates.id });
  if (rows.length === 0) throw notFound(`Template '${id}' not found`);
}

/** The customer's own review (never a competitor's, never another customer's: those are 404). */
async function reviewOf(orm: Orm, owner: Owner, id: number) {
  const [row] = await orm
    .select({
      id: reviews.id,
      source: reviews.source,
      language: reviews.language,
      rating: reviews.rating,
      firstname: reviews.firstname,
      establishmentId: establishments.id,
      establishment: establishments.name,
      establishmentTag: establishments.tag,
      analysisLanguage: reviewAnalysis.language,
      sentiment: sql<AnswerSentiment | null>`coalesce(${reviewAnalysis.correctedSentiment}, ${reviewAnalysis.sentiment})`,
      connected: sql<boolean>`${integrationConnections.state} is not distinct from 'connected'`,
    })
    .from(reviews)
    .innerJoin(establishments, eq(establishments.id, reviews.establishmentId))
    .leftJoin(reviewAnalysis, eq(reviewAnalysis.reviewId, reviews.id))
    .leftJoin(integrationLocations, eq(integrationLocations.id, reviews.integrationLocationId))
    .leftJoin(integrationConnections, eq(integrationConnections.id, integrationLocations.connectionId))
    .where(and(eq(reviews.id, id), ownedEstablishment(owner, establishments.customerId, establishments.id), isNull(reviews.competitorId)))
    .limit(1);
  if (!row) throw notFound(`Review '${id}' not found`, 'review_not_found');
  return row;
}

const sentimentFromRating = (rating: number): AnswerSentiment => (rating >= 4 ? 'positive' : rating === 3 ? 'neutral' : 'negative');

async function answersOf(orm: Orm, reviewId: number): Promise<ReviewAnswer[]> {
  const rows = await orm
    .select({
      id: reviewAnswers.id,
      text: reviewAnswers.text,
      createdAt: reviewAnswers.createdAt,
      toPublishOn: reviewAnswers.toPublishOn,
      publishState: reviewAnswers.publishState,
      publishError: reviewAnswers.publishError,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
    })
    .from(reviewAnswers)
    .leftJoin(users, eq(users.id, reviewAnswers.userId))
    .where(eq(reviewAnswers.reviewId, reviewId))
    .orderBy(desc(reviewAnswers.createdAt), desc(reviewAnswers.id));
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    author: [r.first, r.last].filter(Boolean).join(' ') || r.email,
    created_at: r.createdAt.toISOString(),
    // Sent through a connector: nothing left for the owner to publish by hand.
    to_publish_on: r.publishState ? null : r.toPublishOn,
    publish_state: r.publishState as ReviewAnswer['publish_state'],
    publish_error: r.publishError,
  }));
}

async function platformUrl(orm: Orm, review: { establishmentId: number; establishment: string; establishmentTag: string; source: string }): Promise<string | null> {
  if (review.source === 'internal_form') return null;
  const [row] = await orm
    .select({ settingsId: establishmentProviders.id, settingsValue1: establishmentProviders.settingsValue1, providerCategory: providers.category, providerName: providers.name, providerUrl: providers.providerUrl })
    .from(establishmentProviders)
    .innerJoin(providers, eq(providers.id, establishmentProviders.providerId))
    .where(and(eq(establishmentProviders.establishmentId, review.establishmentId), isNull(establishmentProviders.competitorTag), sql`lower(${providers.name}) = lower(${review.source})`))
    .limit(1);
  return row ? toProviderLink({ ...row, establishmentName: review.establishment, establishmentTag: review.establishmentTag }).url : null;
}

/**
 * A review's answers and the template suggested for it: the customer's own template for the review's
 * sentiment and language when there is one, else the built-in one.
 */
export async function reviewAnswersOf(orm: Orm, customer: { id: number; language: string | null }, owner: Owner, reviewId: number): Promise<ReviewAnswers> {
  const review = await reviewOf(orm, owner, reviewId);
  const [answers, templates, url] = await Promise.all([answersOf(orm, review.id), templatesOf(orm, customer.id), platformUrl(orm, review)]);
  const language = asLanguage(review.language) ?? asLanguage(review.analysisLanguage) ?? asLanguage(customer.language) ?? 'fr';
  const sentiment = review.sentiment ?? sentimentFromRating(review.rating);
  const template = templates.find((t) => t.language === language && t.sentiment === sentiment) ?? null;
  return {
    review: { id: review.id, source: review.source, language, sentiment, firstname: review.firstname, establishment: review.establishment },
    answers,
    suggested: template ? { template, text: fillTemplate(template.body, { firstname: review.firstname, establishment: review.establishment }, language) } : null,
    templates,
    platform_url: url,
  };
}

/**
 * Stores the answer. A review synced from a connected platform is answered once the platform accepts
 * it (the job worker publishes it); another platform review's answer waits for the owner to publish it there.
 */
export async function answerReview(orm: Orm, owner: Owner, userId: number, reviewId: number, text: string): Promise<ReviewAnswer> {
  const review = await reviewOf(orm, owner, reviewId);
  const toPublishOn = review.source === 'internal_form' ? null : review.source;
  const now = new Date();
  const id = await orm.transaction(async (tx) => {
    const publishing = review.connected ? { publishState: 'pending', publishNextAt: now } : {};
    const [row] = await tx
      .insert(reviewAnswers)
      .values({ reviewId: review.id, userId, text, toPublishOn, createdAt: now, ...publishing })
      .returning({ id: reviewAnswers.id });
    if (!review.connected) await tx.update(reviews).set({ answeredAt: now }).where(and(eq(reviews.id, review.id), isNull(reviews.answeredAt)));
    if (!row) throw new Error('answer insert returned nothing');
    return row.id;
  });
  const [answer] = (await answersOf(orm, review.id)).filter((a) => a.id === id);
  if (!answer) throw new Error('answer not found after insert');
  await emitAnswerEvent(orm, review.id, { ...answer }, now);
  return answer;
}

/**
 * Removes the review's answer. On a connected platform the removal is sent there first (the job
 * worker deletes the reply, then the answers here); an answer never accepted there just goes.
 */
export async function removeAnswer(orm: Orm, owner: Owner, reviewId: number): Promise<void> {
  const review = await reviewOf(orm, owner, reviewId);
  await orm.transaction(async (tx) => {
    const [published] = await tx
      .select({ id: reviewAnswers.id })
      .from(reviewAnswers)
      .where(and(eq(reviewAnswers.reviewId, review.id), eq(reviewAnswers.publishState, 'published')))
      .limit(1);
    if (review.connected && published) {
      const [latest] = await tx.select({ id: reviewAnswers.id }).from(reviewAnswers).where(eq(reviewAnswers.reviewId, review.id)).orderBy(desc(reviewAnswers.id)).limit(1);
      if (!latest) return;
      await tx
        .update(reviewAnswers)
        .set({ publishState: 'deleting', publishNextAt: new Date(), publishError: null, publishAttempts: 0 })
        .where(eq(reviewAnswers.id, latest.id));
      return;
    }
    const removed = await tx.delete(reviewAnswers).where(eq(reviewAnswers.reviewId, review.id)).returning({ id: reviewAnswers.id });
    if (removed.length === 0) throw notFound(`Review '${reviewId}' has no answer`, 'answer_not_found');
    await tx.update(reviews).set({ answeredAt: null }).where(eq(reviews.id, review.id));
  });
}

/** Sends a failed answer (or removal) to its platform again. */
export async function retryAnswer(orm: Orm, owner: Owner, reviewId: number, answerId: number): Promise<ReviewAnswer> {
  const review = await reviewOf(orm, owner, reviewId);
  if (!review.connected) throw conflict('The review\'s platform is not connected', undefined, 'integration_not_connected');
  const rows = await orm
    .update(reviewAnswers)
    .set({ publishState: sql`case when ${reviewAnswers.publishState} = 'failed' then 'pending' else ${reviewAnswers.publishState} end`, publishNextAt: new Date(), publishAttempts: 0 })
    .where(
      and(
        eq(reviewAnswers.id, answerId),
        eq(reviewAnswers.reviewId, review.id),
        sql`(${reviewAnswers.publishState} = 'failed' or (${reviewAnswers.publishState} = 'deleting' and ${reviewAnswers.publishError} is not null))`,
      ),
    )
    .returning({ id: reviewAnswers.id });
  if (rows.length === 0) throw conflict('Only a failed answer can be sent again', undefined, 'answer_not_failed');
  const [answer] = (await answersOf(orm, review.id)).filter((a) => a.id === answerId);
  if (!answer) throw new Error('answer not found after retry');
  return answer;
}
