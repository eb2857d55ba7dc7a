import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { enableAdvantageSchema, type EnableAdvantageInput } from '@erep/shared/schemas';
import { Field } from '../../../components/field';
import { PublicLayout } from '../../../components/public-layout';
import { offerText } from '../../../lib/offer-text';
import { fieldErrorMessage, showServerErrors } from '../../../lib/form-errors';
import { errorBody } from '../../../lib/request-error';
import { pageLanguage } from '../../../lib/visitor-language';
import { useEnableAdvantage } from '../api/enable-advantage';
import { useFeedbackContext } from '../api/get-feedback-context';
import { contextBrand } from '../lib/context-brand';
import { PendingEstablishment } from './pending-establishment';

/** /public/:tag/establishment/:etab/advantagecontact/:discountTag/enable — a contact enables an advantage. */
export function EnableAdvantagePage() {
  const { t, i18n } = useTranslation('public');
  const navigate = useNavigate();
  const { tag = '', etab = '', discountTag = '' } = useParams();
  const query = useFeedbackContext({ customer: tag, establishment: etab });
  const enable = useEnableAdvantage({ customer: tag, establishment: etab, advantage: discountTag });
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EnableAdvantageInput>({ resolver: valibotResolver(enableAdvantageSchema), defaultValues: { email: '', marketingConsent: false } });
  const context = query.data;
  if (!context) return <PendingEstablishment query={query} tag={tag} section="advantage" />;
  const offer = context.advantages.find((a) => a.tag === discountTag);
  const onSubmit = async (values: EnableAdvantageInput) => {
    setServerError(null);
    try {
      // The consent is stored in the wording of the language the form is shown in.
      const coupon = await enable.mutateAsync({ ...values, language: pageLanguage(i18n.language) });
      navigate(`/public/customer/${tag}/advantagecontact/${coupon.code}`);
    } catch (error) {
      const text = showServerErrors(error, ['email'], setError);
      // The offer's own states read as the visitor pages word them.
      const code = errorBody(error)?.errors?.advantage?.[0];
      setServerError(code === 'sold_out' ? t('feedback.errors.sold_out') : code === 'expired' ? t('coupon.expired') : text);
    }
  };
  return (
    <PublicLayout brand={contextBrand(context)} testId="public-advantage">
      <section className="pf-card">
        <h1>{t('sections.advantage.title')}</h1>
        {!offer ? (
          <p className="pf-alert" role="alert">
            {t('enable.notFound')}
          </p>
        ) : offer.soldOut ? (
          <p className="pf-alert" role="alert" data-testid="coupon-state" data-state="sold_out">
            {t('coupon.sold_out')}
          </p>
        ) : (
          <>
            <p className="pf-lead">{t('enable.intro', { title: offerText(offer, pageLanguage(i18n.language)).title })}</p>
            {serverError ? (
              <p className="pf-alert" role="alert">
                {serverError}
              </p>
            ) : null}
            <form className="pf-form" noValidate onSubmit={handleSubmit(onSubmit)}>
              <Field id="enable-email" label={t('enable.email')} error={errors.email ? fieldErrorMessage(t, errors.email.message) : null}>
                {(a) => <input {...a} type="email" autoComplete="email" {...register('email')} />}
              </Field>
              <label className="pf-check">
                <input type="checkbox" data-testid="marketing-consent" {...register('marketingConsent')} />
                <span>{t('consent.marketing', { name: context.customer.name })}</span>
              </label>
              <button className="pf-button" type="submit" disabled={isSubmitting}>
                {t('enable.submit')}
              </button>
            </form>
          </>
        )}
      </section>
    </PublicLayout>
  );
}
