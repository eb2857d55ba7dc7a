const STORAGE_KEY = 'partner_code';

/**
 * The partner whose brand this page wears: the server writes it into the page;
 * `?partner=` switches it (kept for the next visits) so one server can show several brands.
 */
export function resolvePartnerCode(doc: Document = document, search = window.location.search): string {
  const fromQuery = new URLSearchParams(search).get('partner');
  if (fromQuery && /^[A-Za-z0-9_-]{1,64}$/.test(fromQuery)) {
    localStorage.setItem(STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored) return stored;
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="partner-code"]')?.content ?? '';
  return meta && !meta.startsWith('%') ? meta : 'demo';
}
