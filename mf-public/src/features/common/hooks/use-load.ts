import { useCallback, useEffect, useState } from 'react';
import { api } from '@erep/shared/api';
import type { ApiErrorBody } from '@erep/shared/schemas';

export type Load<T> =
  | { status: 'loading' }
  | { status: 'error'; code: number; message: string }
  | { status: 'ready'; data: T };

/** GET one `{ data }` resource; starts from server-rendered data when given (for that path only). */
export function useLoad<T>(path: string | null, initial?: T | null): Load<T> & { reload: () => void } {
  const [initialPath] = useState(initial ? path : null);
  const [loaded, setLoaded] = useState<{ path: string | null; state: Load<T> }>(() =>
    initial ? { path, state: { status: 'ready', data: initial } } : { path: null, state: { status: 'loading' } },
  );
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!path || (path === initialPath && tick === 0)) return;
    let live = true;
    void api.get<{ data: T } | ApiErrorBody>(path).then((res) => {
      if (!live) return;
      const state: Load<T> = res.ok
        ? { status: 'ready', data: (res.data as { data: T }).data }
        : { status: 'error', code: res.status, message: (res.data as ApiErrorBody | null)?.message ?? '' };
      setLoaded({ path, state });
    });
    return () => {
      live = false;
    };
  }, [path, tick, initialPath]);
  const reload = useCallback(() => {
    setLoaded({ path: null, state: { status: 'loading' } });
    setTick((n) => n + 1);
  }, []);
  // Data of another path is never shown as this one's.
  const state: Load<T> = loaded.path === path ? loaded.state : { status: 'loading' };
  return { ...state, reload };
}
