import type { FeatureProps } from '@erep/shared/federation';
import { NotReadyPage } from '../../components/not-ready-page';

/** Discount coupons issued to visitors and their state. Exposed as `./discount-coupons`. */
export function DiscountCouponsPage({ area }: FeatureProps) {
  return <NotReadyPage section="discountCoupon" area={area} />;
}
