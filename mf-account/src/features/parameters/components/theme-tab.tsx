import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ApiRequestError } from '@erep/shared/api';
import { accountThemeSchema, OPTIONAL_FEEDBACK_FIELDS, type AccountTheme } from '@erep/shared/schemas';
import { AA_CONTRAST } from '@erep/shared/theme';
import { Alert, Button, Card, Spinner, TextField, notify } from '@erep/shared/ui';
import { FeedbackPreview } from '../../../components/feedback-preview';
import { LoadFailed } from '../../../components/load-failed';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useAccountTheme } from '../api/get-theme';
import { useSaveTheme } from '../api/save-theme';
import { contrastIssues, HEX } from '../lib/contrast';
import { paramFailure, paramFieldError } from '../lib/errors';
import { LogoField } from './logo-field';

const COLORS = ['back_color', 'font_color', 'title_color'] as const;
type Color = (typeof COLORS)[number];

/** The customer theme of the public pages: three colours and a logo, with a live preview and a contrast check. */
export function ThemeTab({ tag }: { tag: string }) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const theme = useAccountTheme(tag);
  const save = useSaveTheme(tag);
  // Null until the first change: the form shows what is saved.
  const [edited, setDraft] = useState<AccountTheme | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Color | 'logo', string>>>({});
  if (theme.isPending) return <Spinner label={t('loading')} />;
  if (theme.isError) return <LoadFailed onRetry={theme.refetch} />;
  const draft = edited ?? theme.data;

  const issues = contrastIssues(draft);
  const number = new Intl.NumberFormat(i18n.language === 'sp' ? 'es' : i18n.language, { maximumFractionDigits: 2 });
  const set = (key: Color, value: string) => setDraft({ ...draft, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(accountThemeSchema, draft);
    if (!parsed.success) {
      const flat = v.flatten<typeof accountThemeSchema>(parsed.issues).nested ?? {};
      setErrors(Object.fromEntries(Object.entries(flat).map(([key, messages]) => [key, paramFieldError(t, key, messages?.[0])])));
      return;
    }
    setErrors({});
    // The logo goes only when it changed: the server keeps the stored one otherwise.
    const { logo, ...colours } = parsed.output;
    try {
      await save.mutateAsync(logo === theme.data.logo ? colours : parsed.output);
      notify('success', t('parameters.theme.saved'));
    } catch (error) {
      const fields = error instanceof ApiRequestError && error.status === 400 ? error.body.errors : undefined;
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, paramFieldError(t, key, messages[0])])));
      else notify('error', paramFailure(t, error));
    }
  };

  return (
    <Card>
      <div className="account-two-columns">
        <form onSubmit={(event) => void submit(event)} noValidate className="account-form" data-testid="theme-form">
          {COLORS.map((key) => (
            <div key={key} className="account-color-row">
              <TextField label={t(`parameters.theme.${key}`)} value={draft[key]} error={errors[key]} onChange={(event) => set(key, event.target.value.trim())} data-testid={`theme-${key}`} />
              <input
                type="color"
                aria-label={t('parameters.theme.pick', { name: t(`parameters.theme.${key}`) })}
                value={HEX.test(draft[key]) ? draft[key] : '#000000'}
                onChange={(event) => set(key, event.target.value)}
              />
            </div>
          ))}
          <LogoField value={draft.logo ?? ''} onChange={(url) => setDraft({ ...draft, logo: url === '' ? null : url })} error={errors.logo} />
          {issues.length > 0 ? (
            <Alert kind="warning" title={t('parameters.theme.contrastTitle')}>
              <ul>
                {issues.map((issue) => (
                  <li key={issue.pair}>{t(`parameters.theme.contrast.${issue.pair}`, { ratio: number.format(issue.ratio), min: number.format(AA_CONTRAST) })}</li>
                ))}
              </ul>
            </Alert>
          ) : (
            <p className="account-muted" data-testid="theme-contrast-ok">
              {t('parameters.theme.contrastOk')}
            </p>
          )}
          <div className="account-actions">
            <Button type="button" variant="secondary" onClick={() => setDraft(null)}>
              {t('discard')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </div>
        </form>
        <FeedbackPreview form={{ fields: [...OPTIONAL_FEEDBACK_FIELDS], advantage: null, back_color: draft.back_color, font_color: draft.font_color, title_color: draft.title_color }} establishment={t('parameters.theme.previewName')} advantage={null} logo={draft.logo} />
      </div>
    </Card>
  );
}
