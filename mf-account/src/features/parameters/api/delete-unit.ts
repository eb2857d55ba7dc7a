import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { establishmentPath } from './base';
import { unitsKey } from './list-units';

export async function deleteUnit(tag: string, establishmentId: number, id: number): Promise<void> {
  await unwrap(api.delete<null>(`${establishmentPath(tag, establishmentId)}/units/${id}`));
}

export function useDeleteUnit(tag: string, establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteUnit(tag, establishmentId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: unitsKey(tag, establishmentId) }),
  });
}
