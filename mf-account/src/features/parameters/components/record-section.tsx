import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { Button, ConfirmDialog, Spinner, Table, TextField, notify, type TableColumn } from '@erep/shared/ui';
import { LoadFailed } from '../../../components/load-failed';
import { applyServerErrors } from '../../../lib/field-error';
import { ACCOUNT_NS } from '../../../lib/sections';
import { paramFailure, paramFieldError } from '../lib/errors';

interface TaggedRecord {
  id: number;
  tag: string;
}

type Values = { [field: string]: string | null | undefined };

export interface RecordSectionProps<Row extends TaggedRecord, FormValues extends Values, Input> {
  /** The ids and the texts under `parameters.<kind>` (`title`, `empty`, `add`, `edit`, `saved`, `removeTitle`). */
  kind: 'staff' | 'units';
  list: { isPending: boolean; isError: boolean; data: Row[] | undefined; refetch: () => unknown };
  save: { isPending: boolean; mutateAsync: (change: { id: number | null; input: Input }) => Promise<unknown> };
  remove: { isPending: boolean; mutateAsync: (id: number) => Promise<unknown> };
  schema: v.GenericSchema<FormValues, Input>;
  empty: FormValues;
  /** How the row and the saved input are named in buttons, messages and the confirmation. */
  nameOf: (row: Row) => string;
  savedName: (input: Input) => string;
  valuesOf: (row: Row) => FormValues;
  /** The columns before the tag and the actions. */
  columns: TableColumn<Row>[];
  /** The fields before the tag. */
  fields: (register: UseFormRegister<FormValues>, error: (field: Path<FormValues>) => string | undefined) => ReactNode;
  formTestId: string;
}

/** One establishment's records with a tag (staff, units): a table, a form to add or edit one, removal after confirmation. */
export function RecordSection<Row extends TaggedRecord, FormValues extends Values, Input>(props: RecordSectionProps<Row, FormValues, Input>) {
  const { kind, list, save, remove, nameOf } = props;
  const { t } = useTranslation(ACCOUNT_NS);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const empty = props.empty as DefaultValues<FormValues>;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, Input>({ resolver: valibotResolver(props.schema), defaultValues: empty });
  const fieldNames = [...Object.keys(props.empty)];
  const error = (field: Path<FormValues>) => paramFieldError(t, field, errors[field]?.message as string | undefined);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: editing, input });
      notify('success', t(`parameters.${kind}.saved`, { name: props.savedName(input) }));
      setEditing(null);
      reset(empty);
    } catch (failure) {
      if (!applyServerErrors(failure, setError, fieldNames)) notify('error', paramFailure(t, failure));
    }
  });

  const columns: TableColumn<Row>[] = [
    ...props.columns,
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
            aria-label={t('parameters.editNamed', { name: nameOf(row) })}
            onClick={() => {
              setEditing(row.id);
              reset(props.valuesOf(row));
            }}
          >
            {t('parameters.edit')}
          </Button>
          <Button size="sm" variant="danger" aria-label={t('parameters.removeNamed', { name: nameOf(row) })} onClick={() => setRemoving(row)}>
            {t('parameters.remove')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`} className="account-subtitle">
        {t(`parameters.tabs.${kind}`)}
      </h2>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <LoadFailed onRetry={list.refetch} />
      ) : (
        <Table columns={columns} rows={list.data ?? []} rowKey={(row) => row.id} pageSize={20} empty={{ title: t(`parameters.${kind}.empty`) }} />
      )}
      <form onSubmit={onSubmit} noValidate className="account-form" data-testid={props.formTestId}>
        <h3 className="account-subtitle">{editing === null ? t(`parameters.${kind}.add`) : t(`parameters.${kind}.edit`)}</h3>
        <div className="account-grid">
          {props.fields(register, error)}
          <TextField label={t('parameters.tag')} hint={t('parameters.tagHint')} error={error('tag' as Path<FormValues>)} {...register('tag' as Path<FormValues>)} />
        </div>
        <div className="account-actions">
          {editing !== null ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setEditing(null);
                reset(empty);
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
        title={t(`parameters.${kind}.removeTitle`)}
        message={t('parameters.removeMessage', { name: removing ? nameOf(removing) : '' })}
        confirmLabel={t('parameters.remove')}
        cancelLabel={t('parameters.cancel')}
        variant="danger"
        loading={remove.isPending}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            notify('success', t('parameters.removed'));
          } catch (failure) {
            notify('error', paramFailure(t, failure));
          }
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
