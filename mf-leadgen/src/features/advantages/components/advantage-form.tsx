import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@erep/shared/api';
import { apiErrorCode, apiErrorText, fieldErrorText } from '@erep/shared/i18n';
import {
  ADVANTAGE_DESCRIPTION_MAX,
  ADVANTAGE_KINDS,
  ADVANTAGE_TITLE_MAX,
  OFFER_LANGUAGES,
  advantageSchema,
  type AdminAdvantage,
  type AdvantageInput,
  type OfferLanguage,
} from '@erep/shared/schemas';
import { Alert, Button, CheckboxField, SelectField, TextField, notify } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useEstablishments } from '../api/get-establishments';
import { useSaveAdvantage } from '../api/save-advantage';
import { AdvantagePreview } from './advantage-preview';
import styles from './advantages.module.css';

type FormValues = AdvantageInput;
const FIELDS = ['title_fr', 'description_fr', 'title_en', 'description_en', 'title_sp', 'description_sp', 'kind', 'value', 'validity_days', 'ends_on', 'quantity_limit'] as const;
/** Codes this form explains itself; the others are the shared field texts. */
const OWN_CODES = ['percent', 'amount', 'quantity', 'number', 'too_small', 'too_large', 'date', 'establishment'];

function initialValues(a: AdminAdvantage | null): FormValues {
  return {
    title_fr: a?.texts.fr.title ?? '',
    description_fr: a?.texts.fr.description ?? '',
    title_en: a?.texts.en.title ?? '',
    description_en: a?.texts.en.description ?? '',
    title_sp: a?.texts.sp.title ?? '',
    description_sp: a?.texts.sp.description ?? '',
    kind: a?.kind ?? 'gift',
    value: a?.value === null || a?.value === undefined ? '' : String(a.value),
    validity_days: a ? String(a.validity_days) : '30',
    ends_on: a?.ends_on ?? '',
    quantity_limit: a?.quantity_limit === null || a?.quantity_limit === undefined ? '' : String(a.quantity_limit),
    active: a?.active ?? true,
    establishments: [],
  };
}

const toNumber = (x: unknown): number | null => (x === '' || x === null || x === undefined || Number.isNaN(Number(x)) ? null : Number(x));

