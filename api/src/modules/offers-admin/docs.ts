import {
  ADVANTAGE_KINDS,
  ADVANTAGE_STATES,
  COUPON_STATES,
  type AdminAdvantage,
  type AdminContact,
  type AdminCoupon,
  type ContactErasure,
} from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';
import type { exportContact } from './service';

/* What the offers back office answers, for the OpenAPI document only (checked against the shared types below). */
const num = v.number();
const nullableNum = v.nullable(v.number());
const nullableStr = v.nullable(v.string());
const texts = v.object({ title: v.string(), description: v.string() });
const place = v.nullable(v.object({ id: num, name: v.string() }));

export const adminAdvantageDoc = v.object({
  id: num,
  tag: v.string(),
  texts: v.object({ fr: texts, en: texts, sp: texts }),
  title: v.string(),
  kind: v.picklist(ADVANTAGE_KINDS),
  value: nullableNum,
  establishments: v.array(num),
  validity_days: num,
  ends_on: v.string(),
  quantity_limit: nullableNum,
  quantity_used: num,
  remaining: nullableNum,
  active: v.boolean(),
  state: v.picklist(ADVANTAGE_STATES),
  issued: num,
  validated: num,
  created_at: v.string(),
});
export const adminCouponDoc = v.object({
  code: v.string(),
  state: v.picklist(COUPON_STATES),
  advantage: v.object({ id: num, title: v.string() }),
  email: nullableStr,
  name: nullableStr,
  establishment: place,
  created_at: v.string(),
  expires_at: v.string(),
  validated_at: nullableStr,
  validated_where: nullableStr,
  validated_how: v.nullable(v.picklist(['seller', 'manual'])),
});
export const adminContactDoc = v.object({
  tag: v.string(),
  email: v.string(),
  first_name: nullableStr,
  last_name: nullableStr,
  language: nullableStr,
  establishment: place,
  consent_at: nullableStr,
  consent_text: nullableStr,
  unsubscribed_at: nullableStr,
  first_visit: v.string(),
  last_visit: v.string(),
  reviews: num,
  coupons: num,
});
export const contactErasureDoc = v.object({ reviews_anonymised: num, coupons_cancelled: num, mails_redacted: num });

/** Everything stored about one contact (GDPR access). */
export const contactExportDoc = v.object({
  exported_at: v.string(),
  controller: v.string(),
  contact: v.object({
    tag: v.string(),
    email: v.string(),
    first_name: nullableStr,
    last_name: nullableStr,
    language: nullableStr,
    created_at: v.string(),
    consent_at: nullableStr,
    consent_text: nullableStr,
    unsubscribed_at: nullableStr,
  }),
  reviews: v.array(
    v.object({
      establishment: v.string(),
      rating: num,
      comment: nullableStr,
      language: nullableStr,
      first_name: nullableStr,
      last_name: nullableStr,
      gender: nullableStr,
      email: nullableStr,
      visit_at: nullableStr,
      created_at: v.string(),
      internal: v.boolean(),
      with_advantage: v.boolean(),
      published: v.boolean(),
    }),
  ),
  coupons: v.array(
    v.object({ code: v.string(), advantage: v.string(), created_at: v.string(), expires_at: v.string(), validated_at: nullableStr, cancelled_at: nullableStr }),
  ),
  // Page views and scans carry no personal identifier: always empty.
  visitor_actions: v.array(v.never()),
  mails: v.array(v.object({ subject: v.string(), text: v.string(), created_at: v.string(), sent_at: nullableStr })),
});

describeComponents({ AdminAdvantage: adminAdvantageDoc, AdminCoupon: adminCouponDoc, AdminContact: adminContactDoc, ContactErasure: contactErasureDoc, ContactExport: contactExportDoc });

/** @public A compile-time check that the descriptions match the shared types. */
export type OffersDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof adminAdvantageDoc>, AdminAdvantage>>,
  Expect<Equal<v.InferOutput<typeof adminCouponDoc>, AdminCoupon>>,
  Expect<Equal<v.InferOutput<typeof adminContactDoc>, AdminContact>>,
  Expect<Equal<v.InferOutput<typeof contactErasureDoc>, ContactErasure>>,
  Expect<Equal<v.InferOutput<typeof contactExportDoc>, Awaited<ReturnType<typeof exportContact>>>>,
];
