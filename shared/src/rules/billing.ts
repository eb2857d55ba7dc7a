import type { LanguageCode, PlanPrice } from '@erep/shared/schemas';
import en from './billing/en.json';
import fr from './billing/fr.json';
import sp from './billing/sp.json';

// Plain resources rather than the i18next instance: the server's mails word prices the same way as the pages.
const TEXTS = { fr, en, sp } satisfies Record<LanguageCode, typeof en>;
const LOCALES: Record<LanguageCode, string> = { fr: 'fr-FR', en: 'en-GB', sp: 'es-ES' };

/** fr, en or sp from an interface language ('es', 'en-GB'...); English for anything else. */
function billingLanguage(lng: string): LanguageCode {
  const primary = lng.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'fr') return 'fr';
  if (primary === 'es' || primary === 'sp') return 'sp';
  return 'en';
}

/** '39 €' in French, '€39' in English, cents only when there are some ('€39.50'): an amount in major units in the reader's locale. */
export function formatMoney(amount: number, currency: string, lng: string): string {
  return new Intl.NumberFormat(LOCALES[billingLanguage(lng)], { style: 'currency', currency, ...(Number.isInteger(amount) ? { minimumFractionDigits: 0 } : {}) }).format(amount);
}

/** What is charged and how often, the one wording of every page and mail: '€89 per month, billed monthly'. */
export function billedPrice(price: PlanPrice, lng: string): string {
  const language = billingLanguage(lng);
  return TEXTS[language].price[price.period].replace('{{amount}}', formatMoney(price.amount, price.currency, language));
}

/** A 'YYYY-MM-DD' calendar day as the reader's locale writes it (27 November 2026, 27 nov. 2026...). */
export function formatBillingDay(isoDay: string, lng: string, style: 'long' | 'medium' = 'long'): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return new Intl.DateTimeFormat(LOCALES[billingLanguage(lng)], { dateStyle: style, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
