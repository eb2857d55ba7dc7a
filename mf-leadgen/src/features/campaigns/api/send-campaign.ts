import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CampaignSummary } from '@erep/shared/schemas';
import { campaignsKey } from './get-campaigns';

export async function sendCampaign(tag: string, id: number): Promise<CampaignSummary> {
  return (await unwrap(api.post<{ data: CampaignSummary }>(`customer/${encodeURIComponent(tag)}/campaigns/${id}/send`, {}))).data;
}

export function useSendCampaign(tag: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => sendCampaign(tag, id), onSuccess: () => client.invalidateQueries({ queryKey: campaignsKey(tag) }) });
}
