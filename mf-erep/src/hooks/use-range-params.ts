import { useMemo } from 'react';
import { useDateRange } from '@erep/shared/session';

export type RangeParams = { start_date: string; end_date: string } | { period: 'global' };

/** The shared date range as the API reads it; every page of the area follows it. The same object while the range holds. */
export function useRangeParams(): RangeParams {
  const { global, start_date: start, end_date: end } = useDateRange();
  return useMemo(() => (global ? { period: 'global' } : { start_date: start, end_date: end }), [global, start, end]);
}
