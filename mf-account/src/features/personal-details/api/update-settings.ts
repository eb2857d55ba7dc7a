import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { UserSettings } from '@erep/shared/schemas';
import { settingsKey } from './get-settings';

export async function updateSettings(tag: string, input: UserSettings): Promise<UserSettings> {
  return (await unwrap(api.put<{ data: UserSettings }>(`customer/${encodeURIComponent(tag)}/account/settings`, input))).data;
}

export function useUpdateSettings(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UserSettings) => updateSettings(tag, input),
    onSuccess: (saved) => client.setQueryData(settingsKey(tag), saved),
  });
}
