/**
 * The seller's session lives on the device for a shift (the API gives it 8 hours): every tab and
 * every scanned coupon uses it, so the code is asked once. Changing the seller code ends it on the
 * server; "Sign out" ends it here.
 */
const KEY = 'erep_seller';

export interface SellerSession {
  token: string;
  expiresAt: string;
  establishment: string;
  customer: string;
}

export function getSeller(customer?: string): SellerSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as SellerSession;
    if (new Date(session.expiresAt).getTime() <= Date.now()) {
      localStorage.removeItem(KEY);
      return null;
    }
    if (customer && session.customer !== customer) return null;
    return session;
  } catch {
    return null;
  }
}

export function setSeller(session: SellerSession | null): void {
  try {
    if (session) localStorage.setItem(KEY, JSON.stringify(session));
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage the seller signs in again.
  }
}
