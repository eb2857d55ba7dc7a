import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { REVIEW_SENTIMENTS, REVIEW_TOPICS, type ReviewSentiment, type ReviewTopic } from '@erep/shared/schemas';
import { Card, Page, Pagination, SelectField } from '@erep/shared/ui';
import { DateRangePicker } from '../../../components/date-range-picker';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { useRangeParams } from '../../../hooks/use-range-params';
import { useTopicReviews } from '../api/get-topic-reviews';
import { TopicReview } from './topic-review';

const isTopic = (value: string): value is ReviewTopic => (REVIEW_TOPICS as readonly string[]).includes(value);
const isSentiment = (value: string | null): value is ReviewSentiment => value !== null && (REVIEW_SENTIMENTS as readonly string[]).includes(value);

/** The reviews of one topic, the phrases that placed them there highlighted; each can be corrected. */
export function TopicReviewsPage() {
  const { t } = useTranslation('erep');
  const { tag = '', id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const sentimentParam = search.get('sentiment');
  const sentiment: ReviewSentiment | '' = isSentiment(sentimentParam) ? sentimentParam : '';
  const [page, setPage] = useState(1);
  const topic: ReviewTopic = isTopic(id) ? id : 'staff';
  const reviews = useTopicReviews(tag, topic, sentiment, useRangeParams(), page);
  useBreadcrumbs([
    { label: t('area'), to: '/home/erep' },
    { label: t('categorization.title'), to: `/home/erep/customer/${tag}/establishment/categorization` },
    { label: t(`topics.${topic}`) },
  ]);

  return (
    <Page title={t('categorization.reviewsTitle', { topic: t(`topics.${topic}`) })} description={t('categorization.reviewsDescription')} testId="erep-topic-reviews">
      <Card>
        <div className={styles.toolbar}>
          <DateRangePicker />
          <SelectField
            label={t('filters.sentiment')}
            value={sentiment}
            onChange={(e) => {
              setPage(1);
              setSearch(e.target.value ? { sentiment: e.target.value } : {});
            }}
            options={[{ value: '', label: t('filters.all') }, ...REVIEW_SENTIMENTS.map((s) => ({ value: s, label: t(`sentiments.${s}`) }))]}
          />
        </div>
        <QueryView query={reviews} isEmpty={(data) => data.data.length === 0} empty={t('categorization.noReviews')}>
          {(data) => (
            <>
              <ul className={styles.list} data-testid="topic-reviews">
                {data.data.map((review) => (
                  <TopicReview key={review.id} tag={tag} review={review} />
                ))}
              </ul>
              {data.total > data.per_page ? <Pagination page={data.page} pageCount={Math.ceil(data.total / data.per_page)} onChange={setPage} /> : null}
            </>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}
