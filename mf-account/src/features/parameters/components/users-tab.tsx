import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountUser } from '@erep/shared/schemas';
import { Button, Card, ConfirmDialog, Spinner, Table, notify, type TableColumn } from '@erep/shared/ui';
import { ApiRequestError } from '@erep/shared/api';
import { LoadFailed } from '../../../components/load-failed';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useAllEstablishments } from '../api/list-establishments';
import { useAccountUsers } from '../api/list-users';
import { useResendInvitation } from '../api/resend-invitation';
import { useUpdateUser } from '../api/update-user';
import { paramFailure } from '../lib/errors';
import { UserForm } from './user-form';

/** The account's users: invite by email, change role and establishments, deactivate or reactivate. */
export function UsersTab({ tag }: { tag: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const users = useAccountUsers(tag);
  const establishments = useAllEstablishments(tag);
  const update = useUpdateUser(tag);
  const resend = useResendInvitation(tag);
  const [editing, setEditing] = useState<AccountUser | 'new' | null>(null);
  const [toggling, setToggling] = useState<AccountUser | null>(null);
  const nameOf = (id: number) => establishments.data?.find((e) => e.id === id)?.name ?? `#${id}`;

  if (users.isError && users.error instanceof ApiRequestError && users.error.status === 403) {
    return (
      <Card>
        <p className="account-muted">{t('parameters.errors.ownerOnly')}</p>
      </Card>
    );
  }

  const toggle = async (user: AccountUser) => {
    try {
      await update.mutateAsync({ id: user.id, input: { role: user.role, establishments: user.establishments, active: !user.active } });
      notify('success', t(user.active ? 'parameters.users.deactivated' : 'parameters.users.reactivated', { email: user.email }));
    } catch (error) {
      notify('error', paramFailure(t, error));
    }
    setToggling(null);
  };

  const sendAgain = async (user: AccountUser) => {
    try {
      await resend.mutateAsync(user.id);
      notify('success', t('parameters.users.resent', { email: user.email }));
    } catch (error) {
      notify('error', paramFailure(t, error));
    }
  };

  const stateOf = (row: AccountUser): string => {
    if (!row.active) return t('parameters.users.inactive');
    return t(row.invited ? 'parameters.users.pending' : 'parameters.users.active');
  };

  const columns: TableColumn<AccountUser>[] = [
    { key: 'name', header: t('parameters.users.name'), render: (row) => `${row.first_name} ${row.last_name}`.trim() || '—' },
    { key: 'email', header: t('fields.email'), render: (row) => row.email },
    { key: 'role', header: t('parameters.users.role'), render: (row) => t(`parameters.users.roles.${row.role}`) },
    {
      key: 'establishments',
      header: t('parameters.users.establishments'),
      render: (row) => (row.role === 'owner' ? t('parameters.users.all') : row.establishments.map(nameOf).join(', ')),
    },
    { key: 'state', header: t('parameters.users.state'), render: stateOf },
    {
      key: 'actions',
      header: <span className="erep-visually-hidden">{t('parameters.actions')}</span>,
      align: 'end',
      render: (row) =>
        row.self ? (
          <span className="account-muted">{t('parameters.users.you')}</span>
        ) : (
          <span className="account-row-actions">
            {row.invited && row.active ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('parameters.users.resendNamed', { email: row.email })}
                loading={resend.isPending && resend.variables === row.id}
                onClick={() => void sendAgain(row)}
              >
                {t('parameters.users.resend')}
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" aria-label={t('parameters.editNamed', { name: row.email })} onClick={() => setEditing(row)}>
              {t('parameters.edit')}
            </Button>
            <Button
              size="sm"
              variant={row.active ? 'danger' : 'secondary'}
              aria-label={t(row.active ? 'parameters.users.deactivateNamed' : 'parameters.users.reactivateNamed', { email: row.email })}
              onClick={() => (row.active ? setToggling(row) : void toggle(row))}
            >
              {t(row.active ? 'parameters.users.deactivate' : 'parameters.users.reactivate')}
            </Button>
          </span>
        ),
    },
  ];

  return (
    <Card>
      <div className="account-toolbar">
        <p className="account-muted">{t('parameters.users.intro')}</p>
        <Button onClick={() => setEditing('new')} data-testid="user-invite">
          {t('parameters.users.invite')}
        </Button>
      </div>
      {users.isPending ? (
        <Spinner label={t('loading')} />
      ) : users.isError ? (
        <LoadFailed onRetry={users.refetch} />
      ) : (
        <Table columns={columns} rows={users.data} rowKey={(row) => row.id} pageSize={20} caption={t('parameters.tabs.users')} />
      )}
      {editing ? <UserForm tag={tag} user={editing === 'new' ? null : editing} establishments={establishments.data ?? []} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={toggling !== null}
        title={t('parameters.users.deactivateTitle')}
        message={t('parameters.users.deactivateMessage', { email: toggling?.email ?? '' })}
        confirmLabel={t('parameters.users.deactivate')}
        cancelLabel={t('parameters.cancel')}
        variant="danger"
        loading={update.isPending}
        onConfirm={() => toggling && void toggle(toggling)}
        onCancel={() => setToggling(null)}
      />
    </Card>
  );
}
