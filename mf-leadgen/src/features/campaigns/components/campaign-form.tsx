import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { apiErrorText, apiFieldErrors, fieldErrorText } from '@erep/shared/i18n';
import { campaignInputSchema, OUTREACH_LANGUAGES, type CampaignInput, type CampaignSummary, type OutreachLanguage } from '@erep/shared/schemas';
import { Alert, Button, Card, SelectField, Tabs, TextField, notify } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useCampaignAdvantages } from '../api/get-campaign-advantages';
import { useEstablishments } from '../api/get-establishments';
import { usePreviewCampaign, type CampaignPreviewAnswer } from '../api/preview-campaign';
import { useSaveCampaign } from '../api/save-campaign';

type Texts = Record<OutreachLanguage, { subject: string; body: string }>;

interface Draft {
  name: string;
  texts: Texts;
  establishment: string;
  lastVisit: string;
  ratings: number[];
  schedule: string;
  advantage: string;
}

const emptyTexts = (): Texts => ({ fr: { subject: '', body: '' }, en: { subject: '', body: '' }, sp: { subject: '', body: '' } });

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function draftOf(campaign: CampaignSummary | null): Draft {
  if (!campaign) return { name: '', texts: emptyTexts(), establishment: '', lastVisit: '', ratings: [], schedule: '', advantage: '' };
  return {
    name: campaign.name,
    texts: campaign.texts,
    establishment: campaign.audience.establishment_id === null ? '' : String(campaign.audience.establishment_id),
    lastVisit: campaign.audience.last_visit_days === null ? '' : String(campaign.audience.last_visit_days),
    ratings: campaign.audience.ratings,
    schedule: campaign.status === 'scheduled' ? localInput(campaign.scheduled_at) : '',
    advantage: campaign.advantage_id === null ? '' : String(campaign.advantage_id),
  };
}

function toInput(draft: Draft): CampaignInput {
  return {
    name: draft.name,
    texts: draft.texts,
    audience: {
      establishment_id: draft.establishment ? Number(draft.establishment) : null,
      last_visit_days: draft.lastVisit.trim() ? Number(draft.lastVisit) : null,
      ratings: draft.ratings,
    },
    advantage_id: draft.advantage ? Number(draft.advantage) : null,
    scheduled_at: draft.schedule ? new Date(draft.schedule).toISOString() : null,
  };
}

