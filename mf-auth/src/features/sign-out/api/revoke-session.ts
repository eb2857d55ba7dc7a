import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import { getSession, signOut } from '@erep/shared/session';

/** Server-side sign-out: the API stops accepting this token (and every earlier one of the user). */
export const revokeSession = (): Promise<ApiResult<unknown>> => api.post<unknown>('logout', {});

/**
 * Revokes the token on the server, then removes the keys the spec names whatever the answer:
 * an unreachable server must not keep anyone signed in on this device.
 */
export async function signOutEverywhere(): Promise<void> {
  if (getSession().token) {
    try {
      await revokeSession();
    } catch {
      // Network failure: the local sign-out below still happens.
    }
  }
  signOut();
}

export function useSignOut() {
  return useMutation({ mutationFn: signOutEverywhere });
}
