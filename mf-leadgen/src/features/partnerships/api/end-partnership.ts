import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { partnershipsKey } from './get-partnerships';

export async function endPartnership(tag: string, id: number): Promise<void> {
  await unwrap(api.delete<unknown>(`customer/${encodeURIComponent(tag)}/partnerships/${id}`));
}

export function useEndPartnership(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => endPartnership(tag, id),
    onSuccess: () => client.invalidateQueries({ queryKey: partnershipsKey(tag) }),
  });
}
