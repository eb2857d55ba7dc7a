import type { PublicCoupon } from '@erep/shared/schemas';
import type { PublicBrand } from '../../../components/public-layout';

/** The customer of a coupon as the public layout shows it: name, logo, colours and language. */
export const couponBrand = (coupon: PublicCoupon): PublicBrand => ({
  name: coupon.customer.name,
  logo: coupon.customer.logo,
  theme: coupon.customer.theme,
  language: coupon.customer.language,
});
