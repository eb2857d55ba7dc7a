import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { RATING_LEVELS } from '@erep/shared/rules';
import { feedbackSchema, type FeedbackContext, type FeedbackInput, type FeedbackValues } from '@erep/shared/schemas';
import { clearDrafts, readDraft, saveDraft } from '../../../lib/feedback-draft';
import { offerText } from '../../../lib/offer-text';
import { showServerErrors } from '../../../lib/form-errors';
import { errorBody, errorStatus } from '../../../lib/request-error';
import { track } from '../../../lib/tracker';
import { pageLanguage } from '../../../lib/visitor-language';
import type { FeedbackTarget } from '../api/get-feedback-context';
import { useSendFeedback } from '../api/send-feedback';
import { Field } from '../../../components/field';
import { OfferedBy } from '../../../components/offered-by';

const FACES = ['😖', '😞', '😐', '😊', '😍'];
/** The form's fields in page order: a refused submit focuses the first one in error. */
const FIELD_ORDER = ['rating', 'firstname', 'lastname', 'gender', 'visitAt', 'email', 'comment', 'internal', 'advantage', 'acceptTerms'] as const satisfies readonly (keyof FeedbackInput)[];

interface FeedbackFormProps {
  context: FeedbackContext;
  target: FeedbackTarget;
  /** Values typed into the pre-rendered form before the take-over. */
  carried: Record<string, string> | null;
  focus: { id: string; name: string; value: string } | null;
}

