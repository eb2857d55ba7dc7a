import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { IntegrationProvider, PlatformLocation } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';
import { customerPath } from './base';

export const platformLocationsKey = accountKeys.platformLocations;

/** The connected account's locations, with their tied or suggested establishment. */
export async function listPlatformLocations(tag: string, provider: IntegrationProvider): Promise<PlatformLocation[]> {
  return (await unwrap(api.get<{ data: PlatformLocation[] }>(`${customerPath(tag)}/integrations/${provider}/locations`))).data;
}

export function usePlatformLocations(tag: string, provider: IntegrationProvider, enabled: boolean) {
  return useQuery({ queryKey: platformLocationsKey(tag, provider), queryFn: () => listPlatformLocations(tag, provider), enabled: enabled && tag !== '' });
}
