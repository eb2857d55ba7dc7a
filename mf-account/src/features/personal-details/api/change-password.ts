import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PasswordChangeInput } from '@erep/shared/schemas';

export async function changePassword(tag: string, input: PasswordChangeInput): Promise<void> {
  await unwrap(api.post<null>(`customer/${encodeURIComponent(tag)}/account/password`, input));
}

export function useChangePassword(tag: string) {
  return useMutation({ mutationFn: (input: PasswordChangeInput) => changePassword(tag, input) });
}
