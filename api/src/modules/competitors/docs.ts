import { type CompetitorItem, type CompetitorsAndLinksData, type PlatformLink, type ReviewImportResult, type SocialPresence } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, providerLinkDoc, type Equal, type Expect } from '../../http/openapi-schemas';

/* What the competitors and platform-link routes answer, for the OpenAPI document only (checked against the shared types below). */
const num = v.number();
const nullableNum = v.nullable(v.number());

export const competitorItemDoc = v.object({ id: num, competitor_tag: v.string(), name: v.string(), links: v.array(providerLinkDoc) });
export const competitorsAndLinksDoc = v.object({
  establishment: v.object({ id: num, tag: v.string(), name: v.string() }),
  links: v.array(providerLinkDoc),
  competitors: v.array(competitorItemDoc),
  providers: v.array(v.object({ id: num, name: v.string(), category: v.string(), provider_url: v.string() })),
});
export const socialPresenceDoc = v.object({
  links: v.array(providerLinkDoc),
  competitors: v.array(v.object({ competitor_tag: v.string(), name: v.string() })),
  platforms: v.array(
    v.object({ source: v.string(), reviews: num, average: nullableNum, answered: num, series: v.array(v.object({ month: v.string(), reviews: num, average: nullableNum })) }),
  ),
});
export const reviewImportResultDoc = v.object({ rows: num, imported: num, duplicates: num });

describeComponents({ CompetitorItem: competitorItemDoc, CompetitorsAndLinks: competitorsAndLinksDoc, SocialPresence: socialPresenceDoc, ReviewImportResult: reviewImportResultDoc });

/** @public A compile-time check that the descriptions match the shared types. */
export type CompetitorsDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof providerLinkDoc>, PlatformLink>>,
  Expect<Equal<v.InferOutput<typeof competitorItemDoc>, CompetitorItem>>,
  Expect<Equal<v.InferOutput<typeof competitorsAndLinksDoc>, CompetitorsAndLinksData>>,
  Expect<Equal<v.InferOutput<typeof socialPresenceDoc>, SocialPresence>>,
  Expect<Equal<v.InferOutput<typeof reviewImportResultDoc>, ReviewImportResult>>,
];
