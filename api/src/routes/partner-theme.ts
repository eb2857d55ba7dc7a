import { LOGO_MAX_BYTES, partnerInfoQuerySchema, partnerThemeSchema, ROLES, type ChatSettings, type PartnerTheme } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Guards } from '../auth/guards';
import type { AppContext } from '../context';
import { partners } from '../db/schema';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/errors';
import { parseRequest } from '../lib/validation';
import { routeSchema } from '../http/openapi-schemas';

const themeDoc = v.object({ code: v.string(), brand: v.string(), title: v.string(), logo: v.nullable(v.string()), back_color: v.string(), font_color: v.string(), title_color: v.string(), cgv: v.string(), chat_party_id: v.string(), chat_url: v.string() });

export const NOT_PARTNER = 'Only partner users can change the partner theme';

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP',
};

/** The declared type must match the bytes, and the decoded image must fit the size limit. */
export function checkLogo(dataUrl: string): void {
  const match = /^data:image\/(png|jpeg|webp);base64,(.*)$/.exec(dataUrl);
  const kind = match?.[1];
  const bytes = Buffer.from(match?.[2] ?? '', 'base64');
  if (!kind || bytes.length === 0) throw badRequest('Invalid logo', { logo: ['logo_type'] });
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest('Logo too large', { logo: ['logo_too_large'] });
  if (!MAGIC[kind]?.(bytes)) throw badRequest('The logo content does not match its type', { logo: ['logo_type'] });
}

export function registerPartnerThemeRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  function partnerIdOf(request: FastifyRequest): number {
    const user = request.authUser;
    if (!user) throw unauthorized();
    if (!user.partner || !user.roles.includes(ROLES.partner)) throw forbidden(NOT_PARTNER);
    return user.partner.id;
  }

  async function themeOf(partnerId: number): Promise<PartnerTheme> {
    const [p] = await ctx.orm.select().from(partners).where(eq(partners.id, partnerId)).limit(1);
    if (!p) throw notFound('Partner not found');
    return {
      code: p.code,
      brand: p.brand,
      title: p.title,
      logo: p.logo,
      back_color: p.backColor,
      font_color: p.fontColor,
      title_color: p.titleColor,
      cgv: p.cgv,
      chat_party_id: p.chatPartyId ?? '',
      chat_url: p.chatUrl ?? '',
    };
  }

  app.get(
    '/api/partner/theme',
    { preHandler: [guards.requireBackOffice], schema: routeSchema({ summary: 'The signed-in partner’s theme', tags: ['branding'], security: true, response: { 200: v.object({ data: themeDoc }) } }) },
    async (request): Promise<{ data: PartnerTheme }> => ({ data: await themeOf(partnerIdOf(request)) }),
  );

  app.put(
    '/api/partner/theme',
    { preHandler: [guards.requireBackOffice], schema: routeSchema({ summary: 'Change the signed-in partner’s theme', tags: ['branding'], security: true, body: partnerThemeSchema, response: { 200: v.object({ data: themeDoc }) } }) },
    async (request): Promise<{ data: PartnerTheme }> => {
      const partnerId = partnerIdOf(request);
      const input = parseRequest(partnerThemeSchema, request.body, 'body');
      if (input.logo) checkLogo(input.logo);
      await ctx.orm
        .update(partners)
        .set({
          brand: input.brand,
          title: input.title,
          logo: input.logo,
          backColor: input.back_color.toLowerCase(),
          fontColor: input.font_color.toLowerCase(),
          titleColor: input.title_color.toLowerCase(),
          cgv: input.cgv,
          chatPartyId: input.chat_party_id || null,
          chatUrl: input.chat_url || null,
        })
        .where(eq(partners.id, partnerId));
      request.log.info({ event: 'partner_theme_updated', partner: partnerId }, 'partner theme updated');
      return { data: await themeOf(partnerId) };
    },
  );

  app.get(
    '/api/partner/chat',
    { schema: routeSchema({ summary: 'Live-chat settings of a partner (null when none)', tags: ['branding'], querystring: partnerInfoQuerySchema, response: { 200: v.object({ data: v.nullable(v.object({ party_id: v.string(), url: v.string() })) }) } }) },
    async (request): Promise<{ data: ChatSettings | null }> => {
      const { code } = parseRequest(partnerInfoQuerySchema, request.query, 'query');
      const [p] = await ctx.orm.select({ party: partners.chatPartyId, url: partners.chatUrl }).from(partners).where(eq(partners.code, code)).limit(1);
      if (!p) throw notFound(`Partner '${code}' not found`);
      return { data: p.party && p.url ? { party_id: p.party, url: p.url } : null };
    },
  );
}
