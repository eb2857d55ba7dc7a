import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AdminAdvantage, AdvantageInput } from '@erep/shared/schemas';
import { advantagesKey } from './get-advantages';

/** Creates an advantage, or replaces one when `id` is given. */
export async function saveAdvantage(tag: string, input: AdvantageInput, id?: number): Promise<AdminAdvantage> {
  const base = `customer/${encodeURIComponent(tag)}/advantages`;
  const result = id === undefined ? api.post<{ data: AdminAdvantage }>(base, input) : api.put<{ data: AdminAdvantage }>(`${base}/${id}`, input);
  return (await unwrap(result)).data;
}

export function useSaveAdvantage(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: AdvantageInput; id?: number | undefined }) => saveAdvantage(tag, input, id),
    onSuccess: () => client.invalidateQueries({ queryKey: advantagesKey(tag) }),
  });
}
