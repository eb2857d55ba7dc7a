import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { currentLanguage } from '@erep/shared/i18n';
import type { RangeParams } from '../../../hooks/use-range-params';
import { searchParams, type SearchFilters } from './search-reviews';

/** The search's results as CSV text (built on the server with a CSV library), in the interface's language. */
export async function exportReviews(tag: string, filters: SearchFilters, range: RangeParams): Promise<string> {
  const body = await unwrap(api.get<unknown>(`customer/${encodeURIComponent(tag)}/reputation/reviews/search.csv`, { query: { ...searchParams(filters, range), lang: currentLanguage() } }));
  return typeof body === 'string' ? body : '';
}

export function useExportReviews(tag: string) {
  return useMutation({ mutationFn: ({ filters, range }: { filters: SearchFilters; range: RangeParams }) => exportReviews(tag, filters, range) });
}
