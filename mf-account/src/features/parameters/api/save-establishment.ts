import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Establishment, EstablishmentInput } from '@erep/shared/schemas';
import { customerPath } from './base';
import { establishmentsKey } from './list-establishments';

/** Creates (no id) or replaces an establishment. */
export async function saveEstablishment(tag: string, id: number | null, input: EstablishmentInput): Promise<Establishment> {
  const path = `${customerPath(tag)}/establishments`;
  const answer = id === null ? api.post<{ data: Establishment }>(path, input) : api.put<{ data: Establishment }>(`${path}/${id}`, input);
  return (await unwrap(answer)).data;
}

export function useSaveEstablishment(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: EstablishmentInput }) => saveEstablishment(tag, id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: establishmentsKey(tag) }),
  });
}
