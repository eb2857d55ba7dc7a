import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@erep/shared/i18n';
import { Alert, Button, notify, SelectField, Spinner } from '@erep/shared/ui';
import type { ReviewAnswer, ReviewAnswers } from '@erep/shared/schemas';
import { useAnswerReview, useRemoveReviewAnswer, useRetryReviewAnswer, useReviewAnswers } from '../hooks/use-review-answers';
import { ENGAGE_NS } from '../i18n/engagement/register';
import { formatDateTime } from '../lib/format';
import styles from './erep.module.css';

interface AnswerReviewProps {
  tag: string;
  review: { id: number; answered: boolean; kind?: 'establishment' | 'competitor' };
}

const fill = (body: string, values: { firstname: string | null; establishment: string }, fallback: string) =>
  body.replaceAll('{firstname}', values.firstname?.trim() || fallback).replaceAll('{establishment}', values.establishment);

const NO_NAME: Record<string, string> = { fr: 'et merci', en: 'and thank you', sp: 'y gracias' };

/**
 * Answer a review from its card: a template suggested from the review's sentiment and language, the
 * text to adjust, the answers given so far; a platform review's answer is to publish there (copy + link).
 */
const keyOf = (template: { id: number; language: string; sentiment: string }) => `${template.id}-${template.language}-${template.sentiment}`;

