import { useTranslation } from 'react-i18next';
import type { PublicCoupon } from '@erep/shared/schemas';
import { formatDay } from '@erep/shared/visitor';
import { OfferedBy } from '../../../components/offered-by';
import { offerText } from '../../../lib/offer-text';
import { pageLanguage } from '../../../lib/visitor-language';
import { CouponState } from './coupon-state';

/** The advantage in the visitor's language, the coupon's state and code, and until when it is valid. */
export function CouponSummary({ coupon }: { coupon: PublicCoupon }) {
  const { t, i18n } = useTranslation('public');
  const lang = pageLanguage(i18n.language);
  const text = offerText(coupon.advantage, lang);
  return (
    <>
      <h2>{text.title}</h2>
      {coupon.issuedOn ? (
        <p>
          <OfferedBy name={coupon.customer.name} />
        </p>
      ) : null}
      {text.description ? <p className="pf-small">{text.description}</p> : null}
      <CouponState coupon={coupon} />
      <p className="pf-small">{t('coupon.code')}</p>
      <p className="pf-code" data-testid="coupon-code">
        {coupon.code}
      </p>
      {coupon.state === 'active' ? <p className="pf-small">{t('coupon.expires', { date: formatDay(coupon.expiresAt, lang) })}</p> : null}
    </>
  );
}
