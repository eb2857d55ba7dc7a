import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PartnerInfo } from '@erep/shared/schemas';

export const partnerInfoKey = (code: string) => ['public', 'partner-info', code] as const;

/** GET /api/partner/info?code=: the partner's brand and terms. */
export function getPartnerInfo(code: string): Promise<PartnerInfo> {
  return unwrap(api.get<PartnerInfo>('partner/info', { query: { code } }));
}

/** The partner serving this page, named by its `partner-code` meta tag (an unfilled template: the demo one). */
export function pagePartnerCode(): string {
  const code = document.querySelector('meta[name="partner-code"]')?.getAttribute('content') || 'demo';
  return code.startsWith('%') ? 'demo' : code;
}

export function usePartnerInfo(code: string) {
  return useQuery({ queryKey: partnerInfoKey(code), queryFn: () => getPartnerInfo(code) });
}
