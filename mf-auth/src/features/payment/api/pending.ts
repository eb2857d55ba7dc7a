import { api, type ApiResult } from '@erep/shared/api';
import type { CheckoutResponse, PaymentConfig, SubscriptionState } from '@erep/shared/schemas';

/** The sign-up waiting for payment; kept for this tab only, and never the password. */
export interface PendingSignUp {
  token: string;
  userId: number;
  tag: string;
  subscriptionId: number;
  email: string;
  planName: string;
  priceCode: string;
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

const auth = (pending: PendingSignUp) => ({ headers: { Authorization: `Bearer ${pending.token}` } });

export const paymentConfig = (): Promise<ApiResult<PaymentConfig>> => api.get<PaymentConfig>('payment/config');

export const startCheckout = (pending: PendingSignUp): Promise<ApiResult<CheckoutResponse>> =>
  api.post<CheckoutResponse>('payment/checkout', { subscription_id: pending.subscriptionId }, auth(pending));

export const completeTestPayment = (pending: PendingSignUp): Promise<ApiResult<SubscriptionState>> =>
  api.post<SubscriptionState>('payment/test/complete', { subscription_id: pending.subscriptionId }, auth(pending));

export const confirmStripeSession = (pending: PendingSignUp, sessionId: string): Promise<ApiResult<SubscriptionState>> =>
  api.post<SubscriptionState>('payment/confirm', { session_id: sessionId }, auth(pending));

export const subscriptionState = (pending: PendingSignUp): Promise<ApiResult<SubscriptionState>> =>
  api.get<SubscriptionState>(`payment/subscription/${pending.subscriptionId}`, auth(pending));
