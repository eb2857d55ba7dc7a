import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { RemoteManifest } from '@erep/shared/schemas';

export const remoteManifestKey = (userId: number) => ['auth', 'mf', 'manifest', userId] as const;

/** The remotes this session may open: the plan decides the first area after sign-in. */
export const getRemoteManifest = (): Promise<RemoteManifest> => unwrap(api.get<RemoteManifest>('mf/manifest'));

/** Read once, while signing in, through the query client; always fresh, as the plan may just have changed. */
export const remoteManifestQuery = (userId: number) =>
  queryOptions({ queryKey: remoteManifestKey(userId), queryFn: getRemoteManifest, retry: false, staleTime: 0 });
