import { api, apiError } from '@erep/shared/api';
import { RESET_MISMATCH_MESSAGE } from '@erep/shared/schemas';
import { appUrl } from '../../common/config';

export type ForgotOutcome = { kind: 'sent' } | { kind: 'not-found'; message: string } | { kind: 'error'; message: string };

/** Spec: 202 mail sent, 404 warning with the server message, anything else an error with it. */
export async function requestReset(email: string): Promise<ForgotOutcome> {
  const result = await api.post<unknown>('public/password/reset', { email, app_url: appUrl() });
  if (result.status === 202) return { kind: 'sent' };
  const message = apiError(result)?.message ?? '';
  return result.status === 404 ? { kind: 'not-found', message } : { kind: 'error', message };
}

export type ResetOutcome =
  | { kind: 'done' }
  | { kind: 'mismatch'; message: string }
  | { kind: 'expired' }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'error'; message: string };

export async function resetPassword(token: string, password: string, confirmation: string): Promise<ResetOutcome> {
  const result = await api.post<unknown>(`public/reinitialiser-mot-de-pass/${encodeURIComponent(token)}`, { password, confirmation, app_url: appUrl() });
  if (result.ok) return { kind: 'done' };
  const error = apiError(result);
  if (error?.message === RESET_MISMATCH_MESSAGE) return { kind: 'mismatch', message: error.message };
  if (result.status === 401) return { kind: 'expired' };
  if (result.status === 400 && error?.errors) return { kind: 'invalid', errors: error.errors };
  return { kind: 'error', message: error?.message ?? '' };
}
