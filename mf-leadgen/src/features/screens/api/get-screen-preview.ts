import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ScreenData } from '@erep/shared/schemas';

export const screenPreviewKey = (tag: string, screen: string) => ['leadgen', 'customer', tag, 'screens', screen, 'preview'] as const;

/** What the public screen shows right now, as its visitors see it. */
export async function getScreenPreview(tag: string, screen: string): Promise<ScreenData> {
  return (await unwrap(api.get<{ data: ScreenData }>(`public/customers/${encodeURIComponent(tag)}/screens/${encodeURIComponent(screen)}`))).data;
}

export function useScreenPreview(tag: string, screen: string) {
  return useQuery({ queryKey: screenPreviewKey(tag, screen), queryFn: () => getScreenPreview(tag, screen) });
}
