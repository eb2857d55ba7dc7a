import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { sellerAuthSchema, type SellerAuthInput } from '@erep/shared/schemas';
import { PublicLayout } from '../../../components/public-layout';
import { fieldErrorMessage, showServerErrors } from '../../../lib/form-errors';
import { errorStatus } from '../../../lib/request-error';
import { useCoupon } from '../api/get-coupon';
import { useSignInSeller } from '../api/sign-in-seller';
import { useSellerSession } from '../hooks/use-seller-session';
import { couponBrand } from '../lib/coupon-brand';

/** /public/customer/:tag/discount/auth/:discountTag?redirect= — the seller signs in with the establishment code. */
export function SellerAuthPage() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const location = useLocation();
  const { tag = '', discountTag = '' } = useParams();
  const signIn = useSignInSeller(tag);
  // The coupon names the customer: its brand paints from the first frame (the server page carries it).
  const coupon = useCoupon(discountTag).data;
  const [seller] = useSellerSession(tag);
  const ended = Boolean((location.state as { ended?: boolean } | null)?.ended);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SellerAuthInput>({ resolver: valibotResolver(sellerAuthSchema), defaultValues: { code: '' } });
  const redirect = new URLSearchParams(location.search).get('redirect');
  // Only back to a visitor page: the redirect comes from the URL.
  const target = redirect && redirect.startsWith('/public/') ? redirect : `/public/discount/validation/${discountTag}`;
  // Signed in on this device already: straight on, the code is asked once per shift.
  if (seller) return <Navigate to={target} replace />;
  const onSubmit = async (values: SellerAuthInput) => {
    setServerError(null);
    try {
      await signIn.mutateAsync(values);
      navigate(target, { replace: true });
    } catch (error) {
      const text = showServerErrors(error, ['code'], setError);
      const status = errorStatus(error);
      setServerError(status === 401 ? t('seller.wrong') : status === 429 ? t('feedback.errors.rate_limited') : text);
    }
  };
  return (
    <PublicLayout brand={coupon && coupon.customer.tag === tag ? couponBrand(coupon) : null} testId="public-sellerAuth">
      <section className="pf-card">
        <h1>{t('sections.sellerAuth.title')}</h1>
        <p className="pf-lead">{t('seller.intro')}</p>
        {ended && !serverError ? (
          <p className="pf-warning" role="alert">
            <span>{t('seller.ended')}</span>
          </p>
        ) : null}
        {serverError ? (
          <p className="pf-alert" role="alert">
            {serverError}
          </p>
        ) : null}
        <form className="pf-form" noValidate onSubmit={handleSubmit(onSubmit)}>
          <div className="pf-field">
            <label htmlFor="seller-code">{t('seller.code')}</label>
            <input
              id="seller-code"
              type="password"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? 'seller-code-error' : undefined}
              {...register('code')}
            />
            {errors.code ? (
              <span className="pf-error" id="seller-code-error">
                {fieldErrorMessage(t, errors.code.message)}
              </span>
            ) : null}
          </div>
          <button className="pf-button" type="submit" disabled={isSubmitting}>
            {t('seller.submit')}
          </button>
        </form>
      </section>
    </PublicLayout>
  );
}
