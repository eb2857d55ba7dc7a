import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CreatedWebhookEndpoint, WebhookInput } from '@erep/shared/schemas';
import { customerPath } from './base';
import { webhooksKey } from './list-webhooks';

/** Registers an endpoint; the answer carries its signing secret, this once. */
export async function createWebhook(tag: string, input: WebhookInput): Promise<CreatedWebhookEndpoint> {
  return (await unwrap(api.post<{ data: CreatedWebhookEndpoint }>(`${customerPath(tag)}/webhooks`, input))).data;
}

export function useCreateWebhook(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookInput) => createWebhook(tag, input),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey(tag) }),
  });
}
