import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText, apiFieldErrors } from '@erep/shared/i18n';
import { useSession } from '@erep/shared/session';
import { SCREEN_LANGUAGES, SCREEN_MIN_RATINGS, SCREEN_REVIEW_COUNTS, screenInputSchema, type ScreenAdmin, type ScreenInput } from '@erep/shared/schemas';
import { Button, CheckboxField, SelectField, Spinner, TextField, notify } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useEstablishments } from '../api/get-establishments';
import { useScreenOffers } from '../api/get-screen-offers';
import { useSaveScreen } from '../api/save-screen';
import styles from '../screens.module.css';
import { screenRule } from './screen-rule';
import { ScreenPreview } from './screen-preview';

type FormValues = {
  name: string;
  establishment: string;
  language: (typeof SCREEN_LANGUAGES)[number];
  review_count: string;
  min_rating: string;
  offers: 'all' | 'none' | 'selected';
  advantages: string[];
  interval_seconds: string;
};

const KNOWN_ERRORS = ['required', 'too_long'];

/** Create or change a screen: what it shows, in which language, and how fast it turns. */
export function ScreenForm({ tag, screen, onSaved }: { tag: string; screen: ScreenAdmin | null; onSaved: (saved: ScreenAdmin) => void }) {
  const { t } = useTranslation(LEADGEN_NS);
  const customerLanguage = useSession().user?.customer?.language ?? 'fr';
  const establishments = useEstablishments(tag);
  const offers = useScreenOffers(tag);
  const save = useSaveScreen(tag);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    // The schema turns the selects' strings into numbers; the form keeps strings.
    resolver: valibotResolver(screenInputSchema) as never,
    defaultValues: {
      name: screen?.name ?? '',
      establishment: screen ? String(screen.establishment.id) : '',
      language: screen?.language ?? customerLanguage,
      review_count: String(screen?.review_count ?? 20),
      min_rating: String(screen?.min_rating ?? 1),
      offers: screen?.offers ?? 'all',
      advantages: screen?.advantages ?? [],
      interval_seconds: String(screen?.interval_seconds ?? 8),
    },
  });
  const [mode, reviewCount, minRating] = useWatch({ control, name: ['offers', 'review_count', 'min_rating'] });
  const fieldText = (message: string | undefined) => (message ? t(`screens.errors.${KNOWN_ERRORS.includes(message) ? message : 'invalid'}`) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ screen: screen?.tag ?? null, input: values as unknown as ScreenInput });
      notify('success', t(screen ? 'screens.updated' : 'screens.created'));
      onSaved(saved);
    } catch (error) {
      const fields = apiFieldErrors(error);
      let placed = false;
      for (const [field, codes] of Object.entries(fields)) {
        if (field in values) {
          setError(field as keyof FormValues, { message: codes[0] ?? 'invalid' });
          placed = true;
        }
      }
      if (!placed) notify('error', apiErrorText(error));
    }
  });

  if (establishments.isPending) return <Spinner label={t('screens.loading')} />;
  const rule = screenRule(t, { review_count: Number(reviewCount), min_rating: Number(minRating) });

  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="screen-form">
        <TextField label={t('screens.fields.name')} error={fieldText(errors.name?.message)} maxLength={120} {...register('name')} />
        <div className={styles.row}>
          <SelectField
            label={t('screens.fields.establishment')}
            placeholder
            options={(establishments.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
            error={fieldText(errors.establishment?.message)}
            {...register('establishment')}
          />
          <SelectField
            label={t('screens.fields.language')}
            hint={t('screens.fields.languageHint')}
            options={SCREEN_LANGUAGES.map((l) => ({ value: l, label: t(`screens.languages.${l}`) }))}
            {...register('language')}
          />
        </div>
        <fieldset className={styles.offers}>
          <legend>{t('screens.fields.reviews')}</legend>
          <div className={styles.row}>
            <SelectField label={t('screens.fields.reviewCount')} options={SCREEN_REVIEW_COUNTS.map((n) => ({ value: String(n), label: String(n) }))} {...register('review_count')} />
            <SelectField
              label={t('screens.fields.minRating')}
              options={SCREEN_MIN_RATINGS.map((n) => ({ value: String(n), label: n === 1 ? t('screens.allRatings') : t('screens.atLeast', { count: n }) }))}
              {...register('min_rating')}
            />
          </div>
          <p className={styles.rule} data-testid="screen-form-rule">
            {t('screens.ruleShown')} « {rule} »
          </p>
          <p className={styles.muted}>{t('screens.ruleHint')}</p>
        </fieldset>
        <fieldset className={styles.offers}>
          <legend>{t('screens.fields.offers')}</legend>
          <SelectField
            label={t('screens.fields.offersMode')}
            options={(['all', 'selected', 'none'] as const).map((m) => ({ value: m, label: t(`screens.offersMode.${m}`) }))}
            {...register('offers')}
          />
          {mode === 'selected'
            ? (offers.data ?? []).map((o) => <CheckboxField key={o.tag} label={o.title} value={o.tag} {...register('advantages')} />)
            : null}
        </fieldset>
        <TextField
          label={t('screens.fields.interval')}
          hint={t('screens.fields.intervalHint')}
          type="number"
          min={3}
          max={60}
          error={errors.interval_seconds ? t('screens.errors.interval') : undefined}
          {...register('interval_seconds')}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending}>
            {screen ? t('screens.save') : t('screens.create')}
          </Button>
        </div>
      </form>
      {screen ? (
        <section aria-label={t('screens.preview')}>
          <h2>{t('screens.preview')}</h2>
          <ScreenPreview tag={tag} screen={screen.tag} />
          <p>
            <a href={screen.path} target="_blank" rel="noreferrer">
              {t('screens.openScreen', { name: screen.name })}
            </a>
          </p>
        </section>
      ) : (
        <p className={styles.muted}>{t('screens.previewAfterSave')}</p>
      )}
    </div>
  );
}