/** Creates or edits an advantage: texts per language, kind and value, where, how long, how many. */
export function AdvantageForm({ tag, advantage, language, onDone }: { tag: string; advantage: AdminAdvantage | null; language: OfferLanguage; onDone: () => void }) {
  const { t } = useTranslation(LEADGEN_NS);
  const places = useEstablishments(tag);
  const save = useSaveAdvantage(tag);
  const [where, setWhere] = useState<number[]>(advantage?.establishments ?? []);
  const [whereError, setWhereError] = useState(false);
  // criteriaMode 'all': every rule is checked at once, so all the form's errors show together.
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<FormValues>({ resolver: valibotResolver(advantageSchema), criteriaMode: 'all', defaultValues: initialValues(advantage) });
  const watched = useWatch({ control });

  const err = (message: string | undefined) => {
    if (!message) return undefined;
    return OWN_CODES.includes(message) ? t(`advantages.fieldErrors.${message}`) : fieldErrorText(message);
  };

  const onSubmit = handleSubmit(async (values) => {
    setWhereError(false);
    try {
      await save.mutateAsync({ input: { ...values, establishments: where }, id: advantage?.id });
      notify('success', t(advantage ? 'advantages.saved' : 'advantages.created'));
      onDone();
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? (error.body.errors ?? {}) : {};
      let placed = false;
      for (const [field, codes] of Object.entries(fieldErrors)) {
        if (field === 'establishments') {
          setWhereError(true);
          placed = true;
        } else if ((FIELDS as readonly string[]).includes(field) && codes[0]) {
          setError(field as (typeof FIELDS)[number], { type: 'server', message: codes[0] });
          placed = true;
        }
      }
      if (!placed) notify('error', apiErrorCode(error) === 'owner_only' ? apiErrorText(error) : t('advantages.errors.save'));
    }
  });

  // "No title at all" comes back on title_fr: it belongs beside the customer's own language.
  const missingTitle = errors.title_fr?.message === 'required';
  const titleError = (lang: OfferLanguage) => {
    if (lang === language && missingTitle) return 'required';
    if (lang === 'fr' && missingTitle) return undefined;
    return errors[`title_${lang}`]?.message;
  };

  const kind = watched.kind ?? 'gift';
  const texts = Object.fromEntries(
    OFFER_LANGUAGES.map((l) => [l, { title: (watched[`title_${l}`] ?? '').trim(), description: (watched[`description_${l}`] ?? '').trim() }]),
  ) as AdminAdvantage['texts'];
  const limit = toNumber(watched.quantity_limit);

  return (
    <div className={styles.layout}>
      <form onSubmit={onSubmit} noValidate className={styles.stack} data-testid="advantage-form" aria-label={t(advantage ? 'advantages.form.editTitle' : 'advantages.form.newTitle')}>
        <Alert kind="info" title={t('advantages.form.lawTitle')}>
          {t('advantages.form.law')}
        </Alert>
        {OFFER_LANGUAGES.map((lang) => (
          <fieldset key={lang} className={styles.fieldset}>
            <legend>{t(`advantages.languages.${lang}`)}</legend>
            <TextField
              label={t('advantages.form.title')}
              maxLength={ADVANTAGE_TITLE_MAX}
              required={lang === language}
              hint={lang === language ? t('advantages.form.mainLanguage') : t('advantages.form.otherLanguage')}
              error={err(titleError(lang))}
              data-testid={`advantage-title-${lang}`}
              {...register(`title_${lang}`)}
            />
            <div className="erep-field">
              <label className="erep-field__label" htmlFor={`advantage-description-${lang}`}>
                {t('advantages.form.description')}
              </label>
              <textarea
                id={`advantage-description-${lang}`}
                className={`erep-input ${styles.textarea}`}
                maxLength={ADVANTAGE_DESCRIPTION_MAX}
                aria-invalid={errors[`description_${lang}`] ? true : undefined}
                {...register(`description_${lang}`)}
              />
            </div>
          </fieldset>
        ))}
        <fieldset className={styles.fieldset}>
          <legend>{t('advantages.form.what')}</legend>
          <div className={styles.grid}>
            <SelectField
              label={t('advantages.form.kind')}
              options={ADVANTAGE_KINDS.map((k) => ({ value: k, label: t(`advantages.kinds.${k}`) }))}
              error={err(errors.kind?.message)}
              {...register('kind')}
            />
            {kind === 'percent' || kind === 'amount' ? (
              <TextField
                label={t(kind === 'percent' ? 'advantages.form.valuePercent' : 'advantages.form.valueAmount')}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                required
                error={err(errors.value?.message)}
                {...register('value')}
              />
            ) : null}
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('advantages.form.where')}</legend>
          <p className={styles.muted}>{t('advantages.form.whereHint')}</p>
          <div className={styles.checks}>
            {(places.data ?? []).map((p) => (
              <CheckboxField
                key={p.id}
                label={p.name}
                checked={where.includes(p.id)}
                onChange={(e) => setWhere((w) => (e.target.checked ? [...w, p.id] : w.filter((id) => id !== p.id)))}
              />
            ))}
          </div>
          {whereError ? <p className="erep-field__error">{t('advantages.fieldErrors.establishment')}</p> : null}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('advantages.form.when')}</legend>
          <div className={styles.grid}>
            <TextField
              label={t('advantages.form.validityDays')}
              hint={t('advantages.form.validityHint')}
              type="number"
              inputMode="numeric"
              min={1}
              required
              error={err(errors.validity_days?.message)}
              {...register('validity_days')}
            />
            <TextField label={t('advantages.form.endsOn')} hint={t('advantages.form.endsOnHint')} type="date" error={err(errors.ends_on?.message)} {...register('ends_on')} />
            <TextField
              label={t('advantages.form.quantity')}
              hint={
                advantage && advantage.quantity_limit !== null
                  ? t('advantages.form.quantityUsed', { used: advantage.quantity_used })
                  : t('advantages.form.quantityHint')
              }
              type="number"
              inputMode="numeric"
              min={1}
              error={err(errors.quantity_limit?.message)}
              {...register('quantity_limit')}
            />
          </div>
          <CheckboxField label={t('advantages.form.active')} hint={t('advantages.form.activeHint')} {...register('active')} />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending} data-testid="advantage-save">
            {t(advantage ? 'advantages.form.save' : 'advantages.form.create')}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('advantages.form.cancel')}
          </Button>
        </div>
      </form>
      <AdvantagePreview
        fallback={language}
        values={{
          texts,
          kind,
          value: toNumber(watched.value),
          validityDays: toNumber(watched.validity_days),
          endsOn: watched.ends_on ?? '',
          remaining: limit === null ? null : Math.max(0, limit - (advantage?.quantity_used ?? 0)),
        }}
      />
    </div>
  );
}
