import {
  BILLING_PERIODS,
  ONBOARDING_STEPS,
  OPTIONAL_FEEDBACK_FIELDS,
  type AccountSubscription,
  type CompanyContact,
  type OnboardingEstablishmentSaved,
  type OnboardingState,
} from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/*
 * What the account area answers, for the OpenAPI document only. The stored company details predate
 * the form's rules (an empty billing address is kept as it is): plain strings, not the input's checks.
 */
const str = v.string();
export const companyContactDoc = v.object({ name: str, address1: str, address2: str, zipcode: str, city: str, country: str, phone: str, billing_email: str });

describeComponents({ CompanyContactView: companyContactDoc });

/** @public A compile-time check that the description matches the shared type. */
export type AccountAreaDocsMatchSharedTypes = [Expect<Equal<v.InferOutput<typeof companyContactDoc>, CompanyContact>>];

const price = v.nullable(v.object({ amount: v.number(), currency: v.string(), period: v.picklist(BILLING_PERIODS) }));
export const accountSubscriptionDoc = v.object({
  id: v.number(),
  plan: v.object({ tag: str, name: str, price_code: v.nullable(str) }),
  amount: v.number(),
  status: str,
  started_at: str,
  expired_at: v.nullable(str),
  price,
  next: v.nullable(v.union([v.object({ kind: v.literal('renews'), on: str, plan: str, price }), v.object({ kind: v.picklist(['ends', 'ended']), on: str })])),
  renewable: v.boolean(),
  past_due: v.boolean(),
  cancel_at_period_end: v.boolean(),
  stripe_customer: v.boolean(),
});

describeComponents({ AccountSubscription: accountSubscriptionDoc });

/** @public A compile-time check that the description matches the shared type. */
export type SubscriptionDocsMatchSharedTypes = [Expect<Equal<v.InferOutput<typeof accountSubscriptionDoc>, AccountSubscription>>];

/* Onboarding as stored: plain strings, not the form's checks (as the company details above). */
export const onboardingStateDoc = v.object({
  step: v.picklist(ONBOARDING_STEPS),
  establishment: v.nullable(v.object({ id: v.number(), tag: str, seller_code_set: v.boolean(), name: str, address: str, zip: str, city: str, country: str, phone: str })),
  form: v.object({ fields: v.array(v.picklist(OPTIONAL_FEEDBACK_FIELDS)), advantage: v.nullable(str), back_color: str, font_color: str, title_color: str }),
  advantages: v.array(v.object({ tag: str, title: str })),
  completed: v.boolean(),
});
export const onboardingEstablishmentSavedDoc = v.object({ ...onboardingStateDoc.entries, seller_code: v.nullable(str) });

describeComponents({ OnboardingState: onboardingStateDoc });

type Flat<T> = { [K in keyof T]: T[K] };
/** @public A compile-time check that the descriptions match the shared types. */
export type OnboardingDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof onboardingStateDoc>['establishment'], Flat<NonNullable<OnboardingState['establishment']>> | null>>,
  Expect<Equal<Omit<v.InferOutput<typeof onboardingStateDoc>, 'establishment'>, Omit<OnboardingState, 'establishment'>>>,
  Expect<Equal<v.InferOutput<typeof onboardingEstablishmentSavedDoc>['seller_code'], OnboardingEstablishmentSaved['seller_code']>>,
];