/** Creates or edits a campaign: texts per language, audience, schedule, and a preview of each mail. */
export function CampaignForm({ tag, campaign, onDone }: { tag: string; campaign: CampaignSummary | null; onDone: () => void }) {
  const { t, i18n } = useTranslation(LEADGEN_NS);
  const k = (key: string) => `outreach.campaigns.${key}`;
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(campaign));
  const [lang, setLang] = useState<OutreachLanguage>('fr');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [preview, setPreview] = useState<CampaignPreviewAnswer | null>(null);
  const establishments = useEstablishments(tag);
  const advantages = useCampaignAdvantages(tag);
  const language = (OUTREACH_LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as OutreachLanguage) : 'fr';
  const save = useSaveCampaign(tag);
  const previewCall = usePreviewCampaign(tag);

  const errorOf = (key: string) => {
    const code = errors[key]?.[0];
    if (!code) return undefined;
    const local = `outreach.validation.${code}`;
    return t(local, { defaultValue: fieldErrorText(code) });
  };

  const checked = (): CampaignInput | null => {
    const input = toInput(draft);
    const result = v.safeParse(campaignInputSchema, input);
    if (result.success) {
      setErrors({});
      return input;
    }
    const flat = v.flatten<typeof campaignInputSchema>(result.issues).nested ?? {};
    setErrors(Object.fromEntries(Object.entries(flat).map(([key, value]) => [key, value ?? []])));
    return null;
  };

  const onPreview = async () => {
    const input = checked();
    if (!input) return;
    try {
      setPreview(await previewCall.mutateAsync(input));
    } catch (error) {
      setErrors(apiFieldErrors(error));
      notify('error', apiErrorText(error));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = checked();
    if (!input) return;
    try {
      await save.mutateAsync({ id: campaign?.id ?? null, input });
      notify('success', t('outreach.saved'));
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      notify('error', apiErrorText(error));
    }
  };

  const setText = (field: 'subject' | 'body', value: string) => setDraft((d) => ({ ...d, texts: { ...d.texts, [lang]: { ...d.texts[lang], [field]: value } } }));
  const toggleRating = (rating: number) =>
    setDraft((d) => ({ ...d, ratings: d.ratings.includes(rating) ? d.ratings.filter((r) => r !== rating) : [...d.ratings, rating].sort() }));

  return (
    <Card title={campaign ? campaign.name : t(k('new'))}>
      <form onSubmit={onSubmit} noValidate className="outreach-form" data-testid="campaign-form">
        <TextField label={t(k('form.name'))} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} error={errorOf('name')} required />
        <fieldset className="outreach-fieldset">
          <legend>{t(k('form.texts'))}</legend>
          {errors.texts && <Alert kind="warning">{t(k('form.needText'))}</Alert>}
          <Tabs
            tabs={OUTREACH_LANGUAGES.map((l) => ({ id: l, label: t(k(`lang.${l}`)) }))}
            value={lang}
            onChange={(id) => setLang(id as OutreachLanguage)}
            label={t(k('form.texts'))}
          >
            <TextField label={t(k('form.subject'))} value={draft.texts[lang].subject} onChange={(e) => setText('subject', e.target.value)} error={errorOf(`texts.${lang}.subject`)} />
            <div className="outreach-field">
              <label htmlFor={`${ids}-body`}>{t(k('form.body'))}</label>
              <textarea id={`${ids}-body`} rows={6} value={draft.texts[lang].body} onChange={(e) => setText('body', e.target.value)} aria-describedby={`${ids}-body-hint`} />
              <span id={`${ids}-body-hint`} className="outreach-hint">
                {t(k('form.bodyHint'), { firstname: '{{firstname}}', establishment: '{{establishment}}' })}
              </span>
            </div>
          </Tabs>
        </fieldset>
        <fieldset className="outreach-fieldset">
          <legend>{t(k('form.audience'))}</legend>
          <p className="outreach-hint">{t(k('form.audienceHint'))}</p>
          <SelectField
            label={t(k('form.establishment'))}
            value={draft.establishment}
            onChange={(e) => setDraft({ ...draft, establishment: e.target.value })}
            options={[{ value: '', label: t(k('form.allEstablishments')) }, ...(establishments.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))]}
            error={errorOf('audience.establishment_id')}
          />
          <TextField
            label={t(k('form.lastVisit'))}
            type="number"
            min={1}
            inputMode="numeric"
            value={draft.lastVisit}
            onChange={(e) => setDraft({ ...draft, lastVisit: e.target.value })}
            error={errorOf('audience.last_visit_days')}
          />
          <fieldset className="outreach-inline">
            <legend>{t(k('form.ratings'))}</legend>
            {[1, 2, 3, 4, 5].map((r) => (
              <label key={r}>
                <input type="checkbox" checked={draft.ratings.includes(r)} onChange={() => toggleRating(r)} /> {r}
              </label>
            ))}
            <span className="outreach-hint">{t(k('form.anyRating'))}</span>
          </fieldset>
        </fieldset>
        <SelectField
          label={t(k('form.advantage'))}
          hint={t(k('form.advantageHint'))}
          value={draft.advantage}
          onChange={(e) => setDraft({ ...draft, advantage: e.target.value })}
          options={[{ value: '', label: t(k('form.noAdvantage')) }, ...(advantages.data ?? []).map((a) => ({ value: String(a.id), label: a.titles[language] }))]}
          error={errorOf('advantage_id')}
        />
        <TextField
          label={t(k('form.schedule'))}
          type="datetime-local"
          value={draft.schedule}
          onChange={(e) => setDraft({ ...draft, schedule: e.target.value })}
          hint={t(k('form.scheduleHint'))}
          error={errorOf('scheduled_at')}
        />
        <div className="outreach-actions">
          <Button type="button" variant="secondary" onClick={onPreview} loading={previewCall.isPending}>
            {t(k('form.preview'))}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('outreach.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('outreach.save')}
          </Button>
        </div>
        {preview && (
          <section aria-label={t(k('form.preview'))} className="outreach-preview" data-testid="campaign-preview">
            <p>{t(k('form.reaches'), { count: preview.audience })}</p>
            {preview.previews.map((p) => (
              <article key={p.language} lang={p.language === 'sp' ? 'es' : p.language}>
                <h3>
                  {t(k(`lang.${p.language}`))} — {p.subject}
                </h3>
                <pre>{p.text}</pre>
              </article>
            ))}
          </section>
        )}
      </form>
    </Card>
  );
}
