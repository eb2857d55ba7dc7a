import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, apiErrorText, apiFieldErrors } from '@erep/shared/i18n';
import { REVIEW_IMPORT_TEMPLATE, type ReviewImportResult, type SocialPresence } from '@erep/shared/schemas';
import { Alert, Button, SelectField } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { ENGAGE_NS } from '../../../i18n/engagement/register';
import { useImportReviews } from '../api/import-reviews';

const MAX_BYTES = 900_000;

/** Import of a platform's export file (CSV or JSON) into this establishment's or a competitor's reviews. */
export function ReviewImport({ tag, establishmentId, competitors }: { tag: string; establishmentId: number; competitors: SocialPresence['competitors'] }) {
  const { t } = useTranslation(ENGAGE_NS);
  const mutation = useImportReviews(tag, establishmentId);
  const [file, setFile] = useState<File | null>(null);
  const [target, setTarget] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [result, setResult] = useState<ReviewImportResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setLocalError(null);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setLocalError(t('social.import.tooBig'));
      return;
    }
    let content: string;
    try {
      content = await file.text();
    } catch {
      setLocalError(t('social.import.unreadable'));
      return;
    }
    const format = file.name.toLowerCase().endsWith('.json') || content.trimStart().startsWith('[') ? 'json' : 'csv';
    mutation.mutate({ format, content, competitor_tag: target || null }, { onSuccess: setResult });
  };

  // Bad rows come back as `line_<n>.<field>`: one line each, in file order.
  const lineErrors =
    apiErrorCode(mutation.error) === 'import_rows_invalid'
      ? Object.entries(apiFieldErrors(mutation.error))
          .map(([key, codes]) => {
            const [, line = '0', field = ''] = /^line_(\d+)\.(.+)$/.exec(key) ?? [];
            return { line: Number(line), field, code: codes[0] ?? '' };
          })
          .sort((a, b) => a.line - b.line)
      : [];

  return (
    <form onSubmit={(e) => void submit(e)} className={styles.inlineForm} data-testid="review-import" noValidate>
      <p className={styles.muted}>{t('social.import.hint')}</p>
      <p>
        <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(REVIEW_IMPORT_TEMPLATE)}`} download="reviews-import-template.csv" data-testid="review-import-template">
          {t('social.import.template')}
        </a>
      </p>
      <label htmlFor="review-import-file">{t('social.import.file')}</label>
      <input id="review-import-file" type="file" accept=".csv,.json,text/csv,application/json" onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="review-import-file" />
      <SelectField
        id="review-import-target"
        label={t('social.import.target')}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        options={[{ value: '', label: t('social.import.own') }, ...competitors.map((c) => ({ value: c.competitor_tag, label: c.name }))]}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={!file} loading={mutation.isPending} data-testid="review-import-submit">
          {t('social.import.submit')}
        </Button>
      </div>
      <div aria-live="polite">
        {result ? <Alert kind="success" title={t('social.import.done', { ...result })} /> : null}
        {localError ? <Alert kind="error" title={localError} /> : null}
        {mutation.isError ? (
          <Alert kind="error" title={lineErrors.length ? t('social.import.refused') : apiErrorText(mutation.error)}>
            {lineErrors.length ? (
              <ul className={styles.errorList} data-testid="import-errors">
                {lineErrors.map((e) => (
                  <li key={`${e.line}-${e.field}`}>{t('social.import.line', e)}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
