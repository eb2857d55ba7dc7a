import type { CustomerListItem } from '@erep/shared/schemas';

/** Where a customer opens: the area its plan includes (reputation, else offers, else its account). */
export function customerEntry(customer: Pick<CustomerListItem, 'tag' | 'reputation' | 'offers'>): string {
  const tag = encodeURIComponent(customer.tag);
  if (customer.reputation) return `/home/erep/customer/${tag}`;
  if (customer.offers) return `/home/leadgen/customer/${tag}/advantage`;
  return `/customer/${tag}/account/personal_details`;
}
