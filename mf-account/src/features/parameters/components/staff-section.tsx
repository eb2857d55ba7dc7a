import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { staffInputSchema, type StaffInput, type StaffMember } from '@erep/shared/schemas';
import { Button, ConfirmDialog, Spinner, Table, TextField, notify, type TableColumn } from '@erep/shared/ui';
import { LoadFailed } from '../../../components/load-failed';
import { applyServerErrors } from '../../../lib/field-error';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useDeleteStaff } from '../api/delete-staff';
import { useStaff } from '../api/list-staff';
import { useSaveStaff } from '../api/save-staff';
import { paramFailure, paramFieldError } from '../lib/errors';

type FormValues = v.InferInput<typeof staffInputSchema>;
const FIELDS = ['first_name', 'last_name', 'department', 'tag'] as const;
const EMPTY: FormValues = { first_name: '', last_name: '', department: '', tag: '' };

/** The staff of one establishment: list, add, edit, remove. */
export function StaffSection({ tag, establishmentId }: { tag: string; establishmentId: number }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const staff = useStaff(tag, establishmentId);
  const save = useSaveStaff(tag, establishmentId);
  const remove = useDeleteStaff(tag, establishmentId);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, StaffInput>({ resolver: valibotResolver(staffInputSchema), defaultValues: EMPTY });
  const err = (name: (typeof FIELDS)[number]) => paramFieldError(t, name, errors[name]?.message);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: editing, input });
      notify('success', t('parameters.staff.saved', { name: `${input.first_name} ${input.last_name}` }));
      setEditing(null);
      reset(EMPTY);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) notify('error', paramFailure(t, error));
    }
  });

  const columns: TableColumn<StaffMember>[] = [
    { key: 'name', header: t('parameters.staff.name'), render: (row) => `${row.first_name} ${row.last_name}` },
    { key: 'department', header: t('parameters.staff.department'), render: (row) => row.department ?? '—' },
    { key: 'tag', header: t('parameters.tag'), render: (row) => <code>{row.tag}</code> },
    {
      key: 'actions',
      header: <span className="erep-visually-hidden">{t('parameters.actions')}</span>,
      align: 'end',
      render: (row) => (
        <span className="account-row-actions">
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('parameters.editNamed', { name: `${row.first_name} ${row.last_name}` })}
            onClick={() => {
              setEditing(row.id);
              reset({ first_name: row.first_name, last_name: row.last_name, department: row.department ?? '', tag: row.tag });
            }}
          >
            {t('parameters.edit')}
          </Button>
          <Button size="sm" variant="danger" aria-label={t('parameters.removeNamed', { name: `${row.first_name} ${row.last_name}` })} onClick={() => setRemoving(row)}>
            {t('parameters.remove')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="staff-title">
      <h2 id="staff-title" className="account-subtitle">
        {t('parameters.tabs.staff')}
      </h2>
      {staff.isPending ? (
        <Spinner label={t('loading')} />
      ) : staff.isError ? (
        <LoadFailed onRetry={staff.refetch} />
      ) : (
        <Table columns={columns} rows={staff.data} rowKey={(row) => row.id} pageSize={20} empty={{ title: t('parameters.staff.empty') }} />
      )}
      <form onSubmit={onSubmit} noValidate className="account-form" data-testid="staff-form">
        <h3 className="account-subtitle">{editing === null ? t('parameters.staff.add') : t('parameters.staff.edit')}</h3>
        <div className="account-grid">
          <TextField label={t('fields.first_name')} required error={err('first_name')} {...register('first_name')} />
          <TextField label={t('fields.last_name')} required error={err('last_name')} {...register('last_name')} />
          <TextField label={t('parameters.staff.department')} error={err('department')} {...register('department')} />
          <TextField label={t('parameters.tag')} hint={t('parameters.tagHint')} error={err('tag')} {...register('tag')} />
        </div>
        <div className="account-actions">
          {editing !== null ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setEditing(null);
                reset(EMPTY);
              }}
            >
              {t('parameters.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            {editing === null ? t('parameters.add') : t('save')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={removing !== null}
        title={t('parameters.staff.removeTitle')}
        message={t('parameters.removeMessage', { name: removing ? `${removing.first_name} ${removing.last_name}` : '' })}
        confirmLabel={t('parameters.remove')}
        cancelLabel={t('parameters.cancel')}
        variant="danger"
        loading={remove.isPending}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            notify('success', t('parameters.removed'));
          } catch (error) {
            notify('error', paramFailure(t, error));
          }
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
