import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { EstablishmentHeader } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';
import { establishmentKey, establishmentPath } from './base';

export const headerKey = (tag: string, id: number, range: RangeParams) => [...establishmentKey(tag, id), 'header', range] as const;

export async function getHeader(tag: string, id: number, range: RangeParams): Promise<EstablishmentHeader> {
  return (await unwrap(api.get<{ data: EstablishmentHeader }>(`${establishmentPath(tag, id)}/header`, { query: range }))).data;
}

export function useEstablishmentHeader(tag: string, id: number, range: RangeParams) {
  return useQuery({ queryKey: headerKey(tag, id, range), queryFn: () => getHeader(tag, id, range), enabled: id > 0, placeholderData: (previous) => previous, retry: false });
}
