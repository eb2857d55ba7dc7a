import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CampaignAdvantage } from '@erep/shared/schemas';

export const campaignAdvantagesKey = (tag: string) => ['mf-leadgen', 'campaigns', tag, 'advantages'] as const;

export async function getCampaignAdvantages(tag: string): Promise<CampaignAdvantage[]> {
  return (await unwrap(api.get<{ data: CampaignAdvantage[] }>(`customer/${encodeURIComponent(tag)}/campaigns/advantages`))).data;
}

export function useCampaignAdvantages(tag: string) {
  return useQuery({ queryKey: campaignAdvantagesKey(tag), queryFn: () => getCampaignAdvantages(tag), enabled: tag !== '' });
}
