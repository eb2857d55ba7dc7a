import { FUNNEL_STEPS, type Funnel } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/* What the funnel answers, for the OpenAPI document only (checked against the shared type below). */
export const funnelDoc = v.object({
  steps: v.array(v.object({ step: v.picklist(FUNNEL_STEPS), count: v.number(), conversion: v.nullable(v.number()) })),
  sources: v.array(v.object({ path: v.string(), scans: v.number() })),
});

describeComponents({ Funnel: funnelDoc });

/** @public A compile-time check that the description matches the shared type. */
export type FunnelDocsMatchSharedTypes = [Expect<Equal<v.InferOutput<typeof funnelDoc>, Funnel>>];
