import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { StaffRanking } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';
import { establishmentKey, establishmentPath } from './base';

export const staffRankingKey = (tag: string, id: number, range: RangeParams) => [...establishmentKey(tag, id), 'staff-ranking', range] as const;

export async function getStaffRanking(tag: string, id: number, range: RangeParams): Promise<StaffRanking> {
  return (await unwrap(api.get<{ data: StaffRanking }>(`${establishmentPath(tag, id)}/staff-ranking`, { query: range }))).data;
}

export function useStaffRanking(tag: string, id: number, range: RangeParams) {
  return useQuery({ queryKey: staffRankingKey(tag, id, range), queryFn: () => getStaffRanking(tag, id, range) });
}
