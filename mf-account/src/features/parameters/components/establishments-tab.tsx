import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Establishment } from '@erep/shared/schemas';
import { Button, Card, ConfirmDialog, Pagination, Spinner, Table, TextField, notify, type TableColumn } from '@erep/shared/ui';
import { LoadFailed } from '../../../components/load-failed';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useSetArchived } from '../api/archive-establishment';
import { PER_PAGE, useEstablishmentList } from '../api/list-establishments';
import { paramFailure } from '../lib/errors';
import { EstablishmentForm } from './establishment-form';

/** The establishments: search, pages, create, edit, archive and restore. */
export function EstablishmentsTab({ tag }: { tag: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [archived, setArchived] = useState<'false' | 'true'>('false');
  const [editing, setEditing] = useState<Establishment | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Establishment | null>(null);
  const list = useEstablishmentList(tag, { q, page, archived });
  const archive = useSetArchived(tag);

  const toggleArchive = async (row: Establishment) => {
    try {
      await archive.mutateAsync({ id: row.id, archived: !row.archived });
      notify('success', t(row.archived ? 'parameters.establishments.restored' : 'parameters.establishments.archivedDone', { name: row.name }));
    } catch (error) {
      notify('error', paramFailure(t, error));
    } finally {
      setArchiving(null);
    }
  };

  const columns: TableColumn<Establishment>[] = [
    { key: 'name', header: t('parameters.establishments.name'), render: (row) => <strong>{row.name}</strong> },
    { key: 'category', header: t('parameters.establishments.category'), render: (row) => row.category ?? '—' },
    { key: 'city', header: t('fields.city'), render: (row) => row.city ?? '—' },
    { key: 'phone', header: t('fields.phone'), render: (row) => row.phone ?? '—' },
    {
      key: 'actions',
      header: <span className="erep-visually-hidden">{t('parameters.actions')}</span>,
      align: 'end',
      render: (row) => (
        <span className="account-row-actions">
          <Button size="sm" variant="secondary" onClick={() => setEditing(row)} aria-label={t('parameters.editNamed', { name: row.name })}>
            {t('parameters.edit')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => (row.archived ? void toggleArchive(row) : setArchiving(row))}
            aria-label={t(row.archived ? 'parameters.establishments.restoreNamed' : 'parameters.establishments.archiveNamed', { name: row.name })}
          >
            {t(row.archived ? 'parameters.establishments.restore' : 'parameters.establishments.archive')}
          </Button>
        </span>
      ),
    },
  ];

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / PER_PAGE)) : 1;
  return (
    <Card>
      <div className="account-toolbar">
        <TextField
          label={t('parameters.search')}
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
        />
        <label className="account-inline-check">
          <input
            type="checkbox"
            checked={archived === 'true'}
            onChange={(event) => {
              setArchived(event.target.checked ? 'true' : 'false');
              setPage(1);
            }}
          />
          {t('parameters.establishments.showArchived')}
        </label>
        <Button onClick={() => setEditing('new')} data-testid="establishment-new">
          {t('parameters.establishments.new')}
        </Button>
      </div>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <LoadFailed onRetry={list.refetch} />
      ) : (
        <>
          <Table
            columns={columns}
            rows={list.data.data}
            rowKey={(row) => row.id}
            pageSize={PER_PAGE}
            caption={t('parameters.tabs.establishments')}
            empty={{
              title: t(q ? 'parameters.establishments.noMatch' : archived === 'true' ? 'parameters.establishments.noArchived' : 'parameters.establishments.empty'),
            }}
          />
          {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onChange={setPage} /> : null}
        </>
      )}
      {editing ? <EstablishmentForm tag={tag} establishment={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={archiving !== null}
        title={t('parameters.establishments.archiveTitle')}
        message={t('parameters.establishments.archiveMessage', { name: archiving?.name ?? '' })}
        confirmLabel={t('parameters.establishments.archive')}
        cancelLabel={t('parameters.cancel')}
        variant="danger"
        loading={archive.isPending}
        onConfirm={() => archiving && void toggleArchive(archiving)}
        onCancel={() => setArchiving(null)}
      />
    </Card>
  );
}
