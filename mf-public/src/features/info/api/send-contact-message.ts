import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ContactMessageInput } from '@erep/shared/schemas';

/** POST /api/public/contact: the message goes to the mail outbox. */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  await unwrap(api.post<unknown>('public/contact', input));
}

/** Nothing cached changes when a message is sent. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
