import { resolvePartnerCode } from '@erep/shared/theme';

/** The partner whose brand the page wears: the shell's own rule (host name; `?partner=` in demo mode only). */
export const currentPartnerCode = (): string => resolvePartnerCode();

/** Pricing page: set per deployment with `<meta name="pricing-url">`; the sign-up of the full plan otherwise. */
export function pricingUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="pricing-url"]')?.content ?? '';
  return meta && !meta.startsWith('%') ? meta : '/sign-up?c=all-inclusive&n=All_inclusive';
}

/** This application's address, sent as app_url so mails and payments link back here. */
export const appUrl = (): string => window.location.origin;
