import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { IntegrationProvider } from '@erep/shared/schemas';
import { customerPath } from './base';
import { integrationsKey } from './list-integrations';

export async function untiePlatformLocation(tag: string, input: { provider: IntegrationProvider; establishmentId: number }): Promise<void> {
  await unwrap(api.delete<unknown>(`${customerPath(tag)}/establishments/${input.establishmentId}/platforms/${input.provider}`));
}

export function useUntiePlatformLocation(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { provider: IntegrationProvider; establishmentId: number }) => untiePlatformLocation(tag, input),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationsKey(tag) }),
  });
}
