import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { loginSchema, type LoginInput } from '@erep/shared/schemas';
import { Alert, Button, TextField } from '@erep/shared/ui';
import { ChatWidget } from '../../chat/components/chat-widget';
import { fieldError, pricingUrl } from '../../common/config';
import { signIn, type SignInResult } from '../api/sign-in';
import { authStyles } from '../../common/auth-card';
import styles from './sign-in.module.css';

type FailureResult = Exclude<SignInResult, { kind: 'success' }>;
type Failure = FailureResult['kind'];

const ALERT_KIND: Record<Failure, 'warning' | 'error'> = {
  invalid: 'warning',
  forbidden: 'warning',
  inactive: 'warning',
  'rate-limited': 'warning',
  error: 'error',
};

export function SignInPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<FailureResult | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: valibotResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await signIn(values);
    if (result.kind === 'success') navigate(result.to, { replace: true });
    else setFailure(result);
  });

  return (
    <div className={authStyles.wrapper}>
      <form className={authStyles.card} onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={authStyles.title}>
          {t('signIn.title')}
        </h1>
        {failure && (
          <Alert kind={ALERT_KIND[failure.kind]} onClose={() => setFailure(null)}>
            {t(`signIn.errors.${failure.kind}`, failure.kind === 'rate-limited' ? { count: failure.minutes } : {})}
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
        <Link to="/user-confirmation/password/reset" className={styles.forgot}>
          {t('signIn.forgot')}
        </Link>
        <Button type="submit" loading={isSubmitting} className={styles.submit}>
          {t('signIn.submit')}
        </Button>
        <p className={styles.signUp}>
          <a href={pricingUrl()}>{t('signIn.noAccount')}</a>
        </p>
      </form>
      <ChatWidget />
    </div>
  );
}
