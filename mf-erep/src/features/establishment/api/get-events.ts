import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { EstablishmentEvent } from '@erep/shared/schemas';
import { establishmentKey, establishmentPath } from './base';

export const eventsKey = (tag: string, id: number) => [...establishmentKey(tag, id), 'events'] as const;

export async function getEvents(tag: string, id: number): Promise<EstablishmentEvent[]> {
  return (await unwrap(api.get<{ data: EstablishmentEvent[] }>(`${establishmentPath(tag, id)}/events`))).data;
}

export function useEvents(tag: string, id: number) {
  return useQuery({ queryKey: eventsKey(tag, id), queryFn: () => getEvents(tag, id) });
}
