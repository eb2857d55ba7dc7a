import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorText, intlLocale } from '@erep/shared/i18n';
import { billedPrice, COUNTRIES, COUNTRY_SHORTLIST, countryName } from '@erep/shared/rules';
import { signUpFormSchema, type LanguageCode, type PlanPrice, type SignUpForm, type SignUpFormInput } from '@erep/shared/schemas';
import { setPlanName } from '@erep/shared/session';
import { Alert, Button, CheckboxField, SelectField, Spinner, Stepper, TextField, notify } from '@erep/shared/ui';
import { AuthCard, authStyles } from '../../../components/auth-card';
import { PricingLink } from '../../../components/pricing-link';
import { currentPartnerCode } from '../../../lib/config';
import { useFocusFirstError } from '../../../hooks/use-focus-first-error';
import { fieldError } from '../../../lib/field-error';
import { useCreateAccount } from '../api/create-account';
import { usePlanLookup } from '../hooks/use-plan-lookup';
import { planFeatures } from '../lib/plan-features';
import { Terms } from './terms';
import styles from './sign-up.module.css';

type FieldName = keyof SignUpFormInput;
const FIELD_OF: Record<string, FieldName> = { name: 'company' };
const TERMS_ID = 'sign-up-terms';

/** The country list in the interface's language: the spec's shortlist first, then the rest in that language's order. */
function countryOptions(lng: string): { value: string; label: string }[] {
  const language = (['fr', 'en', 'sp'].includes(lng) ? lng : 'en') as LanguageCode;
  const short = new Set(COUNTRY_SHORTLIST.map((c) => c.code));
  const named = (code: string) => ({ value: code, label: countryName(code, language) });
  const collator = new Intl.Collator(intlLocale(language));
  const rest = COUNTRIES.filter((c) => !short.has(c.code))
    .map((c) => named(c.code))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [...COUNTRY_SHORTLIST.map((c) => named(c.code)), ...rest];
}

/** '39 € par mois, facturé mensuellement': what is charged and how often. */
function PlanPriceLine({ price }: { price: PlanPrice }) {
  const { i18n } = useTranslation('auth');
  return (
    <p className={styles.price} data-testid="plan-price">
      {billedPrice(price, i18n.language)}
    </p>
  );
}

/** "I accept the terms of use", the name of the document linked to it on the page. */
function TermsLabel() {
  const { t } = useTranslation('auth');
  const label = t('signUp.fields.terms');
  const name = t('signUp.termsName');
  const at = label.indexOf(name);
  if (at < 0) return <>{label}</>;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // The terms are on this page: bring them into view without touching the address (or the form).
    event.preventDefault();
    const terms = document.getElementById(TERMS_ID);
    terms?.scrollIntoView({ block: 'center' });
    terms?.focus({ preventScroll: true });
  };
  return (
    <>
      {label.slice(0, at)}
      <a href={`#${TERMS_ID}`} onClick={open}>
        {name}
      </a>
      {label.slice(at + name.length)}
    </>
  );
}

/** A refusal whose words "the pricing page" lead there. */
function LinkedRefusal({ text }: { text: string }) {
  const { t } = useTranslation('auth');
  const name = t('signUp.pricingPage');
  const at = text.indexOf(name);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <PricingLink className={styles.inTextLink}>{name}</PricingLink>
      {text.slice(at + name.length)}
    </>
  );
}

