import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AccountUser, InviteUserInput } from '@erep/shared/schemas';
import { customerPath } from './base';
import { usersKey } from './list-users';

/** Invites a user by email: the mail's link opens the welcome page that sets the password. */
export async function inviteUser(tag: string, input: InviteUserInput): Promise<AccountUser> {
  const app_url = typeof window === 'undefined' ? undefined : window.location.origin;
  return (await unwrap(api.post<{ data: AccountUser }>(`${customerPath(tag)}/account/users`, { ...input, app_url }))).data;
}

export function useInviteUser(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteUserInput) => inviteUser(tag, input),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey(tag) }),
  });
}
