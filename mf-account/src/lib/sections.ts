/** Sections of the account area; their texts are `sections.<key>` in the account namespace. */
export type AccountSection =
  | 'personalDetails'
  | 'contact'
  | 'subscriptions'
  | 'discountCoupons'
  | 'qrcodes'
  | 'screens'
  | 'parameters'
  | 'advantage'
  | 'partnership'
  | 'firstStep'
  | 'stepView'
  | 'support';

export const ACCOUNT_NS = 'account';

/** The account area's own navigation, in the order it shows (paths under /customer/:tag/account). */
export const ACCOUNT_NAV: readonly { path: string; section: AccountSection; ownersOnly?: true }[] = [
  { path: 'personal_details', section: 'personalDetails' },
  // Billing is the owners': a manager does not see it.
  { path: 'subscriptions', section: 'subscriptions', ownersOnly: true },
  { path: 'advantage', section: 'advantage' },
  { path: 'partnership', section: 'partnership' },
  { path: 'discount_coupons', section: 'discountCoupons' },
  { path: 'my_qrcodes', section: 'qrcodes' },
  { path: 'screens', section: 'screens' },
  { path: 'parameters', section: 'parameters' },
  { path: 'contact', section: 'contact' },
];

export const accountHome = (tag: string): string => `/customer/${tag}/account/personal_details`;
