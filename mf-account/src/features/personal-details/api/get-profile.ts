import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Profile } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';

export const profileKey = accountKeys.profile;

/** The signed-in user's own name, email and language (reached through the customer's tag). */
export async function getProfile(tag: string): Promise<Profile> {
  return (await unwrap(api.get<{ data: Profile }>(`customer/${encodeURIComponent(tag)}/account/profile`))).data;
}

export function useProfile(tag: string) {
  return useQuery({ queryKey: profileKey(tag), queryFn: () => getProfile(tag), enabled: tag !== '' });
}
