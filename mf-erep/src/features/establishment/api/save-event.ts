import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { EstablishmentEvent, EstablishmentEventInput } from '@erep/shared/schemas';
import { establishmentKey, establishmentPath } from './base';

/** Creates an event, or changes one when `eventId` is given. */
export async function saveEvent(tag: string, id: number, input: EstablishmentEventInput, eventId: number | null): Promise<EstablishmentEvent> {
  const path = `${establishmentPath(tag, id)}/events`;
  const call = eventId === null ? api.post<{ data: EstablishmentEvent }>(path, input) : api.put<{ data: EstablishmentEvent }>(`${path}/${eventId}`, input);
  return (await unwrap(call)).data;
}

/** The list and the trends' markers change with it. */
export function useSaveEvent(tag: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, eventId }: { input: EstablishmentEventInput; eventId: number | null }) => saveEvent(tag, id, input, eventId),
    onSuccess: () => client.invalidateQueries({ queryKey: establishmentKey(tag, id) }),
  });
}
