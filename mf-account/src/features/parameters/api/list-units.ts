import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Unit } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';
import { establishmentPath } from './base';

export const unitsKey = accountKeys.units;

export async function listUnits(tag: string, establishmentId: number): Promise<Unit[]> {
  return (await unwrap(api.get<{ data: Unit[] }>(`${establishmentPath(tag, establishmentId)}/units`))).data;
}

export function useUnits(tag: string, establishmentId: number | null) {
  return useQuery({
    queryKey: unitsKey(tag, establishmentId ?? 0),
    queryFn: () => listUnits(tag, establishmentId ?? 0),
    enabled: tag !== '' && establishmentId !== null,
  });
}
