import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Partnership, PartnershipAnswerInput } from '@erep/shared/schemas';
import { partnershipsKey } from './get-partnerships';

export async function answerPartnership(tag: string, id: number, input: PartnershipAnswerInput): Promise<Partnership> {
  return (await unwrap(api.post<{ data: Partnership }>(`customer/${encodeURIComponent(tag)}/partnerships/${id}/answer`, input))).data;
}

export function useAnswerPartnership(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PartnershipAnswerInput }) => answerPartnership(tag, id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: partnershipsKey(tag) }),
  });
}
