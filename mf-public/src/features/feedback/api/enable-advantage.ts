import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { EnableAdvantageInput, PublicCoupon } from '@erep/shared/schemas';
import { establishmentContextsKey } from './get-feedback-context';

export interface AdvantageRef {
  customer: string;
  establishment: string;
  advantage: string;
}

const enc = encodeURIComponent;

/** POST /api/public/customers/{tag}/establishments/{id}/advantages/{tag}/enable: a contact takes an advantage. */
export async function enableAdvantage(ref: AdvantageRef, input: EnableAdvantageInput): Promise<PublicCoupon> {
  const path = `public/customers/${enc(ref.customer)}/establishments/${enc(ref.establishment)}/advantages/${enc(ref.advantage)}/enable`;
  const body = await unwrap(api.post<{ data: PublicCoupon }>(path, input));
  return body.data;
}

export function useEnableAdvantage(ref: AdvantageRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EnableAdvantageInput) => enableAdvantage(ref, input),
    // The coupon taken may sell the advantage out; the page is left at once, so no refetch now.
    onSuccess: () => client.invalidateQueries({ queryKey: establishmentContextsKey(ref.customer, ref.establishment), refetchType: 'none' }),
  });
}
