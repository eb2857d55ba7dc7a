import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { EstablishmentTrends } from '@erep/shared/schemas';
import type { TrendInterval } from '../../../components/trends-toolbar';
import type { RangeParams } from '../../../hooks/use-range-params';
import { establishmentKey, establishmentPath } from './base';

export const trendsKey = (tag: string, id: number, range: RangeParams, interval: TrendInterval) => [...establishmentKey(tag, id), 'trends', range, interval] as const;

export async function getTrends(tag: string, id: number, range: RangeParams, interval: TrendInterval): Promise<EstablishmentTrends> {
  return (await unwrap(api.get<{ data: EstablishmentTrends }>(`${establishmentPath(tag, id)}/trends`, { query: { ...range, interval } }))).data;
}

export function useEstablishmentTrends(tag: string, id: number, range: RangeParams, interval: TrendInterval) {
  return useQuery({ queryKey: trendsKey(tag, id, range, interval), queryFn: () => getTrends(tag, id, range, interval) });
}
