import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { Card, Page } from '@erep/shared/ui';
import { AnswerReview } from '../../../components/answer-review';
import { AreaNav } from '../../../components/area-nav';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { formatDateTime } from '../../../lib/format';
import { LATEST_REFRESH_MS, useLatestReviews } from '../api/get-latest-reviews';

/** The newest reviews of every establishment, refreshed while the page is open. */
export function LatestReviewsPage() {
  const { t, i18n } = useTranslation('erep');
  const tag = useParams().tag ?? '';
  const latest = useLatestReviews(tag);
  useBreadcrumbs([{ label: t('area'), to: '/home/erep' }, { label: t('establishments.title'), to: `/home/erep/customer/${tag}` }, { label: t('latest.title') }]);

  return (
    <Page title={t('latest.title')} description={t('latest.description', { seconds: LATEST_REFRESH_MS / 1000 })} testId="erep-latest">
      <AreaNav tag={tag} />
      <Card>
        <QueryView query={latest} isEmpty={(data) => data.length === 0} empty={t('latest.empty')}>
          {(data) => (
            <ul className={styles.list} data-testid="latest-reviews" aria-busy={latest.isFetching}>
              {data.map((review) => (
                <li key={review.id} className={styles.review} data-testid="latest-review">
                  <div className={styles.reviewMeta}>
                    <span>{review.place}</span>
                    <span>{formatDateTime(i18n.language, review.created_at)}</span>
                    <span>{t('ratingValue', { value: review.rating })}</span>
                    <span>{t(`platforms.${review.source}`, { defaultValue: review.source })}</span>
                    {review.author ? <span>{review.author}</span> : null}
                    {review.is_internal ? <strong data-testid="internal-mark">{t('latest.internal')}</strong> : null}
                  </div>
                  <p className={styles.reviewText}>{review.comment ?? t('search.noComment')}</p>
                  {review.kind === 'competitor' ? null : <AnswerReview tag={tag} review={review} />}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}
