import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { establishmentInputSchema, type Establishment, type EstablishmentInput } from '@erep/shared/schemas';
import { Alert, Button, Modal, SelectField, TextField, notify } from '@erep/shared/ui';
import { COUNTRY_OPTIONS } from '../../../lib/countries';
import { applyServerErrors } from '../../../lib/field-error';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useSaveEstablishment } from '../api/save-establishment';
import { paramFailure, paramFieldError } from '../lib/errors';
import { LogoField } from './logo-field';

type FormValues = v.InferInput<typeof establishmentInputSchema>;
const FIELDS = ['name', 'category', 'address', 'zip', 'city', 'country', 'phone', 'opening_hours', 'external_url', 'logo'] as const;

const valuesOf = (e: Establishment | null): FormValues => ({
  name: e?.name ?? '',
  category: e?.category ?? '',
  address: e?.address ?? '',
  zip: e?.zip ?? '',
  city: e?.city ?? '',
  country: e?.country ?? '',
  phone: e?.phone ?? '',
  opening_hours: e?.opening_hours ?? '',
  external_url: e?.external_url ?? '',
  logo: e?.logo ?? '',
  archived: e?.archived ?? false,
});

/** Create or edit one establishment in a dialog. */
export function EstablishmentForm({ tag, establishment, onClose }: { tag: string; establishment: Establishment | null; onClose: () => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const save = useSaveEstablishment(tag);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, EstablishmentInput>({ resolver: valibotResolver(establishmentInputSchema), defaultValues: valuesOf(establishment) });
  const err = (name: (typeof FIELDS)[number]) => paramFieldError(t, name, errors[name]?.message);
  const logo = useWatch({ control, name: 'logo' });
  // A new establishment's seller code, shown this once (only its hash is kept).
  const [created, setCreated] = useState<{ name: string; code: string } | null>(null);

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: establishment?.id ?? null, input });
      notify('success', t('parameters.establishments.saved', { name: input.name }));
      if ('seller_code' in saved) setCreated({ name: saved.name, code: saved.seller_code });
      else onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) notify('error', paramFailure(t, error));
    }
  });

  if (created) {
    return (
      <Modal open title={t('parameters.establishments.sellerCodeTitle', { name: created.name })} onClose={onClose}>
        <Alert kind="success" title={t('parameters.establishments.sellerCode')}>
          <p>
            <strong className="account-code" data-testid="seller-code">
              {created.code}
            </strong>
          </p>
          <p>{t('parameters.seller.intro')}</p>
          <p>{t('parameters.seller.onceOnly')}</p>
        </Alert>
        <div className="account-actions">
          <Button onClick={onClose}>{t('parameters.establishments.done')}</Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open
      size="lg"
      title={establishment ? t('parameters.establishments.editTitle', { name: establishment.name }) : t('parameters.establishments.newTitle')}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="account-form" data-testid="establishment-form">
        <div className="account-grid">
          <TextField label={t('parameters.establishments.name')} required error={err('name')} {...register('name')} />
          <TextField label={t('parameters.establishments.category')} hint={t('parameters.establishments.categoryHint')} error={err('category')} {...register('category')} />
          <TextField label={t('parameters.establishments.address')} autoComplete="street-address" error={err('address')} {...register('address')} />
          <TextField label={t('fields.zipcode')} autoComplete="postal-code" error={err('zip')} {...register('zip')} />
          <TextField label={t('fields.city')} autoComplete="address-level2" error={err('city')} {...register('city')} />
          <SelectField label={t('fields.country')} options={COUNTRY_OPTIONS} placeholder error={err('country')} {...register('country')} />
          <TextField label={t('fields.phone')} type="tel" autoComplete="tel" error={err('phone')} {...register('phone')} />
          <TextField label={t('parameters.establishments.openingHours')} hint={t('parameters.establishments.openingHoursHint')} error={err('opening_hours')} {...register('opening_hours')} />
          <TextField label={t('parameters.establishments.externalUrl')} type="url" placeholder="https://" error={err('external_url')} {...register('external_url')} />
        </div>
        <LogoField value={logo ?? ''} onChange={(url) => setValue('logo', url, { shouldDirty: true })} error={err('logo')} />
        <div className="account-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('parameters.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
