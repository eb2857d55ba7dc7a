import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { InvitationInfo } from '@erep/shared/schemas';

export const invitationKey = (token: string) => ['auth', 'invitation', token] as const;

/** Whom the link welcomes, to which business; fails with 401 once the link is used, replaced or expired. */
export async function getInvitation(token: string): Promise<InvitationInfo> {
  return (await unwrap(api.get<{ data: InvitationInfo }>(`public/invitation/${encodeURIComponent(token)}`))).data;
}

export function useInvitation(token: string) {
  return useQuery(queryOptions({ queryKey: invitationKey(token), queryFn: () => getInvitation(token), retry: false }));
}
