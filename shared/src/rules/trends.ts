import type { TrendInterval } from '@erep/shared/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The interval that gives a range enough points to read a trend: days up to 31 days, weeks up to
 * 26 weeks, months beyond (and for all time, whose length the page does not know).
 */
export function fitInterval(range: { start_date: string; end_date: string } | { period: 'global' }): TrendInterval {
  if (!('start_date' in range)) return 'month';
  const days = Math.round((dayOf(range.end_date) - dayOf(range.start_date)) / DAY_MS) + 1;
  if (days <= 31) return 'day';
  if (days <= 26 * 7) return 'week';
  return 'month';
}

/** The first day of the day, week (Monday) or month holding `iso`, as the API's periods name it. */
export function periodStart(iso: string, interval: TrendInterval): string {
  const ms = dayOf(iso);
  if (interval === 'day') return isoDay(ms);
  const date = new Date(ms);
  if (interval === 'month') return isoDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  return isoDay(ms - ((date.getUTCDay() + 6) % 7) * DAY_MS);
}

/** Every period from the one holding `first` to the one holding `last`, in order. */
export function periodsBetween(first: string, last: string, interval: TrendInterval): string[] {
  const periods: string[] = [];
  const end = periodStart(last, interval);
  let current = periodStart(first, interval);
  // A guard against a reversed or absurd range: ten years of days.
  for (let i = 0; current <= end && i < 3700; i += 1) {
    periods.push(current);
    const date = new Date(dayOf(current));
    current =
      interval === 'month'
        ? isoDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
        : isoDay(dayOf(current) + (interval === 'week' ? 7 : 1) * DAY_MS);
  }
  return periods;
}
