import type { IntegrationDeps } from '../integrations/service';
import type { LanguageCode } from '@erep/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import type { Mailer } from '../../mail/index';
import type { Queryable } from '../analysis/queries';
import { customerStanding } from '../plans/service';
import { enqueueAll } from './queries';
import type { Resolver } from '../webhooks/ssrf';
import { emitReviewEvents } from '../webhooks/events';

export const REVIEW_ALERT = 'review_alert';
export const DAILY_DIGEST = 'daily_digest';

/** The stars the alert setting names ("1 or 2 stars" in the account settings): such a review is negative. */
export const NEGATIVE_MAX_RATING = 2;

/** One alert per review, whoever (and however many instances) asks. */
export const enqueueReviewAlerts = (db: Queryable, reviewIds: number[]) =>
  enqueueAll(
    db,
    reviewIds.map((reviewId) => ({ kind: REVIEW_ALERT, payload: { reviewId }, dedupeKey: `${REVIEW_ALERT}:${reviewId}` })),
  );

/** What the review's text says, as analysed (and corrected by a user, which then prevails). */
export interface TextVerdict {
  sentiment: string | null | undefined;
  score?: number | null;
  corrected?: string | null;
}

/**
 * The stars decide: a review alerts when its rating is one the setting names, whatever its text
 * says; text and stars that disagree are flagged on the review, never mailed. A review without
 * stars keeps its text's verdict (a user's correction prevails).
 */
