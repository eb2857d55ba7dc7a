import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PublishedFile } from '@erep/shared/schemas';

export const siteFilesKey = (tag: string) => ['mf-leadgen', 'site', tag, 'files'] as const;

/** The published files one of which may be the menu. */
export async function getSiteFiles(tag: string): Promise<PublishedFile[]> {
  return (await unwrap(api.get<{ data: PublishedFile[] }>(`customer/${encodeURIComponent(tag)}/files`))).data;
}

export function useSiteFiles(tag: string) {
  return useQuery({ queryKey: siteFilesKey(tag), queryFn: () => getSiteFiles(tag), enabled: tag !== '' });
}
