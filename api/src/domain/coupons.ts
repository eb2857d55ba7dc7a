export type CouponState = 'active' | 'expired' | 'sold_out' | 'validated';

export interface CouponFacts {
  expiresAt: Date;
  validatedAt: Date | null;
  advantage: { active: boolean; expiresAt: Date | null; quantityLimit: number | null; quantityUsed: number };
}

/** The four states the screens show; a validated coupon stays validated whatever happens to its offer. */
export function couponState(coupon: CouponFacts, now: Date = new Date()): CouponState {
  if (coupon.validatedAt) return 'validated';
  const offerExpired = coupon.advantage.expiresAt !== null && coupon.advantage.expiresAt <= now;
  if (coupon.expiresAt <= now || offerExpired || !coupon.advantage.active) return 'expired';
  const { quantityLimit, quantityUsed } = coupon.advantage;
  if (quantityLimit !== null && quantityUsed >= quantityLimit) return 'sold_out';
  return 'active';
}
