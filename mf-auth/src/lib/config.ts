/** The partner whose brand the page wears, as the shell resolves it (query, stored choice, page meta). */
export function currentPartnerCode(): string {
  try {
    const fromQuery = new URLSearchParams(window.location.search).get('partner');
    if (fromQuery && /^[A-Za-z0-9_-]{1,64}$/.test(fromQuery)) return fromQuery;
    const stored = localStorage.getItem('partner_code');
    if (stored) return stored;
  } catch {
    // Storage disabled: fall through to the page's own partner.
  }
  const meta = document.querySelector<HTMLMetaElement>('meta[name="partner-code"]')?.content ?? '';
  return meta && !meta.startsWith('%') ? meta : 'demo';
}

/** Pricing page: set per deployment with `<meta name="pricing-url">`; the sign-up of the full plan otherwise. */
export function pricingUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="pricing-url"]')?.content ?? '';
  return meta && !meta.startsWith('%') ? meta : '/sign-up?c=all-inclusive&n=All_inclusive';
}

/** This application's address, sent as app_url so mails and payments link back here. */
export const appUrl = (): string => window.location.origin;
