import { api } from '@erep/shared/api';
import { landingPath } from '@erep/shared/guards';
import {
  getSession,
  setMustRefresh,
  setToken,
  setUser,
  signOut,
  startVerificationSession,
} from '@erep/shared/session';
import { ROLES, type LoginInput, type LoginResponse, type RemoteManifest } from '@erep/shared/schemas';

/** Outcomes of spec section 4 "Sign-in", each with its message key or destination. */
export type SignInResult =
  | { kind: 'success'; to: string }
  | { kind: 'inactive' }
  | { kind: 'forbidden' }
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; minutes: number }
  | { kind: 'error' };

/** Minutes to wait, from the server's message ('retry in N s' or 'retry in 1 minute'). */
function retryMinutes(body: unknown): number {
  const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : '';
  const seconds = /retry in (\d+) s/.exec(message);
  if (seconds?.[1]) return Math.max(1, Math.ceil(Number(seconds[1]) / 60));
  const minutes = /retry in (\d+) minute/.exec(message);
  return minutes?.[1] ? Number(minutes[1]) : 1;
}

async function destinationFor(user: LoginResponse['user']): Promise<string> {
  const tag = user.customer?.tag;
  if (tag && user.roles.includes(ROLES.customer)) {
    const list = await api.get<{ data: unknown[] }>(`customer/${encodeURIComponent(tag)}/establishments/all`, {
      query: { user_id: user.id },
    });
    if (list.ok && list.data.data.length === 0) return `/customer/${tag}/step-view`;
  }
  // The plan decides the first area: the manifest lists what this session may open.
  const manifest = await api.get<RemoteManifest>('mf/manifest');
  return landingPath(getSession(), manifest.ok ? manifest.data.remotes.map((r) => r.name) : ['mf_erep']);
}

export async function signIn(input: LoginInput): Promise<SignInResult> {
  const response = await api.post<LoginResponse>('login', input);
  if (response.status === 401) return { kind: 'invalid' };
  if (response.status === 429) return { kind: 'rate-limited', minutes: retryMinutes(response.data) };
  if (!response.ok) return { kind: 'error' };
  const { token, user } = response.data;
  if (!user.roles.includes(ROLES.erep)) return { kind: 'forbidden' };
  setToken(token);
  setUser(user);
  if (!user.is_active) {
    signOut();
    return { kind: 'inactive' };
  }
  startVerificationSession();
  setMustRefresh(true);
  return { kind: 'success', to: await destinationFor(user) };
}
