import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';

/** A contact's subscription to an establishment's emails; the address comes masked. */
export interface UnsubscribeState {
  establishment: string;
  email: string;
  unsubscribed: boolean;
}

export interface ContactRef {
  establishment: string;
  contact: string;
}

export const unsubscribePath = ({ establishment, contact }: ContactRef) =>
  `public/unsubscribe/${encodeURIComponent(establishment)}/${encodeURIComponent(contact)}`;

export const unsubscribeStateKey = ({ establishment, contact }: ContactRef) => ['public', 'unsubscribe', establishment, contact] as const;

/** GET /api/public/unsubscribe/{establishment}/{contact}. */
export async function getUnsubscribeState(ref: ContactRef): Promise<UnsubscribeState> {
  const body = await unwrap(api.get<{ data: UnsubscribeState }>(unsubscribePath(ref)));
  return body.data;
}

export function useUnsubscribeState(ref: ContactRef) {
  return useQuery({ queryKey: unsubscribeStateKey(ref), queryFn: () => getUnsubscribeState(ref) });
}
