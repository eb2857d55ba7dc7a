import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, apiFieldErrors } from '@erep/shared/i18n';
import { isAccountManager, useSession } from '@erep/shared/session';
import { ANSWER_LANGUAGES, ANSWER_SENTIMENTS, type AnswerSentiment, type AnswerTemplate, type AnswerTemplateInput } from '@erep/shared/schemas';
import { Alert, Button, ConfirmDialog, EmptyState, SelectField, Tabs, TextField, notify } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { useDeleteAnswerTemplate } from '../api/delete-answer-template';
import { useAnswerTemplates } from '../api/get-answer-templates';
import { useSaveAnswerTemplate } from '../api/save-answer-template';

type Language = (typeof ANSWER_LANGUAGES)[number];

const isLanguage = (value: string): value is Language => (ANSWER_LANGUAGES as readonly string[]).includes(value);
const TITLE_MAX = 80;
const BODY_MAX = 2000;

/** Adds or edits one template; title and text are checked here as the API does (required, length). */
function TemplateForm({
  template,
  language,
  saving,
  serverError,
  onSave,
  onCancel,
}: {
  template: AnswerTemplate | null;
  language: Language;
  saving: boolean;
  serverError: unknown;
  onSave: (input: AnswerTemplateInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('erep');
  const id = useId();
  const [draft, setDraft] = useState<AnswerTemplateInput>({
    language: template?.language ?? language,
    sentiment: template?.sentiment ?? 'positive',
    title: template?.title ?? '',
    body: template?.body ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = { ...apiFieldErrors(serverError), ...errors };
  const errorOf = (field: keyof AnswerTemplateInput) => {
    const code = shown[field]?.[0];
    return code ? t(`estabTools.templates.errors.${code}`, { defaultValue: t('estabTools.templates.errors.generic') }) : undefined;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...draft, title: draft.title.trim(), body: draft.body.trim() };
    const found: Record<string, string[]> = {};
    if (!input.title) found.title = ['required'];
    if (!input.body) found.body = ['required'];
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(input);
  }

  const bodyError = errorOf('body');
  return (
    <form onSubmit={submit} noValidate className={styles.inlineForm} data-testid="template-form">
      <fieldset className={styles.fieldset}>
        <legend>{template ? t('estabTools.templates.editTitle') : t('estabTools.templates.addTitle')}</legend>
        <SelectField
          label={t('estabTools.templates.language')}
          value={draft.language}
          onChange={(e) => isLanguage(e.target.value) && setDraft((d) => ({ ...d, language: e.target.value as Language }))}
          options={ANSWER_LANGUAGES.map((value) => ({ value, label: t(`estabTools.templates.languages.${value}`) }))}
          data-testid="template-language"
        />
        <SelectField
          label={t('estabTools.templates.sentiment')}
          value={draft.sentiment}
          onChange={(e) => setDraft((d) => ({ ...d, sentiment: e.target.value as AnswerSentiment }))}
          options={ANSWER_SENTIMENTS.map((value) => ({ value, label: t(`estabTools.templates.sentiments.${value}`) }))}
          data-testid="template-sentiment"
        />
        <TextField
          label={t('estabTools.templates.name')}
          value={draft.title}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
          maxLength={TITLE_MAX}
          required
          error={errorOf('title')}
          data-testid="template-title"
        />
      </fieldset>
      <div className={styles.answerBox}>
        <label htmlFor={`${id}-body`}>{t('estabTools.templates.body')}</label>
        <p id={`${id}-hint`} className={styles.muted}>
          {t('estabTools.templates.variables')}
        </p>
        <textarea
          id={`${id}-body`}
          value={draft.body}
          onChange={(e) => setDraft((d) => ({ ...d, body: e.target.value }))}
          maxLength={BODY_MAX}
          required
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? `${id}-hint ${id}-error` : `${id}-hint`}
          data-testid="template-body"
        />
        {bodyError ? (
          <p id={`${id}-error`} role="alert" className="erep-field__error">
            {bodyError}
          </p>
        ) : null}
      </div>
      {serverError && Object.keys(apiFieldErrors(serverError)).length === 0 ? <Alert kind="error" title={apiErrorText(serverError)} /> : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={saving} data-testid="template-save">
          {t('estabTools.templates.save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('estabTools.templates.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** One template as listed: title, sentiment, text; the customer's own can be edited and deleted. */
function TemplateItem({ template, onEdit, onDelete }: { template: AnswerTemplate; onEdit?: () => void; onDelete?: () => void }) {
  const { t } = useTranslation('erep');
  return (
    <li className={styles.competitor} data-testid={template.builtin ? 'template-builtin' : 'template-item'}>
      <div className={styles.competitorHead}>
        <h4>{template.title}</h4>
        <span className={styles.muted}>{t(`estabTools.templates.sentiments.${template.sentiment}`)}</span>
        {onEdit && onDelete ? (
          <span className={styles.actions}>
            <Button type="button" size="sm" variant="secondary" onClick={onEdit} aria-label={`${t('estabTools.templates.edit')} — ${template.title}`} data-testid="template-edit">
              {t('estabTools.templates.edit')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={onDelete} aria-label={`${t('estabTools.templates.delete')} — ${template.title}`} data-testid="template-delete">
              {t('estabTools.templates.delete')}
            </Button>
          </span>
        ) : null}
      </div>
      <p className={styles.answer}>{template.body}</p>
    </li>
  );
}

/**
 * The customer's answer templates, language by language: its own ones (add, edit, delete after a
 * confirmation) and the default ones used when it has none for a review's language and sentiment.
 */
export function AnswerTemplates({ tag }: { tag: string }) {
  const { t, i18n } = useTranslation('erep');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'fr');
  // null: no form; 'new': adding; a template: editing it.
  const [editing, setEditing] = useState<AnswerTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AnswerTemplate | null>(null);
  const templates = useAnswerTemplates(tag, open);
  const save = useSaveAnswerTemplate(tag);
  const remove = useDeleteAnswerTemplate(tag);
  // The templates serve the whole account: a manager adds to them, the owners change or delete them.
  const manager = isAccountManager(useSession().user);

  const edit = (target: AnswerTemplate | 'new') => {
    save.reset();
    setEditing(target);
  };

  return (
    <section aria-labelledby={`${panelId}-title`} data-testid="answer-templates">
      <div className={styles.competitorHead}>
        <h2 id={`${panelId}-title`}>{t('estabTools.templates.title')}</h2>
        <Button type="button" size="sm" variant={open ? 'ghost' : 'secondary'} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} data-testid="templates-toggle">
          {open ? t('estabTools.templates.hide') : t('estabTools.templates.manage')}
        </Button>
      </div>
      {open ? (
        <div id={panelId}>
          <p className={styles.muted}>{t('estabTools.templates.description')}</p>
          {manager ? (
            <p className={styles.muted} data-testid="templates-owners-only">
              {t('estabTools.templates.ownersOnly')}
            </p>
          ) : null}
          <Tabs
            label={t('estabTools.templates.language')}
            value={language}
            onChange={(next) => {
              if (isLanguage(next)) setLanguage(next);
              setEditing(null);
            }}
            tabs={ANSWER_LANGUAGES.map((value) => ({ id: value, label: t(`estabTools.templates.languages.${value}`) }))}
          >
            <QueryView query={templates}>
              {(data) => {
                const own = data.filter((tpl) => !tpl.builtin && tpl.language === language);
                const builtin = data.filter((tpl) => tpl.builtin && tpl.language === language);
                return (
                  <div className={styles.stack}>
                    {editing === null ? (
                      <div>
                        <Button type="button" size="sm" onClick={() => edit('new')} data-testid="template-add">
                          {t('estabTools.templates.add')}
                        </Button>
                      </div>
                    ) : (
                      <TemplateForm
                        key={editing === 'new' ? `new-${language}` : editing.id}
                        template={editing === 'new' ? null : editing}
                        language={language}
                        saving={save.isPending}
                        serverError={save.error}
                        onCancel={() => setEditing(null)}
                        onSave={(input) =>
                          save.mutate(
                            { input, templateId: editing === 'new' ? null : editing.id },
                            {
                              onSuccess: () => {
                                setEditing(null);
                                if (input.language !== language) setLanguage(input.language);
                                notify('success', t('estabTools.templates.saved'));
                              },
                            },
                          )
                        }
                      />
                    )}
                    <h3>{t('estabTools.templates.own')}</h3>
                    {own.length === 0 ? (
                      <EmptyState title={t('estabTools.templates.empty', { language: t(`estabTools.templates.languages.${language}`) })} description={t('estabTools.templates.emptyHint')} />
                    ) : (
                      <ul className={styles.list} data-testid="templates-own">
                        {own.map((tpl) => (
                          <TemplateItem key={tpl.id} template={tpl} {...(manager ? {} : { onEdit: () => edit(tpl), onDelete: () => setDeleting(tpl) })} />
                        ))}
                      </ul>
                    )}
                    <h3>{t('estabTools.templates.defaults')}</h3>
                    <ul className={styles.list}>
                      {builtin.map((tpl) => (
                        <TemplateItem key={`${tpl.language}-${tpl.sentiment}`} template={tpl} />
                      ))}
                    </ul>
                  </div>
                );
              }}
            </QueryView>
          </Tabs>
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('estabTools.templates.confirmTitle')}
        message={t('estabTools.templates.confirmBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('estabTools.templates.delete')}
        cancelLabel={t('estabTools.templates.cancel')}
        variant="danger"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify('success', t('estabTools.templates.deleted'));
            },
            onError: (error) => notify('error', apiErrorText(error)),
          });
        }}
      />
    </section>
  );
}
