import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { establishments, jobs, mailOutbox, reviewAnalysis, reviews, users, userSettings } from '../src/db/schema';
import { enqueueReviewAlerts, raisesAlert, scheduleDigests } from '../src/modules/jobs/alerts';
import { DEMO_USERS } from '../src/seed/index';
import { createTestApp } from './helpers';

let app: FastifyInstance;
let db: Db;
let visitor = 0;

beforeAll(async () => {
  // The worker runs when the test drains it.
  ({ app, db } = await createTestApp({ jobWorker: { intervalMs: 3_600_000, digestEveryMs: 3_600_000 } }));
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const establishmentId = async (tag: string) => (await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, tag)))[0]?.id ?? 0;

/** A visitor's feedback on the public form; the worker then sends what it queued. */
async function feedback(customer: string, establishment: string, rating: number, comment: string) {
  visitor += 1;
  const id = await establishmentId(establishment);
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/feedback?customer=${customer}&establishment=${id}`,
    payload: { rating, firstname: 'Ana', email: `alerts.visitor${visitor}@example.com`, comment, acceptTerms: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  await app.jobWorker?.drain();
}

const mailsAbout = async (to: string, comment: string) =>
  db.orm.select({ subject: mailOutbox.subject, text: mailOutbox.text }).from(mailOutbox).where(and(eq(mailOutbox.to, to), like(mailOutbox.text, `%${comment}%`)));

describe('review alerts follow the stars the setting names (1 or 2)', () => {
  it('sends nothing for 4 stars with a short text the analyser reads as negative', async () => {
    // The analyser scores this praise below zero: the stars decide, not the text.
    await feedback('demo-bistro', 'demo-bistro-lyon', 4, 'Otra vez, muy bien.');
    expect(await mailsAbout(DEMO_USERS.customer, 'Otra vez, muy bien.')).toEqual([]);
  });

  it('alerts for 1 star', async () => {
    await feedback('demo-bistro', 'demo-bistro-lyon', 1, 'Alerte une étoile : attente interminable.');
    const mails = await mailsAbout(DEMO_USERS.customer, 'Alerte une étoile');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Avis négatif \(1\/5\) pour /);
    expect(mails[0]?.text).toMatch(/Répondre à cet avis: http:\/\/[^/]+\/customer\/demo-bistro\/establishment\/\d+\/reviews\/negative\?review=\d+/);
  });

  it('alerts for 2 stars even with a positive text', async () => {
    await feedback('demo-bistro', 'demo-bistro-lyon', 2, 'Deux étoiles : super accueil, je recommande !');
    const mails = await mailsAbout(DEMO_USERS.customer, 'Deux étoiles');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Avis négatif \(2\/5\) pour /);
  });

  it('mails nothing for 5 stars under a clearly negative text: the review is flagged, not alerted', async () => {
    const comment = 'Cinq étoiles ? Horrible. Service exécrable, plats froids, serveur insultant. À fuir absolument.';
    await feedback('demo-bistro', 'demo-bistro-lyon', 5, comment);
    expect(await mailsAbout(DEMO_USERS.customer, 'Cinq étoiles ?')).toEqual([]);
    const [flag] = await db.orm
      .select({ starsDisagree: reviewAnalysis.starsDisagree })
      .from(reviews)
      .innerJoin(reviewAnalysis, eq(reviewAnalysis.reviewId, reviews.id))
      .where(eq(reviews.comment, comment));
    expect(flag?.starsDisagree).toBe(true);
  });

  it('keeps the text verdict for a review without stars, and a user correction over the analyser', () => {
    expect(raisesAlert(null, { sentiment: 'negative', score: -0.3 })).toBe(true);
    expect(raisesAlert(null, { sentiment: 'positive', score: 0.9 })).toBe(false);
    expect(raisesAlert(4, { sentiment: 'negative', score: -0.5 })).toBe(false);
    expect(raisesAlert(5, { sentiment: 'positive', score: 0.9, corrected: 'negative' })).toBe(false);
    expect(raisesAlert(null, { sentiment: 'positive', score: 0.9, corrected: 'negative' })).toBe(true);
    expect(raisesAlert(2, { sentiment: 'positive', score: 0.99, corrected: 'positive' })).toBe(true);
    expect(raisesAlert(3, { sentiment: 'negative', score: -0.99 })).toBe(false);
  });
});

describe('links in the mails of a plan without the e-reputation area', () => {
  it('sends a Lead-Gen customer to the plans on offer, never into /home/erep or an establishment page', async () => {
    await feedback('demo-bakery', 'demo-bakery-camden', 1, 'Lead-Gen alert: stale bread.');
    const mails = await mailsAbout(DEMO_USERS.bakery, 'Lead-Gen alert');
    expect(mails).toHaveLength(1);
    // The bakery's user reads English.
    expect(mails[0]?.subject).toMatch(/^Negative review \(1\/5\) for /);
    const text = mails[0]?.text ?? '';
    expect(text).toMatch(/See the plans: http:\/\/[^/]+\/customer\/demo-bakery\/account\/subscriptions\/new$/m);
    expect(text).not.toContain('/home/erep');
    expect(text).not.toContain('/establishment/');
  });

  it('gives the Lead-Gen customer a digest without a link into /home/erep', async () => {
    const [bakery] = await db.orm.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.bakery));
    await db.orm.insert(userSettings).values({ userId: bakery?.id ?? 0, dailyDigest: true }).onConflictDoUpdate({ target: userSettings.userId, set: { dailyDigest: true } });
    await scheduleDigests(db.orm, new Date());
    await app.jobWorker?.drain();
    const [digest] = await db.orm.select({ text: mailOutbox.text }).from(mailOutbox).where(and(eq(mailOutbox.to, DEMO_USERS.bakery), like(mailOutbox.subject, 'Your review digest%')));
    expect(digest?.text).toMatch(/\/customer\/demo-bakery\/account\/subscriptions\/new/);
    expect(digest?.text).not.toContain('/home/erep');
  });
});

describe('a burst of alerts', () => {
  it('lets requests in while the worker sends them', async () => {
    // Reviews gone since: each job still claims, reads and closes, all on the database.
    const ids = Array.from({ length: 60 }, (_, i) => 900_000_000 + i);
    expect(await enqueueReviewAlerts(db.orm, ids)).toBe(60);
    let drained = false;
    const drain = (app.jobWorker?.drain() ?? Promise.resolve(0)).then(() => {
      drained = true;
    });
    // A request arriving now is served before the worker is through its queue.
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(drained).toBe(false);
    await drain;
    const left = await db.orm.select({ id: jobs.id }).from(jobs).where(and(inArray(jobs.dedupeKey, ids.map((id) => `review_alert:${id}`)), isNull(jobs.doneAt)));
    expect(left).toEqual([]);
  });
});
