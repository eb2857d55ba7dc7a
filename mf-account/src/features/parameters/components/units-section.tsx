import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { unitInputSchema, type Unit, type UnitInput } from '@erep/shared/schemas';
import { Button, ConfirmDialog, Spinner, Table, TextField, notify, type TableColumn } from '@erep/shared/ui';
import { LoadFailed } from '../../../components/load-failed';
import { applyServerErrors } from '../../../lib/field-error';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useDeleteUnit } from '../api/delete-unit';
import { useUnits } from '../api/list-units';
import { useSaveUnit } from '../api/save-unit';
import { paramFailure, paramFieldError } from '../lib/errors';

type FormValues = v.InferInput<typeof unitInputSchema>;
const FIELDS = ['name', 'tag'] as const;
const EMPTY: FormValues = { name: '', tag: '' };

/** The units (services) of one establishment: list, add, rename, remove. */
export function UnitsSection({ tag, establishmentId }: { tag: string; establishmentId: number }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const units = useUnits(tag, establishmentId);
  const save = useSaveUnit(tag, establishmentId);
  const remove = useDeleteUnit(tag, establishmentId);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Unit | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, UnitInput>({ resolver: valibotResolver(unitInputSchema), defaultValues: EMPTY });
  const err = (name: (typeof FIELDS)[number]) => paramFieldError(t, name, errors[name]?.message);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: editing, input });
      notify('success', t('parameters.units.saved', { name: input.name }));
      setEditing(null);
      reset(EMPTY);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) notify('error', paramFailure(t, error));
    }
  });

  const columns: TableColumn<Unit>[] = [
    { key: 'name', header: t('parameters.units.name'), render: (row) => row.name },
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
            aria-label={t('parameters.editNamed', { name: row.name })}
            onClick={() => {
              setEditing(row.id);
              reset({ name: row.name, tag: row.tag });
            }}
          >
            {t('parameters.edit')}
          </Button>
          <Button size="sm" variant="danger" aria-label={t('parameters.removeNamed', { name: row.name })} onClick={() => setRemoving(row)}>
            {t('parameters.remove')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="units-title">
      <h2 id="units-title" className="account-subtitle">
        {t('parameters.tabs.units')}
      </h2>
      {units.isPending ? (
        <Spinner label={t('loading')} />
      ) : units.isError ? (
        <LoadFailed onRetry={units.refetch} />
      ) : (
        <Table columns={columns} rows={units.data} rowKey={(row) => row.id} pageSize={20} empty={{ title: t('parameters.units.empty') }} />
      )}
      <form onSubmit={onSubmit} noValidate className="account-form" data-testid="unit-form">
        <h3 className="account-subtitle">{editing === null ? t('parameters.units.add') : t('parameters.units.edit')}</h3>
        <div className="account-grid">
          <TextField label={t('parameters.units.name')} required error={err('name')} {...register('name')} />
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
        title={t('parameters.units.removeTitle')}
        message={t('parameters.removeMessage', { name: removing?.name ?? '' })}
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
