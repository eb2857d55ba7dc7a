import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { establishmentKey, establishmentPath } from './base';

export async function deleteEvent(tag: string, id: number, eventId: number): Promise<void> {
  await unwrap(api.delete<unknown>(`${establishmentPath(tag, id)}/events/${eventId}`));
}

export function useDeleteEvent(tag: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => deleteEvent(tag, id, eventId),
    onSuccess: () => client.invalidateQueries({ queryKey: establishmentKey(tag, id) }),
  });
}
