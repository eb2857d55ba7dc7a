import { getSession } from '@erep/shared/session';

/**
 * The partner whose brand the page wears: a partner user's own, else the one the shell keeps
 * (`partner_code`, set by `?partner=`), else the one the server wrote into the page.
 */
export function currentPartnerCode(): string {
  const own = getSession().user?.partner?.code;
  if (own) return own;
  try {
    const stored = localStorage.getItem('partner_code');
    if (stored) return stored;
  } catch {
    // Storage disabled: the page's own partner.
  }
  const meta = document.querySelector<HTMLMetaElement>('meta[name="partner-code"]')?.content ?? '';
  return meta && !meta.startsWith('%') ? meta : 'demo';
}
