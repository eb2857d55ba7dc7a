import { contactMessageSchema, tagQuerySchema, tagSchema, visitorActionSchema, type ProviderLink, type ScreenData } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { ok, type Data } from '../../http/envelope';
import { visitorLanguage } from '../../http/language';
import { dataOf, providerLinkDoc, routeSchema } from '../../http/openapi-schemas';
import { screenDataDoc } from '../public-feedback/docs';
import { disclosureDoc, storedIdDoc, unsubscribeStateDoc } from './docs';
import { parseRequest } from '../../http/validation';
import { providerLinksByTag } from '../establishments/service';
import { benchInsert, disclosure, recordVisitorAction, screenData, storeContactMessage, unsubscribe, unsubscribeState } from './service';

export interface VisitorModuleOptions extends ModuleOptions {
  /** Load-test mode: adds the bare-INSERT reference route. */
  bench: boolean;
}

const unsubscribeParams = v.object({ establishment: tagSchema, contact: tagSchema });

/** What visitors read and send besides feedback and coupons: no login (prefix /api). */
export async function visitorModule(app: FastifyInstance, { ctx, bench }: VisitorModuleOptions): Promise<void> {
  if (bench) {
    const insert = benchInsert(ctx.orm);
    app.post('/bench/insert', { schema: { hide: true } }, async (_request, reply) => {
      await insert();
      return reply.code(201).send(ok({ ok: true }));
    });
  }

  app.get(
    '/public/establishment/url',
    {
      schema: routeSchema({
        summary: "Provider links of an establishment (its own, not its competitors')",
        tags: ['public'],
        querystring: tagQuerySchema,
        response: { 200: v.object({ data: v.object({ data: v.array(providerLinkDoc) }) }) },
        errors: { 404: ['not_found'] },
      }),
    },
    // The spec's shape: the list sits in data.data.
    async (request): Promise<Data<Data<ProviderLink[]>>> => ok(ok(await providerLinksByTag(ctx.orm, parseRequest(tagQuerySchema, request.query, 'query').tag))),
  );

  app.get('/public/unsubscribe/:establishment/:contact', { schema: routeSchema({ summary: 'Unsubscribe state of a contact', errors: { 404: ['not_found'] }, params: unsubscribeParams, response: { 200: dataOf(unsubscribeStateDoc) } }) }, async (request) => {
    const params = parseRequest(unsubscribeParams, request.params, 'params');
    return ok(await unsubscribeState(ctx.orm, params.establishment, params.contact));
  });

  app.post('/public/unsubscribe/:establishment/:contact', { schema: routeSchema({ summary: 'Unsubscribe a contact (idempotent)', errors: { 404: ['not_found'] }, params: unsubscribeParams, response: { 200: dataOf(unsubscribeStateDoc) } }) }, async (request) => {
    const params = parseRequest(unsubscribeParams, request.params, 'params');
    return ok(await unsubscribe(ctx.orm, params.establishment, params.contact));
  });

  app.get(
    '/public/customers/:tag/screens/:screen',
    { schema: routeSchema({ summary: 'A shop screen: published reviews, average, offers', errors: { 404: ['not_found'] }, params: v.object({ tag: tagSchema, screen: tagSchema }), response: { 200: dataOf(screenDataDoc) } }) },
    async (request, reply): Promise<Data<ScreenData>> => {
      const params = parseRequest(v.object({ tag: tagSchema, screen: tagSchema }), request.params, 'params');
      const data = await screenData(ctx.orm, params.tag, params.screen);
      reply.header('cache-control', 'no-store');
      return ok(data);
    },
  );

  app.post(
    '/public/visitors/actions',
    { preHandler: app.limit('actions', () => 'actions'), schema: routeSchema({ summary: 'Track a visitor action', body: visitorActionSchema, response: { 204: null } }) },
    async (request, reply) => {
      // sendBeacon posts text/plain; JSON bodies arrive parsed.
      let body: unknown = request.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          body = null;
        }
      }
      await recordVisitorAction(ctx.orm, parseRequest(visitorActionSchema, body, 'body'));
      return reply.code(204).send();
    },
  );

  app.post(
    '/public/contact',
    { preHandler: app.limit('contact', () => 'contact'), schema: routeSchema({ summary: 'Contact form: stored in the mail outbox', body: contactMessageSchema, response: { 201: storedIdDoc } }) },
    async (request, reply) => {
      const id = await storeContactMessage(ctx.orm, parseRequest(contactMessageSchema, request.body, 'body'));
      return reply.code(201).send(ok({ id }));
    },
  );

  app.get('/public/customers/:tag/disclosure', { schema: routeSchema({ summary: 'How reviews are collected (consumer code D111-17)', errors: { 404: ['not_found'] }, params: v.object({ tag: tagSchema }), response: { 200: dataOf(disclosureDoc) } }) }, async (request) => {
    const { tag } = parseRequest(v.object({ tag: tagSchema }), request.params, 'params');
    return ok(await disclosure(ctx.orm, tag, visitorLanguage(request)));
  });
}
