import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_SENTIMENTS, REVIEW_TOPICS, type AnalysedReview, type ReviewSentiment, type ReviewTopic } from '@erep/shared/schemas';
import { Alert, Button, SelectField } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { SpannedText } from '../../../components/highlighted-text';
import { formatDay } from '../../../lib/format';
import { usePatchReviewAnalysis } from '../api/patch-review-analysis';

/** One analysed review, with a form to correct its sentiment and topics. */
export function TopicReview({ tag, review }: { tag: string; review: AnalysedReview }) {
  const { t, i18n } = useTranslation('erep');
  const [editing, setEditing] = useState(false);
  const [sentiment, setSentiment] = useState<ReviewSentiment>(review.sentiment);
  const [topics, setTopics] = useState<Partial<Record<ReviewTopic, ReviewSentiment | ''>>>(() => Object.fromEntries(review.topics.map((m) => [m.topic, m.sentiment])));
  const patch = usePatchReviewAnalysis(tag);
  const spans = review.topics.flatMap((m) => m.spans);

  return (
    <li className={styles.review} data-testid="topic-review">
      <div className={styles.reviewMeta}>
        <span>{review.place}</span>
        <span>{formatDay(i18n.language, review.visit_day)}</span>
        <span>{t('ratingValue', { value: review.rating })}</span>
        <span>{t(`sentiments.${review.sentiment}`)}</span>
        {review.stars_disagree ? (
          <strong title={t('search.starsDisagreeHint')} data-testid="stars-disagree">
            {t('search.starsDisagree')}
          </strong>
        ) : null}
        {review.corrected ? <strong>{t('categorization.corrected')}</strong> : null}
      </div>
      <p className={styles.reviewText}>{review.comment ? <SpannedText text={review.comment} spans={spans} /> : t('search.noComment')}</p>
      <p className={styles.reviewMeta}>{review.topics.map((m) => `${t(`topics.${m.topic}`)} (${t(`sentiments.${m.sentiment}`)})`).join(' · ')}</p>
      {editing ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const chosen = REVIEW_TOPICS.flatMap((topic) => {
              const value = topics[topic];
              return value ? [{ topic, sentiment: value }] : [];
            });
            patch.mutate({ reviewId: review.id, correction: { sentiment, topics: chosen } }, { onSuccess: () => setEditing(false) });
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend>{t('categorization.correct')}</legend>
            <SelectField
              label={t('categorization.overall')}
              value={sentiment}
              onChange={(e) => setSentiment(e.target.value as ReviewSentiment)}
              options={REVIEW_SENTIMENTS.map((s) => ({ value: s, label: t(`sentiments.${s}`) }))}
              data-testid="correct-sentiment"
            />
            {REVIEW_TOPICS.map((topic) => (
              <SelectField
                key={topic}
                label={t(`topics.${topic}`)}
                value={topics[topic] ?? ''}
                onChange={(e) => setTopics((current) => ({ ...current, [topic]: e.target.value as ReviewSentiment | '' }))}
                options={[{ value: '', label: t('categorization.notMentioned') }, ...REVIEW_SENTIMENTS.map((s) => ({ value: s, label: t(`sentiments.${s}`) }))]}
                data-testid={`correct-${topic}`}
              />
            ))}
          </fieldset>
          {patch.isError ? <Alert kind="error">{t('categorization.saveError')}</Alert> : null}
          <Button type="submit" loading={patch.isPending} data-testid="correct-save">
            {t('categorization.save')}
          </Button>{' '}
          <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
            {t('categorization.cancel')}
          </Button>
        </form>
      ) : (
        <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(true)} data-testid="correct-open">
          {t('categorization.correct')}
        </Button>
      )}
    </li>
  );
}
