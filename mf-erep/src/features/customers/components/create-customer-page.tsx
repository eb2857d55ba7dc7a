import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { apiErrorText, apiFieldErrors, fieldErrorText } from '@erep/shared/i18n';
import { COUNTRIES, COUNTRY_SHORTLIST, countryName } from '@erep/shared/rules';
import { checkPartnerCustomer, LANGUAGE_CODES, type LanguageCode, type PartnerCustomerCreateInput, type PartnerCustomerCreated } from '@erep/shared/schemas';
import { useSession } from '@erep/shared/session';
import { Alert, Button, Card, Page, SelectField, TextField, notify } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { useCreateCustomer } from '../api/create-customer';
import { usePartnerPlans } from '../api/get-partner-plans';

type Field = Exclude<keyof PartnerCustomerCreateInput, 'app_url'>;
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['name', 'address1', 'address2', 'zipcode', 'city', 'country', 'plan', 'firstname', 'lastname', 'email', 'language'];
const EMPTY: Record<Field, string> = { name: '', address1: '', address2: '', zipcode: '', city: '', country: '', plan: '', firstname: '', lastname: '', email: '', language: 'fr' };
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);
const asLanguage = (lng: string): LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(lng) ? (lng as LanguageCode) : 'fr';

/** The shortlist first, then every other country in the reader's order, as sign-up lists them. */
function countryOptions(language: LanguageCode) {
  const short = new Set(COUNTRY_SHORTLIST.map((c) => c.code));
  const named = (code: string) => ({ value: code, label: countryName(code, language) });
  const rest = COUNTRIES.filter((c) => !short.has(c.code))
    .map((c) => named(c.code))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [...COUNTRY_SHORTLIST.map((c) => named(c.code)), ...rest];
}

/** A partner creates a customer on one of its plans and invites its owner, who then sets a password and pays. */
export function CreateCustomerPage() {
  const { t, i18n } = useTranslation('erep');
  const partnerCode = useSession().user?.partner?.code ?? null;
  const plans = usePartnerPlans(partnerCode);
  const create = useCreateCustomer();
  const [values, setValues] = useState<Record<Field, string>>({ ...EMPTY, language: asLanguage(i18n.language) });
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<(PartnerCustomerCreated & { email: string }) | null>(null);
  const countries = useMemo(() => countryOptions(asLanguage(i18n.language)), [i18n.language]);
  useBreadcrumbs([{ label: t('area'), to: '/home/erep' }, { label: t('customers.title'), to: '/home/erep/customers' }, { label: t('customers.create.title') }]);

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const text = (field: Field, props: { type?: string; autoComplete?: string; required?: boolean } = {}) => (
    <TextField label={t(`customers.create.fields.${field}`)} required={props.required ?? true} type={props.type} autoComplete={props.autoComplete ?? 'off'} value={values[field]} error={errors[field]} onChange={set(field)} data-testid={`new-customer-${field}`} />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkPartnerCustomer(values);
    if (parsed.errors) {
      const found: Errors = {};
      for (const [key, codes] of Object.entries(parsed.errors)) {
        if (isField(key) && codes[0]) found[key] = fieldErrorText(codes[0]);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const customer = await create.mutateAsync(parsed.output);
      setCreated({ ...customer, email: parsed.output.email });
      setValues({ ...EMPTY, language: values.language });
    } catch (error) {
      const found: Errors = {};
      for (const [key, codes] of Object.entries(apiFieldErrors(error))) {
        if (isField(key) && codes[0]) found[key] = key === 'email' && codes[0] === 'taken' ? apiErrorText(error) : key === 'plan' ? apiErrorText(error) : fieldErrorText(codes[0]);
      }
      setErrors(found);
      if (Object.keys(found).length === 0) notify('error', apiErrorText(error));
    }
  };

  return (
    <Page title={t('customers.create.title')} description={t('customers.create.description')} testId="erep-create-customer">
      {created ? (
        <Alert kind="success" title={t('customers.create.doneTitle')}>
          <p data-testid="new-customer-done">{t('customers.create.done', { name: created.name, email: created.email })}</p>
          <p>
            <Link to="/home/erep/customers">{t('customers.create.backToList')}</Link>
          </p>
        </Alert>
      ) : null}
      <Card>
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="new-customer-form">
          <fieldset className={styles.fieldset}>
            <legend>{t('customers.create.company')}</legend>
            {text('name', { autoComplete: 'organization' })}
            {text('address1')}
            {text('address2', { required: false })}
            {text('zipcode')}
            {text('city')}
            <SelectField label={t('customers.create.fields.country')} required placeholder options={countries} value={values.country} error={errors.country} onChange={set('country')} data-testid="new-customer-country" />
            <SelectField
              label={t('customers.create.fields.plan')}
              required
              placeholder
              options={(plans.data ?? []).map((plan) => ({ value: plan.tag, label: plan.name }))}
              value={values.plan}
              error={errors.plan}
              onChange={set('plan')}
              data-testid="new-customer-plan"
            />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t('customers.create.owner')}</legend>
            {text('firstname')}
            {text('lastname')}
            {text('email', { type: 'email' })}
            <SelectField
              label={t('customers.create.fields.language')}
              hint={t('customers.create.languageHint')}
              required
              options={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`customers.create.languages.${code}`) }))}
              value={values.language}
              error={errors.language}
              onChange={set('language')}
              data-testid="new-customer-language"
            />
          </fieldset>
          <div className={styles.toolbar}>
            <Link to="/home/erep/customers">{t('customers.create.cancel')}</Link>
            <Button type="submit" loading={create.isPending} data-testid="new-customer-submit">
              {t('customers.create.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
