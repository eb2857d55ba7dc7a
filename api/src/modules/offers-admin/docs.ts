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

describeComponents({ AdminAdvantage: adminAdvantageDoc, AdminCoupon: adminCouponDoc, AdminContact: adminContactDoc, ContactErasure: contactErasureDoc });

/** @public A compile-time check that the descriptions match the shared types. */
export type OffersDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof adminAdvantageDoc>, AdminAdvantage>>,
  Expect<Equal<v.InferOutput<typeof adminCouponDoc>, AdminCoupon>>,
  Expect<Equal<v.InferOutput<typeof adminContactDoc>, AdminContact>>,
  Expect<Equal<v.InferOutput<typeof contactErasureDoc>, ContactErasure>>,
];
