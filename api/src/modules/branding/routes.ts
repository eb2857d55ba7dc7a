import {
  partnerInfoQuerySchema,
  partnerThemeSchema,
  tagQuerySchema,
  type ChatSettings,
  type CustomerTheme,
  type PartnerInfo,
  type PartnerTheme,
} from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { ok, type Data } from '../../http/envelope';
import { customerThemeDoc, partnerInfoDoc, routeSchema } from '../../http/openapi-schemas';
import { parseRequest } from '../../http/validation';
import { customerLogo, customerTheme, partnerChat, partnerIdOf, partnerInfo, partnerTheme, updatePartnerTheme } from './service';

const themeDoc = v.object({ code: v.string(), brand: v.string(), title: v.string(), logo: v.nullable(v.string()), back_color: v.string(), font_color: v.string(), title_color: v.string(), cgv: v.string(), chat_party_id: v.string(), chat_url: v.string(), pricing_url: v.string() });

/** Partner and customer branding (prefix /api): public reads the shell needs before any login, and the partner's own theme. */
export async function brandingModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const { orm } = ctx;

  app.get(
    '/partner/info',
    { schema: routeSchema({ summary: 'Partner branding and terms', tags: ['branding'], querystring: partnerInfoQuerySchema, response: { 200: partnerInfoDoc }, errors: { 404: ['not_found'] } }) },
    async (request): Promise<PartnerInfo> => partnerInfo(orm, parseRequest(partnerInfoQuerySchema, request.query, 'query').code),
  );

  app.get(
    '/customer/logo',
    { schema: routeSchema({ summary: 'Customer logo (data URL or null)', tags: ['branding'], querystring: tagQuerySchema, response: { 200: v.object({ data: v.nullable(v.string()) }) }, errors: { 404: ['not_found'] } }) },
    async (request): Promise<Data<string | null>> => ok(await customerLogo(orm, parseRequest(tagQuerySchema, request.query, 'query').tag)),
  );

  app.get(
    '/customer/theme',
    { schema: routeSchema({ summary: 'Customer theme colours (partner colours where unset)', tags: ['branding'], querystring: tagQuerySchema, response: { 200: v.object({ data: customerThemeDoc }) }, errors: { 404: ['not_found'] } }) },
    async (request): Promise<Data<CustomerTheme>> => ok(await customerTheme(orm, parseRequest(tagQuerySchema, request.query, 'query').tag)),
  );

  app.get(
    '/partner/theme',
    { preHandler: ctx.guards.requireBackOffice, schema: routeSchema({ summary: 'The signed-in partner’s theme', tags: ['branding'], security: true, response: { 200: v.object({ data: themeDoc }) }, errors: { 403: ['forbidden'], 404: ['not_found'] } }) },
    async (request): Promise<Data<PartnerTheme>> => ok(await partnerTheme(orm, partnerIdOf(request.authUser))),
  );

  app.put(
    '/partner/theme',
    { preHandler: ctx.guards.requireBackOffice, schema: routeSchema({ summary: 'Change the signed-in partner’s theme', tags: ['branding'], security: true, body: partnerThemeSchema, response: { 200: v.object({ data: themeDoc }) }, errors: { 400: ['bad_request'], 403: ['forbidden'], 404: ['not_found'] } }) },
    async (request): Promise<Data<PartnerTheme>> => {
      const partnerId = partnerIdOf(request.authUser);
      const input = parseRequest(partnerThemeSchema, request.body, 'body');
      const theme = await updatePartnerTheme(orm, partnerId, input, ctx.chatScriptHosts);
      request.log.info({ event: 'partner_theme_updated', partner: partnerId }, 'partner theme updated');
      return ok(theme);
    },
  );

  app.get(
    '/partner/chat',
    { schema: routeSchema({ summary: 'Live-chat settings of a partner (null when none)', tags: ['branding'], querystring: partnerInfoQuerySchema, response: { 200: v.object({ data: v.nullable(v.object({ party_id: v.string(), url: v.string() })) }) }, errors: { 404: ['not_found'] } }) },
    async (request): Promise<Data<ChatSettings | null>> => ok(await partnerChat(orm, parseRequest(partnerInfoQuerySchema, request.query, 'query').code, ctx.chatScriptHosts)),
  );
}
