import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { customerPath } from './base';
import { apiKeysKey } from './list-api-keys';

/** Revokes a key: requests made with it are refused from then on. */
export async function revokeApiKey(tag: string, id: number): Promise<void> {
  await unwrap(api.delete<null>(`${customerPath(tag)}/api-keys/${id}`));
}

export function useRevokeApiKey(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => revokeApiKey(tag, id),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey(tag) }),
  });
}
