import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '@erep/shared/bus';
import { SUPPORT_TOPICS, supportRequestSchema, type SupportRequestInput } from '@erep/shared/schemas';
import { Alert, Button, Card, Page, SelectField, TextField, notify } from '@erep/shared/ui';
import { applyServerErrors, failureText, fieldError } from '../../../lib/field-error';
import { currentPartnerCode } from '../../../lib/partner-code';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useChatSettings } from '../api/get-chat-settings';
import { useSendSupportRequest } from '../api/send-support-request';

const FAQ = ['qr', 'advantage', 'reviews', 'language', 'password', 'subscription', 'data'] as const;
const EMPTY: SupportRequestInput = { topic: 'account', subject: '', message: '' };

/** /customer/support: answers to common questions, a request form, and the partner's live chat where it has one. */
export function SupportPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const title = t('sections.support.title');
  useBreadcrumbs([{ label: title }]);
  const send = useSendSupportRequest();
  const chat = useChatSettings(currentPartnerCode());
  const [sent, setSent] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SupportRequestInput>({ resolver: valibotResolver(supportRequestSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { id } = await send.mutateAsync(values);
      reset(EMPTY);
      setSent(id);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['topic', 'subject', 'message'])) notify('error', failureText(t, error));
    }
  });

  return (
    <Page title={title} description={t('sections.support.description')} testId="account-support">
      <div className="account-two-columns">
        <Card title={t('support.faqTitle')}>
          <div className="account-faq">
            {FAQ.map((id) => (
              <details key={id}>
                <summary>{t(`support.faq.${id}.q`)}</summary>
                <p>{t(`support.faq.${id}.a`)}</p>
              </details>
            ))}
          </div>
        </Card>
        <div className="account-stack">
          <Card title={t('support.formTitle')}>
            {sent !== null ? (
              <Alert kind="success" onClose={() => setSent(null)}>
                {t('support.sent', { id: sent })}
              </Alert>
            ) : null}
            <form onSubmit={onSubmit} noValidate className="account-form">
              <SelectField
                label={t('support.topic')}
                required
                options={SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`support.topics.${topic}`) }))}
                error={fieldError(t, errors.topic?.message)}
                {...register('topic')}
              />
              <TextField label={t('support.subject')} required error={fieldError(t, errors.subject?.message)} {...register('subject')} />
              <div className={`erep-field${errors.message ? ' erep-field--invalid' : ''}`}>
                <label className="erep-field__label" htmlFor="support-message">
                  {t('support.message')}
                </label>
                <textarea
                  id="support-message"
                  className="erep-input"
                  rows={6}
                  required
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={errors.message ? 'support-message-error' : undefined}
                  {...register('message')}
                />
                {errors.message ? (
                  <p id="support-message-error" className="erep-field__error">
                    {fieldError(t, errors.message.message)}
                  </p>
                ) : null}
              </div>
              <div className="account-actions">
                <Button type="submit" loading={send.isPending}>
                  {t('support.send')}
                </Button>
              </div>
            </form>
          </Card>
          <Card title={t('support.chatTitle')}>
            {chat.isPending ? null : chat.data ? (
              <p data-testid="support-chat">
                {t('support.chatLead')}{' '}
                <a className="account-link" href={chat.data.url} target="_blank" rel="noreferrer">
                  {t('support.chatLink')}
                </a>
              </p>
            ) : (
              <p className="account-muted">{t('support.noChat')}</p>
            )}
          </Card>
        </div>
      </div>
    </Page>
  );
}
