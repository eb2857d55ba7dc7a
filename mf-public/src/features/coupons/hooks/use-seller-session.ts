import { useCallback, useState } from 'react';
import { getSeller, setSeller, type SellerSession } from '../lib/seller-session';

/**
 * The seller signed in for this customer on this device, a way to sign out that re-renders, and a
 * way to read the device's session again once a sign-in stored one.
 */
export function useSellerSession(customer: string | undefined): [SellerSession | null, () => void, () => void] {
  const [, setVersion] = useState(0);
  const signOut = useCallback(() => {
    setSeller(null);
    setVersion((n) => n + 1);
  }, []);
  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  return [customer ? getSeller(customer) : null, signOut, refresh];
}
