import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout';
import { PublicState } from '../../../components/public-state';
import { QrCode } from '../../../components/qr-code';
import { absoluteUrl } from '../../../lib/absolute-url';
import { errorStatus } from '../../../lib/request-error';
import { useScreen } from '../api/get-screen';

/** /public/:tag/screens/:screen — a shop screen: refreshes itself and keeps showing the last data while the API is unreachable. */
export function ScreenPage() {
  const { t } = useTranslation('public');
  const { tag = '', screen = '' } = useParams();
  const query = useScreen(tag, screen);
  const data = query.data;
  const status = errorStatus(query.error);
  // Unreachable or failing server: a screen keeps what it had; a refusal (4xx) is an answer.
  const offline = query.isError && (status === 0 || status >= 500);
  const [index, setIndex] = useState(0);

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
        <PublicState title={t('sections.screen.title')} status={query.isError && !offline ? 'error' : 'loading'} message={offline ? t('screen.offline') : ''} />
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
