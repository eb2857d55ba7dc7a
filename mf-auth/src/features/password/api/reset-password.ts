import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import { RESET_MISMATCH_MESSAGE, type ApiErrorBody } from '@erep/shared/schemas';
import { appUrl } from '../../../lib/config';

export interface ResetPasswordVariables {
  token: string;
  password: string;
  confirmation: string;
}

/** The answer as it came: mismatch, expired link and field errors each lead somewhere else. */
export const postNewPassword = ({ token, password, confirmation }: ResetPasswordVariables): Promise<ApiResult<unknown>> =>
  api.post<unknown>(`public/reinitialiser-mot-de-pass/${encodeURIComponent(token)}`, { password, confirmation, app_url: appUrl() });

export type ResetOutcome =
  | { kind: 'done' }
  | { kind: 'mismatch'; message: string }
  | { kind: 'expired' }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'error'; error: ApiErrorBody };

export async function resetPassword(variables: ResetPasswordVariables): Promise<ResetOutcome> {
  const result = await postNewPassword(variables);
  if (result.ok) return { kind: 'done' };
  const { error } = result;
  if (error.code === 'password_mismatch' || error.message === RESET_MISMATCH_MESSAGE) return { kind: 'mismatch', message: error.message };
  if (result.status === 401) return { kind: 'expired' };
  if (result.status === 400 && error.errors) return { kind: 'invalid', errors: error.errors };
  return { kind: 'error', error };
}

/** The reset mutation: its data is the outcome. The new password changes no cached query. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
