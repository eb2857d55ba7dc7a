import * as v from 'valibot';
import { newPasswordSchema, PASSWORD_MAX } from './auth';
import type { PlanPrice } from './constants';

/** The account area and onboarding (mf-account): forms and answers shared by the pages and the API. */

const required = (max: number) => v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'too_long'));
const optional = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'too_long')), '');
const email = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.email('email'), v.maxLength(254, 'too_long'), v.toLowerCase());
const countryCode = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.regex(/^[A-Z]{2}$/, 'country'));
const phone = v.optional(
  v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ().-]{6,24}$/, 'phone'))], 'phone'),
  '',
);
const hexColor = v.pipe(v.string('required'), v.trim(), v.regex(/^#[0-9a-fA-F]{6}$/, 'color'));

export const ACCOUNT_LANGUAGES = ['fr', 'en', 'sp'] as const;

/** Personal details of the signed-in user (tab "user"). */
export const profileSchema = v.object({
  first_name: required(100),
  last_name: required(100),
  email,
  language: v.picklist(ACCOUNT_LANGUAGES, 'language'),
});
export type ProfileInput = v.InferInput<typeof profileSchema>;
export type Profile = v.InferOutput<typeof profileSchema>;

/** Saving the personal details: a new email address also needs the current password. */
export const profileUpdateSchema = v.object({
  ...profileSchema.entries,
  current_password: v.optional(v.pipe(v.string('required'), v.maxLength(PASSWORD_MAX, 'password_too_long')), ''),
});
export type ProfileUpdateInput = v.InferInput<typeof profileUpdateSchema>;
export type ProfileUpdate = v.InferOutput<typeof profileUpdateSchema>;
/** The saved details; `token` (this session's new one) when the email changed and other sessions ended. */
export type ProfileSaved = Profile & { token?: string };

/** Password change: the current password is required; the new one follows the sign-up policy. */
export const passwordChangeSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(PASSWORD_MAX, 'password_too_long')),
    password: newPasswordSchema,
    confirmation: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(PASSWORD_MAX, 'password_too_long')),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmation']], (x) => x.password === x.confirmation, 'mismatch'),
    ['confirmation'],
  ),
);
export type PasswordChangeInput = v.InferInput<typeof passwordChangeSchema>;

/** Default date range offered in the settings tab, in days back from today (30 is the spec's default). */
export const DEFAULT_RANGE_CHOICES = ['7', '30', '90', '365'] as const;
export type DefaultRangeChoice = (typeof DEFAULT_RANGE_CHOICES)[number];

/** Per-user settings (tab "setting"). */
export const userSettingsSchema = v.object({
  alert_negative_reviews: v.boolean('boolean'),
  daily_digest: v.boolean('boolean'),
  default_range: v.picklist(DEFAULT_RANGE_CHOICES, 'range'),
});
export type UserSettings = v.InferOutput<typeof userSettingsSchema>;

/** The customer's company details (page "contact"). */
export const companyContactSchema = v.object({
  name: required(200),
  address1: required(200),
  address2: optional(200),
  zipcode: required(20),
  city: required(100),
  country: countryCode,
  phone,
  billing_email: email,
});
export type CompanyContactInput = v.InferInput<typeof companyContactSchema>;
export type CompanyContact = v.InferOutput<typeof companyContactSchema>;

/** One subscription of the customer, past or current. */
export interface AccountSubscription {
  id: number;
  plan: { tag: string; name: string; price_code: string | null };
  amount: number;
  status: string;
  /** YYYY-MM-DD */
  started_at: string;
  /** YYYY-MM-DD, null while pending without a period. */
  expired_at: string | null;
  /** What the plan costs and how often it is billed; null when the plan has no stored price. */
  price: PlanPrice | null;
  /** An active subscription's end: taken over by a later one already paid, or the end of the service. */
  next: SubscriptionNext | null;
  /** Ends within RENEWAL_NOTICE_DAYS (or has ended) with no later subscription: the page offers to renew it. */
  renewable: boolean;
  /** Stripe could not charge the renewal and retries it: access stays until Stripe ends the subscription. */
  past_due: boolean;
  /** Stripe will not renew it: it ends at `expired_at`. */
  cancel_at_period_end: boolean;
  /** Paid through Stripe: its payment method and invoices are managed in Stripe's billing portal. */
  stripe_customer: boolean;
}

export type SubscriptionNext =
  /** A later paid subscription takes over on `on`, at `price`. */
  | { kind: 'renews'; on: string; plan: string; price: PlanPrice | null }
  /** Nothing follows: the service ends on `on`, or ended then (still marked active). */
  | { kind: 'ends' | 'ended'; on: string };

/** Fields of the public feedback form a customer may ask or not; rating, first name and terms are always asked. */
export const OPTIONAL_FEEDBACK_FIELDS = ['lastname', 'gender', 'visitAt', 'email', 'comment'] as const;
export type OptionalFeedbackField = (typeof OPTIONAL_FEEDBACK_FIELDS)[number];

/** Onboarding step 1: the first establishment. */
export const onboardingEstablishmentSchema = v.object({
  name: required(120),
  address: required(200),
  zip: required(20),
  city: required(100),
  country: countryCode,
  phone,
});
export type OnboardingEstablishmentInput = v.InferInput<typeof onboardingEstablishmentSchema>;

/** Onboarding step 2: the public form's fields, the advantage offered (tag, or none) and the colours. */
export const publicFormSchema = v.object({
  fields: v.pipe(
    v.array(v.picklist(OPTIONAL_FEEDBACK_FIELDS, 'field'), 'fields'),
    v.check((list) => new Set(list).size === list.length, 'fields'),
  ),
  advantage: v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'advantage'))),
  back_color: hexColor,
  font_color: hexColor,
  title_color: hexColor,
});
export type PublicFormInput = v.InferInput<typeof publicFormSchema>;
export type PublicFormSettings = v.InferOutput<typeof publicFormSchema>;

export const ONBOARDING_STEPS = ['first-step', 'second-step', 'third-step'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Where the customer stands in onboarding, and what the steps show. */
export interface OnboardingState {
  step: OnboardingStep;
  /** The first establishment, once created. */
  establishment: ({ id: number; tag: string; seller_code_set: boolean } & v.InferOutput<typeof onboardingEstablishmentSchema>) | null;
  form: PublicFormSettings;
  /** The customer's active advantages that can be offered on the form. */
  advantages: { tag: string; title: string }[];
  /** Set once the customer has finished the third step. */
  completed: boolean;
}

/** Step 1 saved; `seller_code` is the new establishment's seller code, only in the answer that created it. */
export interface OnboardingEstablishmentSaved extends OnboardingState {
  seller_code: string | null;
}

/** Support request (page /customer/support). */
export const SUPPORT_TOPICS = ['account', 'billing', 'qrcodes', 'reviews', 'other'] as const;
export const supportRequestSchema = v.object({
  topic: v.picklist(SUPPORT_TOPICS, 'topic'),
  subject: required(150),
  message: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.minLength(10, 'too_short'), v.maxLength(4000, 'too_long')),
});
export type SupportRequestInput = v.InferInput<typeof supportRequestSchema>;
