import { api } from '@erep/shared/api';
import { loginGuard } from '@erep/shared/guards';
import {
  getSession,
  setMustRefresh,
  setToken,
  setUser,
  signOut,
  startVerificationSession,
} from '@erep/shared/session';
import { ROLES, type LoginInput, type LoginResponse } from '@erep/shared/schemas';

/** Outcomes of spec section 4 "Sign-in", each with its message key or destination. */
export type SignInResult =
  | { kind: 'success'; to: string }
  | { kind: 'inactive' }
  | { kind: 'forbidden' }
  | { kind: 'invalid' }
  | { kind: 'rate-limited' }
  | { kind: 'error' };

async function destinationFor(user: LoginResponse['user']): Promise<string> {
  const tag = user.customer?.tag;
  if (tag && user.roles.includes(ROLES.customer)) {
    const list = await api.get<{ data: unknown[] }>(`customer/${encodeURIComponent(tag)}/establishments/all`, {
      query: { user_id: user.id },
    });
    if (list.ok && list.data.data.length === 0) return `/customer/${tag}/step-view`;
  }
  return loginGuard(getSession()) ?? '/home/erep/user';
}

export async function signIn(input: LoginInput): Promise<SignInResult> {
  const response = await api.post<LoginResponse>('login', input);
  if (response.status === 401) return { kind: 'invalid' };
  if (response.status === 429) return { kind: 'rate-limited' };
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
