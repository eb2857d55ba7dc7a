import { useEffect, useState } from 'react';
import { api } from '@erep/shared/api';
import { useSession } from '@erep/shared/session';

export interface Establishment {
  id: number;
  tag: string;
  name: string;
  city: string | null;
  country: string | null;
}

export type Loadable<T> = { state: 'loading' } | { state: 'error'; status: number } | { state: 'ready'; data: T };

export function useEstablishments(customerTag: string): Loadable<Establishment[]> {
  const userId = useSession().userId;
  const [result, setResult] = useState<Loadable<Establishment[]>>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    setResult({ state: 'loading' });
    void api
      .get<{ data: Establishment[] }>(`customer/${encodeURIComponent(customerTag)}/establishments/all`, {
        query: { user_id: userId ?? undefined },
      })
      .then((response) => {
        if (!active) return;
        setResult(response.ok ? { state: 'ready', data: response.data.data } : { state: 'error', status: response.status });
      });
    return () => {
      active = false;
    };
  }, [customerTag, userId]);
  return result;
}
