import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { IntegrationLink, IntegrationProvider } from '@erep/shared/schemas';
import { customerPath } from './base';
import { integrationsKey } from './list-integrations';

export interface TieInput {
  provider: IntegrationProvider;
  establishmentId: number;
  location: string;
}

/** Ties a platform location to an establishment; its reviews are synced from then on. */
export async function tiePlatformLocation(tag: string, input: TieInput): Promise<IntegrationLink> {
  return (
    await unwrap(api.put<{ data: IntegrationLink }>(`${customerPath(tag)}/establishments/${input.establishmentId}/platforms/${input.provider}`, { location: input.location }))
  ).data;
}

export function useTiePlatformLocation(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TieInput) => tiePlatformLocation(tag, input),
    // The locations list shows the ties too: both are refreshed.
    onSuccess: () => client.invalidateQueries({ queryKey: integrationsKey(tag) }),
  });
}
