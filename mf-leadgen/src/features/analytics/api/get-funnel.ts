import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Funnel } from '@erep/shared/schemas';

export interface FunnelParams {
  start_date: string;
  end_date: string;
  establishment: string;
}

export const funnelKey = (tag: string, params: FunnelParams) => ['leadgen', 'customer', tag, 'funnel', params] as const;

export async function getFunnel(tag: string, params: FunnelParams): Promise<Funnel> {
  const query = { start_date: params.start_date, end_date: params.end_date, establishment: params.establishment || undefined };
  return (await unwrap(api.get<{ data: Funnel }>(`customer/${encodeURIComponent(tag)}/funnel`, { query }))).data;
}

export function useFunnel(tag: string, params: FunnelParams, enabled: boolean) {
  return useQuery({ queryKey: funnelKey(tag, params), queryFn: () => getFunnel(tag, params), placeholderData: keepPreviousData, enabled });
}
