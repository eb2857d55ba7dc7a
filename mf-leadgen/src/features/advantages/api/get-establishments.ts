import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Establishment } from '@erep/shared/schemas';

export const establishmentsKey = (tag: string) => ['leadgen', 'customer', tag, 'advantages', 'establishments'] as const;

/** Where an advantage may apply: the customer's establishments, and whether each has a seller code. */
export async function getEstablishments(tag: string): Promise<Establishment[]> {
  return (await unwrap(api.get<{ data: Establishment[] }>(`customer/${encodeURIComponent(tag)}/establishments/all`))).data;
}

export function useEstablishments(tag: string) {
  // Read again on each visit: a seller code made in the parameters shows here at once.
  return useQuery({ queryKey: establishmentsKey(tag), queryFn: () => getEstablishments(tag) });
}
