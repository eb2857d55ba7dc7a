/**
 * The Intl locale of a visitor language: en-GB visitors read 22/12/2026 and 17:13, French and
 * Spanish ones their own formats. (Kept here for the visitor pages until the shared i18n module
 * offers the same mapping.)
 */
const LOCALES = { fr: 'fr-FR', en: 'en-GB', sp: 'es-ES' } as const;

export function visitorLocale(lang: string): string {
  return lang in LOCALES ? LOCALES[lang as keyof typeof LOCALES] : LOCALES.fr;
}

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** A day with a four-digit year in the locale's order, e.g. 22/12/2026. */
export const formatDay = (iso: string, lang: string): string => new Date(iso).toLocaleDateString(visitorLocale(lang), DAY);

/** A day and a 24-hour time, e.g. 22/12/2026, 17:13 (en-GB) or 22/12/2026 17:13 (fr-FR). */
export const formatMoment = (iso: string, lang: string): string =>
  new Date(iso).toLocaleString(visitorLocale(lang), { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A number with the locale's decimal separator and `digits` decimals, e.g. 4,1 in French. */
export const formatNumber = (value: number, lang: string, digits = 1): string =>
  value.toLocaleString(visitorLocale(lang), { minimumFractionDigits: digits, maximumFractionDigits: digits });
