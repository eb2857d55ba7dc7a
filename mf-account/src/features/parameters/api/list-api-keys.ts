import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ApiKey } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';
import { customerPath } from './base';

export const apiKeysKey = accountKeys.apiKeys;

/** The account's live API keys, without their secrets (owners only). */
export async function listApiKeys(tag: string): Promise<ApiKey[]> {
  return (await unwrap(api.get<{ data: ApiKey[] }>(`${customerPath(tag)}/api-keys`))).data;
}

export function useApiKeys(tag: string) {
  return useQuery({ queryKey: apiKeysKey(tag), queryFn: () => listApiKeys(tag), enabled: tag !== '' });
}
