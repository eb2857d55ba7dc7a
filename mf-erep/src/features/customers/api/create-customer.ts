import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PartnerCustomerCreate, PartnerCustomerCreated } from '@erep/shared/schemas';

/** Creates a customer under the signed-in partner and mails its owner the link that sets a password. */
export async function createCustomer(input: PartnerCustomerCreate): Promise<PartnerCustomerCreated> {
  const app_url = typeof window === 'undefined' ? undefined : window.location.origin;
  return (await unwrap(api.post<{ data: PartnerCustomerCreated }>('erep/customers', { ...input, app_url }))).data;
}

export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => client.invalidateQueries({ queryKey: ['erep', 'customers'] }),
  });
}
