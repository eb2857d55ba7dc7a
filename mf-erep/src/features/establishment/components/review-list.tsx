import { useTranslation } from 'react-i18next';
import type { EstablishmentReviewsPage } from '@erep/shared/schemas';
import { Alert, Pagination } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { ReviewCard } from '../../../components/review-card';
import { formatNumber } from '../../../lib/format';

/** A page of the establishment's reviews, with the analysis of the whole list above it. */
export function ReviewList({ tag, data, onPage, currentReview = null }: { tag: string; data: EstablishmentReviewsPage; onPage: (page: number) => void; currentReview?: number | null }) {
  const { t, i18n } = useTranslation('erep');
  const s = data.summary;
  const topics = s.topics
    .map((m) => ({ topic: m.topic, total: m.positive + m.neutral + m.negative }))
    .filter((m) => m.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, 3)
    .map((m) => `${t(`topics.${m.topic}`)} (${m.total})`)
    .join(', ');
  const pageCount = Math.max(1, Math.ceil(data.total / data.per_page));
  return (
    <>
      <div data-testid="reviews-summary">
        <p>
          <strong>{t('estab.reviews.summary', { count: s.reviews, average: s.average === null ? '—' : formatNumber(i18n.language, s.average, 2) })}</strong>
        </p>
        <p>{t('estab.reviews.sentimentSplit', s.sentiments)}</p>
        {topics ? <p>{t('estab.reviews.topTopics', { topics })}</p> : null}
      </div>
      {currentReview !== null && !data.data.some((review) => review.id === currentReview) ? (
        <div data-testid="review-not-shown">
          <Alert kind="info" title={t('estabTools.highlight.notShown')} />
        </div>
      ) : null}
      <ul className={styles.list}>
        {data.data.map((review) => (
          <ReviewCard key={review.id} review={review} sentiment={review.sentiment} starsDisagree={review.stars_disagree} topics={review.topics} answerFor={tag} current={review.id === currentReview} />
        ))}
      </ul>
      {pageCount > 1 ? <Pagination page={data.page} pageCount={pageCount} onChange={onPage} /> : null}
    </>
  );
}
