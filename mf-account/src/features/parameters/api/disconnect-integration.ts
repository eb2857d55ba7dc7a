import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { IntegrationProvider } from '@erep/shared/schemas';
import { customerPath } from './base';
import { integrationsKey } from './list-integrations';

export async function disconnectIntegration(tag: string, provider: IntegrationProvider): Promise<void> {
  await unwrap(api.delete<unknown>(`${customerPath(tag)}/integrations/${provider}`));
}

export function useDisconnectIntegration(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: IntegrationProvider) => disconnectIntegration(tag, provider),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationsKey(tag) }),
  });
}
