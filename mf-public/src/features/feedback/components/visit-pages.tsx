import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import type { FeedbackContext } from '@erep/shared/schemas';
import { takeInitialData } from '../../common/initial-data';
import { useLoad } from '../../common/hooks/use-load';
import { absoluteUrl, QrCode } from '../../common/components/qr-code';
import { PublicLayout, PublicState } from '../../common/components/public-layout';
import { track } from '../../common/tracker';
import { contextPath, thanksPath, type ThanksData } from '../api/feedback-api';

const brandOf = (c: FeedbackContext) => ({ name: c.establishment.name, logo: c.customer.logo, theme: c.customer.theme, language: c.customer.language });
const dateIn = (iso: string, lng: string) => new Date(iso).toLocaleDateString(lng === 'sp' ? 'es' : lng);

/** Review-platform links: shown to every visitor, whatever the rating, and each click recorded. */
export function PlatformLinks({ context }: { context: FeedbackContext }) {
  const { t } = useTranslation('public');
  if (context.links.length === 0) return <p className="pf-small">{t('thanks.noPlatforms')}</p>;
  return (
    <ul className="pf-links" data-testid="platform-links">
      {context.links.map((l) => (
        <li key={l.url}>
          <a
            className="pf-link"
            href={l.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track({ action: 'platform_link_clicked', establishment: context.establishment.id, target: l.name })}
          >
            {l.name}
            <span aria-hidden="true">→</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ThanksPage() {
  const { t, i18n } = useTranslation('public');
  const { tag = '', etab = '', share = '' } = useParams();
  const location = useLocation();
  const initial = useMemo(() => {
    const data = takeInitialData(location.pathname);
    return data ? ({ context: data.context, coupon: null } as ThanksData) : null;
  }, [location.pathname]);
  const preview = new URLSearchParams(location.search).get('preview') === 'true' || share === 'preview';
  // Server-rendered data holds the coupon summary only; the full coupon comes from the API.
  const load = useLoad<ThanksData>(thanksPath(tag, etab, preview ? 'preview' : share), initial && (/^[0-9]+$/.test(share) || preview) ? initial : null);
  const state = location.state as { result?: { coupon: { code: string; expiresAt: string; title: string } | null } } | null;
  const coupon: { code: string; expiresAt: string; title: string } | null =
    load.status === 'ready' && load.data.coupon
      ? { code: load.data.coupon.code, expiresAt: load.data.coupon.expiresAt, title: load.data.coupon.advantage.title }
      : (state?.result?.coupon ?? null);
  useEffect(() => {
    if (load.status === 'ready' && coupon && !preview) track({ action: 'coupon_shown', establishment: load.data.context.establishment.id });
  }, [load.status, coupon?.code]);

  if (load.status !== 'ready') {
    return (
      <PublicLayout brand={null} testId="public-thanks">
        <PublicState title={t('thanks.title')} status={load.status} message={load.status === 'error' ? load.message : ''} onRetry={load.reload} />
      </PublicLayout>
    );
  }
  const { context } = load.data;
  const couponUrl = coupon ? `/public/customer/${context.customer.tag}/advantagecontact/${coupon.code}` : '';
  return (
    <PublicLayout brand={brandOf(context)} testId="public-thanks">
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
          </p>
          <p className="pf-small">{t('thanks.couponCode')}</p>
          <p className="pf-code" data-testid="coupon-code">
            {coupon.code}
          </p>
          {preview ? null : <QrCode value={absoluteUrl(couponUrl)} label={t('coupon.qr', { code: coupon.code })} />}
          <p className="pf-small">{t('thanks.expires', { date: dateIn(coupon.expiresAt, i18n.language) })}</p>
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

function useEstablishment() {
  const { tag = '', id = '' } = useParams();
  return { tag, id, load: useLoad<FeedbackContext>(contextPath({ customer: tag, establishment: id })) };
}

type EstablishmentLoad = ReturnType<typeof useEstablishment>['load'];

/** What an establishment page shows until its data is there: the not-found page, or loading / retry. */
function PendingEstablishment({ load, tag, section }: { load: EstablishmentLoad; tag: string; section: 'gates' | 'external' | 'boost' }) {
  const { t } = useTranslation('public');
  if (load.status === 'error' && load.code === 404) return <Navigate to={`/customer/${tag}/establishment/notFound`} replace />;
  if (load.status === 'ready') return null;
  return (
    <PublicLayout brand={null} testId={`public-${section}`}>
      <PublicState title={t(`sections.${section}.title`)} status={load.status} onRetry={load.reload} />
    </PublicLayout>
  );
}

export function GatesPage() {
  const { t } = useTranslation('public');
  const { tag, id, load } = useEstablishment();
  useEffect(() => {
    if (load.status === 'ready') track({ action: 'page_view', establishment: load.data.establishment.id, target: 'gates' });
  }, [load.status]);
  if (load.status !== 'ready') return <PendingEstablishment load={load} tag={tag} section="gates" />;
  return (
    <PublicLayout brand={brandOf(load.data)} testId="public-gates">
      <section className="pf-card">
        <h1>{t('sections.gates.title')}</h1>
        <p className="pf-lead">{t('gates.intro', { name: load.data.establishment.name })}</p>
        <PlatformLinks context={load.data} />
      </section>
      <Link className="pf-button pf-secondary" to={`/public/${tag}/establishment/${id}/feedback`}>
        {t('gates.ownForm')}
      </Link>
    </PublicLayout>
  );
}

export function ExternalPage() {
  const { t } = useTranslation('public');
  const { tag, load } = useEstablishment();
  useEffect(() => {
    if (load.status === 'ready') track({ action: 'page_view', establishment: load.data.establishment.id, target: 'external' });
  }, [load.status]);
  if (load.status !== 'ready') return <PendingEstablishment load={load} tag={tag} section="external" />;
  const url = load.data.establishment.externalUrl;
  return (
    <PublicLayout brand={brandOf(load.data)} testId="public-external">
      <section className="pf-card">
        <h1>{t('sections.external.title')}</h1>
        <p className="pf-lead">{t('external.intro', { name: load.data.establishment.name })}</p>
        {url ? (
          <a
            className="pf-button"
            href={url}
            rel="noopener noreferrer"
            onClick={() => track({ action: 'platform_link_clicked', establishment: load.data.establishment.id, target: 'external_url' })}
          >
            {t('external.go')}
          </a>
        ) : (
          <p className="pf-small">{t('external.none')}</p>
        )}
      </section>
      <section className="pf-card">
        <h2>{t('thanks.platforms')}</h2>
        <PlatformLinks context={load.data} />
      </section>
    </PublicLayout>
  );
}

export function BoostPage() {
  const { t } = useTranslation('public');
  const { tag, id, load } = useEstablishment();
  if (load.status !== 'ready') return <PendingEstablishment load={load} tag={tag} section="boost" />;
  const feedback = `/public/${tag}/establishment/${id}/feedback`;
  return (
    <PublicLayout brand={brandOf(load.data)} testId="public-boost">
      <section className="pf-card">
        <h1>{t('sections.boost.title')}</h1>
        <p className="pf-lead">{t('boost.intro', { name: load.data.establishment.name })}</p>
        <QrCode value={absoluteUrl(feedback)} label={t('boost.qr', { name: load.data.establishment.name })} />
        <a className="pf-button" href={feedback}>
          {t('boost.ownForm')}
        </a>
      </section>
      <section className="pf-card">
        <h2>{t('thanks.platforms')}</h2>
        <PlatformLinks context={load.data} />
      </section>
    </PublicLayout>
  );
}

