import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ScreenAdmin } from '@erep/shared/schemas';

export const screensKey = (tag: string) => ['leadgen', 'customer', tag, 'screens'] as const;

export async function getScreens(tag: string): Promise<ScreenAdmin[]> {
  return (await unwrap(api.get<{ data: ScreenAdmin[] }>(`customer/${encodeURIComponent(tag)}/screens`))).data;
}

export function useScreens(tag: string) {
  return useQuery({ queryKey: screensKey(tag), queryFn: () => getScreens(tag) });
}
