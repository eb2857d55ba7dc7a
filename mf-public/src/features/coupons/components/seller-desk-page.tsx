import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatMoment } from '@erep/shared/visitor';
import { Field } from '../../../components/field';
import { PublicLayout } from '../../../components/public-layout';
import { PublicState } from '../../../components/public-state';
import { pageLanguage } from '../../../lib/visitor-language';
import { useSellerDesk } from '../api/get-seller-desk';
import { useSellerSession } from '../hooks/use-seller-session';
import { couponCodeIn } from '../lib/coupon-code';
import { setSeller } from '../lib/seller-session';
import { canScanQr, QrScanner } from './qr-scanner';
import { SellerCouponCheck } from './seller-coupon-check';
import { SellerSignInForm } from './seller-sign-in-form';

/**
 * /public/customer/:tag/seller — the shop's own device: the cashier signs in once with the
 * establishment's seller code, then types (or scans) each visitor's coupon and validates it.
 */
export function SellerDeskPage() {
  const { t, i18n } = useTranslation('public');
  const { tag = '' } = useParams();
  const [seller, signOut, refresh] = useSellerSession(tag);
  const token = seller?.token ?? null;
  const desk = useSellerDesk(tag, token);
  const [endedHere, setEndedHere] = useState(false);
  const [typed, setTyped] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const title = t('sections.sellerDesk.title');

  const endSession = useCallback(() => {
    setEndedHere(true);
    setCode(null);
    signOut();
  }, [signOut]);
  // A session stored here that the server no longer takes (code changed, expired): forgotten on
  // this device, and the cashier signs in again.
  const refused = token !== null && desk.data !== undefined && desk.data.session === null;
  useEffect(() => {
    if (refused) setSeller(null);
  }, [refused]);
  const ended = endedHere || refused;
  const onScanned = useCallback((scanned: string) => {
    setScanning(false);
    setTyped(scanned);
    setInputError(null);
    setCode(scanned);
  }, []);

  if (!desk.data) {
    return (
      <PublicLayout brand={null} testId="public-sellerDesk">
        <PublicState title={title} status={desk.isError ? 'error' : 'loading'} onRetry={desk.isError ? () => void desk.refetch() : undefined} />
      </PublicLayout>
    );
  }
  const { customer, session } = desk.data;
  const brand = { name: customer.name, logo: customer.logo, theme: customer.theme, language: customer.language };
  const signedIn = seller !== null && session !== null;
  return (
    <PublicLayout brand={brand} testId="public-sellerDesk">
      <section className="pf-card">
        <h1>{title}</h1>
        {signedIn ? (
          <>
            <p className="pf-small" data-testid="seller-session">
              {t('seller.until', { name: session.establishment, time: formatMoment(session.expiresAt, pageLanguage(i18n.language)) })}
            </p>
            <form
              className="pf-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const found = couponCodeIn(typed);
                setInputError(found ? null : t('desk.badCode'));
                setCode(found);
              }}
            >
              <Field id="desk-coupon" label={t('desk.couponCode')} hint={t('desk.couponHint')} error={inputError}>
                {(a) => <input {...a} autoComplete="off" autoCapitalize="characters" spellCheck={false} value={typed} onChange={(event) => setTyped(event.target.value)} />}
              </Field>
              <button className="pf-button" type="submit">
                {t('desk.lookUp')}
              </button>
            </form>
            {canScanQr() ? (
              scanning ? (
                <QrScanner onCode={onScanned} onClose={() => setScanning(false)} />
              ) : (
                <button type="button" className="pf-button pf-secondary" onClick={() => setScanning(true)}>
                  {t('desk.scan')}
                </button>
              )
            ) : null}
          </>
        ) : (
          <>
            <p className="pf-lead">{t('desk.intro')}</p>
            <SellerSignInForm
              customer={tag}
              ended={ended}
              onSignedIn={() => {
                setEndedHere(false);
                refresh();
              }}
            />
          </>
        )}
      </section>
      {signedIn && code ? (
        <section className="pf-card">
          <SellerCouponCheck key={code} code={code} token={seller.token} onSessionEnded={endSession} />
          <button
            type="button"
            className="pf-button pf-secondary"
            onClick={() => {
              setCode(null);
              setTyped('');
            }}
          >
            {t('desk.next')}
          </button>
        </section>
      ) : null}
      {signedIn ? (
        <button type="button" className="pf-button pf-secondary" onClick={signOut}>
          {t('seller.signOut')}
        </button>
      ) : null}
    </PublicLayout>
  );
}
