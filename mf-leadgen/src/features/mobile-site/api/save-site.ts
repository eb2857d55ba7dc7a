import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { SiteEditorData, SiteSettingsInput } from '@erep/shared/schemas';
import { siteKey } from './get-site';

export async function saveSite(tag: string, establishment: number, input: SiteSettingsInput): Promise<SiteEditorData> {
  return (await unwrap(api.put<{ data: SiteEditorData }>(`customer/${encodeURIComponent(tag)}/sites/${establishment}`, input))).data;
}

export function useSaveSite(tag: string, establishment: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteSettingsInput) => saveSite(tag, establishment, input),
    onSuccess: (saved) => client.setQueryData(siteKey(tag, establishment), saved),
  });
}
