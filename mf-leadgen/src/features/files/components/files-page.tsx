import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '@erep/shared/bus';
import { apiErrorCode, apiErrorText } from '@erep/shared/i18n';
import { isAccountManager, useSession } from '@erep/shared/session';
import { FILE_KINDS, FILE_MAX_BYTES, type FileKind, type PublishedFile } from '@erep/shared/schemas';
import { Alert, Button, Card, ConfirmDialog, Page, SelectField, Spinner, Table, notify, type TableColumn } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useDeleteFile } from '../api/delete-file';
import { useFiles } from '../api/get-files';
import { useUploadFile } from '../api/upload-file';
import '../../../components/outreach.css';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

function size(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${format.format(bytes / 1024 / 1024)} MB` : `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** The files the customer publishes (menus, leaflets): upload, list, delete. */
export function FilesPage({ tag }: { tag: string }) {
  const { t, i18n } = useTranslation(LEADGEN_NS);
  const k = (key: string) => `outreach.files.${key}`;
  const title = t(k('title'));
  useBreadcrumbs([{ label: t('area'), to: '/home/leadgen' }, { label: title }]);
  const locale = i18n.language === 'sp' ? 'es' : i18n.language;
  const files = useFiles(tag);
  const upload = useUploadFile(tag);
  const remove = useDeleteFile(tag);
  // A file serves every establishment's visitors: removing one is the owners' decision.
  const manager = isAccountManager(useSession().user);
  const input = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [kind, setKind] = useState<FileKind>('menu');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PublishedFile | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError(t(k('pick')));
    if (file.size > FILE_MAX_BYTES) return setError(t(k('tooLarge')));
    setError(null);
    try {
      await upload.mutateAsync({ file, kind });
      notify('success', t(k('uploaded')));
      if (input.current) input.current.value = '';
    } catch (e) {
      const code = apiErrorCode(e);
      setError(code === 'file_type' ? t(k('badType')) : code === 'too_large' ? t(k('tooLarge')) : apiErrorText(e));
    }
  };

  const onDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      notify('success', t(k('deleted')));
    } catch (e) {
      notify('error', apiErrorText(e));
    }
    setPending(null);
  };

  const columns: TableColumn<PublishedFile>[] = [
    {
      key: 'name',
      header: t(k('columns.name')),
      render: (f) => (
        <a href={f.url} target="_blank" rel="noopener noreferrer">
          {f.name}
        </a>
      ),
    },
    { key: 'kind', header: t(k('columns.kind')), render: (f) => t(k(`kinds.${f.kind}`)) },
    { key: 'size', header: t(k('columns.size')), align: 'end', render: (f) => size(f.size, locale) },
    { key: 'date', header: t(k('columns.date')), render: (f) => new Date(f.created_at).toLocaleDateString(locale, { dateStyle: 'medium' }) },
    ...(manager
      ? []
      : [
          {
            key: 'actions',
            header: t(k('columns.actions')),
            render: (f: PublishedFile) => (
              <Button size="sm" variant="danger" onClick={() => setPending(f)} aria-label={`${t('outreach.delete')} ${f.name}`}>
                {t('outreach.delete')}
              </Button>
            ),
          },
        ]),
  ];

  return (
    <Page title={title} description={t(k('description'))} testId="leadgen-files">
      <Card title={t(k('upload'))}>
        <form onSubmit={onSubmit} noValidate className="outreach-inline-form">
          <div className="outreach-field">
            <label htmlFor={fileId}>{t(k('file'))}</label>
            <input id={fileId} ref={input} type="file" accept={ACCEPT} data-testid="file-input" aria-describedby={error ? `${fileId}-error` : undefined} />
          </div>
          <SelectField label={t(k('kind'))} value={kind} onChange={(e) => setKind(e.target.value as FileKind)} options={FILE_KINDS.map((value) => ({ value, label: t(k(`kinds.${value}`)) }))} />
          <Button type="submit" loading={upload.isPending}>
            {t(k('send'))}
          </Button>
        </form>
        {error && (
          <div id={`${fileId}-error`}>
            <Alert kind="error">{error}</Alert>
          </div>
        )}
      </Card>
      <Card>
        {manager ? (
          <p className="outreach-hint" data-testid="files-owners-only">
            {t(k('ownersOnly'))}
          </p>
        ) : null}
        {files.isPending ? (
          <Spinner label={t('outreach.loading')} />
        ) : files.isError ? (
          <Alert kind="error">
            {t('outreach.loadFailed')}{' '}
            <Button size="sm" variant="secondary" onClick={() => void files.refetch()}>
              {t('outreach.retry')}
            </Button>
          </Alert>
        ) : (
          <Table columns={columns} rows={files.data} rowKey={(f) => f.id} pageSize={10} empty={{ title: t(k('empty')), description: t(k('emptyHint')) }} caption={title} />
        )}
      </Card>
      <ConfirmDialog
        open={pending !== null}
        title={t(k('deleteTitle'))}
        message={pending ? t(k('deleteConfirm'), { name: pending.name }) : ''}
        confirmLabel={t('outreach.delete')}
        cancelLabel={t('outreach.cancel')}
        variant="danger"
        loading={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setPending(null)}
      />
    </Page>
  );
}
