import { useTranslation } from 'react-i18next';
import type { PublicCoupon } from '@erep/shared/schemas';
import { dateLocale } from '../../../lib/visitor-language';

/** The coupon's state in words: active, expired, sold out, or validated with its date. */
export function CouponState({ coupon }: { coupon: PublicCoupon }) {
  const { t, i18n } = useTranslation('public');
  const validatedAt = coupon.state === 'validated' && coupon.validatedAt ? coupon.validatedAt : null;
  const text = validatedAt
    ? t('coupon.validated', { date: new Date(validatedAt).toLocaleString(dateLocale(i18n.language), { dateStyle: 'long', timeStyle: 'short' }) })
    : t(`coupon.${coupon.state}`);
  return (
    <p>
      <span className="pf-sr">{t('coupon.stateLabel')}: </span>
      <span className={`pf-state pf-state-${coupon.state}`} data-testid="coupon-state" data-state={coupon.state} role="status">
        {text}
      </span>
    </p>
  );
}
