import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AccountUser } from '@erep/shared/schemas';
import { customerPath } from './base';
import { usersKey } from './list-users';

/** Sends an invitation again: a new link to the welcome page, the earlier one stops working. */
export async function resendInvitation(tag: string, id: number): Promise<AccountUser> {
  const app_url = typeof window === 'undefined' ? undefined : window.location.origin;
  return (await unwrap(api.post<{ data: AccountUser }>(`${customerPath(tag)}/account/users/${id}/invitation`, { app_url }))).data;
}

export function useResendInvitation(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resendInvitation(tag, id),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey(tag) }),
  });
}
