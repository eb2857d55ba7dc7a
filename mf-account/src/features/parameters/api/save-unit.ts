import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { UnitInput, Unit } from '@erep/shared/schemas';
import { establishmentPath } from './base';
import { unitsKey } from './list-units';

/** Adds (no id) or changes one. */
export async function saveUnit(tag: string, establishmentId: number, id: number | null, input: UnitInput): Promise<Unit> {
  const path = `${establishmentPath(tag, establishmentId)}/units`;
  const answer = id === null ? api.post<{ data: Unit }>(path, input) : api.put<{ data: Unit }>(`${path}/${id}`, input);
  return (await unwrap(answer)).data;
}

export function useSaveUnit(tag: string, establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: UnitInput }) => saveUnit(tag, establishmentId, id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: unitsKey(tag, establishmentId) }),
  });
}
