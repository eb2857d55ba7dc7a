import type { FeedbackContext, FeedbackResult, ScreenData } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';
import { publicCouponDoc } from '../coupons/docs';

/* What the visitor pages' data routes answer, for the OpenAPI document only (checked against the shared types below). */
const num = v.number();
const str = v.string();
const nullableStr = v.nullable(v.string());
const offerText = v.object({ title: str, description: nullableStr });
export const publicCustomerDoc = v.object({
  tag: str,
  name: str,
  language: nullableStr,
  logo: nullableStr,
  theme: v.object({ back_color: nullableStr, font_color: nullableStr, title_color: nullableStr }),
});
const advantage = v.object({
  tag: str,
  title: str,
  description: nullableStr,
  texts: v.object({ fr: offerText, en: offerText, sp: offerText }),
  attribute: str,
  value: v.nullable(num),
  validityDays: num,
  expiresAt: nullableStr,
  soldOut: v.boolean(),
  offeredBy: nullableStr,
});
const person = v.object({ id: num, firstName: str, lastName: str, department: nullableStr });
export const feedbackContextDoc = v.object({
  customer: publicCustomerDoc,
  establishment: v.object({ id: num, tag: str, name: str, city: nullableStr, externalUrl: nullableStr }),
  staff: v.nullable(person),
  staffList: v.array(person),
  unit: v.nullable(v.object({ id: num, name: str })),
  advantages: v.array(advantage),
  links: v.array(v.object({ name: str, category: str, url: str })),
  fields: v.optional(v.array(str)),
});
export const feedbackResultDoc = v.object({
  share: str,
  preview: v.boolean(),
  coupon: v.nullable(v.object({ code: str, expiresAt: str, title: str, offeredBy: v.optional(nullableStr), mailed: v.optional(v.boolean()) })),
});
export const thanksDoc = v.object({ context: feedbackContextDoc, coupon: v.nullable(publicCouponDoc), mailed: v.boolean() });
export const screenDataDoc = v.object({
  screen: v.object({ tag: str, name: str, intervalSeconds: num, language: v.picklist(['fr', 'en', 'sp']) }),
  rule: v.object({ reviewCount: num, minRating: num }),
  establishment: v.object({ id: num, name: str }),
  customer: v.object({ tag: str, name: str, logo: nullableStr, theme: publicCustomerDoc.entries.theme }),
  average: v.nullable(num),
  count: num,
  reviews: v.array(v.object({ id: num, rating: num, comment: nullableStr, firstname: nullableStr, withAdvantage: v.boolean(), createdAt: str })),
  advantages: v.array(advantage),
  feedbackUrl: str,
});

describeComponents({ FeedbackContext: feedbackContextDoc, FeedbackResult: feedbackResultDoc, ScreenData: screenDataDoc });

type Flat<T> = { [K in keyof T]: T[K] };
/** @public A compile-time check that the descriptions match the shared types. */
export type PublicDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof feedbackContextDoc>['customer'], Flat<FeedbackContext['customer']>>>,
  Expect<Equal<Omit<v.InferOutput<typeof feedbackContextDoc>, 'customer'>, Omit<FeedbackContext, 'customer'>>>,
  Expect<Equal<v.InferOutput<typeof feedbackResultDoc>, FeedbackResult>>,
  Expect<Equal<Omit<v.InferOutput<typeof screenDataDoc>, 'customer'>, Omit<ScreenData, 'customer'>>>,
  Expect<Equal<v.InferOutput<typeof screenDataDoc>['customer'], Flat<ScreenData['customer']>>>,
];
