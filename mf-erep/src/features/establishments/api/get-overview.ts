import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CustomerOverview } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';

export const overviewKey = (tag: string, range: RangeParams) => ['erep', 'customer', tag, 'overview', range] as const;

export async function getOverview(tag: string, range: RangeParams): Promise<CustomerOverview> {
  return (await unwrap(api.get<{ data: CustomerOverview }>(`customer/${encodeURIComponent(tag)}/reputation/overview`, { query: range }))).data;
}

/** Score and per-establishment figures over the range; 403 when the plan has no reputation. */
export function useOverview(tag: string, range: RangeParams) {
  return useQuery({ queryKey: overviewKey(tag, range), queryFn: () => getOverview(tag, range) });
}
