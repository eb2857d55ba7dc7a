import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { loginSchema, type LoginInput } from '@erep/shared/schemas';
import { Alert, Button, TextField } from '@erep/shared/ui';
import { signIn, type SignInResult } from '../api/sign-in';
import styles from './sign-in.module.css';

type Failure = Exclude<SignInResult, { kind: 'success' }>['kind'];

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
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: valibotResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await signIn(values);
    if (result.kind === 'success') navigate(result.to, { replace: true });
    else setFailure(result.kind);
  });

  return (
    <div className={styles.wrapper}>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={styles.title}>
          {t('signIn.title')}
        </h1>
        {failure && (
          <Alert kind={ALERT_KIND[failure]} onClose={() => setFailure(null)}>
            {t(`signIn.errors.${failure}`)}
          </Alert>
        )}
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email ? t(`validation.${errors.email.message ?? 'required'}`) : undefined}
          {...register('email')}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password ? t(`validation.${errors.password.message ?? 'required'}`) : undefined}
          {...register('password')}
        />
        <Link to="/user-confirmation/password/reset" className={styles.forgot}>
          {t('signIn.forgot')}
        </Link>
        <Button type="submit" loading={isSubmitting} className={styles.submit}>
          {t('signIn.submit')}
        </Button>
        <p className={styles.signUp}>
          <a href={t('signIn.pricingUrl')}>{t('signIn.noAccount')}</a>
        </p>
      </form>
    </div>
  );
}
