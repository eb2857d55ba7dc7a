import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { formatMoment } from '@erep/shared/visitor';
import { PublicLayout } from '../../../components/public-layout';
import { PublicState } from '../../../components/public-state';
import { errorStatus } from '../../../lib/request-error';
import { pageLanguage } from '../../../lib/visitor-language';
import { useCoupon } from '../api/get-coupon';
import { useValidateCoupon } from '../api/validate-coupon';
import { useSellerSession } from '../hooks/use-seller-session';
import { couponBrand } from '../lib/coupon-brand';
import { refusalText } from '../lib/refusal';
import { CouponSummary } from './coupon-summary';

/** /public/discount/validation/:discountTag and /public/discount/code/validation/:discountTag — seller only. */
export function CouponValidationPage() {
  const { t, i18n } = useTranslation('public');
  const location = useLocation();
  const { discountTag = '' } = useParams();
  const query = useCoupon(discountTag);
  const validate = useValidateCoupon(discountTag);
  const coupon = query.data;
  const [seller, signOut] = useSellerSession(coupon?.customer.tag);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [ended, setEnded] = useState(false);
  const title = t('sections.validation.title');
  if (!coupon) {
    return (
      <PublicLayout brand={null} testId="public-validation">
        <PublicState title={title} status={query.isError ? 'error' : 'loading'} message={errorStatus(query.error) === 404 ? t('coupon.notFound') : ''} />
      </PublicLayout>
    );
  }
  const active = coupon.state === 'active';
  // Only a coupon that can still be validated needs the seller: any other state is told at once.
  if (active && !seller && !result?.ok) {
    const redirect = encodeURIComponent(location.pathname);
    return <Navigate to={`/public/customer/${coupon.customer.tag}/discount/auth/${coupon.code}?redirect=${redirect}`} replace state={{ ended }} />;
  }
  const onValidate = async () => {
    if (!seller) return;
    try {
      await validate.mutateAsync(seller.token);
      setResult({ ok: true, message: t('seller.validated') });
    } catch (error) {
      if (errorStatus(error) === 401) {
        // The session ended (expired, or the seller code changed): sign in again.
        setEnded(true);
        signOut();
        return;
      }
      setResult({ ok: false, message: refusalText(t, error) });
    }
  };
  const lang = pageLanguage(i18n.language);
  return (
    <PublicLayout brand={couponBrand(coupon)} testId="public-validation">
      <section className="pf-card">
        <h1>{title}</h1>
        {seller ? <p className="pf-small">{t('seller.until', { name: seller.establishment, time: formatMoment(seller.expiresAt, lang) })}</p> : null}
        <CouponSummary coupon={coupon} />
        <div aria-live="polite">
          {result ? (
            <p className={result.ok ? 'pf-ok' : 'pf-alert'} role="alert" data-testid="validation-result">
              {result.message}
            </p>
          ) : null}
        </div>
        {active && seller ? (
          <button type="button" className="pf-button" onClick={() => void onValidate()} disabled={validate.isPending}>
            {t('seller.validate')}
          </button>
        ) : null}
        {!active && !result ? (
          <p className="pf-warning" data-testid="seller-nothing-to-do">
            <span>{t('seller.nothingToDo')}</span>
          </p>
        ) : null}
      </section>
      {seller ? (
        <button
          type="button"
          className="pf-button pf-secondary"
          onClick={() => {
            setResult(null);
            signOut();
          }}
        >
          {t('seller.signOut')}
        </button>
      ) : null}
    </PublicLayout>
  );
}
