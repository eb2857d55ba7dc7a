import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ScreenData } from '@erep/shared/schemas';
import { formatNumber } from '@erep/shared/visitor';
import { PublicLayout } from '../../../components/public-layout';
import { PublicState } from '../../../components/public-state';
import { QrCode } from '../../../components/qr-code';
import { absoluteUrl } from '../../../lib/absolute-url';
import { offerText } from '../../../lib/offer-text';
import { errorStatus } from '../../../lib/request-error';
import { applyLanguage } from '../../../lib/visitor-language';
import { useScreen } from '../api/get-screen';

/** First letter of the author's first name, as the screen shows authors. */
const initialOf = (name: string | null) => (name?.trim().charAt(0) ?? '').toLocaleUpperCase();

/**
 * /public/:tag/screens/:screen — a shop screen made for a TV seen from three metres: rotating latest
 * reviews, the average, the QR code to the form and the current offers, in the screen's own language.
 * It refreshes itself and keeps showing the last data while the API is unreachable.
 */
export function ScreenPage() {
  const { t } = useTranslation('public');
  const { tag = '', screen = '' } = useParams();
  const query = useScreen(tag, screen);
  const data = query.data;
  const status = errorStatus(query.error);
  // Unreachable or failing server: a screen keeps what it had; a refusal (4xx) is an answer.
  const offline = query.isError && (status === 0 || status >= 500);
  const [index, setIndex] = useState(0);

  const language = data?.screen.language;
  useEffect(() => {
    if (language) void applyLanguage(language, false);
  }, [language]);

  const count = data?.reviews.length ?? 0;
  const interval = (data?.screen.intervalSeconds ?? 8) * 1000;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [count, interval]);

  // A refusal (the screen was deleted) wins over what was kept from earlier.
  const refused = query.isError && !offline;
  if (!data || refused) {
    return (
      <PublicLayout brand={null} tv testId="public-screen">
        <PublicState title={t('sections.screen.title')} status={refused ? 'error' : 'loading'} message={offline ? t('screen.offline') : ''} />
      </PublicLayout>
    );
  }
  const lang = data.screen.language;
  // Data kept by an older release may lack the rule: the default one then.
  const rule = (data.rule as ScreenData['rule'] | undefined) ?? { reviewCount: 20, minRating: 1 };
  const review = data.reviews[index % Math.max(count, 1)];
  return (
    <PublicLayout brand={{ name: data.establishment.name, logo: data.customer.logo, theme: data.customer.theme }} tv testId="public-screen">
      {offline ? (
        <p className="pf-note" role="status" data-testid="screen-offline">
          {t('screen.offline')}
        </p>
      ) : null}
      <div className="pf-tv-grid">
        <section className="pf-card" aria-labelledby="screen-title">
          <h1 id="screen-title">{t('sections.screen.title')}</h1>
          <p className="pf-tv-score">
            <b data-testid="screen-average">{data.average === null ? '–' : formatNumber(data.average, lang)}</b>
            <span aria-hidden="true">{t('screen.outOf')}</span>
            <span className="pf-sr">{data.average === null ? '' : t('screen.stars', { value: formatNumber(data.average, lang) })}</span>
            <span data-testid="screen-count">{t('screen.reviews', { count: data.count })}</span>
          </p>
          <p className="pf-note" data-testid="screen-rule">
            {rule.minRating > 1 ? t('screen.ruleMin', { number: rule.reviewCount, min: rule.minRating }) : t('screen.ruleAll', { number: rule.reviewCount })}
          </p>
          {review ? (
            <blockquote key={review.id} className="pf-tv-review" data-testid="screen-review" data-review={review.id} data-advantage={review.withAdvantage ? 'true' : 'false'}>
              <p className="pf-tv-stars">
                <span aria-hidden="true">
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </span>
                <span className="pf-sr">{t('screen.stars', { value: review.rating })}</span>
              </p>
              {review.comment ? <p className="pf-tv-quote">“{review.comment}”</p> : null}
              <footer className="pf-tv-author">
                {review.firstname ? (
                  <span className="pf-tv-initial" data-testid="screen-author">
                    {initialOf(review.firstname)}
                  </span>
                ) : null}
                {review.withAdvantage ? (
                  <span className="pf-tv-badge" data-testid="screen-advantage">
                    {t('screen.withAdvantage')}
                  </span>
                ) : null}
              </footer>
            </blockquote>
          ) : (
            <p className="pf-tv-quote">{t('screen.empty')}</p>
          )}
        </section>
        <section className="pf-card" aria-labelledby="screen-scan">
          <h2 id="screen-scan">{t('screen.scan')}</h2>
          <QrCode value={absoluteUrl(data.feedbackUrl)} label={t('screen.scan')} size={380} />
          {data.advantages.length > 0 ? (
            <>
              <h2>{t('screen.offers')}</h2>
              <ul className="pf-tv-offers" data-testid="screen-offers">
                {data.advantages.map((a) => (
                  <li key={a.tag}>{offerText(a, lang).title}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </PublicLayout>
  );
}
