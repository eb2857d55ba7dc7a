import { toBcp47 } from '@erep/shared/rules';
import type { LanguageCode } from '@erep/shared/schemas';

/** 'YYYY-MM-DD' as a date in the reader's language (read as a calendar day, not a UTC instant). */
export function formatDay(day: string | null, lng: LanguageCode): string {
  if (!day) return '—';
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(toBcp47(lng), { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
}

export function formatAmount(amount: number, lng: LanguageCode): string {
  return new Intl.NumberFormat(toBcp47(lng), { style: 'currency', currency: 'EUR' }).format(amount);
}
