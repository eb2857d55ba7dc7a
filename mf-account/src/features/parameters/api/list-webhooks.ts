import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { WebhookEndpoint } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';
import { customerPath } from './base';

export const webhooksKey = accountKeys.webhooks;

/** The account's webhook endpoints with their recent deliveries (owners only). */
export async function listWebhooks(tag: string): Promise<WebhookEndpoint[]> {
  return (await unwrap(api.get<{ data: WebhookEndpoint[] }>(`${customerPath(tag)}/webhooks`))).data;
}

export function useWebhooks(tag: string) {
  return useQuery({ queryKey: webhooksKey(tag), queryFn: () => listWebhooks(tag), enabled: tag !== '' });
}
