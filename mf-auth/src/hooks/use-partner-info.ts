import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PartnerInfo } from '@erep/shared/schemas';
import { partnerKeys } from '../../../lib/partner-keys';

export const partnerInfoKey = partnerKeys.info;

export const getPartnerInfo = (code: string): Promise<PartnerInfo> => unwrap(api.get<PartnerInfo>('partner/info', { query: { code } }));

/** The partner's brand and terms (cgv), as the theme editor last saved them. */
export function usePartnerInfo(code: string) {
  return useQuery({ queryKey: partnerInfoKey(code), queryFn: () => getPartnerInfo(code) });
}
