import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';

/** How a customer collects reviews (consumer code D111-17). */
export interface Disclosure {
  customer: { tag: string; name: string };
  counterpart: boolean;
  retentionYears: number;
}

export const disclosureKey = (customer: string) => ['public', 'disclosure', customer] as const;

/** GET /api/public/customers/{tag}/disclosure. */
export async function getDisclosure(customer: string): Promise<Disclosure> {
  const body = await unwrap(api.get<{ data: Disclosure }>(`public/customers/${encodeURIComponent(customer)}/disclosure`));
  return body.data;
}

/** Only for a well-formed customer tag (it comes from the query string); null asks for nothing. */
export function useDisclosure(customer: string | null) {
  const valid = customer !== null && /^[A-Za-z0-9_-]{1,64}$/.test(customer);
  return useQuery({
    queryKey: disclosureKey(customer ?? ''),
    queryFn: () => getDisclosure(customer ?? ''),
    enabled: valid,
  });
}
