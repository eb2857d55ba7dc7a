import { valibotResolver } from '@hookform/resolvers/valibot';
import { sanitizeTermsHtml } from './sanitize';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { api } from '@erep/shared/api';
import { contactMessageSchema, type ContactMessageInput, type PartnerInfo } from '@erep/shared/schemas';
import { useLoad } from '../../common/hooks/use-load';
import { PublicLayout } from '../../common/components/public-layout';

interface Disclosure {
  customer: { tag: string; name: string };
  counterpart: boolean;
  retentionYears: number;
}

const partnerCode = () => document.querySelector('meta[name="partner-code"]')?.getAttribute('content') || 'demo';

/** Privacy policy, with the customer's review-collection disclosure (consumer code D111-17) when named. */
export function PrivacyPage() {
  const { t } = useTranslation('public');
  const location = useLocation();
  const customer = new URLSearchParams(location.search).get('customer');
  const disclosure = useLoad<Disclosure>(customer && /^[A-Za-z0-9_-]{1,64}$/.test(customer) ? `public/customers/${customer}/disclosure` : null);
  const [partner, setPartner] = useState<PartnerInfo | null>(null);
  useState(() => {
    const code = partnerCode();
    void api.get<PartnerInfo>('partner/info', { query: { code: code.startsWith('%') ? 'demo' : code } }).then((res) => {
      if (res.ok) setPartner(res.data);
    });
    return null;
  });
  const name = disclosure.status === 'ready' ? disclosure.data.customer.name : (partner?.brand ?? '');
  return (
    <PublicLayout brand={disclosure.status === 'ready' ? { name } : undefined} testId="public-privacy">
      <section className="pf-card">
        <h1>{t('sections.privacy.title')}</h1>
        <p className="pf-lead">{t('privacy.lead')}</p>
        <h2>{t('privacy.collectTitle')}</h2>
        <p>{t('privacy.collect')}</p>
        <h2>{t('privacy.counterpartTitle')}</h2>
        <p data-testid="disclosure-counterpart">
          {disclosure.status === 'ready' && !disclosure.data.counterpart ? t('privacy.counterpartNo', { name }) : t('privacy.counterpartYes', { name: name || '—' })}
        </p>
        <h2>{t('privacy.retentionTitle')}</h2>
        <p>{t('privacy.retention', { count: disclosure.status === 'ready' ? disclosure.data.retentionYears : 3 })}</p>
      </section>
      {partner?.cgv ? (
        <section className="pf-card">
          <h2>{t('privacy.termsTitle')}</h2>
          <div dangerouslySetInnerHTML={{ __html: sanitizeTermsHtml(partner.cgv) }} />
        </section>
      ) : null}
    </PublicLayout>
  );
}

export function ContactPage() {
  const { t } = useTranslation('public');
  const [status, setStatus] = useState<'idle' | 'sent' | 'error'>('idle');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({ resolver: valibotResolver(contactMessageSchema), defaultValues: { name: '', email: '', subject: '', message: '' } });
  const onSubmit = async (values: ContactMessageInput) => {
    const res = await api.post('public/contact', values);
    setStatus(res.ok ? 'sent' : 'error');
    if (res.ok) reset();
  };
  const fields: { name: keyof ContactMessageInput; type?: string; area?: boolean; auto?: string }[] = [
    { name: 'name', auto: 'name' },
    { name: 'email', type: 'email', auto: 'email' },
    { name: 'subject' },
    { name: 'message', area: true },
  ];
  return (
    <PublicLayout testId="public-contact">
      <section className="pf-card">
        <h1>{t('sections.contact.title')}</h1>
        <p className="pf-lead">{t('sections.contact.description')}</p>
        {status === 'sent' ? (
          <p className="pf-ok" role="status">
            {t('contact.sent')}
          </p>
        ) : null}
        {status === 'error' ? (
          <p className="pf-alert" role="alert">
            {t('contact.error')}
          </p>
        ) : null}
        <form className="pf-form" noValidate onSubmit={handleSubmit(onSubmit)}>
          {fields.map((f) => {
            const error = errors[f.name]?.message;
            const attrs = {
              id: `contact-${f.name}`,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `contact-${f.name}-error` : undefined,
              ...register(f.name),
            };
            return (
              <div className="pf-field" key={f.name}>
                <label htmlFor={`contact-${f.name}`}>{t(`contact.${f.name}`)} *</label>
                {f.area ? <textarea {...attrs} /> : <input {...attrs} type={f.type ?? 'text'} autoComplete={f.auto} />}
                {error ? (
                  <span className="pf-error" id={`contact-${f.name}-error`}>
                    {t(`feedback.errors.${error === 'email' ? 'email' : error === 'too_long' ? 'too_long' : 'required'}`)}
                  </span>
                ) : null}
              </div>
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

export function FilesPage() {
  const { t } = useTranslation('public');
  return (
    <PublicLayout testId="public-files">
      <section className="pf-card">
        <h1>{t('sections.files.title')}</h1>
        <p className="pf-lead">{t('sections.files.description')}</p>
        <p className="pf-small" role="status">
          {t('files.empty')}
        </p>
      </section>
    </PublicLayout>
  );
}

export function EstablishmentNotFoundPage() {
  const { t } = useTranslation('public');
  useParams();
  return (
    <PublicLayout testId="public-establishmentNotFound">
      <section className="pf-card">
        <h1>{t('sections.establishmentNotFound.title')}</h1>
        <p className="pf-lead">{t('sections.establishmentNotFound.description')}</p>
      </section>
    </PublicLayout>
  );
}

export function MissingPage() {
  const { t } = useTranslation('public');
  return (
    <PublicLayout testId="public-missing">
      <section className="pf-card">
        <h1>{t('sections.missing.title')}</h1>
        <p className="pf-lead">{t('sections.missing.description')}</p>
        <Link className="pf-inline" to="/">
          {t('notFound.back')}
        </Link>
      </section>
    </PublicLayout>
  );
}
