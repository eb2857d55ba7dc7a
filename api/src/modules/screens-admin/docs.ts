import { type ScreenAdmin } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/* What the screen routes answer, for the OpenAPI document only (checked against the shared type below). */
export const screenAdminDoc = v.object({
  language: v.picklist(['fr', 'en', 'sp']),
  review_count: v.number(),
  min_rating: v.number(),
  offers: v.picklist(['all', 'none', 'selected']),
  advantages: v.array(v.string()),
  interval_seconds: v.number(),
  tag: v.string(),
  name: v.string(),
  establishment: v.object({ id: v.number(), name: v.string() }),
  path: v.string(),
  createdAt: v.string(),
});

describeComponents({ ScreenAdmin: screenAdminDoc });

/** @public A compile-time check that the description matches the shared type. */
export type ScreensDocsMatchSharedTypes = [Expect<Equal<v.InferOutput<typeof screenAdminDoc>, { [K in keyof ScreenAdmin]: ScreenAdmin[K] }>>];
