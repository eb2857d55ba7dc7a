import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { SESSION_INDEPENDENT } from '@erep/shared/query';
import type { PartnerInfo } from '@erep/shared/schemas';

export const partnerInfoKey = (code: string) => ['shell', 'partner-info', code] as const;

export const fetchPartnerInfo = (code: string): Promise<PartnerInfo> =>
  unwrap(api.get<PartnerInfo>('partner/info', { query: { code } }));

/** The partner's brand: read once per page load (the spec's overlay waits for it; a 404 ends it). */
export function usePartnerInfo(code: string) {
  return useQuery({ queryKey: partnerInfoKey(code), queryFn: () => fetchPartnerInfo(code), staleTime: Infinity, retry: false, meta: SESSION_INDEPENDENT });
}
