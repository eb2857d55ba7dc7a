import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Establishment, ResourcePage } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';
import { customerPath } from './base';

export interface EstablishmentListQuery {
  q: string;
  page: number;
  archived: 'false' | 'true';
}

export const PER_PAGE = 10;
export const establishmentsKey = accountKeys.establishments;

/** One page of the customer's establishments (the caller's scope), searched by name or city. */
export async function listEstablishments(tag: string, query: EstablishmentListQuery): Promise<ResourcePage<Establishment>> {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(PER_PAGE), archived: query.archived, sort: 'name' });
  if (query.q) params.set('q', query.q);
  return unwrap(api.get<ResourcePage<Establishment>>(`${customerPath(tag)}/establishments?${params.toString()}`));
}

export function useEstablishmentList(tag: string, query: EstablishmentListQuery) {
  return useQuery({
    queryKey: [...establishmentsKey(tag), 'page', query] as const,
    queryFn: () => listEstablishments(tag, query),
    enabled: tag !== '',
    placeholderData: keepPreviousData,
  });
}

/** Every live establishment in scope, for pickers (staff, units, seller codes, users). */
export async function allEstablishments(tag: string): Promise<Establishment[]> {
  return (await unwrap(api.get<{ data: Establishment[] }>(`${customerPath(tag)}/establishments/all`))).data;
}

export function useAllEstablishments(tag: string) {
  return useQuery({ queryKey: [...establishmentsKey(tag), 'all'] as const, queryFn: () => allEstablishments(tag), enabled: tag !== '' });
}
