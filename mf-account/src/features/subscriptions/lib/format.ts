import { billedPrice, formatBillingDay, formatMoney } from '@erep/shared/rules';
import type { AccountSubscription, LanguageCode } from '@erep/shared/schemas';

/** 'YYYY-MM-DD' as a date in the reader's language (read as a calendar day, not a UTC instant). */
export function formatDay(day: string | null, lng: LanguageCode): string {
  return day ? formatBillingDay(day, lng, 'medium') : '—';
}

/** What the subscription's plan costs and how often it is billed; the amount recorded when the plan has no price. */
export function subscriptionPrice(row: Pick<AccountSubscription, 'price' | 'amount'>, lng: LanguageCode): string {
  return row.price ? billedPrice(row.price, lng) : formatMoney(row.amount, 'EUR', lng);
}
