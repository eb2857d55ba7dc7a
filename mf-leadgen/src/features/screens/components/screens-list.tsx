import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@erep/shared/i18n';
import type { ScreenAdmin } from '@erep/shared/schemas';
import { Button, ConfirmDialog, Table, notify, type TableColumn } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useDeleteScreen } from '../api/delete-screen';
import styles from '../screens.module.css';
import { screenRule } from './screen-rule';

/** The screens, their rule and public link; edit or delete each. */
export function ScreensList({ tag, rows, onEdit }: { tag: string; rows: ScreenAdmin[]; onEdit: (screen: ScreenAdmin) => void }) {
  const { t } = useTranslation(LEADGEN_NS);
  const remove = useDeleteScreen(tag);
  const [deleting, setDeleting] = useState<ScreenAdmin | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.tag);
      notify('success', t('screens.deleted'));
    } catch (error) {
      notify('error', apiErrorText(error));
    } finally {
      setDeleting(null);
    }
  };

  const columns: TableColumn<ScreenAdmin>[] = [
    { key: 'name', header: t('screens.columns.name'), render: (s) => <strong>{s.name}</strong> },
    { key: 'establishment', header: t('screens.columns.establishment'), render: (s) => s.establishment.name },
    { key: 'language', header: t('screens.columns.language'), render: (s) => t(`screens.languages.${s.language}`) },
    { key: 'rule', header: t('screens.columns.rule'), render: (s) => screenRule(t, s) },
    { key: 'interval', header: t('screens.columns.interval'), render: (s) => t('screens.seconds', { count: s.interval_seconds }) },
    {
      key: 'link',
      header: t('screens.columns.link'),
      render: (s) => (
        <a href={s.path} target="_blank" rel="noreferrer" data-testid="screen-link">
          {s.path}
        </a>
      ),
    },
    {
      key: 'actions',
      header: <span className="erep-visually-hidden">{t('screens.columns.actions')}</span>,
      align: 'end',
      render: (s) => (
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => onEdit(s)} aria-label={t('screens.editNamed', { name: s.name })}>
            {t('screens.edit')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting(s)} aria-label={t('screens.deleteNamed', { name: s.name })}>
            {t('screens.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <Table columns={columns} rows={rows} rowKey={(s) => s.tag} caption={t('screens.listCaption')} empty={{ title: t('screens.emptyTitle'), description: t('screens.emptyDescription') }} />
      {deleting ? (
        <ConfirmDialog
          title={t('screens.deleteTitle')}
          message={t('screens.deleteMessage', { name: deleting.name })}
          confirmLabel={t('screens.delete')}
          variant="danger"
          loading={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
