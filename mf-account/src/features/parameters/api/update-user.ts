import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AccountUser, AccountUserUpdate } from '@erep/shared/schemas';
import { customerPath } from './base';
import { usersKey } from './list-users';

/** Role, establishments, active state. */
export async function updateUser(tag: string, id: number, input: AccountUserUpdate): Promise<AccountUser> {
  return (await unwrap(api.put<{ data: AccountUser }>(`${customerPath(tag)}/account/users/${id}`, input))).data;
}

export function useUpdateUser(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AccountUserUpdate }) => updateUser(tag, id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey(tag) }),
  });
}
