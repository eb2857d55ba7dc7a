import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Partnership } from '@erep/shared/schemas';

export const partnershipsKey = (tag: string) => ['leadgen', 'customer', tag, 'partnerships'] as const;

export async function getPartnerships(tag: string): Promise<Partnership[]> {
  return (await unwrap(api.get<{ data: Partnership[] }>(`customer/${encodeURIComponent(tag)}/partnerships`))).data;
}

export function usePartnerships(tag: string) {
  return useQuery({ queryKey: partnershipsKey(tag), queryFn: () => getPartnerships(tag) });
}
