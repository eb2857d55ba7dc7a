import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CompetitorsAndLinksData } from '@erep/shared/schemas';

export const competitorsKey = (tag: string, establishmentId: number) => ['erep', 'customer', tag, 'establishment', establishmentId, 'competitors'] as const;

export const establishmentPath = (tag: string, establishmentId: number) => `customer/${encodeURIComponent(tag)}/reputation/establishments/${establishmentId}`;

export async function getCompetitors(tag: string, establishmentId: number): Promise<CompetitorsAndLinksData> {
  return (await unwrap(api.get<{ data: CompetitorsAndLinksData }>(`${establishmentPath(tag, establishmentId)}/competitors`))).data;
}

export function useCompetitors(tag: string, establishmentId: number | null) {
  return useQuery({
    queryKey: competitorsKey(tag, establishmentId ?? 0),
    queryFn: () => getCompetitors(tag, establishmentId ?? 0),
    enabled: establishmentId !== null && establishmentId > 0,
  });
}
