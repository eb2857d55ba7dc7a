import { type CampaignAdvantage, type CampaignPreview, type CampaignSummary } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/* What the campaign routes answer, for the OpenAPI document only (checked against the shared types below). */
const num = v.number();
const nullableStr = v.nullable(v.string());
const text = v.object({ subject: v.string(), body: v.string() });
const language = v.picklist(['fr', 'en', 'sp']);

export const campaignSummaryDoc = v.object({
  id: num,
  name: v.string(),
  status: v.picklist(['draft', 'scheduled', 'sending', 'sent']),
  scheduled_at: nullableStr,
  finished_at: nullableStr,
  created_at: v.string(),
  texts: v.object({ fr: text, en: text, sp: text }),
  audience: v.object({ establishment_id: v.nullable(num), last_visit_days: v.nullable(num), ratings: v.array(num) }),
  advantage_id: v.nullable(num),
  figures: v.object({ audience: num, sent: num, capped: num, opened: num, coupons_validated: num }),
});
export const campaignAdvantageDoc = v.object({ id: num, titles: v.object({ fr: v.string(), en: v.string(), sp: v.string() }) });
export const campaignPreviewDoc = v.object({ language, subject: v.string(), text: v.string(), html: v.string() });

describeComponents({ CampaignSummary: campaignSummaryDoc, CampaignAdvantage: campaignAdvantageDoc, CampaignPreview: campaignPreviewDoc });

/** @public A compile-time check that the descriptions match the shared types. */
export type CampaignsDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof campaignSummaryDoc>, CampaignSummary>>,
  Expect<Equal<v.InferOutput<typeof campaignAdvantageDoc>, CampaignAdvantage>>,
  Expect<Equal<v.InferOutput<typeof campaignPreviewDoc>, CampaignPreview>>,
];
