import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@erep/shared/api';
import { useBreadcrumbs } from '@erep/shared/bus';
import { Alert, Button, EmptyState, Pagination, Spinner, notify } from '@erep/shared/ui';
import { LEADGEN_NS } from '../i18n/register';
import styles from './record-list.module.css';

/** The texts of a list page live under this key: `loading`, `retry`, `errors.*`, `empty.*`, `noMatch`, `total`, `filters.legend`, `search`, `clear`. */
type ListKey = 'contacts' | 'discountCoupons';

export function LeadgenBreadcrumbs({ title }: { title: string }) {
  const { t } = useTranslation(LEADGEN_NS);
  useBreadcrumbs([{ label: t('area'), to: '/home/leadgen' }, { label: title }]);
  return null;
}

const BOM = '\uFEFF';

/** Saves a file; a CSV gets back the server's BOM (reading the response as text drops it), so spreadsheets read UTF-8. */
export function download(content: string, name: string, type = 'text/csv;charset=utf-8') {
  const body = type.startsWith('text/csv') && !content.startsWith(BOM) ? BOM + content : content;
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Filters typed in a draft and applied on search, with the page they show. */
export function useListFilters<F extends { [K in keyof F]: string }>(empty: F) {
  const [draft, setDraft] = useState<F>(empty);
  const [filters, setFilters] = useState<F>(empty);
  const [page, setPage] = useState(1);
  return {
    draft,
    filters,
    page,
    setPage,
    field: (key: keyof F) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
    apply: () => {
      setPage(1);
      setFilters(draft);
    },
    clear: () => {
      setDraft(empty);
      setFilters(empty);
      setPage(1);
    },
    filtered: Object.values(filters).some(Boolean),
  };
}

interface Paged<Row> {
  data: Row[];
  total: number;
  page: number;
  per_page: number;
}

interface ListResultsProps<Row> {
  list: { isPending: boolean; isError: boolean; error: unknown; data: Paged<Row> | undefined; refetch: () => unknown };
  texts: ListKey;
  /** `<testId>-total` on the count. */
  testId: string;
  filtered: boolean;
  onPage: (page: number) => void;
  /** The table of the page's rows. */
  children: (rows: Row[]) => ReactNode;
}

/** A paginated list's loading, failure, empty and counted states around its table. */
export function ListResults<Row>({ list, texts, testId, filtered, onPage, children }: ListResultsProps<Row>) {
  const { t } = useTranslation(LEADGEN_NS);
  if (list.isPending) return <Spinner label={t(`${texts}.loading`)} />;
  if (list.isError || !list.data) {
    const forbidden = list.error instanceof ApiRequestError && list.error.status === 403;
    return (
      <Alert kind="error" title={t(forbidden ? `${texts}.errors.forbidden` : `${texts}.errors.load`)}>
        <Button type="button" variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t(`${texts}.retry`)}
        </Button>
      </Alert>
    );
  }
  const data = list.data;
  if (data.total === 0) {
    return <EmptyState title={t(filtered ? `${texts}.noMatch` : `${texts}.empty.title`)} description={filtered ? undefined : t(`${texts}.empty.description`)} />;
  }
  return (
    <>
      <p role="status" data-testid={`${testId}-total`}>
        {t(`${texts}.total`, { count: data.total })}
      </p>
      <div className={styles.tableWrap}>{children(data.data)}</div>
      {data.total > data.per_page ? <Pagination page={data.page} pageCount={Math.ceil(data.total / data.per_page)} onChange={onPage} /> : null}
    </>
  );
}

interface FilterFormProps {
  texts: ListKey;
  testId: string;
  onApply: () => void;
  onClear: () => void;
  /** The CSV export of the filtered rows. */
  exporter: { isPending: boolean; label: string; run: () => Promise<string>; file: string; failed: string };
  /** Under the buttons. */
  hint?: string;
  children: ReactNode;
}

/** The search and filters of a list, with search, clear and CSV export. */
export function FilterForm({ texts, testId, onApply, onClear, exporter, hint, children }: FilterFormProps) {
  const { t } = useTranslation(LEADGEN_NS);
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className="erep-visually-hidden">{t(`${texts}.filters.legend`)}</legend>
        {children}
      </fieldset>
      <div className={styles.toolbar}>
        <Button type="submit" data-testid={`${testId}-search`}>
          {t(`${texts}.search`)}
        </Button>
        <Button type="button" variant="ghost" onClick={onClear}>
          {t(`${texts}.clear`)}
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={exporter.isPending}
          onClick={async () => {
            try {
              download(await exporter.run(), exporter.file);
            } catch {
              notify('error', exporter.failed);
            }
          }}
          data-testid={`${testId}-export`}
        >
          {exporter.label}
        </Button>
      </div>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
    </form>
  );
}
