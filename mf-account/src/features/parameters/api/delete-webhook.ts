import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { customerPath } from './base';
import { webhooksKey } from './list-webhooks';

export async function deleteWebhook(tag: string, id: number): Promise<void> {
  await unwrap(api.delete<unknown>(`${customerPath(tag)}/webhooks/${id}`));
}

export function useDeleteWebhook(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteWebhook(tag, id),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey(tag) }),
  });
}
