import { type SalesImportResult, type SalesReport } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';
import { relationDoc } from '../weather/docs';

/* What the sales routes answer, for the OpenAPI document only (checked against the shared types below). */
const num = v.number();
const nullableNum = v.nullable(v.number());

export const salesReportDoc = v.object({
  days: v.array(v.object({ day: v.string(), revenue: num, tickets: num, reviews: num, average: nullableNum })),
  totals: v.object({ revenue: num, tickets: num, reviews: num, average: nullableNum }),
  relations: v.object({ revenue_volume: relationDoc, revenue_rating: relationDoc }),
});
export const salesImportResultDoc = v.object({ imported: num, replaced: num, first_day: v.nullable(v.string()), last_day: v.nullable(v.string()) });

describeComponents({ SalesReport: salesReportDoc, SalesImportResult: salesImportResultDoc });

/** @public A compile-time check that the descriptions match the shared types. */
export type SalesDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof salesReportDoc>, SalesReport>>,
  Expect<Equal<v.InferOutput<typeof salesImportResultDoc>, SalesImportResult>>,
];
