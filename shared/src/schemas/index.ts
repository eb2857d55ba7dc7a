import * as v from 'valibot';
import { idStringSchema, tagSchema, type RemoteName, type RemotePackage } from './base';
import { BILLING_PERIODS, type LanguageCode, type PlanPrice } from './constants';
import type { RemoteContract } from './releases';

export * from './base';

export { BILLING_PERIODS, LANGUAGE_CODES, ROLES, type BillingPeriod, type LanguageCode, type PlanPrice } from './constants';

export const emailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.email('email'), v.maxLength(254, 'too_long'));

export const loginSchema = v.object({
  email: emailSchema,
  password: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(256, 'too_long')),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

export const partnerInfoQuerySchema = v.object({ code: tagSchema });
export const tagQuerySchema = v.object({ tag: tagSchema });
export const idParamSchema = v.object({ id: idStringSchema });

export interface SessionUser {
  id: number;
  email: string;
  roles: string[];
  is_active: boolean;
  /** The user's own interface language (personal details); null or absent when never chosen. */
  language?: LanguageCode | null;
  customer: { tag: string; language: LanguageCode | null; back_color: string | null } | null;
  partner: { code: string; language: LanguageCode | null } | null;
  /** Inside a customer: 'manager' reaches only some establishments and none of the whole-account actions. */
  account_role?: 'owner' | 'manager';
}

export interface LoginResponse {
  token: string;
  user: SessionUser;
}

export interface PartnerInfo {
  code: string;
  brand: string;
  title: string;
  /** Data URL or absolute URL of the logo, null when the partner has none. */
  logo: string | null;
  back_color: string;
  font_color: string;
  title_color: string;
  /** Terms of sale, HTML. */
  cgv: string;
  /** The partner's own pricing page (https) when it has one; the product's `/pricing` otherwise. */
  pricing_url: string | null;
}

export interface CustomerTheme {
  back_color: string;
  font_color: string;
  title_color: string;
}


export interface Plan {
  id: number;
  tag: string;
  name: string;
  /** The payment provider's key: for the checkout only, never shown to people. */
  price_code: string | null;
  /** From the payment provider's price when it is configured, else from the plan; null when unknown. */
  price: PlanPrice | null;
}

/** What a plan gives, named by the areas (remotes) it opens; the interface words each one. */
export const PLAN_FEATURES = ['qr', 'mobile', 'offers', 'reviews', 'competitors'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** A plan on the pricing page (`GET /api/plan/pricing?code=`): one the partner sells and people can buy. */
export const pricingPlanSchema = v.object({
  tag: v.string(),
  name: v.string(),
  price: v.nullable(v.object({ amount: v.number(), currency: v.string(), period: v.picklist(BILLING_PERIODS) })),
  features: v.array(v.picklist(PLAN_FEATURES)),
});
export type PricingPlan = v.InferOutput<typeof pricingPlanSchema>;

/** Provider link as the spec maps it (section 3). */
export interface ProviderLink {
  establishment: string;
  establishmentTag: string;
  category: string;
  name: string;
  providerurl: string;
  url: string;
  id: number;
  settings_value1: string;
}

export interface RemoteManifestEntry {
  /** Federation name, e.g. `mf_erep`. */
  name: RemoteName;
  /** Package folder, e.g. `mf-erep`. */
  package: RemotePackage;
  /** URL of the remote's `remoteEntry.js`. */
  entry: string;
  version: string;
  /** Subresource integrity of the entry, for published releases. */
  integrity?: string;
  /** The remote's navigation items and landing path, from its build or release. */
  contract?: RemoteContract;
}

export interface RemoteManifest {
  partner: string;
  remotes: RemoteManifestEntry[];
  /** Set for a customer whose subscription has ended (expired, cancelled or unpaid): the shell offers renewal. */
  subscription_ended?: boolean;
}

/**
 * What the payment step needs to resume an account awaiting its first payment, rebuilt by the
 * server: sent with the 403 `payment_pending` of sign-in and by `POST /api/payment/resume`. The
 * token is the inactive account's own: it reaches the payment endpoints, never the back office.
 */
export interface PaymentResume {
  token: string;
  user_id: number;
  customer_tag: string;
  subscription_id: number;
  email: string;
  plan: { tag: string; name: string; price_code: string | null };
  price: PlanPrice | null;
  /** The subscription's dates, YYYY-MM-DD. */
  term: { from: string; to: string };
}

export interface ApiErrorBody {
  status: number;
  /** Stable machine code from the API (e.g. 'validation_failed', 'unknown_email'); the interface translates it. */
  code?: string;
  /** Developer-facing text; never shown as such when a code is known. */
  message: string;
  errors?: Record<string, string[]>;
  /** With the code `payment_pending` of a sign-in: how to resume the payment. */
  payment?: PaymentResume;
}

/** Establishment as the back office lists it (`GET /api/customer/{tag}/establishments/all`). */
export interface Establishment {
  id: number;
  tag: string;
  name: string;
  address: string | null;
  city: string | null;
  zip: string | null;
  country: string | null;
  phone: string | null;
  external_url: string | null;
  category?: string | null;
  opening_hours?: string | null;
  logo?: string | null;
  archived?: boolean;
  /** Tag of the owning customer. */
  customer: string;
  created_at: string;
  /** Whether cashiers can sign in there: a seller code is set (the code itself is never sent back). */
  seller_code_set: boolean;
}

/** The answer to creating an establishment: its seller code, drawn at creation, shown this once. */
export interface CreatedEstablishment extends Establishment {
  seller_code: string;
}

export const customerTagParamSchema = v.object({ customerTag: tagSchema });
/** `user_id` is accepted for the client's sake; the server authorises from the token, not from it. */
export const establishmentsQuerySchema = v.object({
  user_id: v.optional(idStringSchema),
});
/** Partner code of the manifest; the server's default partner when absent. */
export const manifestQuerySchema = v.object({ code: v.optional(tagSchema) });
export * from './public';
export * from './auth';
export * from './releases';
export * from './reputation';
export * from './resources';
export * from './establishments';
export * from './analysis';
export * from './account';
export * from './establishment-insights';
export * from './competitors';
export * from './offers-admin';
export * from './leadgen-partners';
export * from './outreach';
export * from './insights';
export * from './parameters';
export * from './webhooks';
export * from './api-keys';
export * from './integrations';
