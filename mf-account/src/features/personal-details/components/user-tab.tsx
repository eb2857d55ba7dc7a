import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@erep/shared/i18n';
import { profileUpdateSchema, type ProfileUpdate, type ProfileUpdateInput } from '@erep/shared/schemas';
import { Button, Card, SelectField, Spinner, TextField, notify } from '@erep/shared/ui';
import { applyServerErrors, failureText, fieldError } from '../../../lib/field-error';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { PasswordForm } from './password-form';
import { LoadFailed } from '../../../components/load-failed';

const FIELDS = ['first_name', 'last_name', 'email', 'language', 'current_password'] as const;

/** Tab "user": name, email and language, then the password change. */
export function UserTab({ tag }: { tag: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const profile = useProfile(tag);
  const save = useUpdateProfile(tag);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isDirty },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({ resolver: valibotResolver(profileUpdateSchema) });

  useEffect(() => {
    if (profile.data) reset({ ...profile.data, current_password: '' });
  }, [profile.data, reset]);
  // A new address is a new way into the account: the server asks for the current password.
  const email = useWatch({ control, name: 'email' });
  const emailChanged = profile.data !== undefined && (email ?? '').trim().toLowerCase() !== profile.data.email;

  if (profile.isPending) return <Spinner label={t('loading')} />;
  if (profile.isError) {
    return <LoadFailed onRetry={profile.refetch} />;
  }

  const onSubmit = handleSubmit(async (values) => {
    const { current_password: _unused, ...details } = values;
    try {
      await save.mutateAsync(emailChanged ? values : details);
      notify('success', t('personal.user.saved'));
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) notify('error', failureText(t, error));
    }
  });

  return (
    <div className="account-stack">
      <Card title={t('personal.user.title')}>
        <form onSubmit={onSubmit} noValidate className="account-form">
          <div className="account-grid">
            <TextField label={t('fields.first_name')} autoComplete="given-name" required error={fieldError(t, errors.first_name?.message)} {...register('first_name')} />
            <TextField label={t('fields.last_name')} autoComplete="family-name" required error={fieldError(t, errors.last_name?.message)} {...register('last_name')} />
            <TextField label={t('fields.email')} type="email" autoComplete="email" required error={fieldError(t, errors.email?.message)} {...register('email')} />
            <SelectField
              label={t('fields.language')}
              hint={t('personal.user.languageHint')}
              options={LANGUAGES.map((l) => ({ value: l.locale, label: l.name }))}
              error={fieldError(t, errors.language?.message)}
              {...register('language')}
            />
            {emailChanged && (
              <TextField
                label={t('fields.current_password')}
                type="password"
                autoComplete="current-password"
                required
                hint={t('personal.user.emailPasswordHint')}
                error={fieldError(t, errors.current_password?.message)}
                {...register('current_password')}
              />
            )}
          </div>
          <div className="account-actions">
            <Button type="submit" loading={save.isPending} disabled={!isDirty}>
              {t('save')}
            </Button>
          </div>
        </form>
      </Card>
      <PasswordForm tag={tag} />
    </div>
  );
}
