import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { navigate, PageLink } from '@erep/shared/routing';
import { loginSchema, type LoginInput } from '@erep/shared/schemas';
import { Alert, Button, TextField } from '@erep/shared/ui';
import { authStyles } from '../../../components/auth-card';
import { PricingLink } from '../../../components/pricing-link';
import { useFocusFirstError } from '../../../hooks/use-focus-first-error';
import { fieldError } from '../../../lib/field-error';
import { resumePayment } from '../../../lib/pending-sign-up';
import { useSignIn, type SignInResult } from '../api/sign-in-user';
import styles from './sign-in.module.css';

type FailureResult = Exclude<SignInResult, { kind: 'success' }>;
type Failure = FailureResult['kind'];

const ALERT_KIND: Record<Failure, 'info' | 'warning' | 'error'> = {
  invalid: 'warning',
  forbidden: 'warning',
  inactive: 'warning',
  'payment-pending': 'info',
  'rate-limited': 'warning',
  error: 'error',
};

/** The login form; `chat` is the partner's live-chat, composed in by the remote's root. No router: see `root.tsx`. */
export function SignInPage({ chat }: { chat?: ReactNode }) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  // A new submission clears the last outcome; closing the alert forgets it.
  const failure = signIn.data && signIn.data.kind !== 'success' ? signIn.data : null;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: valibotResolver(loginSchema), defaultValues: { email: '', password: '' }, shouldFocusError: false });
  const { ref, refused } = useFocusFirstError<HTMLFormElement>();

  const onSubmit = handleSubmit(async (values) => {
    const result = await signIn.mutateAsync(values);
    if (result.kind === 'success') navigate(result.to, { replace: true });
  }, refused);

  return (
    <div className={authStyles.wrapper}>
      <form ref={ref} className={authStyles.card} onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={authStyles.title}>
          {t('signIn.title')}
        </h1>
        {failure && (
          <Alert kind={ALERT_KIND[failure.kind]} onClose={() => signIn.reset()}>
            {t(`signIn.errors.${failure.kind}`, failure.kind === 'rate-limited' ? { count: failure.minutes } : {})}
            {failure.kind === 'payment-pending' ? (
              <Button type="button" size="sm" className={styles.resume} onClick={() => navigate(resumePayment(failure.payment))}>
                {t('signIn.resumePayment')}
              </Button>
            ) : null}
          </Alert>
        )}
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldError(t, errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          error={fieldError(t, errors.password?.message)}
          {...register('password')}
        />
        <PageLink to="/user-confirmation/password/reset" className={styles.forgot}>
          {t('signIn.forgot')}
        </PageLink>
        <Button type="submit" loading={isSubmitting} className={styles.submit}>
          {t('signIn.submit')}
        </Button>
        <p className={styles.signUp}>
          <PricingLink>{t('signIn.noAccount')}</PricingLink>
        </p>
      </form>
      {chat}
    </div>
  );
}
