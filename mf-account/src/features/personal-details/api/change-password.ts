import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PasswordChangeInput } from '@erep/shared/schemas';
import { setToken } from '@erep/shared/session';

/** Changes the password; the server ends every other session and answers this one's new token. */
export async function changePassword(tag: string, input: PasswordChangeInput): Promise<{ token: string }> {
  return (await unwrap(api.post<{ data: { token: string } }>(`customer/${encodeURIComponent(tag)}/account/password`, input))).data;
}

export function useChangePassword(tag: string) {
  return useMutation({ mutationFn: (input: PasswordChangeInput) => changePassword(tag, input), onSuccess: ({ token }) => setToken(token) });
}
