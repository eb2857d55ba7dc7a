import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PublishedFile } from '@erep/shared/schemas';

export const filesKey = (tag: string) => ['mf-leadgen', 'files', tag] as const;

export async function getFiles(tag: string): Promise<PublishedFile[]> {
  return (await unwrap(api.get<{ data: PublishedFile[] }>(`customer/${encodeURIComponent(tag)}/files`))).data;
}

export function useFiles(tag: string) {
  return useQuery({ queryKey: filesKey(tag), queryFn: () => getFiles(tag), enabled: tag !== '' });
}
