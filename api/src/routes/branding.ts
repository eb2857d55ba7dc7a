import { partnerInfoQuerySchema, tagQuerySchema, type CustomerTheme, type PartnerInfo } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { customers, partners } from '../db/schema';
import { notFound } from '../lib/errors';
import { parseRequest } from '../lib/validation';
import { customerThemeDoc, partnerInfoDoc, routeSchema } from '../http/openapi-schemas';

/** Partner and customer branding: public, read by the shell before any login. */
export function registerBrandingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { orm } = ctx;

  app.get(
    '/api/partner/info',
    { schema: routeSchema({ summary: 'Partner branding and terms', tags: ['branding'], querystring: partnerInfoQuerySchema, response: { 200: partnerInfoDoc } }) },
    async (request): Promise<PartnerInfo> => {
      const { code } = parseRequest(partnerInfoQuerySchema, request.query, 'query');
      const [partner] = await orm.select().from(partners).where(eq(partners.code, code)).limit(1);
      if (!partner) throw notFound(`Partner '${code}' not found`);
      return {
        code: partner.code,
        brand: partner.brand,
        title: partner.title,
        logo: partner.logo,
        back_color: partner.backColor,
        font_color: partner.fontColor,
        title_color: partner.titleColor,
        cgv: partner.cgv,
      };
    },
  );

  async function customerWithPartner(tag: string) {
    const [row] = await orm
      .select({ customer: customers, partner: partners })
      .from(customers)
      .innerJoin(partners, eq(partners.id, customers.partnerId))
      .where(eq(customers.tag, tag))
      .limit(1);
    if (!row) throw notFound(`Customer '${tag}' not found`);
    return row;
  }

  app.get(
    '/api/customer/logo',
    { schema: routeSchema({ summary: 'Customer logo (data URL or null)', tags: ['branding'], querystring: tagQuerySchema, response: { 200: v.object({ data: v.nullable(v.string()) }) } }) },
    async (request): Promise<{ data: string | null }> => {
      const { tag } = parseRequest(tagQuerySchema, request.query, 'query');
      const { customer } = await customerWithPartner(tag);
      return { data: customer.logo };
    },
  );

  app.get(
    '/api/customer/theme',
    { schema: routeSchema({ summary: 'Customer theme colours (partner colours where unset)', tags: ['branding'], querystring: tagQuerySchema, response: { 200: v.object({ data: customerThemeDoc }) } }) },
    async (request): Promise<{ data: CustomerTheme }> => {
      const { tag } = parseRequest(tagQuerySchema, request.query, 'query');
      const { customer, partner } = await customerWithPartner(tag);
      return {
        data: {
          back_color: customer.backColor ?? partner.backColor,
          font_color: customer.fontColor ?? partner.fontColor,
          title_color: customer.titleColor ?? partner.titleColor,
        },
      };
    },
  );
}
