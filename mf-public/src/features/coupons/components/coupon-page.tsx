import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatMoment } from '@erep/shared/visitor';
import { PublicLayout } from '../../../components/public-layout';
import { PublicState } from '../../../components/public-state';
import { QrCode } from '../../../components/qr-code';
import { useTrack } from '../../../hooks/use-track';
import { absoluteUrl } from '../../../lib/absolute-url';
import { errorStatus } from '../../../lib/request-error';
import { pageLanguage } from '../../../lib/visitor-language';
import { useCoupon } from '../api/get-coupon';
import { couponBrand } from '../lib/coupon-brand';
import { CouponSummary } from './coupon-summary';

/** /public/customer/:tag/advantagecontact/:discountTag — the visitor's coupon with its QR code. */
export function CouponPage() {
  const { t, i18n } = useTranslation('public');
  const { discountTag = '' } = useParams();
  const query = useCoupon(discountTag);
  const coupon = query.data;
  useTrack(coupon ? { action: 'coupon_shown', target: coupon.code } : null);
  if (!coupon) {
    return (
      <PublicLayout brand={null} testId="public-coupon">
        <PublicState
          title={t('sections.coupon.title')}
          status={query.isError ? 'error' : 'loading'}
          message={errorStatus(query.error) === 404 ? t('coupon.notFound') : ''}
        />
      </PublicLayout>
    );
  }
  const validation = `/public/discount/validation/${coupon.code}`;
  const active = coupon.state === 'active';
  // Only a usable coupon asks to be shown at the till; a used one says when it was used.
  const lead = active
    ? t('sections.coupon.description')
    : coupon.state === 'validated' && coupon.validatedAt
      ? `${t('coupon.used', { date: formatMoment(coupon.validatedAt, pageLanguage(i18n.language)) })} ${t('coupon.closed')}`
      : t('coupon.closed');
  return (
    <PublicLayout brand={couponBrand(coupon)} testId="public-coupon">
      <section className="pf-card">
        <h1>{t('sections.coupon.title')}</h1>
        <p className="pf-lead" data-testid="coupon-lead">
          {lead}
        </p>
        <CouponSummary coupon={coupon} />
        {active ? <QrCode value={absoluteUrl(validation)} label={t('coupon.qr', { code: coupon.code })} /> : null}
        {/* The cashier validates on the shop's device: the visitor never types the shop's seller code. */}
        {active ? (
          <p className="pf-note" data-testid="coupon-cashier">
            {t('coupon.showCashier')}
          </p>
        ) : null}
      </section>
    </PublicLayout>
  );
}
