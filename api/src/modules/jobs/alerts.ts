import type { LanguageCode } from '@erep/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import type { Mailer } from '../../mail/index';
import type { Queryable } from '../analysis/queries';
import { enqueue } from './queries';

export const REVIEW_ALERT = 'review_alert';
export const DAILY_DIGEST = 'daily_digest';

/** A review at most this rating, or with a negative sentiment, is negative. */
export const NEGATIVE_MAX_RATING = 2;

/** One alert per review, whoever (and however many instances) asks. */
export const enqueueReviewAlert = (db: Queryable, reviewId: number) =>
  enqueue(db, { kind: REVIEW_ALERT, payload: { reviewId }, dedupeKey: `${REVIEW_ALERT}:${reviewId}` });

export const isNegative = (rating: number, sentiment: string | null | undefined) => rating <= NEGATIVE_MAX_RATING || sentiment === 'negative';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const TEXTS = {
  fr: {
    alertSubject: (place: string, rating: number) => `Avis négatif (${rating}/5) pour ${place}`,
    alertIntro: (place: string) => `Un visiteur a laissé un avis négatif pour ${place}.`,
    rating: 'Note',
    platform: 'Source',
    form: 'notre formulaire',
    noComment: '(sans commentaire)',
    answer: 'Répondre à cet avis',
    digestSubject: (day: string) => `Votre résumé des avis du ${day}`,
    digestIntro: (day: string) => `Les avis reçus le ${day} :`,
    digestLine: (place: string, n: number, avg: string, neg: number, open: number) => `${place} : ${n} avis, note moyenne ${avg}, ${neg} négatif(s), ${open} sans réponse`,
    digestNone: 'Aucun nouvel avis ce jour-là.',
    settings: 'Gérer ces e-mails',
  },
  en: {
    alertSubject: (place: string, rating: number) => `Negative review (${rating}/5) for ${place}`,
    alertIntro: (place: string) => `A visitor left a negative review for ${place}.`,
    rating: 'Rating',
    platform: 'Source',
    form: 'our form',
    noComment: '(no comment)',
    answer: 'Answer this review',
    digestSubject: (day: string) => `Your review digest for ${day}`,
    digestIntro: (day: string) => `Reviews received on ${day}:`,
    digestLine: (place: string, n: number, avg: string, neg: number, open: number) => `${place}: ${n} review(s), average ${avg}, ${neg} negative, ${open} unanswered`,
    digestNone: 'No new review that day.',
    settings: 'Manage these emails',
  },
  sp: {
    alertSubject: (place: string, rating: number) => `Opinión negativa (${rating}/5) para ${place}`,
    alertIntro: (place: string) => `Un visitante dejó una opinión negativa para ${place}.`,
    rating: 'Nota',
    platform: 'Origen',
    form: 'nuestro formulario',
    noComment: '(sin comentario)',
    answer: 'Responder a esta opinión',
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
}

interface AlertReview {
  id: number;
  rating: number;
  comment: string | null;
  source: string;
  firstname: string | null;
  establishment_id: number;
  place: string;
  customer_id: number;
  customer_tag: string;
  competitor_id: number | null;
}

export async function sendReviewAlert(deps: JobDeps, reviewId: number): Promise<number> {
  const [review] = rowsOf<AlertReview>(
    await deps.orm.execute(sql`
      select r.id, r.rating, r.comment, r.source, r.firstname, r.competitor_id, e.id as establishment_id, e.name as place, c.id as customer_id, c.tag as customer_tag
      from reviews r join establishments e on e.id = r.establishment_id join customers c on c.id = e.customer_id
      where r.id = ${reviewId}`),
  );
  // Deleted since, or a competitor's: nothing to tell.
  if (!review || review.competitor_id !== null) return 0;
  const link = `${deps.publicUrl.replace(/\/$/, '')}/customer/${review.customer_tag}/establishment/${review.establishment_id}/reviews/negative?review=${review.id}`;
  let sent = 0;
  for (const user of await alertRecipients(deps.orm, review.customer_id, review.establishment_id)) {
    const t = TEXTS[languageOf(user.language)];
    const text = [
      t.alertIntro(review.place),
      '',
      `${t.rating}: ${review.rating}/5`,
      `${t.platform}: ${review.source === 'internal_form' ? t.form : review.source}`,
      review.firstname ? `— ${review.firstname}` : '',
      '',
      review.comment ?? t.noComment,
      '',
      `${t.answer}: ${link}`,
    ].join('\n');
    await deps.mailer.queue({ to: user.email, subject: t.alertSubject(review.place, review.rating), text });
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
  for (const user of users) await enqueue(orm, { kind: DAILY_DIGEST, payload: { userId: user.id, day }, dedupeKey: `${DAILY_DIGEST}:${user.id}:${day}` });
}

export async function sendDigest(deps: JobDeps, userId: number, day: string): Promise<number> {
  const [user] = rowsOf<{ email: string; language: string | null; customer_id: number; customer_tag: string; daily_digest: boolean | null }>(
    await deps.orm.execute(sql`
      select u.email, coalesce(u.language, c.language) as language, c.id as customer_id, c.tag as customer_tag, s.daily_digest
      from users u join customers c on c.id = u.customer_id left join user_settings s on s.user_id = u.id
      where u.id = ${userId} and u.is_active`),
  );
  if (!user || !user.daily_digest) return 0;
  const lines = rowsOf<{ place: string; reviews: number; average: string | null; negative: number; unanswered: number }>(
    await deps.orm.execute(sql`
      select e.name as place, count(r.id)::int as reviews, round(avg(r.rating), 2)::text as average,
        count(r.id) filter (where r.rating <= ${NEGATIVE_MAX_RATING} or coalesce(a.corrected_sentiment, a.sentiment) = 'negative')::int as negative,
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
  const link = `${deps.publicUrl.replace(/\/$/, '')}/home/erep/customer/${user.customer_tag}/establishment/reviews/latest`;
  await deps.mailer.queue({ to: user.email, subject: t.digestSubject(day), text: `${t.digestIntro(day)}\n\n${body}\n\n${link}\n${t.settings}: ${deps.publicUrl.replace(/\/$/, '')}/customer/${user.customer_tag}/account/personal_details/setting` });
  return 1;
}
