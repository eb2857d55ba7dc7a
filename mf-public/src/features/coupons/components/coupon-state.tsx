import { useTranslation } from 'react-i18next';
import type { PublicCoupon } from '@erep/shared/schemas';
import { formatMoment } from '@erep/shared/visitor';
import { pageLanguage } from '../../../lib/visitor-language';

/** The coupon's state in words: active as a badge; validated (when, where), expired or sold out as a warning. */
export function CouponState({ coupon }: { coupon: PublicCoupon }) {
  const { t, i18n } = useTranslation('public');
  const lang = pageLanguage(i18n.language);
  const validatedAt = coupon.state === 'validated' && coupon.validatedAt ? formatMoment(coupon.validatedAt, lang) : null;
  const text = validatedAt
    ? coupon.validatedWhere
      ? t('coupon.validatedWhere', { date: validatedAt, place: coupon.validatedWhere })
      : t('coupon.validated', { date: validatedAt })
    : t(`coupon.${coupon.state}`);
  if (coupon.state === 'active') {
    return (
      <p>
        <span className="pf-sr">{t('coupon.stateLabel')}: </span>
        <span className="pf-state pf-state-active" data-testid="coupon-state" data-state="active">
          {text}
        </span>
      </p>
    );
  }
  // A coupon that can no longer be used is a warning, shown before anyone taps anything.
  return (
    <p className="pf-warning" data-testid="coupon-state" data-state={coupon.state}>
      <span>
        <span className="pf-sr">{t('coupon.stateLabel')}: </span>
        {text}
      </span>
    </p>
  );
}
