// Plain values the boot modules need (i18n, session, guards): no validation library here, so they
// import this file directly and the shell's first script carries neither valibot nor the schemas.

/** Language codes as the spec names them (SP is Spanish, locale `sp`). */
export const LANGUAGE_CODES = ['fr', 'en', 'sp'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const ROLES = {
  erep: 'ROLE_EREP',
  partner: 'ROLE_PARTNER',
  customer: 'ROLE_CUSTOMER',
} as const;

/** How often a plan is billed. */
export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** What a plan costs, for people (French consumer law: the price before the order). */
export interface PlanPrice {
  /** In major units (39.9 = 39,90 €). */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  period: BillingPeriod;
}
