import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { onboardingEstablishmentSchema, type OnboardingEstablishmentInput, type OnboardingState } from '@erep/shared/schemas';
import { Button, Card, ConfirmDialog, SelectField, TextField, notify } from '@erep/shared/ui';
import { COUNTRY_OPTIONS } from '../../../lib/countries';
import { applyServerErrors, failureText, fieldError } from '../../../lib/field-error';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useSaveEstablishment } from '../api/save-establishment';
import { useEstablishmentDraft } from '../lib/establishment-draft';

const FIELDS = ['name', 'address', 'zip', 'city', 'country', 'phone'] as const;
const EMPTY: OnboardingEstablishmentInput = { name: '', address: '', zip: '', city: '', country: 'FR', phone: '' };

/**
 * Step 1: my establishment. What is typed is kept as a draft until saved, and can be reset. A
 * creation hands its seller code to `onCreated` (shown once) instead of going on to `next`.
 */
export function EstablishmentStep({ tag, state, next, onCreated }: { tag: string; state: OnboardingState; next: string; onCreated: (sellerCode: string) => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const save = useSaveEstablishment(tag);
  const { draft, update, reset: resetDraft } = useEstablishmentDraft(tag);
  const [confirmReset, setConfirmReset] = useState(false);
  // The saved establishment, if any, under what is still in the draft.
  const saved = state.establishment
    ? { name: state.establishment.name, address: state.establishment.address, zip: state.establishment.zip, city: state.establishment.city, country: state.establishment.country || 'FR', phone: state.establishment.phone }
    : {};
  const start = { ...EMPTY, ...saved, ...draft };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<OnboardingEstablishmentInput>({ resolver: valibotResolver(onboardingEstablishmentSchema), defaultValues: start });

  // Every change goes to the draft, so leaving and coming back finds it.
  const keep = (name: (typeof FIELDS)[number]) =>
    register(name, { onChange: (event: { target: { value: string } }) => update({ ...draft, [name]: event.target.value }) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      resetDraft();
      if (saved.seller_code) onCreated(saved.seller_code);
      else navigate(next);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) notify('error', failureText(t, error));
    }
  });

  const err = (name: (typeof FIELDS)[number]) => fieldError(t, errors[name]?.message);

  return (
    <Card title={t('onboarding.first.title')}>
      <p className="account-muted">{t('onboarding.first.lead')}</p>
      <form onSubmit={onSubmit} noValidate className="account-form">
        <div className="account-grid">
          <TextField label={t('fields.establishment')} required error={err('name')} {...keep('name')} />
          <TextField label={t('fields.address')} autoComplete="street-address" required error={err('address')} {...keep('address')} />
          <TextField label={t('fields.zipcode')} autoComplete="postal-code" required error={err('zip')} {...keep('zip')} />
          <TextField label={t('fields.city')} autoComplete="address-level2" required error={err('city')} {...keep('city')} />
          <SelectField label={t('fields.country')} options={COUNTRY_OPTIONS} required error={err('country')} {...keep('country')} />
          <TextField label={t('fields.phone')} type="tel" autoComplete="tel" error={err('phone')} {...keep('phone')} />
        </div>
        <div className="account-actions">
          <Button type="button" variant="ghost" onClick={() => setConfirmReset(true)}>
            {t('onboarding.first.reset')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('onboarding.saveAndContinue')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmReset}
        variant="danger"
        title={t('onboarding.first.resetTitle')}
        message={t('onboarding.first.resetMessage')}
        confirmLabel={t('onboarding.first.reset')}
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => {
          resetDraft();
          reset(EMPTY);
          setConfirmReset(false);
        }}
      />
    </Card>
  );
}
