import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '@erep/shared/api';
import type { ScreenData } from '@erep/shared/schemas';
import { absoluteUrl, QrCode } from '../../common/components/qr-code';
import { PublicLayout, PublicState } from '../../common/components/public-layout';

const REFRESH_MS = 60_000;

/** A shop screen: refreshes itself and keeps showing the last data while the API is unreachable. */
export function ScreenPage() {
  const { t } = useTranslation('public');
  const { tag = '', screen = '' } = useParams();
  const [data, setData] = useState<ScreenData | null>(null);
  const [offline, setOffline] = useState(false);
  const [failed, setFailed] = useState(false);
  const [index, setIndex] = useState(0);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    const path = `public/customers/${encodeURIComponent(tag)}/screens/${encodeURIComponent(screen)}`;
    const refresh = async () => {
      const res = await api.get<{ data: ScreenData }>(path);
      if (!live.current) return;
      if (res.ok) {
        setData(res.data.data);
        setOffline(false);
      } else if (res.status === 0 || res.status >= 500) {
        setOffline(true);
      } else {
        setFailed(true);
      }
    };
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      live.current = false;
      clearInterval(timer);
    };
  }, [tag, screen]);

  const count = data?.reviews.length ?? 0;
  const interval = (data?.screen.intervalSeconds ?? 8) * 1000;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [count, interval]);

  if (!data) {
    return (
      <PublicLayout brand={null} wide testId="public-screen">
        <PublicState title={t('sections.screen.title')} status={failed ? 'error' : 'loading'} message={offline ? t('screen.offline') : ''} />
      </PublicLayout>
    );
  }
  const review = data.reviews[index % Math.max(count, 1)];
  return (
    <PublicLayout brand={{ name: data.establishment.name, theme: data.customer.theme }} wide testId="public-screen">
      {offline ? (
        <p className="pf-note" role="status" data-testid="screen-offline">
          {t('screen.offline')}
        </p>
      ) : null}
      <div className="pf-row">
        <section className="pf-card" aria-live="polite">
          <h1>{t('sections.screen.title')}</h1>
          <p>
            <span className="pf-small">{t('screen.average')}</span>
            <br />
            <b className="pf-code" data-testid="screen-average">
              {data.average ?? '–'}
            </b>
            <span className="pf-sr">{data.average ? t('screen.stars', { value: data.average }) : ''}</span>
            <br />
            <span className="pf-small">{t('screen.reviews', { count: data.count })}</span>
          </p>
          {review ? (
            <blockquote data-testid="screen-review" data-advantage={review.withAdvantage ? 'true' : 'false'}>
              <p>
                <span aria-hidden="true">{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span>
                <span className="pf-sr">{t('screen.stars', { value: review.rating })}</span>
              </p>
              {review.comment ? <p>“{review.comment}”</p> : null}
              <footer className="pf-small">
                {review.firstname ?? ''}
                {review.withAdvantage ? <span className="pf-state pf-state-validated"> {t('screen.withAdvantage')}</span> : null}
              </footer>
            </blockquote>
          ) : (
            <p className="pf-small">{t('screen.empty')}</p>
          )}
        </section>
        <section className="pf-card">
          <h2>{t('screen.scan')}</h2>
          <QrCode value={absoluteUrl(data.feedbackUrl)} label={t('screen.scan')} />
          {data.advantages.length > 0 ? (
            <>
              <h2>{t('screen.offers')}</h2>
              <ul className="pf-links">
                {data.advantages.map((a) => (
                  <li key={a.tag} className="pf-link">
                    {a.title}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </PublicLayout>
  );
}
