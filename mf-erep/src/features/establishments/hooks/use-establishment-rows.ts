import { useMemo } from 'react';
import { ApiRequestError } from '@erep/shared/api';
import { useEstablishments, type EstablishmentItem } from '../api/get-establishments';
import { useReviewSummary } from '../api/get-review-summary';

export type Loadable<T> = { state: 'loading' } | { state: 'error'; status: number } | { state: 'ready'; data: T };

export interface EstablishmentRow extends EstablishmentItem {
  /** Reviews over the last 30 days and their average; null when the figures could not be read. */
  reviews: number | null;
  average: number | null;
}

/** The establishments, with their reputation figures beside them once both answers are in. */
export function useEstablishmentRows(tag: string): Loadable<EstablishmentRow[]> {
  const list = useEstablishments(tag);
  const summary = useReviewSummary(tag);
  return useMemo((): Loadable<EstablishmentRow[]> => {
    if (!list.data) return list.isError ? { state: 'error', status: list.error instanceof ApiRequestError ? list.error.status : 0 } : { state: 'loading' };
    // Unreadable figures (a plan without reputation answers 403) are no reason to hide the list: they show as dashes.
    if (summary.isPending) return { state: 'loading' };
    const figures = new Map((summary.data ?? []).map((s) => [s.establishment_id, s] as const));
    return {
      state: 'ready',
      data: list.data.map((e) => ({
        ...e,
        reviews: figures.get(e.id)?.reviews ?? null,
        average: figures.get(e.id)?.average ?? null,
      })),
    };
  }, [list.isError, list.error, list.data, summary.isPending, summary.data]);
}
