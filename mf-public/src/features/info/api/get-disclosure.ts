import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PublicTheme } from '@erep/shared/schemas';
import { useInitialData } from '../../../hooks/use-initial-data';

/** How a customer collects reviews (consumer code D111-17). */
export interface Disclosure {
  customer: { tag: string; name: string; language: string | null; logo: string | null; theme: PublicTheme };
  counterpart: boolean;
  retentionYears: number;
  /** The partner's terms in the page's language when written in it, else in the partner's own. */
  terms: { html: string; language: string } | null;
}

export const disclosureKey = (customer: string, lang: string) => ['public', 'disclosure', customer, lang] as const;

/** GET /api/public/customers/{tag}/disclosure?lang=: the customer's brand, how reviews are collected, its terms. */
export async function getDisclosure(customer: string, lang: string): Promise<Disclosure> {
  const body = await unwrap(api.get<{ data: Disclosure }>(`public/customers/${encodeURIComponent(customer)}/disclosure`, { query: { lang } }));
  return body.data;
}

/**
 * Only for a well-formed customer tag (it comes from the query string); null asks for nothing. The
 * server-rendered page carries the disclosure, so the take-over keeps the brand without a request.
 */
export function useDisclosure(customer: string | null, lang: string) {
  const valid = customer !== null && /^[A-Za-z0-9_-]{1,64}$/.test(customer);
  const initial = useInitialData();
  const seed = initial?.kind === 'privacy' && initial.lang === lang ? (initial.disclosure as Disclosure | undefined) : undefined;
  return useQuery({
    queryKey: disclosureKey(customer ?? '', lang),
    queryFn: () => getDisclosure(customer ?? '', lang),
    enabled: valid,
    initialData: seed && seed.customer.tag === customer ? seed : undefined,
    // Switching language keeps the page (brand included) while the terms in the new one load.
    placeholderData: (previous) => previous,
  });
}
