import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_RANGE_CHOICES, userSettingsSchema, type UserSettings } from '@erep/shared/schemas';
import { Button, Card, CheckboxField, SelectField, Spinner, notify } from '@erep/shared/ui';
import { failureText, fieldError } from '../../../lib/field-error';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { LoadFailed } from '../../../components/load-failed';

/** Tab "setting": notification choices and the default date range, stored for this user. */
export function SettingsTab({ tag }: { tag: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const settings = useSettings(tag);
  const save = useUpdateSettings(tag);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<UserSettings>({ resolver: valibotResolver(userSettingsSchema) });

  useEffect(() => {
    if (settings.data) reset(settings.data);
  }, [settings.data, reset]);

  if (settings.isPending) return <Spinner label={t('loading')} />;
  if (settings.isError) {
    return <LoadFailed onRetry={settings.refetch} />;
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify('success', t('personal.settings.saved'));
    } catch (error) {
      notify('error', failureText(t, error));
    }
  });

  return (
    <Card title={t('personal.settings.title')}>
      <form onSubmit={onSubmit} noValidate className="account-form">
        <fieldset className="account-fieldset">
          <legend>{t('personal.settings.notifications')}</legend>
          <CheckboxField label={t('personal.settings.alertNegative')} hint={t('personal.settings.alertNegativeHint')} {...register('alert_negative_reviews')} />
          <CheckboxField label={t('personal.settings.dailyDigest')} hint={t('personal.settings.dailyDigestHint')} {...register('daily_digest')} />
        </fieldset>
        <SelectField
          label={t('personal.settings.defaultRange')}
          options={DEFAULT_RANGE_CHOICES.map((days) => ({ value: days, label: t('personal.settings.lastDays', { count: Number(days) }) }))}
          error={fieldError(t, errors.default_range?.message)}
          {...register('default_range')}
        />
        <div className="account-actions">
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
