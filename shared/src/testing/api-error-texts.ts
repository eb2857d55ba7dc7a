import { API_ERRORS_NAMESPACE, i18n } from '@erep/shared/i18n';
import type { LanguageCode } from '../schemas/constants';
import en from '../i18n/api-errors/en.json';
import fr from '../i18n/api-errors/fr.json';
import sp from '../i18n/api-errors/sp.json';

const TEXTS: Record<LanguageCode, Record<string, string>> = { fr, en, sp };

/** The text people read for an API error code in a language, whether or not it is loaded yet. */
export function apiErrorTextIn(language: LanguageCode, code: string): string {
  const text = TEXTS[language][code];
  if (text === undefined) throw new Error(`no text for the API error code ${code}`);
  return text;
}

/** Puts a language's error texts in place at once, as the download would. */
export function holdApiErrorTexts(language: LanguageCode): void {
  i18n.addResourceBundle(language, API_ERRORS_NAMESPACE, TEXTS[language], true, true);
}
