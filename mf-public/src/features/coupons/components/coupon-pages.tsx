import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { api } from '@erep/shared/api';
import {
  enableAdvantageSchema,
  sellerAuthSchema,
  type ApiErrorBody,
  type EnableAdvantageInput,
  type FeedbackContext,
  type PublicCoupon,
  type SellerAuthInput,
} from '@erep/shared/schemas';
import { useLoad } from '../../common/hooks/use-load';
import { absoluteUrl, QrCode } from '../../common/components/qr-code';
import { PublicLayout, PublicState } from '../../common/components/public-layout';
import { track } from '../../common/tracker';
import { getSeller, setSeller } from '../seller-session';

const dateIn = (iso: string, lng: string) => new Date(iso).toLocaleString(lng === 'sp' ? 'es' : lng, { dateStyle: 'long', timeStyle: 'short' });
const dayIn = (iso: string, lng: string) => new Date(iso).toLocaleDateString(lng === 'sp' ? 'es' : lng, { dateStyle: 'long' });
const brandOf = (c: PublicCoupon) => ({ name: c.customer.name, theme: c.customer.theme });

export function CouponState({ coupon }: { coupon: PublicCoupon }) {
  const { t, i18n } = useTranslation('public');
  const text =
    coupon.state === 'validated' && coupon.validatedAt ? t('coupon.validated', { date: dateIn(coupon.validatedAt, i18n.language) }) : t(`coupon.${coupon.state}`);
  return (
    <p>
      <span className="pf-sr">{t('coupon.stateLabel')}: </span>
      <span className={`pf-state pf-state-${coupon.state}`} data-testid="coupon-state" data-state={coupon.state} role="status">
        {text}
      </span>
    </p>
  );
}

function CouponSummary({ coupon }: { coupon: PublicCoupon }) {
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
        <p className="pf-small">{t('coupon.expires', { date: dayIn(coupon.expiresAt, i18n.language) })}</p>
      ) : null}
    </>
  );
}

/** /public/customer/:tag/advantagecontact/:discountTag — the visitor's coupon with its QR code. */
export function CouponPage() {
  const { t } = useTranslation('public');
  const { discountTag = '' } = useParams();
  const load = useLoad<PublicCoupon>(`public/coupons/${encodeURIComponent(discountTag)}`);
  useEffect(() => {
    if (load.status === 'ready') track({ action: 'coupon_shown', target: load.data.code });
  }, [load.status]);
  if (load.status !== 'ready') {
    return (
      <PublicLayout brand={null} testId="public-coupon">
        <PublicState title={t('sections.coupon.title')} status={load.status} message={load.status === 'error' && load.code === 404 ? t('coupon.notFound') : ''} />
      </PublicLayout>
    );
  }
  const coupon = load.data;
  const validation = `/public/discount/validation/${coupon.code}`;
  return (
    <PublicLayout brand={brandOf(coupon)} testId="public-coupon">
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

/** /public/:tag/establishment/:etab/advantagecontact/:discountTag/enable — a contact enables an advantage. */
export function EnableAdvantagePage() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const { tag = '', etab = '', discountTag = '' } = useParams();
  const load = useLoad<FeedbackContext>(`public/feedback/context?${new URLSearchParams({ customer: tag, establishment: etab }).toString()}`);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EnableAdvantageInput>({ resolver: valibotResolver(enableAdvantageSchema), defaultValues: { email: '' } });
  if (load.status === 'error' && load.code === 404) return <Navigate to={`/customer/${tag}/establishment/notFound`} replace />;
  const title = t('sections.advantage.title');
  if (load.status !== 'ready') {
    return (
      <PublicLayout brand={null} testId="public-advantage">
        <PublicState title={title} status={load.status} onRetry={load.reload} />
      </PublicLayout>
    );
  }
  const offer = load.data.advantages.find((a) => a.tag === discountTag);
  const onSubmit = async (values: EnableAdvantageInput) => {
    setServerError(null);
    const res = await api.post<{ data: PublicCoupon } | ApiErrorBody>(
      `public/customers/${tag}/establishments/${etab}/advantages/${discountTag}/enable`,
      values,
    );
    if (res.ok) {
      navigate(`/public/customer/${tag}/advantagecontact/${(res.data as { data: PublicCoupon }).data.code}`);
      return;
    }
    const code = (res.data as ApiErrorBody | null)?.errors?.advantage?.[0];
    setServerError(code === 'sold_out' ? t('feedback.errors.sold_out') : code === 'expired' ? t('coupon.expired') : ((res.data as ApiErrorBody | null)?.message ?? t('loadError')));
  };
  return (
    <PublicLayout brand={{ name: load.data.establishment.name, logo: load.data.customer.logo, theme: load.data.customer.theme, language: load.data.customer.language }} testId="public-advantage">
      <section className="pf-card">
        <h1>{title}</h1>
        {!offer ? (
          <p className="pf-alert" role="alert">
            {t('enable.notFound')}
          </p>
        ) : offer.soldOut ? (
          <p className="pf-alert" role="alert" data-testid="coupon-state" data-state="sold_out">
            {t('coupon.sold_out')}
          </p>
        ) : (
          <>
            <p className="pf-lead">{t('enable.intro', { title: offer.title })}</p>
            {serverError ? (
              <p className="pf-alert" role="alert">
                {serverError}
              </p>
            ) : null}
            <form className="pf-form" noValidate onSubmit={handleSubmit(onSubmit)}>
              <div className="pf-field">
                <label htmlFor="enable-email">{t('enable.email')}</label>
                <input
                  id="enable-email"
                  type="email"
                  autoComplete="email"
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? 'enable-email-error' : undefined}
                  {...register('email')}
                />
                {errors.email ? (
                  <span className="pf-error" id="enable-email-error">
                    {t(`feedback.errors.${errors.email.message === 'email' ? 'email' : 'required'}`)}
                  </span>
                ) : null}
              </div>
              <button className="pf-button" type="submit" disabled={isSubmitting}>
                {t('enable.submit')}
              </button>
            </form>
          </>
        )}
      </section>
    </PublicLayout>
  );
}

