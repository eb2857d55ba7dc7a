import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Integration } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';
import { customerPath } from './base';

export const integrationsKey = accountKeys.integrations;

/** Each review platform connector with its state and tied locations (owners only). */
export async function listIntegrations(tag: string): Promise<Integration[]> {
  return (await unwrap(api.get<{ data: Integration[] }>(`${customerPath(tag)}/integrations`))).data;
}

export function useIntegrations(tag: string) {
  return useQuery({
    queryKey: integrationsKey(tag),
    queryFn: () => listIntegrations(tag),
    enabled: tag !== '',
    // While a location waits for its sync (just tied, or "sync now"), its result comes within seconds.
    refetchInterval: (query) => (query.state.data?.some((i) => i.links.some((l) => Date.parse(l.next_sync_at) <= Date.now())) ? 3000 : false),
  });
}
