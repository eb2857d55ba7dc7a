import { intlLocale } from '@erep/shared/i18n';
import type { PlanPrice } from '@erep/shared/schemas';

/** '39,00 €' in French, '€39.00' in English, '39,00 €' in Spanish: the amount in the reader's locale. */
export function formatAmount(price: Pick<PlanPrice, 'amount' | 'currency'>, lng: string): string {
  return new Intl.NumberFormat(intlLocale(lng), { style: 'currency', currency: price.currency }).format(price.amount);
}

/** A 'YYYY-MM-DD' day written as the reader's locale writes dates (22/12/2026, 22 déc. 2026...). */
export function formatDay(isoDay: string, lng: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