/** /public/customer/:tag/discount/auth/:discountTag?redirect= — the seller signs in with the establishment code. */
export function SellerAuthPage() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const location = useLocation();
  const { tag = '', discountTag = '' } = useParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SellerAuthInput>({ resolver: valibotResolver(sellerAuthSchema), defaultValues: { code: '' } });
  const redirect = new URLSearchParams(location.search).get('redirect');
  const target = redirect && redirect.startsWith('/public/') ? redirect : `/public/discount/validation/${discountTag}`;
  const onSubmit = async (values: SellerAuthInput) => {
    setServerError(null);
    const res = await api.post<{ data: { token: string; expiresAt: string; establishment: string } } | ApiErrorBody>(`public/customers/${tag}/seller/auth`, values);
    if (res.ok) {
      const { data } = res.data as { data: { token: string; expiresAt: string; establishment: string } };
      setSeller({ ...data, customer: tag });
      navigate(target, { replace: true });
      return;
    }
    setServerError(res.status === 401 ? t('seller.wrong') : res.status === 429 ? t('feedback.errors.rate_limited') : ((res.data as ApiErrorBody | null)?.message ?? t('loadError')));
  };
  return (
    <PublicLayout brand={null} testId="public-sellerAuth">
      <section className="pf-card">
        <h1>{t('sections.sellerAuth.title')}</h1>
        <p className="pf-lead">{t('seller.intro')}</p>
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
                {t('feedback.errors.required')}
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

/** /public/discount/validation/:discountTag and /public/discount/code/validation/:discountTag — seller only. */
export function ValidationPage() {
  const { t } = useTranslation('public');
  const location = useLocation();
  const { discountTag = '' } = useParams();
  const load = useLoad<PublicCoupon>(`public/coupons/${encodeURIComponent(discountTag)}`);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [coupon, setCoupon] = useState<PublicCoupon | null>(null);
  const [busy, setBusy] = useState(false);
  const title = t('sections.validation.title');
  if (load.status !== 'ready') {
    return (
      <PublicLayout brand={null} testId="public-validation">
        <PublicState title={title} status={load.status} message={load.status === 'error' && load.code === 404 ? t('coupon.notFound') : ''} />
      </PublicLayout>
    );
  }
  const shown = coupon ?? load.data;
  const seller = getSeller(shown.customer.tag);
  if (!seller) {
    const redirect = encodeURIComponent(location.pathname);
    return <Navigate to={`/public/customer/${shown.customer.tag}/discount/auth/${shown.code}?redirect=${redirect}`} replace />;
  }
  const validate = async () => {
    setBusy(true);
    const res = await api.post<{ data: PublicCoupon } | ApiErrorBody>(`public/coupons/${shown.code}/validate`, {}, { headers: { 'x-seller-token': seller.token } });
    setBusy(false);
    if (res.ok) {
      setCoupon((res.data as { data: PublicCoupon }).data);
      setResult({ ok: true, message: t('seller.validated') });
      return;
    }
    if (res.status === 401) {
      setSeller(null);
      setResult({ ok: false, message: t('sections.sellerAuth.description') });
      return;
    }
    const code = (res.data as ApiErrorBody | null)?.errors?.coupon?.[0];
    const message =
      code === 'already_validated' ? t('seller.already_validated') : code === 'sold_out' ? t('coupon.sold_out') : code === 'expired' ? t('coupon.expired') : ((res.data as ApiErrorBody | null)?.message ?? t('loadError'));
    setResult({ ok: false, message });
    const fresh = await api.get<{ data: PublicCoupon }>(`public/coupons/${shown.code}`);
    if (fresh.ok) setCoupon(fresh.data.data);
  };
  return (
    <PublicLayout brand={brandOf(shown)} testId="public-validation">
      <section className="pf-card">
        <h1>{title}</h1>
        <p className="pf-small">{t('seller.signedIn', { name: seller.establishment })}</p>
        <CouponSummary coupon={shown} />
        {result ? (
          <p className={result.ok ? 'pf-ok' : 'pf-alert'} role="alert" data-testid="validation-result">
            {result.message}
          </p>
        ) : null}
        {shown.state === 'active' && !result?.ok ? (
          <button type="button" className="pf-button" onClick={() => void validate()} disabled={busy}>
            {t('seller.validate')}
          </button>
        ) : null}
        {shown.state !== 'active' && !result ? (
          <button type="button" className="pf-button pf-secondary" onClick={() => void validate()} disabled={busy}>
            {t('seller.validate')}
          </button>
        ) : null}
      </section>
      <button
        type="button"
        className="pf-button pf-secondary"
        onClick={() => {
          setSeller(null);
          setResult(null);
          setCoupon({ ...shown });
        }}
      >
        {t('seller.signOut')}
      </button>
    </PublicLayout>
  );
}
