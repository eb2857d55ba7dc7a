import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode, apiErrorText, apiFieldErrors } from '@erep/shared/i18n';
import { SALES_CSV_MAX_BYTES, type SalesImportResult } from '@erep/shared/schemas';
import { Alert, Button, TextField } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { formatDay, formatNumber } from '../../../lib/format';
import { useImportSales } from '../api/post-sales';

const CSV_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/csv', ''];
const OWN_CODES = ['sales_csv_invalid', 'sales_csv_empty', 'too_large'];

/** The line errors of a refused file, in line order: `line_12: ['revenue']` -> [12, 'revenue']. */
function lineErrors(error: unknown): [number, string][] {
  return Object.entries(apiFieldErrors(error))
    .filter(([key]) => key.startsWith('line_'))
    .map(([key, codes]): [number, string] => [Number(key.slice(5)), codes[0] ?? 'columns'])
    .sort(([a], [b]) => a - b);
}

/** Upload of the till's daily sales (CSV); checked here for size and type, then row by row by the API. */
export function SalesUpload({ tag, establishmentId }: { tag: string; establishmentId: number }) {
  const { t, i18n } = useTranslation('erep');
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [done, setDone] = useState<SalesImportResult | null>(null);
  const importSales = useImportSales(tag, establishmentId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    importSales.reset();
    const file = input.current?.files?.[0];
    if (!file) return setFileError(t('sales.upload.required'));
    if (!file.name.toLowerCase().endsWith('.csv') || !CSV_TYPES.includes(file.type)) return setFileError(t('sales.upload.type'));
    if (file.size > SALES_CSV_MAX_BYTES) return setFileError(t('sales.upload.size', { size: formatNumber(i18n.language, SALES_CSV_MAX_BYTES / 1024) }));
    setFileError(undefined);
    importSales.mutate(await file.text(), {
      onSuccess: (result) => {
        setDone(result);
        if (input.current) input.current.value = '';
      },
    });
  }

  const code = importSales.isError ? apiErrorCode(importSales.error) : null;
  const lines = importSales.isError ? lineErrors(importSales.error) : [];
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="sales-upload-title" data-testid="sales-upload">
      <h2 id="sales-upload-title">{t('sales.upload.title')}</h2>
      <p>{t('sales.upload.format')}</p>
      <div className={styles.upload}>
        <TextField ref={input} type="file" name="file" accept=".csv,text/csv" label={t('sales.upload.file')} error={fileError} required />
        <Button type="submit" disabled={importSales.isPending}>
          {importSales.isPending ? t('sales.upload.sending') : t('sales.upload.submit')}
        </Button>
      </div>
      {importSales.isError ? (
        <Alert kind="error" title={code && OWN_CODES.includes(code) ? t(`sales.errors.${code}`) : apiErrorText(importSales.error)}>
          {lines.length > 0 ? (
            <ul className={styles.lineErrors} data-testid="sales-line-errors">
              {lines.slice(0, 50).map(([line, reason]) => (
                <li key={line}>{t('sales.errors.line', { line, reason: t(`sales.errors.reason.${reason}`) })}</li>
              ))}
            </ul>
          ) : null}
          {lines.length > 50 ? <p>{t('sales.errors.more', { count: lines.length - 50 })}</p> : null}
        </Alert>
      ) : null}
      {done ? (
        <Alert kind="success" title={t('sales.upload.done', { count: done.imported })}>
          {done.first_day && done.last_day ? (
            <p>
              {t('sales.upload.span', { start: formatDay(i18n.language, done.first_day), end: formatDay(i18n.language, done.last_day) })}{' '}
              {done.replaced > 0 ? t('sales.upload.replaced', { count: done.replaced }) : ''}
            </p>
          ) : null}
        </Alert>
      ) : null}
    </form>
  );
}
