import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Establishment } from '@erep/shared/schemas';
import { customerPath } from './base';
import { establishmentsKey } from './list-establishments';

/** Archives or restores an establishment (a merge patch of its `archived` flag). */
export async function setArchived(tag: string, id: number, archived: boolean): Promise<Establishment> {
  return (await unwrap(api.patch<{ data: Establishment }>(`${customerPath(tag)}/establishments/${id}`, { archived }))).data;
}

export function useSetArchived(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) => setArchived(tag, id, archived),
    onSuccess: () => client.invalidateQueries({ queryKey: establishmentsKey(tag) }),
  });
}
