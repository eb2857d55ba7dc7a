import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CampaignSettingsInput } from '@erep/shared/schemas';

export const campaignSettingsKey = (tag: string) => ['mf-leadgen', 'campaigns', tag, 'settings'] as const;

export async function getCampaignSettings(tag: string): Promise<CampaignSettingsInput> {
  return (await unwrap(api.get<{ data: CampaignSettingsInput }>(`customer/${encodeURIComponent(tag)}/campaigns/settings`))).data;
}

export async function saveCampaignSettings(tag: string, input: CampaignSettingsInput): Promise<CampaignSettingsInput> {
  return (await unwrap(api.put<{ data: CampaignSettingsInput }>(`customer/${encodeURIComponent(tag)}/campaigns/settings`, input))).data;
}

export function useCampaignSettings(tag: string) {
  return useQuery({ queryKey: campaignSettingsKey(tag), queryFn: () => getCampaignSettings(tag), enabled: tag !== '' });
}

export function useSaveCampaignSettings(tag: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: CampaignSettingsInput) => saveCampaignSettings(tag, input), onSuccess: (saved) => client.setQueryData(campaignSettingsKey(tag), saved) });
}
