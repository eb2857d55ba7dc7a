import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CreatedEstablishment, Establishment, EstablishmentInput } from '@erep/shared/schemas';
import { customerPath } from './base';
import { establishmentsKey } from './list-establishments';

/** Creates (no id: the answer carries its new seller code, shown once) or replaces an establishment. */
export async function saveEstablishment(tag: string, id: number | null, input: EstablishmentInput): Promise<Establishment | CreatedEstablishment> {
  const path = `${customerPath(tag)}/establishments`;
  const answer = id === null ? api.post<{ data: CreatedEstablishment }>(path, input) : api.put<{ data: Establishment }>(`${path}/${id}`, input);
  return (await unwrap(answer)).data;
}

export function useSaveEstablishment(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: EstablishmentInput }) => saveEstablishment(tag, id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: establishmentsKey(tag) }),
  });
}
