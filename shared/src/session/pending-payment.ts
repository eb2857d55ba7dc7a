import type { PlanPrice } from '@erep/shared/schemas';
/**
 * A subscription waiting for payment, handed to mf-auth's payment pages (/payment/checkout): by
 * sign-up, and by the account area for a renewal or another plan. Kept for this tab only, and never
 * the password.
 */
export interface PendingSignUp {
  token: string;
  userId: number;
  tag: string;
  subscriptionId: number;
  email: string;
  planName: string;
  priceCode: string;
  /** What the plan costs, shown before paying; absent for a sign-up saved by an older page. */
  price?: PlanPrice | null;
  /** The subscription's dates, YYYY-MM-DD. */
  term?: { from: string; to: string };
}

const KEY = 'signup_pending';

export function savePending(value: PendingSignUp): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage disabled: the payment page will say there is nothing to pay.
  }
}

export function readPending(): PendingSignUp | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingSignUp>;
    return typeof value.token === 'string' && typeof value.subscriptionId === 'number' && typeof value.email === 'string'
      ? (value as PendingSignUp)
      : null;
  } catch {
    return null;
  }
}

export function clearPending(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The pending account's own token: it is not signed in yet, so the session holds none. */
export const pendingAuth = (pending: PendingSignUp): { headers: Record<string, string> } => ({
  headers: { Authorization: `Bearer ${pending.token}` },
});
