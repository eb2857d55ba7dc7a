import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Establishment } from '@erep/shared/schemas';

export const establishmentsKey = (tag: string, userId: number) => ['auth', 'customer', tag, 'establishments', userId] as const;

/** The customer's establishments: none yet sends a new customer to the onboarding step. */
export async function getEstablishments(tag: string, userId: number): Promise<Establishment[]> {
  const body = await unwrap(api.get<{ data: Establishment[] }>(`customer/${encodeURIComponent(tag)}/establishments/all`, { query: { user_id: userId } }));
  return body.data;
}

/** Read once, while signing in, through the query client (no component shows the list). */
export const establishmentsQuery = (tag: string, userId: number) =>
  queryOptions({ queryKey: establishmentsKey(tag, userId), queryFn: () => getEstablishments(tag, userId), retry: false });
