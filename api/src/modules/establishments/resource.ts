import { establishmentInputSchema, establishmentListQuerySchema, type Establishment, type EstablishmentInput, type EstablishmentSort } from '@erep/shared/schemas';
import type * as v from 'valibot';
import { and, sql } from 'drizzle-orm';
import { establishments } from '../../db/schema';
import { customerOf } from '../../http/customer-scope';
import { establishmentDoc } from '../../http/openapi-schemas';
import type { ResourceDefinition } from '../../http/resource';
import { tagFromName } from '../../lib/ids';
import { archivedFilter, establishmentSearch, establishmentSortColumns, establishmentTable } from './queries';
import { newSellerCode, toEstablishment } from './service';

// Every writable column, null when not given: PUT and merge patch replace the whole representation.
const columns = (input: EstablishmentInput) => ({
  name: input.name,
  address: input.address ?? null,
  city: input.city ?? null,
  zip: input.zip ?? null,
  country: input.country ?? null,
  phone: input.phone ?? null,
  externalUrl: input.external_url ?? null,
  category: input.category ?? null,
  openingHours: input.opening_hours ?? null,
  logo: input.logo ?? null,
});

/** A customer's establishments as a generic resource (search, sort, pages, merge patch). */
export const establishmentResource: ResourceDefinition<
  typeof establishments,
  EstablishmentSort,
  v.InferOutput<typeof establishmentListQuerySchema>,
  EstablishmentInput,
  Establishment
> = {
  name: 'establishments',
  table: establishmentTable,
  listQuery: establishmentListQuerySchema,
  sort: establishmentSortColumns,
  defaultSort: 'name',
  filter: (query) => and(establishmentSearch(query.q), archivedFilter(query.archived)),
  establishmentColumn: establishments.id,
  input: establishmentInputSchema,
  toDto: (row, request) => toEstablishment(row, customerOf(request).tag),
  dtoDoc: establishmentDoc,
  // The tag is public (QR codes, visitor URLs): made once from the name, never changed after.
  toInsert: (input, { tenantId }) => ({ ...columns(input), archivedAt: input.archived ? new Date() : null, customerId: tenantId, tag: tagFromName(input.name, 'establishment') }),
  // Cashiers can validate coupons there at once; the owner reads the code in this answer only.
  secretsOnCreate: async ({ orm, tenantId }) => {
    const { code, hash } = await newSellerCode(orm, tenantId);
    return { values: { sellerCodeHash: hash }, shown: { seller_code: code } };
  },
  toUpdate: (input) => ({ ...columns(input), archivedAt: input.archived ? sql`coalesce(${establishments.archivedAt}, now())` : null, updatedAt: new Date() }),
};
