import { contactMessageSchema, tagSchema, visitorActionSchema, type PublicReview, type ScreenData } from '@erep/shared/schemas';
import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { contacts, establishments, mailOutbox, reviews, screens, visitorActions } from '../db/schema';
import { loadCustomer, offeredAdvantages } from '../domain/public-data';
import { notFound } from '../lib/errors';
import { parseRequest } from '../lib/validation';
import { publicLimiter, type PublicRateLimits } from './feedback';

export const CONTACT_INBOX = 'contact@avisboost.example';
const SCREEN_REVIEWS = 20;

const maskEmail = (email: string) => {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}${'•'.repeat(Math.max(2, Math.min(6, user.length - 1)))}@${domain}`;
};

export function registerVisitorRoutes(app: FastifyInstance, ctx: AppContext, limits: PublicRateLimits, options: { bench: boolean } = { bench: false }): void {
  if (options.bench) {
    // Reference for the feedback throughput figure: one INSERT into the same table (same indexes),
    // no lookup, no validation, on the same database.
    let establishmentId: number | null = null;
    app.post('/api/bench/insert', { schema: { hide: true } }, async (_request, reply) => {
      if (establishmentId === null) {
        const [row] = await ctx.orm.select({ id: establishments.id }).from(establishments).limit(1);
        establishmentId = row?.id ?? 0;
      }
      await ctx.orm.insert(reviews).values({ establishmentId, source: 'bench', rating: 3, visitDay: new Date().toISOString().slice(0, 10) });
      return reply.code(201).send({ data: { ok: true } });
    });
  }

  const actionLimiter = publicLimiter(app, limits.actions, () => 'actions');
  const contactLimiter = publicLimiter(app, { max: 5, timeWindowMs: 10 * 60_000 }, () => 'contact');
  const unsubscribeParams = v.object({ establishment: tagSchema, contact: tagSchema });

  const findContact = async (params: { establishment: string; contact: string }) => {
    const [row] = await ctx.orm
      .select({ id: contacts.id, email: contacts.email, unsubscribedAt: contacts.unsubscribedAt, establishment: establishments.name })
      .from(contacts)
      .innerJoin(establishments, eq(establishments.customerId, contacts.customerId))
      .where(and(eq(contacts.tag, params.contact), eq(establishments.tag, params.establishment)))
      .limit(1);
    if (!row) throw notFound('Contact not found');
    return row;
  };

  app.get('/api/public/unsubscribe/:establishment/:contact', { schema: { tags: ['public'], summary: 'Unsubscribe state of a contact' } }, async (request) => {
    const params = parseRequest(unsubscribeParams, request.params, 'params');
    const row = await findContact(params);
    return { data: { establishment: row.establishment, email: maskEmail(row.email), unsubscribed: row.unsubscribedAt !== null } };
  });

  app.post('/api/public/unsubscribe/:establishment/:contact', { schema: { tags: ['public'], summary: 'Unsubscribe a contact (idempotent)' } }, async (request) => {
    const params = parseRequest(unsubscribeParams, request.params, 'params');
    const row = await findContact(params);
    if (!row.unsubscribedAt) await ctx.orm.update(contacts).set({ unsubscribedAt: new Date() }).where(eq(contacts.id, row.id));
    return { data: { establishment: row.establishment, email: maskEmail(row.email), unsubscribed: true } };
  });

  app.get('/api/public/customers/:tag/screens/:screen', { schema: { tags: ['public'], summary: 'A shop screen: published reviews, average, offers' } }, async (request, reply): Promise<{ data: ScreenData }> => {
    const params = parseRequest(v.object({ tag: tagSchema, screen: tagSchema }), request.params, 'params');
    const customer = await loadCustomer(ctx.orm, params.tag);
    const [screen] = await ctx.orm
      .select({ tag: screens.tag, name: screens.name, settings: screens.settings, establishmentId: screens.establishmentId, establishment: establishments.name })
      .from(screens)
      .innerJoin(establishments, eq(establishments.id, screens.establishmentId))
      .where(and(eq(screens.tag, params.screen), eq(screens.customerId, customer.id)))
      .limit(1);
    if (!screen) throw notFound(`Screen '${params.screen}' not found`);
    // Internal or unpublished feedback never leaves the back office.
    const visible = and(eq(reviews.establishmentId, screen.establishmentId), eq(reviews.published, true), eq(reviews.isInternal, false));
    const [rows, [stats], offers] = await Promise.all([
      ctx.orm
        .select({ id: reviews.id, rating: reviews.rating, comment: reviews.comment, firstname: reviews.firstname, withAdvantage: reviews.withAdvantage, createdAt: reviews.createdAt })
        .from(reviews)
        .where(visible)
        .orderBy(desc(reviews.createdAt))
        .limit(SCREEN_REVIEWS),
      ctx.orm.select({ average: avg(reviews.rating), count: count() }).from(reviews).where(visible),
      offeredAdvantages(ctx.orm, customer.id, screen.establishmentId),
    ]);
    const interval = Number(screen.settings.interval_seconds);
    const list: PublicReview[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    reply.header('cache-control', 'no-store');
    return {
      data: {
        screen: { tag: screen.tag, name: screen.name, intervalSeconds: Number.isFinite(interval) && interval >= 3 ? interval : 8 },
        establishment: { id: screen.establishmentId, name: screen.establishment },
        customer: { tag: customer.tag, name: customer.name, theme: customer.theme },
        average: stats?.average == null ? null : Math.round(Number(stats.average) * 10) / 10,
        count: stats?.count ?? 0,
        reviews: list,
        advantages: offers.filter((a) => !a.soldOut),
        feedbackUrl: `/public/${customer.tag}/establishment/${screen.establishmentId}/feedback`,
      },
    };
  });

  app.post('/api/public/visitors/actions', { preHandler: actionLimiter, schema: { tags: ['public'], summary: 'Track a visitor action' } }, async (request, reply) => {
    // sendBeacon posts text/plain; JSON bodies arrive parsed.
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        body = null;
      }
    }
    const input = parseRequest(visitorActionSchema, body, 'body');
    let establishmentId: number | null = null;
    if (input.establishment !== undefined) {
      const [row] = await ctx.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.id, input.establishment)).limit(1);
      establishmentId = row?.id ?? null;
    }
    const payload: Record<string, unknown> = {};
    if (input.path) payload.path = input.path;
    if (input.target) payload.target = input.target;
    if (input.language) payload.locale = input.language;
    await ctx.orm.insert(visitorActions).values({ establishmentId, action: input.action, payload });
    return reply.code(204).send();
  });

  app.post('/api/public/contact', { preHandler: contactLimiter, schema: { tags: ['public'], summary: 'Contact form: stored in the mail outbox' } }, async (request, reply) => {
    const input = parseRequest(contactMessageSchema, request.body, 'body');
    const [row] = await ctx.orm
      .insert(mailOutbox)
      .values({
        to: CONTACT_INBOX,
        subject: `[Contact] ${input.subject}`,
        text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
      })
      .returning({ id: mailOutbox.id });
    return reply.code(201).send({ data: { id: row?.id ?? 0 } });
  });

  app.get('/api/public/customers/:tag/disclosure', { schema: { tags: ['public'], summary: 'How reviews are collected (consumer code D111-17)' } }, async (request) => {
    const { tag } = parseRequest(v.object({ tag: tagSchema }), request.params, 'params');
    const customer = await loadCustomer(ctx.orm, tag);
    const ests = await ctx.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.customerId, customer.id));
    let withAdvantage = false;
    for (const e of ests) if ((await offeredAdvantages(ctx.orm, customer.id, e.id)).length > 0) withAdvantage = true;
    return { data: { customer: { tag: customer.tag, name: customer.name }, counterpart: withAdvantage, retentionYears: 3, moderated: true } };
  });
}
