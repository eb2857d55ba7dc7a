import { useEffect, useRef, type ReactNode } from 'react';
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
  /** The text clearly says the opposite of the stars. */
  starsDisagree?: boolean;
  topics?: ReviewTopicMention[];
  /** Buttons or forms under the review (corrections). */
  actions?: ReactNode;
  /** The customer whose reviews these are: the card then offers to answer (and marks answered ones itself). */
  answerFor?: string;
  testId?: string;
  /** The review a link pointed at (an alert mail's `?review=<id>`): marked, scrolled into view and focused. */
  current?: boolean;
}

/** One review as every list of the area shows it: place, day, rating, platform, language, analysis. */
export function ReviewCard({ review, highlighted, sentiment, starsDisagree = false, topics, actions, answerFor, testId = 'review-card', current = false }: ReviewCardProps) {
  const { t, i18n } = useTranslation('erep');
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!current || !element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [current]);
  return (
    <li
      ref={ref}
      className={current ? `${styles.review} ${styles.reviewHighlighted}` : styles.review}
      data-testid={testId}
      data-review-id={review.id}
      aria-current={current ? 'true' : undefined}
      tabIndex={current ? -1 : undefined}
    >
      {current ? <strong>{t('estabTools.highlight.mark')}</strong> : null}
      <div className={styles.reviewMeta}>
        <span>{review.kind === 'competitor' ? t('search.competitor', { name: review.place }) : review.place}</span>
        <span>{formatDay(i18n.language, review.visit_day)}</span>
        <span>{t('ratingValue', { value: review.rating })}</span>
        <span>{t(`platforms.${review.source}`, { defaultValue: review.source })}</span>
        {review.author ? <span>{review.author}</span> : null}
        {review.language ? <span>{t(`languages.${review.language}`, { defaultValue: review.language })}</span> : null}
        {sentiment ? <span>{t(`sentiments.${sentiment}`)}</span> : null}
        {starsDisagree ? (
          <strong title={t('search.starsDisagreeHint')} data-testid="stars-disagree">
            {t('search.starsDisagree')}
          </strong>
        ) : null}
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
