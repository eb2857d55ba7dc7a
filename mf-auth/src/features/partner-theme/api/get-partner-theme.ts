import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PartnerTheme } from '@erep/shared/schemas';
import { partnerKeys } from '../../../lib/partner-keys';

export const partnerThemeKey = partnerKeys.theme;

/** The signed-in partner user's theme; 403 for any other user. */
export async function getPartnerTheme(): Promise<PartnerTheme> {
  const body = await unwrap(api.get<{ data: PartnerTheme }>('partner/theme'));
  return body.data;
}

export function usePartnerTheme() {
  return useQuery({ queryKey: partnerThemeKey, queryFn: getPartnerTheme });
}
