import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AdminAdvantage } from '@erep/shared/schemas';
import { advantagesKey } from './get-advantages';

/** Pauses or resumes an advantage. */
export async function setAdvantageActive(tag: string, id: number, active: boolean): Promise<AdminAdvantage> {
  return (await unwrap(api.put<{ data: AdminAdvantage }>(`customer/${encodeURIComponent(tag)}/advantages/${id}/active`, { active }))).data;
}

export function useSetAdvantageActive(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setAdvantageActive(tag, id, active),
    onSuccess: () => client.invalidateQueries({ queryKey: advantagesKey(tag) }),
  });
}
