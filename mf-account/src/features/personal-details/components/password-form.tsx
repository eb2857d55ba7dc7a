import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema, type PasswordChangeInput } from '@erep/shared/schemas';
import { Button, Card, TextField, notify } from '@erep/shared/ui';
import { applyServerErrors, failureText, fieldError } from '../../../lib/field-error';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useChangePassword } from '../api/change-password';

const EMPTY: PasswordChangeInput = { current_password: '', password: '', confirmation: '' };

/** Password change: the current password is required; the form empties once it is saved. */
export function PasswordForm({ tag }: { tag: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const change = useChangePassword(tag);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordChangeInput>({ resolver: valibotResolver(passwordChangeSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      notify('success', t('personal.password.saved'));
    } catch (error) {
      if (!applyServerErrors(error, setError, ['current_password', 'password', 'confirmation'])) notify('error', failureText(t, error));
    }
  });

  return (
    <Card title={t('personal.password.title')}>
      <form onSubmit={onSubmit} noValidate className="account-form">
        <div className="account-grid">
          <TextField label={t('fields.current_password')} type="password" autoComplete="current-password" required error={fieldError(t, errors.current_password?.message)} {...register('current_password')} />
          <TextField label={t('fields.new_password')} type="password" autoComplete="new-password" required hint={t('personal.password.hint')} error={fieldError(t, errors.password?.message)} {...register('password')} />
          <TextField label={t('fields.confirmation')} type="password" autoComplete="new-password" required error={fieldError(t, errors.confirmation?.message)} {...register('confirmation')} />
        </div>
        <div className="account-actions">
          <Button type="submit" loading={change.isPending}>
            {t('personal.password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
