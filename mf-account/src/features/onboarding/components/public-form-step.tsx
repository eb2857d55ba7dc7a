import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { currentLanguage } from '@erep/shared/i18n';
import { OPTIONAL_FEEDBACK_FIELDS, publicFormSchema, type OnboardingState, type PublicFormSettings } from '@erep/shared/schemas';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { Button, Card, SelectField, TextField, notify } from '@erep/shared/ui';
import { applyServerErrors, failureText, fieldError } from '../../../lib/field-error';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useSavePublicForm } from '../api/save-public-form';
import { FeedbackPreview } from '../../../components/feedback-preview';

const COLORS = ['back_color', 'font_color', 'title_color'] as const;

/** Step 2: the public form: the fields asked, the advantage offered if any, the colours; with a live preview. */
export function PublicFormStep({ tag, state, back, next }: { tag: string; state: OnboardingState; back: string; next: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const save = useSavePublicForm(tag);
  const texts = VISITOR_TEXTS[currentLanguage()].feedback;
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors },
  } = useForm<PublicFormSettings>({ resolver: valibotResolver(publicFormSchema), defaultValues: state.form });
  const live = useWatch({ control }) as PublicFormSettings;
  const form: PublicFormSettings = { ...state.form, ...live, fields: live.fields ?? state.form.fields };
  const advantageTitle = state.advantages.find((a) => a.tag === form.advantage)?.title ?? null;

  const label: Record<(typeof OPTIONAL_FEEDBACK_FIELDS)[number], string> = {
    lastname: texts.lastname,
    gender: texts.gender.label,
    visitAt: texts.visitAt,
    email: texts.email,
    comment: texts.comment,
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      navigate(next);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['fields', 'advantage', ...COLORS])) notify('error', failureText(t, error));
    }
  });

  return (
    <div className="account-two-columns">
      <Card title={t('onboarding.second.title')}>
        <form onSubmit={onSubmit} noValidate className="account-form">
          <fieldset className="account-fieldset">
            <legend>{t('onboarding.second.fields')}</legend>
            <p className="account-muted">{t('onboarding.second.alwaysAsked')}</p>
            {OPTIONAL_FEEDBACK_FIELDS.map((field) => (
              <div key={field} className="erep-field erep-field--checkbox">
                <div className="erep-checkbox">
                  <input id={`asked-${field}`} type="checkbox" className="erep-checkbox__input" value={field} {...register('fields')} />
                  <label className="erep-checkbox__label" htmlFor={`asked-${field}`}>
                    {label[field]}
                  </label>
                </div>
              </div>
            ))}
            {errors.fields ? <p className="erep-field__error">{fieldError(t, errors.fields.message)}</p> : null}
          </fieldset>
          <SelectField
            label={t('onboarding.second.advantage')}
            hint={
              <>
                {state.advantages.length === 0 ? t('onboarding.second.noAdvantage') : t('onboarding.second.advantageHint')}{' '}
                <Link className="account-link" to={`/customer/${tag}/account/advantage`}>{t('onboarding.second.manageAdvantages')}</Link>
              </>
            }
            options={[{ value: '', label: t('onboarding.second.none') }, ...state.advantages.map((a) => ({ value: a.tag, label: a.title }))]}
            error={fieldError(t, errors.advantage?.message)}
            {...register('advantage', { setValueAs: (value: string) => (value === '' || value === null ? null : value) })}
          />
          <fieldset className="account-fieldset">
            <legend>{t('onboarding.second.colors')}</legend>
            <div className="account-grid">
              {COLORS.map((name) => (
                <div key={name} className="account-copy">
                  <TextField label={t(`onboarding.second.${name}`)} required error={fieldError(t, errors[name]?.message)} {...register(name)} />
                  <input
                    type="color"
                    aria-label={t('onboarding.second.pick', { name: t(`onboarding.second.${name}`) })}
                    value={/^#[0-9a-fA-F]{6}$/.test(form[name]) ? form[name] : '#000000'}
                    onChange={(event) => setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })}
                  />
                </div>
              ))}
            </div>
          </fieldset>
          <div className="account-actions">
            <Link className="erep-button erep-button--secondary erep-button--md" to={back}>
              <span className="erep-button__label">{t('onboarding.back')}</span>
            </Link>
            <Button type="submit" loading={save.isPending}>
              {t('onboarding.saveAndContinue')}
            </Button>
          </div>
        </form>
      </Card>
      <Card title={t('onboarding.second.preview')}>
        <FeedbackPreview form={form} establishment={state.establishment?.name ?? ''} advantage={advantageTitle} />
      </Card>
    </div>
  );
}
