import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { SupportRequestInput } from '@erep/shared/schemas';

/** Stores the request and mails it to the partner's team (a copy goes to the sender). */
export async function sendSupportRequest(input: SupportRequestInput): Promise<{ id: number }> {
  return (await unwrap(api.post<{ data: { id: number } }>('support/requests', input))).data;
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
