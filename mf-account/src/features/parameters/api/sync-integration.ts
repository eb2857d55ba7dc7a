import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { IntegrationLink, IntegrationProvider } from '@erep/shared/schemas';
import { customerPath } from './base';
import { integrationsKey } from './list-integrations';

/** Makes every tied location due now; the server syncs them within seconds. */
export async function syncIntegration(tag: string, provider: IntegrationProvider): Promise<IntegrationLink[]> {
  return (await unwrap(api.post<{ data: IntegrationLink[] }>(`${customerPath(tag)}/integrations/${provider}/sync`, {}))).data;
}

export function useSyncIntegration(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: IntegrationProvider) => syncIntegration(tag, provider),
    // A refusal (access revoked meanwhile) changes the state shown too.
    onSettled: () => client.invalidateQueries({ queryKey: integrationsKey(tag) }),
  });
}
