import { COUPON_STATES, type PublicCoupon, type SellerCoupon, type SellerDesk, type SellerSignIn } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/* What the coupon and seller routes answer, for the OpenAPI document only (checked against the shared types below). */
const nullableStr = v.nullable(v.string());
const offerText = v.object({ title: v.string(), description: nullableStr });
const customer = v.object({
  tag: v.string(),
  name: v.string(),
  language: nullableStr,
  logo: nullableStr,
  theme: v.object({ back_color: nullableStr, font_color: nullableStr, title_color: nullableStr }),
});
const couponEntries = {
  code: v.string(),
  state: v.picklist(COUPON_STATES),
  expiresAt: v.string(),
  validatedAt: nullableStr,
  validatedWhere: nullableStr,
  advantage: v.object({
    tag: v.string(),
    title: v.string(),
    description: nullableStr,
    texts: v.object({ fr: offerText, en: offerText, sp: offerText }),
    attribute: v.string(),
    value: v.nullable(v.number()),
    validityDays: v.number(),
  }),
  customer,
  issuedOn: v.nullable(v.object({ tag: v.string(), name: v.string() })),
};
export const publicCouponDoc = v.object(couponEntries);
export const sellerCouponDoc = v.object({ ...couponEntries, validHere: v.boolean() });
export const sellerSignInDoc = v.object({ token: v.string(), expiresAt: v.string(), establishment: v.string() });
export const sellerDeskDoc = v.object({ customer, session: v.nullable(v.object({ establishment: v.string(), expiresAt: v.string() })) });

describeComponents({ PublicCoupon: publicCouponDoc, SellerCoupon: sellerCouponDoc, SellerSignIn: sellerSignInDoc, SellerDesk: sellerDeskDoc });

/** @public A compile-time check that the descriptions match the shared types. */
export type CouponDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof publicCouponDoc>, PublicCoupon>>,
  Expect<Equal<v.InferOutput<typeof sellerCouponDoc>, Flat<SellerCoupon>>>,
  Expect<Equal<v.InferOutput<typeof sellerSignInDoc>, SellerSignIn>>,
  Expect<Equal<v.InferOutput<typeof sellerDeskDoc>, SellerDesk>>,
];
type Flat<T> = { [K in keyof T]: T[K] };
