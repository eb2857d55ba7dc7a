import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout';
import { PublicState } from '../../../components/public-state';
import { QrCode } from '../../../components/qr-code';
import { useTrack } from '../../../hooks/use-track';
import { absoluteUrl } from '../../../lib/absolute-url';
import { errorStatus } from '../../../lib/request-error';
import { useCoupon } from '../api/get-coupon';
import { CouponSummary } from './coupon-summary';

/** /public/customer/:tag/advantagecontact/:discountTag — the visitor's coupon with its QR code. */
export function CouponPage() {
  const { t } = useTranslation('public');
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
  return (
    <PublicLayout brand={{ name: coupon.customer.name, theme: coupon.customer.theme }} testId="public-coupon">
      <section className="pf-card">
        <h1>{t('sections.coupon.title')}</h1>
        <p className="pf-lead">{t('sections.coupon.description')}</p>
        <CouponSummary coupon={coupon} />
        {coupon.state === 'active' ? <QrCode value={absoluteUrl(validation)} label={t('coupon.qr', { code: coupon.code })} /> : null}
        {coupon.state === 'active' ? (
          <a className="pf-button pf-secondary" href={validation}>
            {t('coupon.sellerLink')}
          </a>
        ) : null}
      </section>
    </PublicLayout>
  );
}