export function raisesAlert(rating: number | null, text: TextVerdict | null | undefined): boolean {
  if (rating !== null) return rating <= NEGATIVE_MAX_RATING;
  return (text?.corrected ?? text?.sentiment ?? null) === 'negative';
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const TEXTS = {
  fr: {
    alertSubject: (place: string, stars: string) => `Avis négatif (${stars}) pour ${place}`,
    alertIntro: (place: string) => `Un visiteur a laissé un avis négatif pour ${place}.`,
    rating: 'Note',
    platform: 'Source',
    form: 'notre formulaire',
    noComment: '(sans commentaire)',
    answer: 'Répondre à cet avis',
    plans: "Votre offre n'inclut pas l'espace e-réputation pour lire et répondre aux avis. Voir les offres",
    digestSubject: (day: string) => `Votre résumé des avis du ${day}`,
    digestIntro: (day: string) => `Les avis reçus le ${day} :`,
    digestLine: (place: string, n: number, avg: string, neg: number, open: number) => `${place} : ${n} avis, note moyenne ${avg}, ${neg} négatif(s), ${open} sans réponse`,
    digestNone: 'Aucun nouvel avis ce jour-là.',
    settings: 'Gérer ces e-mails',
  },
  en: {
    alertSubject: (place: string, stars: string) => `Negative review (${stars}) for ${place}`,
    alertIntro: (place: string) => `A visitor left a negative review for ${place}.`,
    rating: 'Rating',
    platform: 'Source',
    form: 'our form',
    noComment: '(no comment)',
    answer: 'Answer this review',
    plans: 'Your plan does not include the e-reputation area where you read and answer reviews. See the plans',
    digestSubject: (day: string) => `Your review digest for ${day}`,
    digestIntro: (day: string) => `Reviews received on ${day}:`,
    digestLine: (place: string, n: number, avg: string, neg: number, open: number) => `${place}: ${n} review(s), average ${avg}, ${neg} negative, ${open} unanswered`,
    digestNone: 'No new review that day.',
    settings: 'Manage these emails',
  },
  sp: {
    alertSubject: (place: string, stars: string) => `Opinión negativa (${stars}) para ${place}`,
    alertIntro: (place: string) => `Un visitante dejó una opinión negativa para ${place}.`,
    rating: 'Nota',
    platform: 'Origen',
    form: 'nuestro formulario',
    noComment: '(sin comentario)',
    answer: 'Responder a esta opinión',
    plans: 'Su plan no incluye el espacio de e-reputación donde leer y responder a las opiniones. Ver los planes',
    digestSubject: (day: string) => `Su resumen de opiniones del ${day}`,
    digestIntro: (day: string) => `Opiniones recibidas el ${day}:`,
    digestLine: (place: string, n: number, avg: string, neg: number, open: number) => `${place}: ${n} opinión(es), nota media ${avg}, ${neg} negativa(s), ${open} sin respuesta`,
    digestNone: 'Ninguna opinión nueva ese día.',
    settings: 'Gestionar estos correos',
  },
} satisfies Record<LanguageCode, unknown>;

const languageOf = (value: string | null | undefined): LanguageCode => (value === 'en' || value === 'sp' || value === 'fr' ? value : 'fr');

interface Recipient {
  email: string;
  language: string | null;
}

/** A manager hears only of the establishments given to them; an owner of every one. */
const seesEstablishment = (establishmentId: SQL) =>
  sql`(u.account_role <> 'manager' or exists (select 1 from user_establishments ue where ue.user_id = u.id and ue.establishment_id = ${establishmentId}))`;

/** Active users of the customer who keep the alert on (no settings row: the default, on) and see the establishment. */
async function alertRecipients(orm: Orm, customerId: number, establishmentId: number): Promise<Recipient[]> {
  return rowsOf<Recipient>(
    await orm.execute(sql`
      select u.email, coalesce(u.language, c.language) as language
      from users u join customers c on c.id = u.customer_id
      left join user_settings s on s.user_id = u.id
      where u.customer_id = ${customerId} and u.is_active and coalesce(s.alert_negative_reviews, true) and ${seesEstablishment(sql`${establishmentId}`)}
      order by u.id`),
  );
}

export interface JobDeps {
  orm: Orm;
  mailer: Mailer;
  /** Origin of links in mails (PUBLIC_URL). */
  publicUrl: string;
  /** Webhook delivery; without it no webhook is sent (a worker built for mail alone). */
  webhooks?: { allowLoopback: boolean; resolve?: Resolver };
  /** Review platform syncs and reply publishing; without it none run. */
  integrations?: IntegrationDeps;
}

interface AlertReview {
  id: number;
  rating: number | null;
  comment: string | null;
  source: string;
  firstname: string | null;
  establishment_id: number;
  place: string;
  customer_id: number;
  customer_tag: string;
  plan_id: number | null;
  competitor_id: number | null;
  sentiment: string | null;
  score: number | null;
  corrected_sentiment: string | null;
}

const originOf = (deps: JobDeps) => deps.publicUrl.replace(/\/$/, '');

/**
 * Where a mail about reviews may send a customer: the reviews when the plan has the e-reputation
 * area, else the plans on offer (the account area, which every plan and an ended subscription keep);
 * never a page the plan lacks. Null when neither is open.
 */
function reviewsDoor(origin: string, remotes: readonly string[], customerTag: string, reviewsPath: string): { url: string; upgrade: boolean } | null {
  if (remotes.includes('mf-erep')) return { url: `${origin}${reviewsPath}`, upgrade: false };
  if (remotes.includes('mf-account')) return { url: `${origin}/customer/${customerTag}/account/subscriptions/new`, upgrade: true };
  return null;
}

/** A review whose stars the setting names gets the negative-review alert; decided when sent, on the stored analysis. */
export async function sendReviewAlert(deps: JobDeps, reviewId: number): Promise<number> {
  const [review] = rowsOf<AlertReview>(
    await deps.orm.execute(sql`
      select r.id, r.rating, r.comment, r.source, r.firstname, r.competitor_id, e.id as establishment_id, e.name as place,
        c.id as customer_id, c.tag as customer_tag, c.plan_id, coalesce(a.text_sentiment, a.sentiment) as sentiment, a.score, a.corrected_sentiment
      from reviews r join establishments e on e.id = r.establishment_id join customers c on c.id = e.customer_id
      left join review_analysis a on a.review_id = r.id
      where r.id = ${reviewId}`),
  );
  // Deleted since, or a competitor's: nothing to tell.
  if (!review || review.competitor_id !== null) return 0;
  if (!raisesAlert(review.rating, { sentiment: review.sentiment, score: review.score, corrected: review.corrected_sentiment })) return 0;
  // Integrations hear of the alert as the owners do (its key makes a retried job add nothing).
  await emitReviewEvents(deps.orm, 'review.alert', [review.id]);
  const { remotes } = await customerStanding(deps.orm, review.customer_id, review.plan_id);
  const door = reviewsDoor(
    originOf(deps),
    remotes,
    review.customer_tag,
    `/customer/${review.customer_tag}/establishment/${review.establishment_id}/reviews/negative?review=${review.id}`,
  );
  const stars = review.rating === null ? '-' : `${review.rating}/5`;
  let sent = 0;
  for (const user of await alertRecipients(deps.orm, review.customer_id, review.establishment_id)) {
    const t = TEXTS[languageOf(user.language)];
    const text = [
      t.alertIntro(review.place),
      '',
      `${t.rating}: ${stars}`,
      `${t.platform}: ${review.source === 'internal_form' ? t.form : review.source}`,
      review.firstname ? `— ${review.firstname}` : '',
      '',
      review.comment ?? t.noComment,
      '',
      door ? `${door.upgrade ? t.plans : t.answer}: ${door.url}` : '',
    ].join('\n');
    const subject = t.alertSubject(review.place, stars);
    await deps.mailer.queue({ customerId: review.customer_id, to: user.email, subject, text });
    sent += 1;
  }
  return sent;
}

/** Opted-in users get one digest a day: one job per user and day (the key makes a second one a no-op). */
export async function scheduleDigests(orm: Orm, now: Date): Promise<void> {
  const day = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const users = rowsOf<{ id: number }>(
    await orm.execute(sql`select u.id from users u join user_settings s on s.user_id = u.id where s.daily_digest and u.is_active and u.customer_id is not null`),
  );
  await enqueueAll(
    orm,
    users.map((user) => ({ kind: DAILY_DIGEST, payload: { userId: user.id, day }, dedupeKey: `${DAILY_DIGEST}:${user.id}:${day}` })),
  );
}

export async function sendDigest(deps: JobDeps, userId: number, day: string): Promise<number> {
  const [user] = rowsOf<{ email: string; language: string | null; customer_id: number; customer_tag: string; plan_id: number | null; daily_digest: boolean | null }>(
    await deps.orm.execute(sql`
      select u.email, coalesce(u.language, c.language) as language, c.id as customer_id, c.tag as customer_tag, c.plan_id, s.daily_digest
      from users u join customers c on c.id = u.customer_id left join user_settings s on s.user_id = u.id
      where u.id = ${userId} and u.is_active`),
  );
  if (!user || !user.daily_digest) return 0;
  const lines = rowsOf<{ place: string; reviews: number; average: string | null; negative: number; unanswered: number }>(
    await deps.orm.execute(sql`
      select e.name as place, count(r.id)::int as reviews, round(avg(r.rating), 2)::text as average,
        count(r.id) filter (where coalesce(r.rating <= ${NEGATIVE_MAX_RATING}, coalesce(a.corrected_sentiment, a.sentiment) = 'negative'))::int as negative,
        count(r.id) filter (where r.answered_at is null)::int as unanswered
      from establishments e
      join users u on u.id = ${userId}
      join reviews r on r.establishment_id = e.id and r.competitor_id is null and r.visit_day = ${day}::date
      left join review_analysis a on a.review_id = r.id
      where e.customer_id = ${user.customer_id} and ${seesEstablishment(sql`e.id`)}
      group by e.id, e.name order by e.name`),
  );
  const t = TEXTS[languageOf(user.language)];
  const body = lines.length
    ? lines.map((l) => `- ${t.digestLine(l.place, l.reviews, l.average ?? '-', l.negative, l.unanswered)}`).join('\n')
    : t.digestNone;
  const origin = originOf(deps);
  const { remotes } = await customerStanding(deps.orm, user.customer_id, user.plan_id);
  const door = reviewsDoor(origin, remotes, user.customer_tag, `/home/erep/customer/${user.customer_tag}/establishment/reviews/latest`);
  const links = [
    door ? (door.upgrade ? `${t.plans}: ${door.url}` : door.url) : '',
    remotes.includes('mf-account') ? `${t.settings}: ${origin}/customer/${user.customer_tag}/account/personal_details/setting` : '',
  ].filter(Boolean);
  await deps.mailer.queue({ customerId: user.customer_id, to: user.email, subject: t.digestSubject(day), text: `${t.digestIntro(day)}\n\n${body}\n\n${links.join('\n')}` });
  return 1;
}
