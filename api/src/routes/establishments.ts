import { customerTagParamSchema, establishmentsQuerySchema, type Establishment } from '@erep/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Guards } from '../auth/guards';
import type { AppContext } from '../context';
import { establishments } from '../db/schema';
import { forbidden } from '../lib/errors';
import { parseRequest } from '../lib/validation';
import { establishmentDoc, routeSchema } from '../http/openapi-schemas';

export function registerEstablishmentRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  app.get(
    '/api/customer/:customerTag/establishments/all',
    {
      preHandler: guards.requireCustomerAccess('customerTag'),
      schema: routeSchema({
        summary: "A customer's establishments",
        tags: ['establishments'],
        security: true,
        params: customerTagParamSchema,
        querystring: establishmentsQuerySchema,
        response: { 200: v.object({ status: v.literal(200), data: v.array(establishmentDoc) }) },
      }),
    },
    async (request): Promise<{ status: 200; data: Establishment[] }> => {
      parseRequest(establishmentsQuerySchema, request.query, 'query');
      const customer = request.customer;
      if (!customer) throw forbidden('Customer access not checked');
      const rows = await ctx.orm
        .select()
        .from(establishments)
        .where(eq(establishments.customerId, customer.id))
        .orderBy(asc(establishments.id));
      return {
        status: 200,
        data: rows.map((row) => ({
          id: row.id,
          tag: row.tag,
          name: row.name,
          address: row.address,
          city: row.city,
          zip: row.zip,
          country: row.country,
          phone: row.phone,
          external_url: row.externalUrl,
          customer: customer.tag,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
