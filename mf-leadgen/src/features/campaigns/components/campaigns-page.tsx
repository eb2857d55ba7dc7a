import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '@erep/shared/bus';
import { apiErrorText } from '@erep/shared/i18n';
import type { CampaignSummary } from '@erep/shared/schemas';
import { Alert, Button, Card, ConfirmDialog, Page, Spinner, Table, notify, type TableColumn } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useCampaigns } from '../api/get-campaigns';
import { useSendCampaign } from '../api/send-campaign';
import { CampaignForm } from './campaign-form';
import { CapSettings } from './cap-settings';
import '../../../components/outreach.css';

type Editing = { campaign: CampaignSummary | null } | null;
type Pending = { kind: 'send' | 'delete'; campaign: CampaignSummary } | null;

/** Automated emailing: the campaigns, their figures, the frequency cap, and the campaign form. */
export function CampaignsPage({ tag }: { tag: string }) {
  const { t, i18n } = useTranslation(LEADGEN_NS);
  const k = (key: string) => `outreach.campaigns.${key}`;
  const title = t(k('title'));
  useBreadcrumbs([{ label: t('area'), to: '/home/leadgen' }, { label: title }]);
  const campaigns = useCampaigns(tag);
  const send = useSendCampaign(tag);
  const remove = useDeleteCampaign(tag);
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<Pending>(null);
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language === 'sp' ? 'es' : i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'send') {
        await send.mutateAsync(pending.campaign.id);
        notify('success', t(k('sending')));
      } else {
        await remove.mutateAsync(pending.campaign.id);
        notify('success', t(k('deleted')));
      }
    } catch (error) {
      notify('error', apiErrorText(error));
    }
    setPending(null);
  };

  const open = (c: CampaignSummary) => c.status === 'draft' || c.status === 'scheduled';
  const columns: TableColumn<CampaignSummary>[] = [
    { key: 'name', header: t(k('columns.name')), render: (c) => <b>{c.name}</b> },
    { key: 'status', header: t(k('columns.status')), render: (c) => <span className={`outreach-state outreach-state--${c.status}`}>{t(k(`status.${c.status}`))}</span> },
    { key: 'when', header: t(k('columns.when')), render: (c) => date(c.finished_at ?? c.scheduled_at) },
    { key: 'audience', header: t(k('columns.audience')), align: 'end', render: (c) => c.figures.audience },
    { key: 'sent', header: t(k('columns.sent')), align: 'end', render: (c) => <span data-testid="campaign-sent">{c.figures.sent}</span> },
    { key: 'capped', header: t(k('columns.capped')), align: 'end', render: (c) => <span data-testid="campaign-capped">{c.figures.capped}</span> },
    { key: 'opened', header: t(k('columns.opened')), align: 'end', render: (c) => c.figures.opened },
    { key: 'coupons', header: t(k('columns.coupons')), align: 'end', render: (c) => c.figures.coupons_validated },
    {
      key: 'actions',
      header: t(k('columns.actions')),
      render: (c) =>
        open(c) ? (
          <span className="outreach-row-actions">
            <Button size="sm" variant="secondary" onClick={() => setEditing({ campaign: c })}>
              {t(k('edit'))}
            </Button>
            <Button size="sm" onClick={() => setPending({ kind: 'send', campaign: c })}>
              {t(k('send'))}
            </Button>
            <Button size="sm" variant="danger" onClick={() => setPending({ kind: 'delete', campaign: c })}>
              {t('outreach.delete')}
            </Button>
          </span>
        ) : null,
    },
  ];

  return (
    <Page
      title={title}
      description={t(k('description'))}
      testId="leadgen-campaigns"
      actions={
        editing ? null : (
          <Button onClick={() => setEditing({ campaign: null })} data-testid="campaign-new">
            {t(k('new'))}
          </Button>
        )
      }
    >
      {editing && <CampaignForm key={editing.campaign?.id ?? 'new'} tag={tag} campaign={editing.campaign} onDone={() => setEditing(null)} />}
      <Card>
        {campaigns.isPending ? (
          <Spinner label={t('outreach.loading')} />
        ) : campaigns.isError ? (
          <Alert kind="error">
            {t('outreach.loadFailed')}{' '}
            <Button size="sm" variant="secondary" onClick={() => void campaigns.refetch()}>
              {t('outreach.retry')}
            </Button>
          </Alert>
        ) : (
          <Table columns={columns} rows={campaigns.data} rowKey={(c) => c.id} pageSize={10} empty={{ title: t(k('empty')), description: t(k('emptyHint')) }} caption={title} />
        )}
      </Card>
      <CapSettings tag={tag} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'send' ? t(k('sendTitle')) : t(k('deleteTitle'))}
        message={pending ? t(k(pending.kind === 'send' ? 'sendConfirm' : 'deleteConfirm'), { name: pending.campaign.name }) : ''}
        confirmLabel={pending?.kind === 'send' ? t(k('send')) : t('outreach.delete')}
        cancelLabel={t('outreach.cancel')}
        variant={pending?.kind === 'delete' ? 'danger' : 'primary'}
        loading={send.isPending || remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Page>
  );
}
