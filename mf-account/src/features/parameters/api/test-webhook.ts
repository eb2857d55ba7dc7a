import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { WebhookDelivery } from '@erep/shared/schemas';
import { customerPath } from './base';
import { webhooksKey } from './list-webhooks';

/** Queues a test event to the endpoint; the job worker sends it within seconds. */
export async function sendTestWebhook(tag: string, id: number): Promise<WebhookDelivery> {
  return (await unwrap(api.post<{ data: WebhookDelivery }>(`${customerPath(tag)}/webhooks/${id}/test`, {}))).data;
}

export function useSendTestWebhook(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendTestWebhook(tag, id),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey(tag) }),
  });
}
