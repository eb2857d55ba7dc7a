import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@erep/shared/api';
import { apiErrorCode, apiErrorText } from '@erep/shared/i18n';
import type { AdminAdvantage } from '@erep/shared/schemas';
import { isAccountManager, useSession } from '@erep/shared/session';
import { Alert, Button, ConfirmDialog, Spinner, Table, notify, type TableColumn } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useDeleteAdvantage } from '../api/delete-advantage';
import { useAdvantages } from '../api/get-advantages';
import { useEstablishments } from '../api/get-establishments';
import { useSetAdvantageActive } from '../api/set-advantage-active';
import styles from './advantages.module.css';
import { AdvantageStateTag } from './advantage-state';

/** Every advantage with its state and figures; edit, pause or resume, delete after confirmation. */
export function AdvantageList({ tag, onEdit, onCreate }: { tag: string; onEdit: (id: number) => void; onCreate: () => void }) {
  const { t, i18n } = useTranslation(LEADGEN_NS);
  const list = useAdvantages(tag);
  const places = useEstablishments(tag);
  const toggle = useSetAdvantageActive(tag);
  const remove = useDeleteAdvantage(tag);
  const [deleting, setDeleting] = useState<AdminAdvantage | null>(null);
  // A manager may change only advantages of their own establishments; account-wide ones are the owners'.
  const manager = isAccountManager(useSession().user);
  const ownersOnly = (a: AdminAdvantage) => manager && a.establishments.length === 0;
  /** The server's reason when it refuses a manager, else the generic failure. */
  const failure = (error: unknown, fallback: string) => (apiErrorCode(error) === 'owner_only' ? apiErrorText(error) : t(fallback));

  if (list.isPending) return <Spinner label={t('advantages.loading')} />;
  if (list.isError) {
    return (
      <Alert kind="error" title={t(list.error instanceof ApiRequestError && list.error.status === 403 ? 'advantages.errors.forbidden' : 'advantages.errors.load')}>
        <Button type="button" variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t('advantages.retry')}
        </Button>
      </Alert>
    );
  }

  const placeName = (id: number) => places.data?.find((p) => p.id === id)?.name ?? `#${id}`;
  const kindText = (a: AdminAdvantage) =>
    a.kind === 'percent' || a.kind === 'amount' ? t(`advantages.kindValue.${a.kind}`, { value: a.value ?? 0 }) : t(`advantages.kinds.${a.kind}`);

  const columns: TableColumn<AdminAdvantage>[] = [
    {
      key: 'title',
      header: t('advantages.columns.title'),
      render: (a) => (
        <>
          <strong>{a.title}</strong>
          <div className={styles.muted}>{kindText(a)}</div>
        </>
      ),
    },
    { key: 'state', header: t('advantages.columns.state'), render: (a) => <AdvantageStateTag state={a.state} /> },
    {
      key: 'where',
      header: t('advantages.columns.where'),
      render: (a) => (a.establishments.length === 0 ? t('advantages.allEstablishments') : a.establishments.map(placeName).join(', ')),
    },
    {
      key: 'validity',
      header: t('advantages.columns.validity'),
      render: (a) => (
        <>
          {t('advantages.validityDays', { count: a.validity_days })}
          {a.ends_on ? <div className={styles.muted}>{t('advantages.until', { date: new Date(`${a.ends_on}T12:00:00Z`).toLocaleDateString(i18n.language === 'sp' ? 'es' : i18n.language) })}</div> : null}
        </>
      ),
    },
    {
      key: 'quantity',
      header: t('advantages.columns.quantity'),
      render: (a) => (a.quantity_limit === null ? t('advantages.unlimited') : t('advantages.left', { left: a.remaining ?? 0, limit: a.quantity_limit })),
    },
    { key: 'issued', header: t('advantages.columns.issued'), align: 'end', render: (a) => a.issued },
    { key: 'validated', header: t('advantages.columns.validated'), align: 'end', render: (a) => a.validated },
    {
      key: 'actions',
      header: <span className="erep-visually-hidden">{t('advantages.columns.actions')}</span>,
      render: (a) =>
        ownersOnly(a) ? (
          <span className={styles.muted}>{t('advantages.ownersOnly')}</span>
        ) : (
          <div className={styles.actions}>
            <Button type="button" size="sm" variant="secondary" onClick={() => onEdit(a.id)} aria-label={t('advantages.editNamed', { title: a.title })}>
              {t('advantages.edit')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              loading={toggle.isPending && toggle.variables?.id === a.id}
              aria-label={t(a.active ? 'advantages.pauseNamed' : 'advantages.resumeNamed', { title: a.title })}
              onClick={() =>
                toggle.mutate(
                  { id: a.id, active: !a.active },
                  {
                    onSuccess: (saved) => notify('success', t(saved.active ? 'advantages.resumed' : 'advantages.paused')),
                    onError: (error) => notify('error', failure(error, 'advantages.errors.save')),
                  },
                )
              }
            >
              {t(a.active ? 'advantages.pause' : 'advantages.resume')}
            </Button>
            <Button type="button" size="sm" variant="danger" onClick={() => setDeleting(a)} aria-label={t('advantages.deleteNamed', { title: a.title })}>
              {t('advantages.delete')}
            </Button>
          </div>
        ),
    },
  ];

  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <Button type="button" onClick={onCreate} data-testid="advantage-new">
          {t('advantages.new')}
        </Button>
      </div>
      <Table
        columns={columns}
        rows={list.data}
        rowKey={(a) => a.id}
        caption={t('advantages.caption')}
        empty={{ title: t('advantages.empty.title'), description: t('advantages.empty.description') }}
      />
      {deleting ? (
        <ConfirmDialog
          title={t('advantages.confirmDelete.title')}
          message={t('advantages.confirmDelete.message', { title: deleting.title })}
          confirmLabel={t('advantages.delete')}
          variant="danger"
          loading={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                notify('success', t('advantages.deleted'));
                setDeleting(null);
              },
              onError: (error) => {
                notify('error', failure(error, apiErrorCode(error) === 'advantage_has_coupons' ? 'advantages.errors.hasCoupons' : 'advantages.errors.save'));
                setDeleting(null);
              },
            })
          }
        />
      ) : null}
    </div>
  );
}
