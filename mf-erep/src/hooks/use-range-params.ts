import { useDateRange } from '@erep/shared/session';

export type RangeParams = { start_date: string; end_date: string } | { period: 'global' };

/** The shared date range as the API reads it; every page of the area follows it. */
export function useRangeParams(): RangeParams {
  const range = useDateRange();
  return range.global ? { period: 'global' } : { start_date: range.start_date, end_date: range.end_date };
}
