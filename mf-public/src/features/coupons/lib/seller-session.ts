/** The seller's session lives in this tab only: a shared till device must not stay signed in. */
const KEY = 'erep_seller';

export interface SellerSession {
  token: string;
  expiresAt: string;
  establishment: string;
  customer: string;
}

export function getSeller(customer?: string): SellerSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as SellerSession;
    if (new Date(session.expiresAt).getTime() <= Date.now()) return null;
    if (customer && session.customer !== customer) return null;
    return session;
  } catch {
    return null;
  }
}

export function setSeller(session: SellerSession | null): void {
  try {
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Without storage the seller signs in again.
  }
}
