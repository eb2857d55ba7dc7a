import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { VisitorActionInput } from '@erep/shared/schemas';
import { track } from '../lib/tracker';

/** Records a visitor action once it is known (null: not yet): once per page, and again if it changes. */
export function useTrack(action: VisitorActionInput | null): void {
  const { pathname } = useLocation();
  const key = action ? JSON.stringify(action) : null;
  useEffect(() => {
    if (key) track(JSON.parse(key) as VisitorActionInput);
  }, [key, pathname]);
}
