import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { UserSettings } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';

export const settingsKey = accountKeys.settings;

/** The user's notification choices and default date range. */
export async function getSettings(tag: string): Promise<UserSettings> {
  return (await unwrap(api.get<{ data: UserSettings }>(`customer/${encodeURIComponent(tag)}/account/settings`))).data;
}

export function useSettings(tag: string) {
  return useQuery({ queryKey: settingsKey(tag), queryFn: () => getSettings(tag), enabled: tag !== '' });
}
