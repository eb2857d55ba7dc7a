import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES, LOGO_TYPES, partnerThemeSchema, type PartnerThemeInput } from '@erep/shared/schemas';
import { ApiRequestError } from '@erep/shared/api';
import { apiErrorText } from '@erep/shared/i18n';
import { Alert, Button, Card, Page, Spinner, TextField, notify } from '@erep/shared/ui';
import { useFocusFirstError } from '../../../hooks/use-focus-first-error';
import { fieldError } from '../../../lib/field-error';
import { usePartnerTheme } from '../api/get-partner-theme';
import { useUpdatePartnerTheme } from '../api/update-partner-theme';
import styles from './theme.module.css';

type Field = keyof PartnerThemeInput;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Apps customisation: a partner user's brand, title, logo, colours, terms, live-chat settings and pricing page. */
export function PartnerThemePage() {
  const { t } = useTranslation('auth');
  const theme = usePartnerTheme();
  const save = useUpdatePartnerTheme();
  const [logoError, setLogoError] = useState<string | null>(null);
  // The chosen file's name, so a refusal says which logo it is about.
  const [logoFile, setLogoFile] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PartnerThemeInput>({ resolver: valibotResolver(partnerThemeSchema), shouldFocusError: false });
  const { ref: formRef, refused } = useFocusFirstError<HTMLFormElement>();

  // The form starts from the saved theme, and again whenever a newer one arrives.
  useEffect(() => {
    if (!theme.data) return;
    const { code: _code, ...values } = theme.data;
    reset(values);
  }, [theme.data, reset]);

  const logo = useWatch({ control, name: 'logo' });

  const onLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setLogoError(null);
    setLogoFile(file.name);
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      setLogoError(t('validation.logo_type'));
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setLogoError(t('validation.logo_too_large'));
      return;
    }
    setValue('logo', await readAsDataUrl(file), { shouldDirty: true });
  };

  const onSubmit = handleSubmit(async ({ logo: chosen, ...values }) => {
    // The logo goes only when it changed: the stored one stays as the server keeps it.
    const result = await save.mutateAsync(chosen === theme.data?.logo ? values : { ...values, logo: chosen ?? null });
    if (result.kind === 'ok') {
      const { code: _code, ...saved } = result.theme;
      setLogoFile(null);
      reset(saved);
      notify('success', t('theme.saved'));
    } else if (result.kind === 'invalid') {
      for (const [field, messages] of Object.entries(result.errors)) setError(field as Field, { message: messages[0] ?? 'invalid' });
      refused();
    } else {
      notify('error', apiErrorText(result.error), t('theme.failed'));
    }
  }, refused);

  const forbidden = theme.error instanceof ApiRequestError && theme.error.status === 403;
  const err = (name: Field) => fieldError(t, errors[name]?.message);
  const logoReason = logoError ?? err('logo');
  const logoRefusal = logoReason && (logoFile ? t('theme.logoRefusedFile', { name: logoFile, reason: logoReason }) : t('theme.logoRefusedCurrent', { reason: logoReason }));

  return (
    <Page title={t('theme.title')} description={t('theme.description')} testId="partner-theme">
      {theme.isPending ? (
        <Spinner label={t('loading')} />
      ) : !theme.data ? (
        <Alert kind={forbidden ? 'warning' : 'error'}>{t(forbidden ? 'theme.forbidden' : 'theme.loadFailed')}</Alert>
      ) : (
        <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
          <Card title={t('theme.brandSection')}>
            <div className={styles.grid}>
              <TextField label={t('theme.fields.brand')} required error={err('brand')} {...register('brand')} />
              <TextField label={t('theme.fields.title')} required error={err('title')} {...register('title')} />
              <div className={styles.full}>
                <p className={styles.label}>{t('theme.fields.logo')}</p>
                <div className={styles.logoRow}>
                  {logo ? <img className={styles.logo} src={logo} alt={t('theme.logoPreview')} /> : <span className={styles.hint}>{t('theme.noLogo')}</span>}
                  <label className="erep-button erep-button--secondary erep-button--sm">
                    {t('theme.uploadLogo')}
                    <input type="file" accept={LOGO_TYPES.join(',')} onChange={(e) => void onLogo(e)} className="erep-visually-hidden" data-testid="logo-input" />
                  </label>
                  {logo && (
                    <Button type="button" variant="ghost" size="sm" onClick={() => {
                        setLogoFile(null);
                        setLogoError(null);
                        setValue('logo', null, { shouldDirty: true });
                      }}>
                      {t('theme.removeLogo')}
                    </Button>
                  )}
                </div>
                <p className={styles.hint}>{t('theme.logoHint', { size: Math.round(LOGO_MAX_BYTES / 1024) })}</p>
                {logoRefusal && (
                  <p className={styles.error} role="alert" data-testid="logo-error">
                    {logoRefusal}
                  </p>
                )}
              </div>
            </div>
          </Card>
          <Card title={t('theme.colorSection')}>
            <div className={styles.colors}>
              <TextField type="color" label={t('theme.fields.back_color')} error={err('back_color')} {...register('back_color')} />
              <TextField type="color" label={t('theme.fields.font_color')} error={err('font_color')} {...register('font_color')} />
              <TextField type="color" label={t('theme.fields.title_color')} error={err('title_color')} {...register('title_color')} />
            </div>
          </Card>
          <Card title={t('theme.termsSection')}>
            <label className={styles.label} htmlFor="theme-cgv">
              {t('theme.fields.cgv')}
            </label>
            <textarea id="theme-cgv" className={`erep-input ${styles.textarea}`} {...register('cgv')} />
            <p className={styles.hint}>{t('theme.cgvHint')}</p>
            {err('cgv') && <p className={styles.error}>{err('cgv')}</p>}
          </Card>
          <Card title={t('theme.chatSection')}>
            <div className={styles.grid}>
              <TextField label={t('theme.fields.chat_party_id')} error={err('chat_party_id')} {...register('chat_party_id')} />
              <TextField label={t('theme.fields.chat_url')} type="url" placeholder="https://" error={err('chat_url')} {...register('chat_url')} />
            </div>
          </Card>
          <Card title={t('theme.pricingSection')}>
            <TextField label={t('theme.fields.pricing_url')} type="url" placeholder="https://" hint={t('theme.pricingHint')} error={err('pricing_url')} {...register('pricing_url')} />
          </Card>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {t('theme.save')}
          </Button>
        </form>
      )}
    </Page>
  );
}
