import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, intlLocale } from '@erep/shared/i18n';
import type { Partnership } from '@erep/shared/schemas';
import { Button, ConfirmDialog, Table, notify, type TableColumn } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useEndPartnership } from '../api/end-partnership';
import styles from '../partnerships.module.css';

/** Proposed, accepted and refused partnerships, with the offers each side gives. */
export function PartnershipsList({ tag, rows }: { tag: string; rows: Partnership[] }) {
  const { t } = useTranslation(LEADGEN_NS);
  const end = useEndPartnership(tag);
  const [ending, setEnding] = useState<Partnership | null>(null);
  const day = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' });

  const confirmEnd = async () => {
    if (!ending) return;
    try {
      await end.mutateAsync(ending.id);
      notify('success', t('partnerships.ended'));
    } catch (error) {
      notify('error', apiErrorText(error));
    } finally {
      setEnding(null);
    }
  };

  const columns: TableColumn<Partnership>[] = [
    {
      key: 'partner',
      header: t('partnerships.columns.partner'),
      render: (p) => (
        <>
          <strong>{p.partnerName}</strong>
          {p.partner?.city ? <span className={styles.muted}> · {p.partner.city}</span> : null}
          {p.message ? <div className={styles.muted}>{p.message}</div> : null}
        </>
      ),
    },
    { key: 'direction', header: t('partnerships.columns.direction'), render: (p) => t(`partnerships.direction.${p.direction}`) },
    { key: 'status', header: t('partnerships.columns.status'), render: (p) => <span className={styles.status}>{t(`partnerships.status.${p.status}`)}</span> },
    { key: 'ownOffer', header: t('partnerships.columns.ownOffer'), render: (p) => p.ownOffer?.title ?? '–' },
    { key: 'partnerOffer', header: t('partnerships.columns.partnerOffer'), render: (p) => p.partnerOffer?.title ?? '–' },
    { key: 'createdAt', header: t('partnerships.columns.createdAt'), render: (p) => day.format(new Date(p.createdAt)) },
    {
      key: 'actions',
      header: <span className="erep-visually-hidden">{t('partnerships.columns.actions')}</span>,
      align: 'end',
      render: (p) => (
        <Button size="sm" variant="secondary" onClick={() => setEnding(p)} aria-label={t('partnerships.endNamed', { name: p.partnerName })}>
          {p.status === 'pending' && p.direction === 'outgoing' ? t('partnerships.withdraw') : t('partnerships.end')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        caption={t('partnerships.listCaption')}
        empty={{ title: t('partnerships.emptyTitle'), description: t('partnerships.emptyDescription') }}
      />
      {ending ? (
        <ConfirmDialog
          title={t('partnerships.endTitle')}
          message={t('partnerships.endMessage', { name: ending.partnerName })}
          confirmLabel={t('partnerships.end')}
          variant="danger"
          loading={end.isPending}
          onConfirm={() => void confirmEnd()}
          onCancel={() => setEnding(null)}
        />
      ) : null}
    </>
  );
}
