import { useEffect, useState } from 'react';
import { api } from '@erep/shared/api';
import { useSession } from '@erep/shared/session';
import type { Establishment as SharedEstablishment, ReviewSummary } from '@erep/shared/schemas';

type Establishment = Pick<SharedEstablishment, 'id' | 'tag' | 'name' | 'city' | 'country'>;

export type Loadable<T> = { state: 'loading' } | { state: 'error'; status: number } | { state: 'ready'; data: T };

export interface EstablishmentRow extends Establishment {
  /** Reviews over the last 30 days and their average; null when the figures could not be read. */
  reviews: number | null;
  average: number | null;
}

/** The establishments, with their reputation figures beside them. */
export function useEstablishments(customerTag: string): Loadable<EstablishmentRow[]> {
  const userId = useSession().userId;
  const [result, setResult] = useState<Loadable<EstablishmentRow[]>>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    setResult({ state: 'loading' });
    const tag = encodeURIComponent(customerTag);
    void Promise.all([
      api.get<{ data: Establishment[] }>(`customer/${tag}/establishments/all`, { query: { user_id: userId ?? undefined } }),
      api.get<{ data: ReviewSummary[] }>(`customer/${tag}/reviews/summary`),
    ]).then(([list, summary]) => {
      if (!active) return;
      if (!list.ok) {
        setResult({ state: 'error', status: list.status });
        return;
      }
      const figures = new Map(summary.ok ? summary.data.data.map((s) => [s.establishment_id, s] as const) : []);
      setResult({
        state: 'ready',
        data: list.data.data.map((e) => ({
          ...e,
          reviews: figures.get(e.id)?.reviews ?? null,
          average: figures.get(e.id)?.average ?? null,
        })),
      });
    });
    return () => {
      active = false;
    };
  }, [customerTag, userId]);
  return result;
}
