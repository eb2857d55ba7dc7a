import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import { changeLanguage, pickedLanguage } from '@erep/shared/i18n';
import type { ApiErrorBody, LoginResponse } from '@erep/shared/schemas';
import { setMustRefresh, setToken, setUser, startVerificationSession } from '@erep/shared/session';
import { appUrl } from '../../../lib/config';

export interface AcceptInvitationVariables {
  token: string;
  password: string;
  confirmation: string;
}

export const postInvitation = ({ token, password, confirmation }: AcceptInvitationVariables): Promise<ApiResult<LoginResponse>> =>
  api.post<LoginResponse>(`public/invitation/${encodeURIComponent(token)}`, { password, confirmation, app_url: appUrl() });

export type AcceptOutcome =
  | { kind: 'signed-in' }
  | { kind: 'mismatch' }
  | { kind: 'expired' }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'error'; error: ApiErrorBody };

/** Chooses the first password; the answer is a session, stored as a sign-in stores it. */
export async function acceptInvitation(variables: AcceptInvitationVariables): Promise<AcceptOutcome> {
  const result = await postInvitation(variables);
  if (!result.ok) {
    const { error } = result;
    if (error.code === 'password_mismatch') return { kind: 'mismatch' };
    if (result.status === 401) return { kind: 'expired' };
    if (result.status === 400 && error.errors) return { kind: 'invalid', errors: error.errors };
    return { kind: 'error', error };
  }
  const { token, user } = result.data;
  setToken(token);
  setUser(user);
  startVerificationSession();
  // A language picked on this device wins; else the one the owner chose for the invitation.
  const language = pickedLanguage() ?? user.language;
  if (language) await changeLanguage(language);
  setMustRefresh(true);
  return { kind: 'signed-in' };
}

/** The accept mutation: its data is the outcome. A new session clears the shared cache (shared/query). */
export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
