import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { SESSION_INDEPENDENT } from '@erep/shared/query';
import type { PartnerInfo } from '@erep/shared/schemas';
import { partnerKeys } from '../lib/partner-keys';

export const partnerInfoKey = partnerKeys.info;

export const getPartnerInfo = (code: string): Promise<PartnerInfo> => unwrap(api.get<PartnerInfo>('partner/info', { query: { code } }));

/**
 * The partner's brand, terms (cgv) and pricing page, as the theme editor last saved them. Read once
 * per page load by the sign-in, sign-up and pricing pages alike; a sign-in does not change it.
 */
export function usePartnerInfo(code: string) {
  return useQuery({ queryKey: partnerInfoKey(code), queryFn: () => getPartnerInfo(code), staleTime: Infinity, meta: SESSION_INDEPENDENT });
}
