import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CompetitorInput, CompetitorItem } from '@erep/shared/schemas';
import { competitorsKey, establishmentPath } from './get-competitors';

export async function addCompetitor(tag: string, establishmentId: number, input: CompetitorInput): Promise<CompetitorItem> {
  return (await unwrap(api.post<{ data: CompetitorItem }>(`${establishmentPath(tag, establishmentId)}/competitors`, input))).data;
}

export async function renameCompetitor(tag: string, establishmentId: number, id: number, name: string): Promise<void> {
  await unwrap(api.put(`${establishmentPath(tag, establishmentId)}/competitors/${id}`, { name }));
}

export async function removeCompetitor(tag: string, establishmentId: number, id: number): Promise<void> {
  await unwrap(api.delete(`${establishmentPath(tag, establishmentId)}/competitors/${id}`));
}

/** Add, rename and remove; each refreshes this establishment's list and the ranking and trends. */
export function useCompetitorMutations(tag: string, establishmentId: number) {
  const client = useQueryClient();
  const onSuccess = async () => {
    await client.invalidateQueries({ queryKey: competitorsKey(tag, establishmentId) });
    await client.invalidateQueries({ queryKey: ['erep', 'customer', tag] });
  };
  return {
    add: useMutation({ mutationFn: (input: CompetitorInput) => addCompetitor(tag, establishmentId, input), onSuccess }),
    rename: useMutation({ mutationFn: (input: { id: number; name: string }) => renameCompetitor(tag, establishmentId, input.id, input.name), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => removeCompetitor(tag, establishmentId, id), onSuccess }),
  };
}
