import { useCallback, useState } from 'react';
import { getSeller, setSeller, type SellerSession } from '../lib/seller-session';

/** The seller signed in for this customer on this device, and a way to sign out that re-renders. */
export function useSellerSession(customer: string | undefined): [SellerSession | null, () => void] {
  const [, setVersion] = useState(0);
  const signOut = useCallback(() => {
    setSeller(null);
    setVersion((n) => n + 1);
  }, []);
  return [customer ? getSeller(customer) : null, signOut];
}
