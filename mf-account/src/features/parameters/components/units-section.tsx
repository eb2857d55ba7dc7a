import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { unitInputSchema, type Unit, type UnitInput } from '@erep/shared/schemas';
import { TextField } from '@erep/shared/ui';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useDeleteUnit } from '../api/delete-unit';
import { useUnits } from '../api/list-units';
import { useSaveUnit } from '../api/save-unit';
import { RecordSection } from './record-section';

/** The units (services) of one establishment: list, add, rename, remove. */
export function UnitsSection({ tag, establishmentId }: { tag: string; establishmentId: number }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <RecordSection<Unit, v.InferInput<typeof unitInputSchema>, UnitInput>
      kind="units"
      list={useUnits(tag, establishmentId)}
      save={useSaveUnit(tag, establishmentId)}
      remove={useDeleteUnit(tag, establishmentId)}
      schema={unitInputSchema}
      empty={{ name: '', tag: '' }}
      nameOf={(row) => row.name}
      savedName={(input) => input.name}
      valuesOf={(row) => ({ name: row.name, tag: row.tag })}
      columns={[{ key: 'name', header: t('parameters.units.name'), render: (row) => row.name }]}
      fields={(register, error) => <TextField label={t('parameters.units.name')} required error={error('name')} {...register('name')} />}
      formTestId="unit-form"
    />
  );
}
