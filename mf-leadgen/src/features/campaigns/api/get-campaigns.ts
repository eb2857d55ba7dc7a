import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CampaignSummary } from '@erep/shared/schemas';

export const campaignsKey = (tag: string) => ['mf-leadgen', 'campaigns', tag] as const;

export async function getCampaigns(tag: string): Promise<CampaignSummary[]> {
  return (await unwrap(api.get<{ data: CampaignSummary[] }>(`customer/${encodeURIComponent(tag)}/campaigns`))).data;
}

/** Refreshed while a campaign is on its way, so its figures move without a reload. */
export function useCampaigns(tag: string) {
  return useQuery({
    queryKey: campaignsKey(tag),
    queryFn: () => getCampaigns(tag),
    enabled: tag !== '',
    refetchInterval: (query) => (query.state.data?.some((c) => c.status === 'scheduled' || c.status === 'sending') ? 3000 : false),
  });
}
