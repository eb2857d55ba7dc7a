import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { advantagesKey } from './get-advantages';

export async function deleteAdvantage(tag: string, id: number): Promise<void> {
  await unwrap(api.delete<unknown>(`customer/${encodeURIComponent(tag)}/advantages/${id}`));
}

export function useDeleteAdvantage(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAdvantage(tag, id),
    onSuccess: () => client.invalidateQueries({ queryKey: advantagesKey(tag) }),
  });
}