/** The answer form: starts from the suggested template; the user's edits are kept. */
function AnswerForm({ tag, data, panelId, onSaved }: { tag: string; data: ReviewAnswers; panelId: string; onSaved: () => void }) {
  const { t } = useTranslation(ENGAGE_NS);
  const [text, setText] = useState(data.suggested?.text ?? '');
  const [templateKey, setTemplateKey] = useState(data.suggested ? keyOf(data.suggested.template) : '');
  const answer = useAnswerReview(tag, data.review.id);

  const choose = (key: string) => {
    setTemplateKey(key);
    const template = data.templates.find((tpl) => keyOf(tpl) === key);
    if (template) setText(fill(template.body, data.review, NO_NAME[template.language] ?? ''));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(text.trim(), {
      onSuccess: () => {
        notify('success', t('answers.saved'));
        onSaved();
      },
    });
  };

  return (
    <form onSubmit={submit} className={styles.answerBox} noValidate>
      {data.suggested ? <p className={styles.muted}>{t('answers.suggested', { title: data.suggested.template.title })}</p> : null}
      <SelectField
        id={`${panelId}-template`}
        label={t('answers.template')}
        value={templateKey}
        onChange={(e) => choose(e.target.value)}
        options={data.templates.map((tpl) => ({
          value: keyOf(tpl),
          label: `${tpl.title} (${t(`answers.languages.${tpl.language}`)}, ${t(`answers.sentiments.${tpl.sentiment}`)}${tpl.builtin ? `, ${t('answers.builtin')}` : ''})`,
        }))}
        data-testid="answer-template"
      />
      <label htmlFor={`${panelId}-text`}>{t('answers.text')}</label>
      <textarea id={`${panelId}-text`} value={text} onChange={(e) => setText(e.target.value)} required maxLength={4000} data-testid="answer-text" />
      {answer.isError ? <Alert kind="error" title={apiErrorText(answer.error)} /> : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={answer.isPending} disabled={!text.trim()} data-testid="answer-send">
          {t('answers.send')}
        </Button>
      </div>
    </form>
  );
}

/** Where an answer sent through a connected platform stands, with a retry when the platform refused it. */
function PublishState({ tag, reviewId, answer, platform }: { tag: string; reviewId: number; answer: ReviewAnswer; platform: string }) {
  const { t } = useTranslation(ENGAGE_NS);
  const retry = useRetryReviewAnswer(tag, reviewId);
  if (!answer.publish_state) return null;
  const stuck = answer.publish_state === 'failed' || (answer.publish_state === 'deleting' && answer.publish_error !== null);
  const text =
    answer.publish_state === 'failed'
      ? t('answers.publishFailed', { platform, reason: answer.publish_error ?? '' })
      : answer.publish_state === 'deleting'
        ? answer.publish_error
          ? t('answers.removeFailed', { platform, reason: answer.publish_error })
          : t('answers.removing', { platform })
        : t(`answers.publishStates.${answer.publish_state}`, { platform });
  return (
    <>
      {' · '}
      <strong className={stuck ? styles.publishError : undefined} data-testid="publish-state" data-state={answer.publish_state}>
        {text}
      </strong>
      {stuck ? (
        <>
          {' '}
          <Button
            type="button"
            size="sm"
            variant="secondary"
            loading={retry.isPending}
            onClick={() => retry.mutate(answer.id, { onError: (error) => notify('error', apiErrorText(error)) })}
            data-testid="publish-retry"
          >
            {t('answers.retry')}
          </Button>
        </>
      ) : null}
    </>
  );
}

/**
 * Answer a review from its card: a template suggested from the review's sentiment and language, the
 * text to adjust, the answers given so far; a platform review's answer is to publish there (copy + link).
 */
export function AnswerReview({ tag, review }: AnswerReviewProps) {
  const { t, i18n } = useTranslation(ENGAGE_NS);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const query = useReviewAnswers(tag, review.id, open && review.kind !== 'competitor');
  const remove = useRemoveReviewAnswer(tag, review.id);
  const data = query.data;

  if (review.kind === 'competitor') return null;
  const answered = review.answered || (data?.answers.length ?? 0) > 0;
  const latest = data?.answers[0];
  return (
    <div data-testid="answer-review" data-review={review.id}>
      <div className={styles.actions}>
        {answered ? (
          <strong className={styles.answeredMark} data-testid="answered-mark">
            {t('answers.answered')}
          </strong>
        ) : null}
        <Button type="button" size="sm" variant={open ? 'ghost' : 'secondary'} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} data-testid="answer-toggle">
          {open ? t('answers.close') : t('answers.answer')}
        </Button>
      </div>
      {open ? (
        <div id={panelId} className={styles.answerBox}>
          {query.isPending ? <Spinner label={t('answers.title')} /> : null}
          {query.isError ? <Alert kind="error" title={apiErrorText(query.error)} /> : null}
          {data ? (
            <>
              {data.answers.length > 0 ? (
                <section aria-label={t('answers.previous')}>
                  {data.answers.map((a) => (
                    <div key={a.id} className={styles.answer} data-testid="review-answer">
                      <p className={styles.muted}>
                        {t('answers.by', { author: a.author ?? '—', date: formatDateTime(i18n.language, a.created_at) })}
                        {a.to_publish_on ? (
                          <>
                            {' · '}
                            <strong data-testid="to-publish">{t('answers.toPublish', { platform: a.to_publish_on })}</strong>
                          </>
                        ) : null}
                        <PublishState tag={tag} reviewId={review.id} answer={a} platform={t(`erep:platforms.${data.review.source}`, { defaultValue: data.review.source })} />
                      </p>
                      {a.text}
                    </div>
                  ))}
                  {latest?.to_publish_on ? (
                    <div className={styles.actions}>
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          void navigator.clipboard?.writeText(latest.text).then(() => notify('success', t('answers.copied')));
                        }}
                      >
                        {t('answers.copy')}
                      </Button>
                      {data.platform_url ? (
                        <a href={data.platform_url} target="_blank" rel="noopener noreferrer" className={styles.rowLink}>
                          {t('answers.openPlatform', { platform: latest.to_publish_on })}
                        </a>
                      ) : null}
                    </div>
                  ) : null}
                  {latest?.publish_state === 'published' || latest?.publish_state === 'failed' || latest?.publish_state === 'pending' ? (
                    <div className={styles.actions}>
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        loading={remove.isPending}
                        onClick={() => remove.mutate(undefined, { onSuccess: () => void query.refetch(), onError: (error) => notify('error', apiErrorText(error)) })}
                        data-testid="answer-remove"
                      >
                        {t('answers.remove')}
                      </Button>
                    </div>
                  ) : null}
                </section>
              ) : null}
              <AnswerForm key={data.answers.length} tag={tag} data={data} panelId={panelId} onSaved={() => void query.refetch()} />
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
