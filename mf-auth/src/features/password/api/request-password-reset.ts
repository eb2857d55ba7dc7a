import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import { appUrl } from '../../../lib/config';

/** The answer as it came: the page tells 202, 404 and other statuses apart. */
export const postPasswordReset = (email: string): Promise<ApiResult<unknown>> => api.post<unknown>('public/password/reset', { email, app_url: appUrl() });

export type ForgotOutcome = { kind: 'sent' } | { kind: 'not-found'; message: string } | { kind: 'error'; message: string };

/** Spec: 202 mail sent, 404 warning with the server message, anything else an error with it. */
export async function requestPasswordReset(email: string): Promise<ForgotOutcome> {
  const result = await postPasswordReset(email);
  if (result.status === 202) return { kind: 'sent' };
  const message = result.ok ? '' : result.error.message;
  return result.status === 404 ? { kind: 'not-found', message } : { kind: 'error', message };
}

/** The forgot-password mutation: its data is the outcome. Sending a mail changes no cached query. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
