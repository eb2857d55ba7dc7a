import { useTranslation } from 'react-i18next';
import type { PublicCoupon } from '@erep/shared/schemas';
import { dateLocale } from '../../../lib/visitor-language';
import { CouponState } from './coupon-state';

/** The advantage, the coupon's state and code, and until when it is valid. */
export function CouponSummary({ coupon }: { coupon: PublicCoupon }) {
  const { t, i18n } = useTranslation('public');
  return (
    <>
      <h2>{coupon.advantage.title}</h2>
      {coupon.advantage.description ? <p className="pf-small">{coupon.advantage.description}</p> : null}
      <CouponState coupon={coupon} />
      <p className="pf-small">{t('coupon.code')}</p>
      <p className="pf-code" data-testid="coupon-code">
        {coupon.code}
      </p>
      {coupon.state === 'active' || coupon.state === 'validated' ? (
        <p className="pf-small">{t('coupon.expires', { date: new Date(coupon.expiresAt).toLocaleDateString(dateLocale(i18n.language), { dateStyle: 'long' }) })}</p>
      ) : null}
    </>
  );
}
