import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout';
import { PublicState } from '../../../components/public-state';
import { errorBody, errorStatus, serverMessage } from '../../../lib/request-error';
import { useCoupon } from '../api/get-coupon';
import { useValidateCoupon } from '../api/validate-coupon';
import { useSellerSession } from '../hooks/use-seller-session';
import { CouponSummary } from './coupon-summary';

/** /public/discount/validation/:discountTag and /public/discount/code/validation/:discountTag — seller only. */
export function CouponValidationPage() {
  const { t } = useTranslation('public');
  const location = useLocation();
  const { discountTag = '' } = useParams();
  const query = useCoupon(discountTag);
  const validate = useValidateCoupon(discountTag);
  const coupon = query.data;
  const [seller, signOut] = useSellerSession(coupon?.customer.tag);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const title = t('sections.validation.title');
  if (!coupon) {
    return (
      <PublicLayout brand={null} testId="public-validation">
        <PublicState title={title} status={query.isError ? 'error' : 'loading'} message={errorStatus(query.error) === 404 ? t('coupon.notFound') : ''} />
      </PublicLayout>
    );
  }
  if (!seller) {
    const redirect = encodeURIComponent(location.pathname);
    return <Navigate to={`/public/customer/${coupon.customer.tag}/discount/auth/${coupon.code}?redirect=${redirect}`} replace />;
  }
  const onValidate = async () => {
    try {
      await validate.mutateAsync(seller.token);
      setResult({ ok: true, message: t('seller.validated') });
    } catch (error) {
      if (errorStatus(error) === 401) {
        // The seller's session ended: sign in again.
        signOut();
        setResult({ ok: false, message: t('sections.sellerAuth.description') });
        return;
      }
      const code = errorBody(error)?.errors?.coupon?.[0];
      const message =
        code === 'already_validated'
          ? t('seller.already_validated')
          : code === 'sold_out'
            ? t('coupon.sold_out')
            : code === 'expired'
              ? t('coupon.expired')
              : serverMessage(error) || t('loadError');
      setResult({ ok: false, message });
    }
  };
  return (
    <PublicLayout brand={{ name: coupon.customer.name, theme: coupon.customer.theme }} testId="public-validation">
      <section className="pf-card">
        <h1>{title}</h1>
        <p className="pf-small">{t('seller.signedIn', { name: seller.establishment })}</p>
        <CouponSummary coupon={coupon} />
        {result ? (
          <p className={result.ok ? 'pf-ok' : 'pf-alert'} role="alert" data-testid="validation-result">
            {result.message}
          </p>
        ) : null}
        {coupon.state === 'active' && !result?.ok ? (
          <button type="button" className="pf-button" onClick={() => void onValidate()} disabled={validate.isPending}>
            {t('seller.validate')}
          </button>
        ) : null}
        {coupon.state !== 'active' && !result ? (
          <button type="button" className="pf-button pf-secondary" onClick={() => void onValidate()} disabled={validate.isPending}>
            {t('seller.validate')}
          </button>
        ) : null}
      </section>
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
    </PublicLayout>
  );
}