export function FeedbackForm({ context, target, carried, focus }: FeedbackFormProps) {
  const { t, i18n } = useTranslation('public');
  const navigate = useNavigate();
  const location = useLocation();
  const { rfuid } = useParams();
  const preview = new URLSearchParams(location.search).get('preview') === 'true';
  const [serverError, setServerError] = useState<string | null>(null);
  const started = useRef(false);
  const send = useSendFeedback(target);
  // Typed values carried from the server-rendered form win; otherwise this session's draft of the page.
  const [draftPath] = useState(location.pathname);
  const [restored] = useState(() => carried ?? readDraft(draftPath));
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FeedbackInput, unknown, FeedbackValues>({
    resolver: valibotResolver(feedbackSchema),
    defaultValues: {
      rating: restored?.rating ?? '',
      firstname: restored?.firstname ?? '',
      lastname: restored?.lastname ?? '',
      gender: (restored?.gender ?? '') as FeedbackInput['gender'],
      visitAt: restored?.visitAt ?? '',
      email: restored?.email ?? '',
      comment: restored?.comment ?? '',
      acceptTerms: restored?.acceptTerms === 'on',
      // Unticked unless the visitor ticked it (here or in the server's form): consent is never assumed.
      marketingConsent: restored?.marketingConsent === 'on',
      internal: restored?.internal === 'on',
      advantage: restored?.advantage ?? '',
    },
  });
  // Every change is kept for the session: nothing typed is lost by leaving the page and coming back.
  const keepDraft = () => saveDraft(draftPath, getValues());
  const lang = pageLanguage(i18n.language);
  // In the take-over's commit, so a key typed right after it lands in the field, not the page.
  useLayoutEffect(() => {
    if (!focus) return;
    const el = focus.id
      ? document.getElementById(focus.id)
      : document.querySelector<HTMLInputElement>(`form [name="${CSS.escape(focus.name)}"][value="${CSS.escape(focus.value)}"]`);
    el?.focus();
  }, [focus]);
  const err = (code: string | undefined) => (code ? t(`feedback.errors.${code}`, { defaultValue: t('feedback.errors.required') }) : undefined);
  const f = (key: string) => t(`feedback.${key}`);

  const onSubmit = async (values: FeedbackValues) => {
    setServerError(null);
    try {
      const result = await send.mutateAsync({ ...values, rating: values.rating, language: lang, preview, rfuid: rfuid ?? '' });
      clearDrafts();
      track({ action: 'submitted', establishment: context.establishment.id });
      const query = new URLSearchParams({ lang });
      if (result.preview) query.set('preview', 'true');
      navigate(`/public/${target.customer}/establishment/${target.establishment}/${result.share}/feedback-success?${query.toString()}`, {
        state: { result },
      });
    } catch (error) {
      const status = errorStatus(error);
      const text = showServerErrors(error, FIELD_ORDER, setError);
      const fieldErrors = errorBody(error)?.errors ?? {};
      // The feedback's own refusals read as the visitor pages word them.
      const code = fieldErrors.review?.[0] ?? fieldErrors.advantage?.[0] ?? (status === 429 ? 'rate_limited' : null);
      setServerError(code ? (err(code) ?? null) : status === 400 ? t('feedback.errors.summary') : text);
    }
  };

  const intro = context.staff
    ? t('feedback.staffIntro', { name: `${context.staff.firstName} ${context.staff.lastName}` })
    : t('feedback.intro', { name: context.establishment.name });
  const disclosure = `/privacy-policy?customer=${encodeURIComponent(context.customer.tag)}`;
  // Only the optional fields the customer's public form asks (all when it never chose).
  const asks = (name: string) => context.fields === undefined || context.fields.includes(name);
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;
  const ratingError = err(errors.rating?.message);
  const rating = register('rating');
  const onRating = (event: ChangeEvent<HTMLInputElement>) => {
    void rating.onChange(event);
    if (started.current) return;
    started.current = true;
    track({ action: 'rating_started', establishment: context.establishment.id });
  };

  return (
    <>
      <section className="pf-card" aria-labelledby="fb-title" data-testid="feedback-page">
        <h1 id="fb-title">{t('sections.feedback.title')}</h1>
        <p className="pf-lead">{intro}</p>
        {context.unit ? <p className="pf-lead">{t('feedback.unitIntro', { name: context.unit.name })}</p> : null}
        {preview ? (
          <p className="pf-note" role="status">
            {f('preview')}
          </p>
        ) : null}
        {context.staffList.length > 0 ? (
          <nav aria-label={f('staffList')}>
            <ul className="pf-staff">
              {context.staffList.map((s) => (
                <li key={s.id}>
                  <Link
                    to={`/public/${context.customer.tag}/establishment/${context.establishment.id}/staffs/${s.id}/feedback`}
                    aria-current={s.id === context.staff?.id ? 'page' : undefined}
                  >
                    {s.firstName}
                    {s.department ? ` · ${s.department}` : ''}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {!serverError && hasErrors ? (
          <div className="pf-alert" role="alert">
            {t('feedback.errors.summary')}
          </div>
        ) : null}
        <form className="pf-form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} onChange={keepDraft} data-testid="feedback-form">
          <fieldset className="pf-fieldset" aria-describedby={ratingError ? 'rating-error' : undefined}>
            <legend>
              {f('rating.legend')} <span aria-hidden="true">*</span>
            </legend>
            <div className="pf-rating" role="radiogroup" aria-required="true" aria-invalid={ratingError ? true : undefined}>
              {RATING_LEVELS.map((level, i) => (
                <label key={level}>
                  <input type="radio" value={String(i + 1)} {...rating} onChange={onRating} />
                  <span className="pf-face" aria-hidden="true">
                    {FACES[i]}
                  </span>
                  <span>{f(`rating.${level}`)}</span>
                </label>
              ))}
            </div>
            {ratingError ? (
              <p className="pf-error" id="rating-error">
                {ratingError}
              </p>
            ) : null}
          </fieldset>
          <div className="pf-row">
            <Field id="f-firstname" label={`${f('firstname')} *`} error={err(errors.firstname?.message)}>
              {(a) => <input {...a} type="text" autoComplete="given-name" maxLength={80} required {...register('firstname')} />}
            </Field>
            {asks('lastname') ? (
              <Field id="f-lastname" label={f('lastname')} error={err(errors.lastname?.message)}>
                {(a) => <input {...a} type="text" autoComplete="family-name" maxLength={80} {...register('lastname')} />}
              </Field>
            ) : null}
          </div>
          <div className="pf-row">
            {asks('gender') ? (
              <Field id="f-gender" label={f('gender.label')} error={err(errors.gender?.message)}>
                {(a) => (
                  <select {...a} {...register('gender')}>
                    <option value="">{f('gender.none')}</option>
                    <option value="female">{f('gender.female')}</option>
                    <option value="male">{f('gender.male')}</option>
                    <option value="other">{f('gender.other')}</option>
                  </select>
                )}
              </Field>
            ) : null}
            {asks('visitAt') ? (
              <Field id="f-visitAt" label={f('visitAt')} error={err(errors.visitAt?.message)}>
                {(a) => <input {...a} type="datetime-local" {...register('visitAt')} />}
              </Field>
            ) : null}
          </div>
          {asks('email') ? (
            <>
              <Field id="f-email" label={f('email')} error={err(errors.email?.message)} hint={f('emailHint')}>
                {(a) => <input {...a} type="email" autoComplete="email" inputMode="email" maxLength={254} {...register('email')} />}
              </Field>
              <label className="pf-check">
                <input type="checkbox" data-testid="marketing-consent" {...register('marketingConsent')} />
                <span>{t('consent.marketing', { name: context.customer.name })}</span>
              </label>
            </>
          ) : null}
          {asks('comment') ? (
            <Field id="f-comment" label={f('comment')} error={err(errors.comment?.message)}>
              {(a) => <textarea {...a} maxLength={2000} {...register('comment')} />}
            </Field>
          ) : null}
          <label className="pf-check">
            <input type="checkbox" {...register('internal')} />
            <span>{f('internal')}</span>
          </label>
          {context.advantages.length > 0 ? (
            <fieldset className="pf-fieldset" aria-describedby="advantage-hint">
              <legend>{f('advantage.legend')}</legend>
              <p className="pf-hint" id="advantage-hint">
                {f('advantage.hint')}
              </p>
              <div className="pf-options">
                <label className="pf-option">
                  <input type="radio" value="" {...register('advantage')} />
                  <span>{f('advantage.none')}</span>
                </label>
                {context.advantages.map((a) => (
                  <label key={a.tag} className="pf-option" aria-disabled={a.soldOut ? true : undefined}>
                    <input type="radio" value={a.tag} disabled={a.soldOut} {...register('advantage')} />
                    <span>
                      <b>{offerText(a, lang).title}</b>
                      {a.soldOut ? ` — ${f('advantage.soldOut')}` : ''}
                      <OfferedBy name={a.offeredBy} />
                      <small>
                        {offerText(a, lang).description ?? ''} · {t('feedback.advantage.validity', { count: a.validityDays })}
                      </small>
                    </span>
                  </label>
                ))}
              </div>
              {errors.advantage ? <p className="pf-error">{err(errors.advantage.message)}</p> : null}
            </fieldset>
          ) : null}
          <div>
            <label className="pf-check">
              <input
                type="checkbox"
                required
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? 'terms-error' : undefined}
                {...register('acceptTerms')}
              />
              <span>
                {f('acceptTerms')} (
                <a className="pf-inline" href={disclosure} target="_blank" rel="noopener">
                  {f('terms')}
                  <span className="pf-sr"> {f('newTab')}</span>
                </a>
                )
              </span>
            </label>
            {errors.acceptTerms ? (
              <p className="pf-error" id="terms-error">
                {err(errors.acceptTerms.message)}
              </p>
            ) : null}
          </div>
          <div className="pf-submit">
            {/* Refusals of the whole review ("already sent today") show where the visitor's eye is: at the button. */}
            <div aria-live="assertive" aria-atomic="true">
              {serverError ? (
                <p className="pf-alert" role="alert" id="feedback-error" data-testid="feedback-error">
                  {serverError}
                </p>
              ) : null}
            </div>
            <button className="pf-button" type="submit" disabled={isSubmitting} aria-describedby={serverError ? 'feedback-error' : undefined}>
              {isSubmitting ? f('sending') : f('submit')}
            </button>
          </div>
        </form>
      </section>
      <p className="pf-footer">
        <a href={disclosure} target="_blank" rel="noopener">
          {f('disclosure')}
          <span className="pf-sr"> {f('newTab')}</span>
        </a>
      </p>
    </>
  );
}
