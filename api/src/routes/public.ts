import { tagQuerySchema, type ProviderLink } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { establishments } from '../db/schema';
import { providerLinksOf } from '../domain/provider-links';
import { notFound } from '../lib/errors';
import { parseRequest } from '../lib/validation';
import { providerLinkDoc, routeSchema } from '../http/openapi-schemas';

/** Visitor-facing reads: no login. */
export function registerPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/public/establishment/url',
    {
      schema: routeSchema({
        summary: "Provider links of an establishment (its own, not its competitors')",
        tags: ['public'],
        querystring: tagQuerySchema,
        response: { 200: v.object({ data: v.object({ data: v.array(providerLinkDoc) }) }) },
      }),
    },
    async (request): Promise<{ data: { data: ProviderLink[] } }> => {
      const { tag } = parseRequest(tagQuerySchema, request.query, 'query');
      const [establishment] = await ctx.orm
        .select({ id: establishments.id, name: establishments.name, tag: establishments.tag })
        .from(establishments)
        .where(eq(establishments.tag, tag))
        .limit(1);
      if (!establishment) throw notFound(`Establishment '${tag}' not found`);
      const links = await providerLinksOf(ctx.orm, establishment);
      return { data: { data: links } };
    },
  );
}
