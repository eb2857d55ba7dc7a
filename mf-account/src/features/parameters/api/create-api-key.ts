import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ApiKeyParsed, CreatedApiKey } from '@erep/shared/schemas';
import { customerPath } from './base';
import { apiKeysKey } from './list-api-keys';

/** Creates a key: the answer carries its secret, the only time it is ever sent. */
export async function createApiKey(tag: string, input: ApiKeyParsed): Promise<CreatedApiKey> {
  return (await unwrap(api.post<{ data: CreatedApiKey }>(`${customerPath(tag)}/api-keys`, input))).data;
}

export function useCreateApiKey(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyParsed) => createApiKey(tag, input),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey(tag) }),
  });
}
