import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ScreenData } from '@erep/shared/schemas';
import { useInitialData } from '../../../hooks/use-initial-data';

export const SCREEN_REFRESH_MS = 60_000;

export const screenKey = (customer: string, screen: string) => ['public', 'screen', customer, screen] as const;

/** GET /api/public/customers/{tag}/screens/{screen}: published reviews, average and offers of a shop screen. */
export async function getScreen(customer: string, screen: string): Promise<ScreenData> {
  const body = await unwrap(api.get<{ data: ScreenData }>(`public/customers/${encodeURIComponent(customer)}/screens/${encodeURIComponent(screen)}`));
  return body.data;
}

const storeKey = (customer: string, screen: string) => `erep_screen:${customer}/${screen}`;

/** The last content this screen showed, kept on the device so a reload never shows an empty screen. */
function lastShown(customer: string, screen: string): ScreenData | undefined {
  try {
    const raw = localStorage.getItem(storeKey(customer, screen));
    return raw ? (JSON.parse(raw) as ScreenData) : undefined;
  } catch {
    return undefined;
  }
}

function keepShown(customer: string, screen: string, data: ScreenData): void {
  try {
    localStorage.setItem(storeKey(customer, screen), JSON.stringify(data));
  } catch {
    // A full or missing storage only loses the reload fallback.
  }
}

/**
 * Refreshes itself every minute, also while the tab is hidden (a shop screen is rarely focused). A
 * failed refresh keeps the last data; the next refresh is the retry. It starts from the server-rendered
 * data, or else from what it showed last, and refreshes that at once.
 */
export function useScreen(customer: string, screen: string) {
  const initial = useInitialData();
  const rendered = initial?.kind === 'screen' ? (initial.screen as ScreenData | undefined) : undefined;
  return useQuery({
    queryKey: screenKey(customer, screen),
    queryFn: async () => {
      const data = await getScreen(customer, screen);
      keepShown(customer, screen, data);
      return data;
    },
    initialData: () => rendered ?? lastShown(customer, screen),
    // Server-rendered data is fresh; data kept from an earlier visit is refreshed at once.
    initialDataUpdatedAt: rendered ? Date.now() : 0,
    staleTime: SCREEN_REFRESH_MS,
    refetchInterval: SCREEN_REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
}
