import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { EstablishmentAnalysis } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';
import { establishmentKey, establishmentPath } from './base';

export const analysisKey = (tag: string, id: number, range: RangeParams) => [...establishmentKey(tag, id), 'analysis', range] as const;

export async function getAnalysis(tag: string, id: number, range: RangeParams): Promise<EstablishmentAnalysis> {
  return (await unwrap(api.get<{ data: EstablishmentAnalysis }>(`${establishmentPath(tag, id)}/analysis`, { query: range }))).data;
}

export function useEstablishmentAnalysis(tag: string, id: number, range: RangeParams) {
  return useQuery({ queryKey: analysisKey(tag, id, range), queryFn: () => getAnalysis(tag, id, range) });
}
