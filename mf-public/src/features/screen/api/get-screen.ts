import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ScreenData } from '@erep/shared/schemas';

export const SCREEN_REFRESH_MS = 60_000;

export const screenKey = (customer: string, screen: string) => ['public', 'screen', customer, screen] as const;

/** GET /api/public/customers/{tag}/screens/{screen}: published reviews, average and offers of a shop screen. */
export async function getScreen(customer: string, screen: string): Promise<ScreenData> {
  const body = await unwrap(api.get<{ data: ScreenData }>(`public/customers/${encodeURIComponent(customer)}/screens/${encodeURIComponent(screen)}`));
  return body.data;
}

/**
 * Refreshes itself every minute, also while the tab is hidden (a shop screen is rarely focused). A
 * failed refresh keeps the last data; the next refresh is the retry.
 */
export function useScreen(customer: string, screen: string) {
  return useQuery({
    queryKey: screenKey(customer, screen),
    queryFn: () => getScreen(customer, screen),
    refetchInterval: SCREEN_REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
}
