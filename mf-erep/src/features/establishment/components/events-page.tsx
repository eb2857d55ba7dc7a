import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EstablishmentEvent } from '@erep/shared/schemas';
import { Button, Card, ConfirmDialog, Page, Table, TextField, notify } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { useEstablishmentPage } from '../../../components/establishment-context';
import { QueryView } from '../../../components/query-view';
import { formatDay } from '../../../lib/format';
import { useDeleteEvent } from '../api/delete-event';
import { useEvents } from '../api/get-events';
import { useSaveEvent } from '../api/save-event';
import { EventForm } from './event-form';

/** The owner's events (new menu, renovation, promotion, staff change), shown as markers on the trends. */
export function EventsPage() {
  const { t, i18n } = useTranslation('erep');
  const { tag, establishmentId } = useEstablishmentPage();
  const events = useEvents(tag, establishmentId);
  const save = useSaveEvent(tag, establishmentId);
  const remove = useDeleteEvent(tag, establishmentId);
  // null: no form; 'new': adding; an event: editing it.
  const [editing, setEditing] = useState<EstablishmentEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EstablishmentEvent | null>(null);
  const [search, setSearch] = useState('');

  const open = (target: EstablishmentEvent | 'new') => {
    save.reset();
    setEditing(target);
  };
  const dates = (e: EstablishmentEvent) => (e.end_day ? `${formatDay(i18n.language, e.day)} → ${formatDay(i18n.language, e.end_day)}` : formatDay(i18n.language, e.day));

  return (
    <Page
      title={t('estab.events.title')}
      description={t('estab.events.description')}
      testId="estab-events"
      actions={
        editing === null ? (
          <Button type="button" onClick={() => open('new')} data-testid="event-add">
            {t('estab.events.add')}
          </Button>
        ) : null
      }
    >
      {editing !== null ? (
        <Card>
          <EventForm
            key={editing === 'new' ? 'new' : editing.id}
            event={editing === 'new' ? null : editing}
            saving={save.isPending}
            serverError={save.error}
            onCancel={() => setEditing(null)}
            onSave={(input) =>
              save.mutate(
                { input, eventId: editing === 'new' ? null : editing.id },
                {
                  onSuccess: () => {
                    setEditing(null);
                    notify('success', t('estab.events.saved'));
                  },
                },
              )
            }
          />
        </Card>
      ) : null}
      <Card>
        <QueryView query={events} isEmpty={(data) => data.length === 0} empty={t('estab.events.empty')}>
          {(data) => {
            const needle = search.trim().toLowerCase();
            const rows = needle ? data.filter((e) => `${e.title} ${e.note ?? ''} ${t(`estab.events.kinds.${e.kind}`)}`.toLowerCase().includes(needle)) : data;
            return (
              <>
                <div className={styles.toolbar}>
                  <TextField label={t('estab.events.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
                </div>
                <Table<EstablishmentEvent>
                  rows={rows}
                  pageSize={20}
                  rowKey={(e) => e.id}
                  caption={t('estab.events.caption')}
                  columns={[
                    { key: 'dates', header: t('estab.events.dates'), render: dates },
                    { key: 'kind', header: t('estab.events.kind'), render: (e) => t(`estab.events.kinds.${e.kind}`) },
                    {
                      key: 'title',
                      header: t('estab.events.name'),
                      render: (e) => (
                        <span data-testid="event-row-title">
                          <strong>{e.title}</strong>
                          {e.note ? <span> — {e.note}</span> : null}
                        </span>
                      ),
                    },
                    {
                      key: 'actions',
                      header: t('estab.events.actions'),
                      render: (e) => (
                        <span className={styles.toolbar}>
                          <Button type="button" size="sm" variant="secondary" onClick={() => open(e)} aria-label={`${t('estab.events.edit')} — ${e.title}`}>
                            {t('estab.events.edit')}
                          </Button>
                          <Button type="button" size="sm" variant="ghost" onClick={() => setDeleting(e)} aria-label={`${t('estab.events.delete')} — ${e.title}`} data-testid="event-delete">
                            {t('estab.events.delete')}
                          </Button>
                        </span>
                      ),
                    },
                  ]}
                />
              </>
            );
          }}
        </QueryView>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={t('estab.events.confirmTitle')}
        message={t('estab.events.confirmBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('estab.events.confirm')}
        cancelLabel={t('estab.events.cancel')}
        variant="danger"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify('success', t('estab.events.deleted'));
            },
          });
        }}
      />
    </Page>
  );
}
