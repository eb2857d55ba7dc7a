import { useQuery } from '@tanstack/react-query';
import { getSession, type SessionState } from '@erep/shared/session';
import { fetchManifest, type ManifestState } from '../manifest';

export const remoteManifestKey = (partner: string, sessionKey: string) => ['shell', 'manifest', partner, sessionKey] as const;

export interface ManifestAnswer extends ManifestState {
  /** The session the manifest was asked for, so a late answer is never taken for a newer session's. */
  requester: SessionState;
}

/**
 * The remotes this partner and session may use. Asked again whenever the signed-in user changes;
 * it never fails (the last stored manifest answers when the API does not).
 */
export function useRemoteManifest(partner: string, sessionKey: string) {
  return useQuery({
    queryKey: remoteManifestKey(partner, sessionKey),
    queryFn: async (): Promise<ManifestAnswer> => {
      const requester = getSession();
      return { ...(await fetchManifest(partner)), requester };
    },
    staleTime: Infinity,
    gcTime: 0,
  });
}
