import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { unsubscribePath, unsubscribeStateKey, type ContactRef, type UnsubscribeState } from './get-unsubscribe-state';

/** POST /api/public/unsubscribe/{establishment}/{contact}: idempotent, answers the new state. */
export async function unsubscribeContact(ref: ContactRef): Promise<UnsubscribeState> {
  const body = await unwrap(api.post<{ data: UnsubscribeState }>(unsubscribePath(ref), {}));
  return body.data;
}

export function useUnsubscribeContact(ref: ContactRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribeContact(ref),
    // The answer is the contact's new state.
    onSuccess: (state) => client.setQueryData(unsubscribeStateKey(ref), state),
  });
}
