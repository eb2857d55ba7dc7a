import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Trends } from '@erep/shared/schemas';
import type { TrendInterval } from '../../../components/trends-toolbar';
import type { RangeParams } from '../../../hooks/use-range-params';

export const trendsKey = (tag: string, range: RangeParams, interval: TrendInterval) => ['erep', 'customer', tag, 'trends', range, interval] as const;

export async function getTrends(tag: string, range: RangeParams, interval: TrendInterval): Promise<Trends> {
  return (await unwrap(api.get<{ data: Trends }>(`customer/${encodeURIComponent(tag)}/reputation/trends`, { query: { ...range, interval } }))).data;
}

export function useTrends(tag: string, range: RangeParams, interval: TrendInterval) {
  return useQuery({ queryKey: trendsKey(tag, range, interval), queryFn: () => getTrends(tag, range, interval) });
}
