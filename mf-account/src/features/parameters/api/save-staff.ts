import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { StaffInput, StaffMember } from '@erep/shared/schemas';
import { establishmentPath } from './base';
import { staffKey } from './list-staff';

/** Adds (no id) or changes one. */
export async function saveStaff(tag: string, establishmentId: number, id: number | null, input: StaffInput): Promise<StaffMember> {
  const path = `${establishmentPath(tag, establishmentId)}/staff`;
  const answer = id === null ? api.post<{ data: StaffMember }>(path, input) : api.put<{ data: StaffMember }>(`${path}/${id}`, input);
  return (await unwrap(answer)).data;
}

export function useSaveStaff(tag: string, establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: StaffInput }) => saveStaff(tag, establishmentId, id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey(tag, establishmentId) }),
  });
}
