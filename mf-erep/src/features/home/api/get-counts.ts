import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { BackOfficeCounts } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';

export const countsKey = (range: RangeParams) => ['erep', 'counts', range] as const;

export async function getCounts(range: RangeParams): Promise<BackOfficeCounts> {
  return (await unwrap(api.get<{ data: BackOfficeCounts }>('erep/counts', { query: range }))).data;
}

/** Partners, customers, establishments and the period's reviews (administrators). */
export function useCounts(range: RangeParams) {
  return useQuery({ queryKey: countsKey(range), queryFn: () => getCounts(range) });
}
