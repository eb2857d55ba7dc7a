import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { campaignsKey } from './get-campaigns';

export async function deleteCampaign(tag: string, id: number): Promise<void> {
  await unwrap(api.delete(`customer/${encodeURIComponent(tag)}/campaigns/${id}`));
}

export function useDeleteCampaign(tag: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteCampaign(tag, id), onSuccess: () => client.invalidateQueries({ queryKey: campaignsKey(tag) }) });
}
