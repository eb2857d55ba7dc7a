import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { SalesReport } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';

/** Prefix of every sales query of an establishment (imports invalidate it). */
export const salesRootKey = (tag: string, establishmentId: number) => ['erep', 'customer', tag, 'establishment', establishmentId, 'sales'] as const;
export const salesKey = (tag: string, establishmentId: number, range: RangeParams) => [...salesRootKey(tag, establishmentId), range] as const;

export async function getSales(tag: string, establishmentId: number, range: RangeParams): Promise<SalesReport> {
  return (await unwrap(api.get<{ data: SalesReport }>(`customer/${encodeURIComponent(tag)}/establishments/${establishmentId}/sales`, { query: range }))).data;
}

export function useSales(tag: string, establishmentId: number, range: RangeParams) {
  return useQuery({ queryKey: salesKey(tag, establishmentId, range), queryFn: () => getSales(tag, establishmentId, range), enabled: establishmentId > 0 });
}
