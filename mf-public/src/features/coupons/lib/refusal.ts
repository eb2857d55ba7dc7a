import type { TFunction } from 'i18next';
import { errorBody, serverMessage } from '../../../lib/request-error';

const REFUSALS: Record<string, string> = {
  already_validated: 'seller.already_validated',
  sold_out: 'coupon.sold_out',
  expired: 'coupon.expired',
  other_establishment: 'seller.other_establishment',
};

/** Why the API refused to validate a coupon, in the page's language. */
export function refusalText(t: TFunction<'public'>, error: unknown): string {
  const code = errorBody(error)?.errors?.coupon?.[0];
  return (code && REFUSALS[code] ? t(REFUSALS[code]) : serverMessage(error)) || t('loadError');
}
