import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { COUNTRIES, COUNTRY_SHORTLIST } from '@erep/shared/rules';
import { signUpFormSchema, type SignUpForm, type SignUpFormInput } from '@erep/shared/schemas';
import { setPlanName } from '@erep/shared/session';
import { Alert, Button, CheckboxField, SelectField, Spinner, Stepper, TextField, notify } from '@erep/shared/ui';
import { AuthCard, authStyles } from '../../../components/auth-card';
import { currentPartnerCode, pricingUrl } from '../../../lib/config';
import { fieldError } from '../../../lib/field-error';
import { useCreateAccount } from '../api/create-account';
import { usePlanLookup } from '../hooks/use-plan-lookup';
import { planFeatures } from '../lib/plan-features';
import { Terms } from './terms';
import styles from './sign-up.module.css';

type FieldName = keyof SignUpFormInput;
const FIELD_OF: Record<string, FieldName> = { name: 'company' };

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tag = params.get('c');
  const prefix = params.get('n');
  const lookup = usePlanLookup(tag, prefix);
  const signUp = useCreateAccount();
  const [termsError, setTermsError] = useState(false);

  // The chosen plan's name is remembered for the onboarding step.
  const planPrefix = lookup?.kind === 'ok' ? lookup.prefix : null;
  useEffect(() => {
    if (planPrefix) setPlanName(planPrefix);
  }, [planPrefix]);

  const countries = useMemo(() => {
    const short = new Set(COUNTRY_SHORTLIST.map((c) => c.code));
    return [...COUNTRY_SHORTLIST, ...COUNTRIES.filter((c) => !short.has(c.code))].map((c) => ({ value: c.code, label: c.name }));
  }, []);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormInput, unknown, SignUpForm>({
    resolver: valibotResolver(signUpFormSchema),
    defaultValues: { firstname: '', lastname: '', email: '', password: '', confirmPassword: '', company: '', address1: '', address2: '', zipcode: '', city: '', country: '', terms: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (lookup?.kind !== 'ok') return;
    const termsMissing = !values.terms;
    setTermsError(termsMissing);
    if (values.password !== values.confirmPassword) {
      notify('error', t('signUp.mismatch'), t('signUp.savingErrors'));
      return;
    }
    if (termsMissing) return;
    const outcome = await signUp.mutateAsync({ form: values, plan: lookup.plan, partner: currentPartnerCode() });
    switch (outcome.kind) {
      case 'ok':
        navigate(outcome.to);
        return;
      case 'taken':
        notify('warning', outcome.message);
        return;
      case 'invalid':
        for (const [field, messages] of Object.entries(outcome.errors)) {
          const name = FIELD_OF[field] ?? (field as FieldName);
          setError(name, { message: messages[0] ?? 'invalid' });
        }
        notify('error', outcome.message, t('signUp.savingErrors'));
        return;
      case 'account-error':
        notify('error', outcome.message, t('signUp.savingErrors'));
        return;
      case 'subscription-error':
        notify('error', t('signUp.errors.error_occurred'));
    }
  });

  const steps = [t('signUp.steps.account'), t('signUp.steps.payment'), t('signUp.steps.start')];
  const err = (name: FieldName) => fieldError(t, errors[name]?.message);

  return (
    <AuthCard title={t('signUp.title')} wide testId="sign-up">
      <Stepper steps={steps} current={0} />
      {lookup === null ? (
        <Spinner label={t('loading')} />
      ) : lookup.kind !== 'ok' ? (
        <>
          <Alert kind={lookup.kind === 'error' ? 'error' : 'warning'}>{t(`signUp.errors.${lookup.kind === 'error' ? 'error_occurred' : lookup.kind}`)}</Alert>
          <p className={authStyles.links}>
            <a href={pricingUrl()}>{t('signUp.changePlan')}</a>
            <Link to="/sign-in">{t('signUp.alreadySubscribed')}</Link>
          </p>
        </>
      ) : (
        <div className={styles.layout}>
          <aside className={styles.plan} aria-labelledby="plan-name">
            <h2 id="plan-name" className={styles.planName}>
              {t('signUp.planLabel', { name: lookup.plan.name })}
            </h2>
            <ul className={styles.features} data-testid="plan-features">
              {planFeatures(lookup.prefix).map((feature) => (
                <li key={feature}>{t(`signUp.features.${feature}`)}</li>
              ))}
            </ul>
            <div className={styles.asideLinks}>
              <a href={pricingUrl()}>{t('signUp.changePlan')}</a>
              <Link to="/sign-in">{t('signUp.alreadySubscribed')}</Link>
            </div>
          </aside>
          <form className={authStyles.form} onSubmit={onSubmit} noValidate aria-label={t('signUp.steps.account')}>
            <div className={styles.grid}>
              <TextField label={t('signUp.fields.firstname')} autoComplete="given-name" required error={err('firstname')} {...register('firstname')} />
              <TextField label={t('signUp.fields.lastname')} autoComplete="family-name" required error={err('lastname')} {...register('lastname')} />
              <TextField className={styles.full} label={t('signUp.fields.email')} type="email" autoComplete="email" required error={err('email')} {...register('email')} />
              <TextField label={t('signUp.fields.password')} type="password" autoComplete="new-password" required hint={t('signUp.passwordHint')} error={err('password')} {...register('password')} />
              <TextField label={t('signUp.fields.confirmPassword')} type="password" autoComplete="new-password" required error={err('confirmPassword')} {...register('confirmPassword')} />
              <TextField className={styles.full} label={t('signUp.fields.company')} autoComplete="organization" required error={err('company')} {...register('company')} />
              <TextField className={styles.full} label={t('signUp.fields.address1')} autoComplete="address-line1" required error={err('address1')} {...register('address1')} />
              <TextField className={styles.full} label={t('signUp.fields.address2')} autoComplete="address-line2" error={err('address2')} {...register('address2')} />
              <TextField label={t('signUp.fields.zipcode')} autoComplete="postal-code" required error={err('zipcode')} {...register('zipcode')} />
              <TextField label={t('signUp.fields.city')} autoComplete="address-level2" required error={err('city')} {...register('city')} />
              <SelectField className={styles.full} label={t('signUp.fields.country')} required placeholder options={countries} error={err('country')} {...register('country')} />
            </div>
            <Terms />
            <CheckboxField label={t('signUp.fields.terms')} {...register('terms')} />
            {termsError && (
              <p className={styles.termsError} role="alert">
                {t('signUp.termsError')}
              </p>
            )}
            <Button type="submit" loading={isSubmitting} block>
              {t('signUp.submit')}
            </Button>
          </form>
        </div>
      )}
    </AuthCard>
  );
}
