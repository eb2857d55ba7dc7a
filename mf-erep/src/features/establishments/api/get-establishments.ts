import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Establishment } from '@erep/shared/schemas';
import { useSession } from '@erep/shared/session';

export type EstablishmentItem = Pick<Establishment, 'id' | 'tag' | 'name' | 'city' | 'country'>;

/** Keys start with this remote's name: the query cache is shared by every remote. */
export const establishmentsKey = (tag: string, userId: number | null) => ['erep', 'customer', tag, 'establishments', userId] as const;

export async function getEstablishments(tag: string, userId: number | null): Promise<EstablishmentItem[]> {
  const body = await unwrap(
    api.get<{ data: EstablishmentItem[] }>(`customer/${encodeURIComponent(tag)}/establishments/all`, { query: { user_id: userId ?? undefined } }),
  );
  return body.data;
}

/** The customer's establishments, as the signed-in user may see them. */
export function useEstablishments(tag: string) {
  const userId = useSession().userId;
  return useQuery({ queryKey: establishmentsKey(tag, userId), queryFn: () => getEstablishments(tag, userId) });
}
