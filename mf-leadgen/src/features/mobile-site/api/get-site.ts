import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { SiteEditorData } from '@erep/shared/schemas';

export const siteKey = (tag: string, establishment: number) => ['mf-leadgen', 'site', tag, establishment] as const;

export async function getSite(tag: string, establishment: number): Promise<SiteEditorData> {
  return (await unwrap(api.get<{ data: SiteEditorData }>(`customer/${encodeURIComponent(tag)}/sites/${establishment}`))).data;
}

export function useSite(tag: string, establishment: number | null) {
  return useQuery({ queryKey: siteKey(tag, establishment ?? 0), queryFn: () => getSite(tag, establishment ?? 0), enabled: tag !== '' && establishment !== null });
}
