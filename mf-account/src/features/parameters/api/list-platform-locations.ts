import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, api, unwrap } from '@erep/shared/api';
import type { IntegrationProvider, PlatformLocation } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';
import { customerPath } from './base';
import { integrationsKey } from './list-integrations';

export const platformLocationsKey = accountKeys.platformLocations;

/** The connected account's locations, with their tied or suggested establishment. */
export async function listPlatformLocations(tag: string, provider: IntegrationProvider): Promise<PlatformLocation[]> {
  return (await unwrap(api.get<{ data: PlatformLocation[] }>(`${customerPath(tag)}/integrations/${provider}/locations`))).data;
}

export function usePlatformLocations(tag: string, provider: IntegrationProvider, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: platformLocationsKey(tag, provider),
    queryFn: async () => {
      try {
        return await listPlatformLocations(tag, provider);
      } catch (error) {
        // The platform revoked access while listing: the connector's state changed, show it.
        if (error instanceof ApiRequestError && error.body.code === 'integration_broken') void client.invalidateQueries({ queryKey: integrationsKey(tag), exact: true });
        throw error;
      }
    },
    enabled: enabled && tag !== '',
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 409) && count < 2,
  });
}
