import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { staffInputSchema, type StaffInput, type StaffMember } from '@erep/shared/schemas';
import { TextField } from '@erep/shared/ui';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useDeleteStaff } from '../api/delete-staff';
import { useStaff } from '../api/list-staff';
import { useSaveStaff } from '../api/save-staff';
import { RecordSection } from './record-section';

const fullName = (person: Pick<StaffInput, 'first_name' | 'last_name'>) => `${person.first_name} ${person.last_name}`;

/** The staff of one establishment: list, add, edit, remove. */
export function StaffSection({ tag, establishmentId }: { tag: string; establishmentId: number }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <RecordSection<StaffMember, v.InferInput<typeof staffInputSchema>, StaffInput>
      kind="staff"
      list={useStaff(tag, establishmentId)}
      save={useSaveStaff(tag, establishmentId)}
      remove={useDeleteStaff(tag, establishmentId)}
      schema={staffInputSchema}
      empty={{ first_name: '', last_name: '', department: '', tag: '' }}
      nameOf={fullName}
      savedName={fullName}
      valuesOf={(row) => ({ first_name: row.first_name, last_name: row.last_name, department: row.department ?? '', tag: row.tag })}
      columns={[
        { key: 'name', header: t('parameters.staff.name'), render: fullName },
        { key: 'department', header: t('parameters.staff.department'), render: (row) => row.department ?? '—' },
      ]}
      fields={(register, error) => (
        <>
          <TextField label={t('fields.first_name')} required error={error('first_name')} {...register('first_name')} />
          <TextField label={t('fields.last_name')} required error={error('last_name')} {...register('last_name')} />
          <TextField label={t('parameters.staff.department')} error={error('department')} {...register('department')} />
        </>
      )}
      formTestId="staff-form"
    />
  );
}
