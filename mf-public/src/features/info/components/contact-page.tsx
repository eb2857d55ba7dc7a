import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactMessageSchema, type ContactMessageInput } from '@erep/shared/schemas';
import { Field } from '../../../components/field';
import { PublicLayout } from '../../../components/public-layout';
import { fieldErrorMessage, showServerErrors } from '../../../lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS: { name: keyof ContactMessageInput; type?: string; area?: boolean; auto?: string }[] = [
  { name: 'name', auto: 'name' },
  { name: 'email', type: 'email', auto: 'email' },
  { name: 'subject' },
  { name: 'message', area: true },
];

/** /contact — a message to the partner. */
export function ContactPage() {
  const { t } = useTranslation('public');
  const send = useSendContactMessage();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({ resolver: valibotResolver(contactMessageSchema), defaultValues: { name: '', email: '', subject: '', message: '' } });
  const onSubmit = async (values: ContactMessageInput) => {
    setServerError(null);
    try {
      await send.mutateAsync(values);
      reset();
    } catch (error) {
      setServerError(showServerErrors(error, FIELDS.map((f) => f.name), setError));
    }
  };
  return (
    <PublicLayout testId="public-contact">
      <section className="pf-card">
        <h1>{t('sections.contact.title')}</h1>
        <p className="pf-lead">{t('sections.contact.description')}</p>
        {send.isSuccess ? (
          <p className="pf-ok" role="status">
            {t('contact.sent')}
          </p>
        ) : null}
        {serverError ? (
          <p className="pf-alert" role="alert">
            {t('contact.error')} {serverError}
          </p>
        ) : null}
        <form className="pf-form" noValidate onSubmit={handleSubmit(onSubmit)}>
          {FIELDS.map((f) => {
            const error = errors[f.name]?.message;
            return (
              <Field key={f.name} id={`contact-${f.name}`} label={`${t(`contact.${f.name}`)} *`} error={error ? fieldErrorMessage(t, error) : null}>
                {(a) => (f.area ? <textarea {...a} {...register(f.name)} /> : <input {...a} {...register(f.name)} type={f.type ?? 'text'} autoComplete={f.auto} />)}
              </Field>
            );
          })}
          <button className="pf-button" type="submit" disabled={isSubmitting}>
            {t('contact.submit')}
          </button>
        </form>
      </section>
    </PublicLayout>
  );
}
