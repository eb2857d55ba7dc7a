import { toBcp47 } from '@erep/shared/rules';
import type { LanguageCode } from '@erep/shared/schemas';

const lang = (language: string): LanguageCode => (language === 'en' || language === 'sp' ? language : 'fr');

export const formatNumber = (language: string, value: number, digits = 0) =>
  new Intl.NumberFormat(toBcp47(lang(language)), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

export const formatPercent = (language: string, share: number | null) =>
  share === null ? '—' : new Intl.NumberFormat(toBcp47(lang(language)), { style: 'percent', maximumFractionDigits: 0 }).format(share);

export const formatDay = (language: string, day: string | null) =>
  day ? new Intl.DateTimeFormat(toBcp47(lang(language)), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`)) : '—';

/** Day and short month, for chart axes. */
export const formatShortDay = (language: string, day: string) =>
  new Intl.DateTimeFormat(toBcp47(lang(language)), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

export const formatDateTime = (language: string, iso: string) =>
  new Intl.DateTimeFormat(toBcp47(lang(language)), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Date axis labels in the page's language: short month and full year ('oct. 2026', 'Oct 2026', 'oct 2026'), never read as a day. */
export function monthYearFormat(language: string): (value: Date | string | number) => string {
  const format = new Intl.DateTimeFormat(toBcp47(lang(language)), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (value) => format.format(value instanceof Date ? value : new Date(value));
}

/** Date axis labels for ticks closer than a month: day and short month ('26 oct.', 'Oct 26', '26 oct'), with the year when asked. */
export function dayMonthFormat(language: string, withYear = false): (value: Date | string | number) => string {
  const format = new Intl.DateTimeFormat(toBcp47(lang(language)), { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
  return (value) => format.format(value instanceof Date ? value : new Date(value));
}
