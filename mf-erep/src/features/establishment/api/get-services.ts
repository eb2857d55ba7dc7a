import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { EstablishmentServices } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';
import { establishmentKey, establishmentPath } from './base';

export const servicesKey = (tag: string, id: number, range: RangeParams) => [...establishmentKey(tag, id), 'services', range] as const;

export async function getServices(tag: string, id: number, range: RangeParams): Promise<EstablishmentServices> {
  return (await unwrap(api.get<{ data: EstablishmentServices }>(`${establishmentPath(tag, id)}/services`, { query: range }))).data;
}

export function useServices(tag: string, id: number, range: RangeParams) {
  return useQuery({ queryKey: servicesKey(tag, id, range), queryFn: () => getServices(tag, id, range) });
}
