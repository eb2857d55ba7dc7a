import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Partnership, PartnershipProposalInput } from '@erep/shared/schemas';
import { partnershipsKey } from './get-partnerships';

export async function proposePartnership(tag: string, input: PartnershipProposalInput): Promise<Partnership> {
  return (await unwrap(api.post<{ data: Partnership }>(`customer/${encodeURIComponent(tag)}/partnerships`, input))).data;
}

export function useProposePartnership(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PartnershipProposalInput) => proposePartnership(tag, input),
    onSuccess: () => client.invalidateQueries({ queryKey: partnershipsKey(tag) }),
  });
}
