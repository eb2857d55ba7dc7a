import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { OnboardingState } from '@erep/shared/schemas';
import { Alert, Button, Card, TextField, notify } from '@erep/shared/ui';
import { failureText } from '../../../lib/field-error';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { downloadJpeg, downloadSvg, qrSvg } from '@erep/shared/qr';

/** Step 3: the platform is ready: the QR code to download or print, the feedback link, what to do next. */
export function ReadyStep({ tag, state, back }: { tag: string; state: OnboardingState; back: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const complete = useCompleteOnboarding(tag);
  const [copied, setCopied] = useState(false);
  const establishment = state.establishment;
  const link = establishment ? `${window.location.origin}/public/${encodeURIComponent(tag)}/establishment/${establishment.id}/feedback` : '';
  const svg = useMemo(() => (link ? qrSvg(link) : ''), [link]);
  if (!establishment) return <Alert kind="warning">{t('onboarding.third.noEstablishment')}</Alert>;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notify('success', t('onboarding.third.copied'));
    } catch {
      notify('warning', t('onboarding.third.copyFailed'));
    }
  };

  const jpeg = async () => {
    try {
      await downloadJpeg(svg, establishment.name);
    } catch {
      notify('error', t('onboarding.third.downloadFailed'));
    }
  };

  const finish = async () => {
    try {
      await complete.mutateAsync();
      navigate('/');
    } catch (error) {
      notify('error', failureText(t, error));
    }
  };

  return (
    <div className="account-stack">
      <Alert kind="success" title={t('onboarding.third.ready')}>
        {t('onboarding.third.lead', { name: establishment.name })}
      </Alert>
      <div className="account-two-columns">
        <Card title={t('onboarding.third.qrTitle')}>
          <div className="account-qr" data-testid="qr-code">
            <div role="img" aria-label={t('onboarding.third.qrAlt', { name: establishment.name })} dangerouslySetInnerHTML={{ __html: svg }} />
            <div className="account-actions account-noprint">
              <Button variant="secondary" onClick={() => downloadSvg(svg, establishment.name)}>
                {t('onboarding.third.downloadSvg')}
              </Button>
              <Button variant="secondary" onClick={() => void jpeg()}>
                {t('onboarding.third.downloadJpeg')}
              </Button>
              <Button variant="secondary" onClick={() => window.print()}>
                {t('onboarding.third.print')}
              </Button>
            </div>
          </div>
        </Card>
        <Card title={t('onboarding.third.linkTitle')}>
          <div className="account-copy">
            <TextField label={t('onboarding.third.link')} value={link} readOnly onFocus={(event) => event.target.select()} />
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? t('onboarding.third.copiedShort') : t('onboarding.third.copy')}
            </Button>
          </div>
          <p>
            <a className="account-link" href={`${link}?preview=true`} target="_blank" rel="noreferrer">
              {t('onboarding.third.openPreview')}
            </a>
          </p>
          <h3>{t('onboarding.third.nextTitle')}</h3>
          <ul className="account-next">
            <li>
              <Link to={`/customer/${tag}/account/advantage`}>{t('onboarding.third.next.advantages')}</Link>
            </li>
            <li>
              <Link to={`/customer/${tag}/account/my_qrcodes`}>{t('onboarding.third.next.qrcodes')}</Link>
            </li>
            <li>
              <Link to={`/customer/${tag}/account/contact`}>{t('onboarding.third.next.contact')}</Link>
            </li>
            <li>
              <Link to="/customer/support">{t('onboarding.third.next.support')}</Link>
            </li>
          </ul>
        </Card>
      </div>
      <Card title={t('onboarding.third.sellerTitle')}>
        <div className="account-noprint" data-testid="seller-code-status" data-set={establishment.seller_code_set}>
          {establishment.seller_code_set ? (
            <p>{t('onboarding.third.sellerSet', { name: establishment.name })}</p>
          ) : (
            <Alert kind="warning">{t('onboarding.third.sellerNotSet', { name: establishment.name })}</Alert>
          )}
          <p>{t('onboarding.third.sellerHow')}</p>
          <ul className="account-next">
            <li>
              <Link to={`/customer/${tag}/account/parameters/seller_codes/${establishment.id}`}>
                {t(establishment.seller_code_set ? 'onboarding.third.sellerChange' : 'onboarding.third.sellerCreate')}
              </Link>
            </li>
            <li>
              <a href={`/public/customer/${encodeURIComponent(tag)}/seller`}>{t('onboarding.third.sellerPage')}</a>
            </li>
          </ul>
        </div>
      </Card>
      <div className="account-actions account-noprint">
        <Link className="erep-button erep-button--secondary erep-button--md" to={back}>
          <span className="erep-button__label">{t('onboarding.back')}</span>
        </Link>
        <Button onClick={() => void finish()} loading={complete.isPending}>
          {state.completed ? t('onboarding.third.toHome') : t('onboarding.third.finish')}
        </Button>
      </div>
    </div>
  );
}