export function SignUpPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tag = params.get('c');
  const prefix = params.get('n');
  const lookup = usePlanLookup(tag, prefix);
  const signUp = useCreateAccount();
  const [termsError, setTermsError] = useState(false);
  const [paymentPending, setPaymentPending] = useState(false);
  const { ref: formRef, refused } = useFocusFirstError<HTMLFormElement>();

  // The chosen plan's name is remembered for the onboarding step.
  const planPrefix = lookup?.kind === 'ok' ? lookup.prefix : null;
  useEffect(() => {
    if (planPrefix) setPlanName(planPrefix);
  }, [planPrefix]);

  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormInput, unknown, SignUpForm>({
    resolver: valibotResolver(signUpFormSchema),
    // Our own focus goes to the first field in the page's order, after the terms are judged too.
    shouldFocusError: false,
    defaultValues: { firstname: '', lastname: '', email: '', password: '', confirmPassword: '', company: '', address1: '', address2: '', zipcode: '', city: '', country: '', terms: false },
  });

  // The terms are flagged with the other fields, whatever else is wrong.
  const onInvalid = () => {
    setTermsError(!getValues('terms'));
    refused();
  };

  const onSubmit = handleSubmit(async (values) => {
    if (lookup?.kind !== 'ok') return;
    const termsMissing = !values.terms;
    setTermsError(termsMissing);
    if (values.password !== values.confirmPassword) {
      setError('confirmPassword', { message: 'mismatch' });
      refused();
      notify('error', t('signUp.mismatch'), t('signUp.savingErrors'));
      return;
    }
    if (termsMissing) {
      refused();
      return;
    }
    const outcome = await signUp.mutateAsync({ form: values, plan: lookup.plan, partner: currentPartnerCode() });
    setPaymentPending(outcome.kind === 'payment-pending');
    switch (outcome.kind) {
      case 'ok':
        navigate(outcome.to);
        return;
      case 'payment-pending':
        return;
      case 'taken':
        setError('email', { message: outcome.error.code ?? 'email_taken' });
        refused();
        notify('warning', apiErrorText(outcome.error));
        return;
      case 'invalid':
        for (const [field, messages] of Object.entries(outcome.errors)) {
          const name = FIELD_OF[field] ?? (field as FieldName);
          setError(name, { message: messages[0] ?? 'invalid' });
        }
        refused();
        notify('error', apiErrorText(outcome.error), t('signUp.savingErrors'));
        return;
      case 'account-error':
        notify('error', apiErrorText(outcome.error), t('signUp.savingErrors'));
        return;
      case 'subscription-error':
        notify('error', t('signUp.errors.error_occurred'));
    }
  }, onInvalid);

  const steps = [t('signUp.steps.account'), t('signUp.steps.payment'), t('signUp.steps.start')];
  const err = (name: FieldName) => fieldError(t, errors[name]?.message);

  return (
    <AuthCard title={t('signUp.title')} wide testId="sign-up">
      <Stepper steps={steps} current={0} />
      {lookup === null ? (
        <Spinner label={t('loading')} />
      ) : lookup.kind !== 'ok' ? (
        <>
          <Alert kind={lookup.kind === 'error' ? 'error' : 'warning'}>
            <LinkedRefusal text={t(`signUp.errors.${lookup.kind === 'error' ? 'error_occurred' : lookup.kind}`)} />
          </Alert>
          <p className={authStyles.links}>
            <PricingLink>{t('signUp.changePlan')}</PricingLink>
            <Link to="/sign-in">{t('signUp.alreadySubscribed')}</Link>
          </p>
        </>
      ) : (
        <div className={styles.layout}>
          <aside className={styles.plan} aria-labelledby="plan-name">
            <h2 id="plan-name" className={styles.planName}>
              {t('signUp.planLabel', { name: lookup.plan.name })}
            </h2>
            {lookup.plan.price ? <PlanPriceLine price={lookup.plan.price} /> : null}
            <ul className={styles.features} data-testid="plan-features">
              {planFeatures(lookup.prefix).map((feature) => (
                <li key={feature}>{t(`signUp.features.${feature}`)}</li>
              ))}
            </ul>
            <div className={styles.asideLinks}>
              <PricingLink>{t('signUp.changePlan')}</PricingLink>
              <Link to="/sign-in">{t('signUp.alreadySubscribed')}</Link>
            </div>
          </aside>
          <form ref={formRef} className={authStyles.form} onSubmit={onSubmit} noValidate aria-label={t('signUp.steps.account')}>
            {paymentPending ? (
              <Alert kind="info" onClose={() => setPaymentPending(false)}>
                {t('signUp.pendingPayment')}{' '}
                <Link to="/sign-in">
                  {t('signUp.pendingSignIn')}
                </Link>
              </Alert>
            ) : null}
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
            <Terms id={TERMS_ID} />
            <CheckboxField label={<TermsLabel />} error={termsError ? t('signUp.termsError') : undefined} {...register('terms', { onChange: () => setTermsError(false) })} />
            <Button type="submit" loading={isSubmitting} block>
              {t('signUp.submit')}
            </Button>
          </form>
        </div>
      )}
    </AuthCard>
  );
}
