import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewItem, ReviewSentiment, ReviewTopicMention } from '@erep/shared/schemas';
import { formatDay } from '../lib/format';
import { AnswerReview } from './answer-review';
import styles from './erep.module.css';
import { MarkedText } from './highlighted-text';

export interface ReviewCardProps {
  review: ReviewItem;
  /** The comment with search matches marked (\u0002...\u0003), when it comes from a search. */
  highlighted?: string | null;
  sentiment?: ReviewSentiment | null;
  topics?: ReviewTopicMention[];
  /** Buttons or forms under the review (corrections). */
  actions?: ReactNode;
  /** The customer whose reviews these are: the card then offers to answer (and marks answered ones itself). */
  answerFor?: string;
  testId?: string;
}

/** One review as every list of the area shows it: place, day, rating, platform, language, analysis. */
export function ReviewCard({ review, highlighted, sentiment, topics, actions, answerFor, testId = 'review-card' }: ReviewCardProps) {
  const { t, i18n } = useTranslation('erep');
  return (
    <li className={styles.review} data-testid={testId}>
      <div className={styles.reviewMeta}>
        <span>{review.kind === 'competitor' ? t('search.competitor', { name: review.place }) : review.place}</span>
        <span>{formatDay(i18n.language, review.visit_day)}</span>
        <span>{t('ratingValue', { value: review.rating })}</span>
        <span>{t(`platforms.${review.source}`, { defaultValue: review.source })}</span>
        {review.author ? <span>{review.author}</span> : null}
        {review.language ? <span>{t(`languages.${review.language}`, { defaultValue: review.language })}</span> : null}
        {sentiment ? <span>{t(`sentiments.${sentiment}`)}</span> : null}
        {review.with_advantage ? <span>{t('search.withAdvantage')}</span> : null}
        {review.is_internal ? <strong>{t('latest.internal')}</strong> : null}
        {review.answered && !answerFor ? <strong data-testid="review-answered">{t('latest.answered')}</strong> : null}
      </div>
      <p className={styles.reviewText}>{highlighted ? <MarkedText text={highlighted} /> : (review.comment ?? t('search.noComment'))}</p>
      {topics && topics.length > 0 ? (
        <p className={styles.reviewMeta}>{topics.map((m) => `${t(`topics.${m.topic}`)} (${t(`sentiments.${m.sentiment}`)})`).join(' · ')}</p>
      ) : null}
      {actions}
      {answerFor ? <AnswerReview tag={answerFor} review={review} /> : null}
    </li>
  );
}
