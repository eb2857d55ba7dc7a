import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { companyContactSchema, type CompanyContact, type CompanyContactInput } from '@erep/shared/schemas';
import { Button, Card, Page, SelectField, Spinner, TextField, notify } from '@erep/shared/ui';
import { useAccountBreadcrumbs } from '../../../hooks/use-account-breadcrumbs';
import { useCustomerTag } from '../../../hooks/use-customer-tag';
import { COUNTRY_OPTIONS } from '../../../lib/countries';
import { applyServerErrors, failureText, fieldError } from '../../../lib/field-error';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useContact } from '../api/get-contact';
import { useUpdateContact } from '../api/update-contact';
import { LoadFailed } from '../../../components/load-failed';

const FIELDS = ['name', 'address1', 'address2', 'zipcode', 'city', 'country', 'phone', 'billing_email'] as const;

/** The customer's company details: name, address, phone and billing email. */
export function ContactPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const title = useAccountBreadcrumbs('contact');
  const tag = useCustomerTag();
  const contact = useContact(tag);
  const save = useUpdateContact(tag);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<CompanyContactInput, unknown, CompanyContact>({ resolver: valibotResolver(companyContactSchema) });

  useEffect(() => {
    if (contact.data) reset(contact.data);
  }, [contact.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify('success', t('contact.saved'));
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) notify('error', failureText(t, error));
    }
  });

  const err = (name: (typeof FIELDS)[number]) => fieldError(t, errors[name]?.message);

  return (
    <Page title={title} description={t('sections.contact.description')} testId="account-contact">
      {contact.isPending ? (
        <Spinner label={t('loading')} />
      ) : contact.isError ? (
        <LoadFailed onRetry={contact.refetch} />
      ) : (
        <Card>
          <form onSubmit={onSubmit} noValidate className="account-form">
            <div className="account-grid">
              <TextField label={t('fields.company')} autoComplete="organization" required error={err('name')} {...register('name')} />
              <TextField label={t('fields.billing_email')} type="email" autoComplete="email" required error={err('billing_email')} {...register('billing_email')} />
              <TextField label={t('fields.address1')} autoComplete="address-line1" required error={err('address1')} {...register('address1')} />
              <TextField label={t('fields.address2')} autoComplete="address-line2" error={err('address2')} {...register('address2')} />
              <TextField label={t('fields.zipcode')} autoComplete="postal-code" required error={err('zipcode')} {...register('zipcode')} />
              <TextField label={t('fields.city')} autoComplete="address-level2" required error={err('city')} {...register('city')} />
              <SelectField label={t('fields.country')} options={COUNTRY_OPTIONS} placeholder required error={err('country')} {...register('country')} />
              <TextField label={t('fields.phone')} type="tel" autoComplete="tel" error={err('phone')} {...register('phone')} />
            </div>
            <div className="account-actions">
              <Button type="button" variant="secondary" disabled={!isDirty} onClick={() => contact.data && reset(contact.data)}>
                {t('discard')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!isDirty}>
                {t('save')}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </Page>
  );
}
