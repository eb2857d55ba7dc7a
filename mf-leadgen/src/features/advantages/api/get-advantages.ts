import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AdminAdvantage } from '@erep/shared/schemas';

export const advantagesKey = (tag: string) => ['leadgen', 'customer', tag, 'advantages'] as const;

export async function getAdvantages(tag: string): Promise<AdminAdvantage[]> {
  return (await unwrap(api.get<{ data: AdminAdvantage[] }>(`customer/${encodeURIComponent(tag)}/advantages`))).data;
}

export function useAdvantages(tag: string) {
  return useQuery({ queryKey: advantagesKey(tag), queryFn: () => getAdvantages(tag) });
}
