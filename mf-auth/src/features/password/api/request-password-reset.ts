import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import type { ApiErrorBody } from '@erep/shared/schemas';
import { appUrl } from '../../../lib/config';

/** The answer as it came: the page tells 202, 404 and other statuses apart. */
export const postPasswordReset = (email: string): Promise<ApiResult<unknown>> => api.post<unknown>('public/password/reset', { email, app_url: appUrl() });

/** The error body is kept, not its text: the page words it in the language shown when it renders. */
export type ForgotOutcome =
  | { kind: 'sent' }
  | { kind: 'not-found'; error: ApiErrorBody }
  | { kind: 'invalid'; error: ApiErrorBody; fields: Record<string, string[]> }
  | { kind: 'error'; error: ApiErrorBody };

/** Spec: 202 mail sent, 404 a warning, anything else an error; field errors go under their field. */
export async function requestPasswordReset(email: string): Promise<ForgotOutcome> {
  const result = await postPasswordReset(email);
  if (result.ok) return { kind: 'sent' };
  const { error } = result;
  if (result.status === 404) return { kind: 'not-found', error };
  if (result.status === 400 && error.errors && Object.keys(error.errors).length > 0) return { kind: 'invalid', error, fields: error.errors };
  return { kind: 'error', error };
}

/** The forgot-password mutation: its data is the outcome. Sending a mail changes no cached query. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
