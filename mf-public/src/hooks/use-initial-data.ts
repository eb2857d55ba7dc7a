import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { takeInitialData, type InitialData } from '../lib/initial-data';

/** What the server rendered into this page for the current path, taken once per path. */
export function useInitialData(): InitialData | null {
  const { pathname } = useLocation();
  return useMemo(() => takeInitialData(pathname), [pathname]);
}
