import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { establishmentPath } from './base';
import { staffKey } from './list-staff';

export async function deleteStaff(tag: string, establishmentId: number, id: number): Promise<void> {
  await unwrap(api.delete<null>(`${establishmentPath(tag, establishmentId)}/staff/${id}`));
}

export function useDeleteStaff(tag: string, establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteStaff(tag, establishmentId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey(tag, establishmentId) }),
  });
}
