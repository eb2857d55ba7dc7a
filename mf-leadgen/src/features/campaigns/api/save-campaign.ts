import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CampaignInput, CampaignSummary } from '@erep/shared/schemas';
import { campaignsKey } from './get-campaigns';

/** Creates a campaign (no id) or changes one that has not gone out yet. */
export async function saveCampaign(tag: string, id: number | null, input: CampaignInput): Promise<CampaignSummary> {
  const base = `customer/${encodeURIComponent(tag)}/campaigns`;
  const call = id === null ? api.post<{ data: CampaignSummary }>(base, input) : api.put<{ data: CampaignSummary }>(`${base}/${id}`, input);
  return (await unwrap(call)).data;
}

export function useSaveCampaign(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CampaignInput }) => saveCampaign(tag, id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignsKey(tag) }),
  });
}
