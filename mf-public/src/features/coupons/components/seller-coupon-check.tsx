import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../../lib/request-error';
import { useSellerCoupon } from '../api/get-seller-coupon';
import { useValidateCoupon } from '../api/validate-coupon';
import { refusalText } from '../lib/refusal';
import { CouponSummary } from './coupon-summary';

/**
 * One coupon as the signed-in seller sees it: its state, whether it applies at this establishment,
 * and the validation (once). A refused session (401) ends it on this device.
 */
export function SellerCouponCheck({ code, token, onSessionEnded }: { code: string; token: string; onSessionEnded: () => void }) {
  const { t } = useTranslation('public');
  const query = useSellerCoupon(code, token);
  const validate = useValidateCoupon(code);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const lookupStatus = errorStatus(query.error);
  useEffect(() => {
    if (lookupStatus === 401) onSessionEnded();
  }, [lookupStatus, onSessionEnded]);

  if (query.isPending) {
    return (
      <p className="pf-small" role="status">
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="pf-alert" role="alert" data-testid="seller-coupon-error">
        {lookupStatus === 404 ? t('desk.notFound') : t('loadError')}
      </p>
    );
  }
  const coupon = query.data;
  const usable = coupon.state === 'active' && coupon.validHere && !result?.ok;
  const onValidate = async () => {
    try {
      await validate.mutateAsync(token);
      setResult({ ok: true, message: t('seller.validated') });
    } catch (error) {
      if (errorStatus(error) === 401) {
        onSessionEnded();
        return;
      }
      setResult({ ok: false, message: refusalText(t, error) });
    }
  };
  return (
    <div data-testid="seller-coupon">
      <CouponSummary coupon={coupon} />
      {coupon.state === 'active' && !coupon.validHere ? (
        <p className="pf-warning" data-testid="seller-not-here">
          <span>{t('seller.other_establishment')}</span>
        </p>
      ) : null}
      <div aria-live="polite">
        {result ? (
          <p className={result.ok ? 'pf-ok' : 'pf-alert'} role="alert" data-testid="validation-result">
            {result.message}
          </p>
        ) : null}
      </div>
      {usable ? (
        <button type="button" className="pf-button" onClick={() => void onValidate()} disabled={validate.isPending}>
          {t('seller.validate')}
        </button>
      ) : null}
      {coupon.state !== 'active' && !result ? (
        <p className="pf-warning" data-testid="seller-nothing-to-do">
          <span>{t('seller.nothingToDo')}</span>
        </p>
      ) : null}
    </div>
  );
}
