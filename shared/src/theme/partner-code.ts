const STORAGE_KEY = 'partner_code';
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

const metaContent = (doc: Document, name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

/**
 * The partner whose brand this page wears: the server writes it into the page from the host name
 * (each partner may have its own domains). Only in demo mode, where the server also writes
 * `partner-switch: on`, does `?partner=` switch it (kept for the next visits) so one server can
 * show several brands; anywhere else a link cannot dress the product in another partner's brand.
 */
export function resolvePartnerCode(doc: Document = document, search = window.location.search): string {
  const meta = metaContent(doc, 'partner-code');
  const fromServer = meta && !meta.startsWith('%') ? meta : 'demo';
  if (metaContent(doc, 'partner-switch') !== 'on') {
    // A choice remembered from a demo server must not follow into production.
    localStorage.removeItem(STORAGE_KEY);
    return fromServer;
  }
  const fromQuery = new URLSearchParams(search).get('partner');
  if (fromQuery && CODE.test(fromQuery)) {
    localStorage.setItem(STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored && CODE.test(stored) ? stored : fromServer;
}
