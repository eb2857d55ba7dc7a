import { browserLanguage, i18n, normaliseLanguage } from '@erep/shared/i18n';
import type { LanguageCode } from '@erep/shared/schemas';

export const VISITOR_LANGUAGES: readonly LanguageCode[] = ['fr', 'en', 'sp'];
const CHOICE_KEY = 'erep_public_language';

/** The HTML `lang` of a language code ('sp' is Spanish, 'es'). */
export const bcp47 = (l: LanguageCode): string => (l === 'sp' ? 'es' : l);

/** ?lang, then the visitor's own choice on these pages, then the browser's language, then the customer's. */
export function visitorLanguage(customerLanguage: string | null | undefined): LanguageCode {
  const query = new URLSearchParams(location.search).get('lang');
  const fromQuery = query ? normaliseLanguage(query) : null;
  if (fromQuery) return fromQuery;
  let chosen: string | null = null;
  try {
    chosen = sessionStorage.getItem(CHOICE_KEY);
  } catch {
    chosen = null;
  }
  const fromChoice = chosen ? normaliseLanguage(chosen) : null;
  if (fromChoice) return fromChoice;
  return browserLanguage() ?? ((customerLanguage && normaliseLanguage(customerLanguage)) || 'fr');
}

/** Switches the page's language; `remember` keeps the visitor's own choice for this tab. */
export async function applyLanguage(lng: LanguageCode, remember: boolean): Promise<void> {
  if (remember) {
    try {
      sessionStorage.setItem(CHOICE_KEY, lng);
    } catch {
      // The choice then lasts for this page only.
    }
  }
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  document.documentElement.lang = bcp47(lng);
}

/** The page's language as one of ours (i18next may hold a regional code meanwhile). */
export const pageLanguage = (lng: string | undefined): LanguageCode => normaliseLanguage(lng ?? '') ?? 'fr';
