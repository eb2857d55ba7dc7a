import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { FeedbackContext, FeedbackResult } from '@erep/shared/schemas';
import { formatDay } from '@erep/shared/visitor';
import { PublicLayout } from '../../../components/public-layout';
import { PublicState } from '../../../components/public-state';
import { QrCode } from '../../../components/qr-code';
import { useInitialData } from '../../../hooks/use-initial-data';
import { useTrack } from '../../../hooks/use-track';
import { absoluteUrl } from '../../../lib/absolute-url';
import { serverMessage } from '../../../lib/request-error';
import { offerText } from '../../../lib/offer-text';
import { pageLanguage } from '../../../lib/visitor-language';
import { useFeedbackThanks, type FeedbackThanks } from '../api/get-feedback-thanks';
import { contextBrand } from '../lib/context-brand';
import { KeepCoupon } from './keep-coupon';
import { PlatformLinks } from './platform-links';
import { OfferedBy } from '../../../components/offered-by';

/** /public/:tag/establishment/:etab/:share/feedback-success — thanks, the advantage obtained, the platforms. */
export function ThanksPage() {
  const { t, i18n } = useTranslation('public');
  const { tag = '', etab = '', share = '' } = useParams();
  const location = useLocation();
  const initialData = useInitialData();
  const preview = new URLSearchParams(location.search).get('preview') === 'true' || share === 'preview';
  // Server-rendered data holds the coupon summary only; when there is a coupon the full one comes from the API.
  const seed: FeedbackThanks | undefined =
    initialData && (/^[0-9]+$/.test(share) || preview) ? { context: initialData.context as FeedbackContext, coupon: null, mailed: false } : undefined;
  const query = useFeedbackThanks({ customer: tag, establishment: etab, share: preview ? 'preview' : share }, seed);
  const sent = (location.state as { result?: Pick<FeedbackResult, 'coupon'> } | null)?.result?.coupon ?? null;
  const lang = pageLanguage(i18n.language);
  const coupon = query.data?.coupon
    ? {
        code: query.data.coupon.code,
        expiresAt: query.data.coupon.expiresAt,
        title: offerText(query.data.coupon.advantage, lang).title,
        offeredBy: query.data.coupon.issuedOn ? query.data.coupon.customer.name : null,
        mailed: query.data.mailed,
      }
    : sent;
  useTrack(query.data && coupon && !preview ? { action: 'coupon_shown', establishment: query.data.context.establishment.id } : null);

  if (!query.data) {
    return (
      <PublicLayout brand={null} testId="public-thanks">
        <PublicState
          title={t('thanks.title')}
          status={query.isError ? 'error' : 'loading'}
          message={serverMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      </PublicLayout>
    );
  }
  const { context } = query.data;
  const couponUrl = coupon ? `/public/customer/${context.customer.tag}/advantagecontact/${coupon.code}` : '';
  return (
    <PublicLayout brand={contextBrand(context)} testId="public-thanks">
      <section className="pf-card" data-testid="thanks-page">
        <h1>{t('thanks.title')}</h1>
        <p className="pf-lead">{t('thanks.message', { name: context.establishment.name })}</p>
        {preview ? <p className="pf-note">{t('thanks.preview')}</p> : null}
      </section>
      {coupon ? (
        <section className="pf-card" aria-labelledby="adv-title">
          <h2 id="adv-title">{t('thanks.advantage')}</h2>
          <p>
            <b>{coupon.title}</b>
            <OfferedBy name={coupon.offeredBy} />
          </p>
          <p className="pf-small">{t('thanks.couponCode')}</p>
          <p className="pf-code" data-testid="coupon-code">
            {coupon.code}
          </p>
          {preview ? null : <QrCode value={absoluteUrl(couponUrl)} label={t('coupon.qr', { code: coupon.code })} />}
          <p className="pf-small">{t('thanks.expires', { date: formatDay(coupon.expiresAt, lang) })}</p>
          {preview ? null : <KeepCoupon code={coupon.code} mailed={coupon.mailed ?? false} url={absoluteUrl(couponUrl)} title={coupon.title} lang={lang} />}
          {preview ? null : (
            <Link className="pf-button" to={couponUrl}>
              {t('thanks.showCoupon')}
            </Link>
          )}
        </section>
      ) : null}
      <section className="pf-card">
        <h2>{t('thanks.platforms')}</h2>
        <PlatformLinks context={context} />
      </section>
    </PublicLayout>
  );
}
