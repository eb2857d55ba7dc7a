import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AdminContact, OffersPage } from '@erep/shared/schemas';

export interface ContactFilters {
  q: string;
  establishment: string;
  consent: string;
  subscribed: string;
}

export const contactParams = (filters: ContactFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

export const contactsKey = (tag: string, filters?: ContactFilters, page?: number) =>
  filters === undefined ? (['leadgen', 'customer', tag, 'contacts'] as const) : (['leadgen', 'customer', tag, 'contacts', filters, page] as const);

export const CONTACTS_PER_PAGE = 20;

export async function getContacts(tag: string, filters: ContactFilters, page: number): Promise<OffersPage<AdminContact>> {
  return unwrap(api.get<OffersPage<AdminContact>>(`customer/${encodeURIComponent(tag)}/contacts`, { query: { ...contactParams(filters), page, per_page: CONTACTS_PER_PAGE } }));
}

export function useContacts(tag: string, filters: ContactFilters, page: number) {
  return useQuery({ queryKey: contactsKey(tag, filters, page), queryFn: () => getContacts(tag, filters, page), placeholderData: keepPreviousData });
}
