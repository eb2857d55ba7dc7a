import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import { landingPath } from '@erep/shared/guards';
import { changeLanguage, pickedLanguage } from '@erep/shared/i18n';
import { ROLES, type LoginInput, type LoginResponse, type PaymentResume, type RemoteManifest } from '@erep/shared/schemas';
import { getSession, setMustRefresh, setToken, setUser, signOut, startVerificationSession } from '@erep/shared/session';
import { establishmentsQuery } from './get-establishments';
import { remoteManifestQuery } from './get-remote-manifest';
import { saveProfileLanguage } from './save-profile-language';

/** The answer as it came: the page's outcome depends on the status (200, 401, 429, other). */
export const postLogin = (input: LoginInput): Promise<ApiResult<LoginResponse>> => api.post<LoginResponse>('login', input);

/** Outcomes of spec section 4 "Sign-in", each with its message key or destination. */
export type SignInResult =
  | { kind: 'success'; to: string }
  | { kind: 'inactive' }
  | { kind: 'payment-pending'; payment: PaymentResume }
  | { kind: 'forbidden' }
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; minutes: number }
  | { kind: 'error' };

/** Minutes to wait, from the server's message ('retry in N s' or 'retry in 1 minute'). */
function retryMinutes(message: string): number {
  const seconds = /retry in (\d+) s/.exec(message);
  if (seconds?.[1]) return Math.max(1, Math.ceil(Number(seconds[1]) / 60));
  const minutes = /retry in (\d+) minute/.exec(message);
  return minutes?.[1] ? Number(minutes[1]) : 1;
}

async function destinationFor(client: QueryClient, user: LoginResponse['user']): Promise<string> {
  // Spec: a customer without an establishment starts on the onboarding step.
  const options: { hasEstablishment?: boolean } = {};
  const tag = user.customer?.tag;
  if (tag && user.roles.includes(ROLES.customer)) {
    try {
      options.hasEstablishment = (await client.fetchQuery(establishmentsQuery(tag, user.id))).length > 0;
    } catch {
      // Unreadable list: the usual landing, whose page says what failed.
    }
  }
  // The plan decides the first area: the manifest lists what this session may open and where.
  let manifest: RemoteManifest | null = null;
  try {
    manifest = await client.fetchQuery(remoteManifestQuery(user.id));
  } catch {
    // No manifest: '/' lets the shell choose once it has one.
  }
  return landingPath(getSession(), manifest, options);
}

/**
 * A language the person picked on this device (sign-in page or header selector) wins and is saved
 * on a record that has none; without one picked, the language saved on the record applies.
 */
async function applyLanguage(user: LoginResponse['user']): Promise<void> {
  const picked = pickedLanguage();
  if (!picked) {
    if (user.language) await changeLanguage(user.language);
    return;
  }
  await changeLanguage(picked);
  const tag = user.customer?.tag;
  if (user.language || !tag || !user.roles.includes(ROLES.customer)) return;
  try {
    const saved = await saveProfileLanguage(tag, picked);
    setUser({ ...user, language: saved.language });
  } catch {
    // Not saved: the device still remembers the choice, and the next sign-in tries again.
  }
}

/** Signs in and stores the session (spec section 4); resolves to the outcome the page shows. */
export async function signIn(client: QueryClient, input: LoginInput): Promise<SignInResult> {
  const response = await postLogin(input);
  if (response.status === 401) return { kind: 'invalid' };
  // A correct password on an account awaiting its first payment: no session, the payment to resume.
  if (!response.ok && response.status === 403 && response.error.code === 'payment_pending' && response.error.payment) {
    return { kind: 'payment-pending', payment: response.error.payment };
  }
  if (!response.ok) return response.status === 429 ? { kind: 'rate-limited', minutes: retryMinutes(response.error.message) } : { kind: 'error' };
  const { token, user } = response.data;
  if (!user.roles.includes(ROLES.erep)) return { kind: 'forbidden' };
  setToken(token);
  setUser(user);
  if (!user.is_active) {
    signOut();
    return { kind: 'inactive' };
  }
  startVerificationSession();
  await applyLanguage(user);
  setMustRefresh(true);
  return { kind: 'success', to: await destinationFor(client, user) };
}

/** The sign-in mutation: its data is the outcome. A new session clears the shared cache (shared/query). */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: LoginInput) => signIn(client, input) });
}
