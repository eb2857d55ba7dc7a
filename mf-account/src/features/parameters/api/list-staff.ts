import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { StaffMember } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';
import { establishmentPath } from './base';

export const staffKey = accountKeys.staff;

export async function listStaff(tag: string, establishmentId: number): Promise<StaffMember[]> {
  return (await unwrap(api.get<{ data: StaffMember[] }>(`${establishmentPath(tag, establishmentId)}/staff`))).data;
}

export function useStaff(tag: string, establishmentId: number | null) {
  return useQuery({
    queryKey: staffKey(tag, establishmentId ?? 0),
    queryFn: () => listStaff(tag, establishmentId ?? 0),
    enabled: tag !== '' && establishmentId !== null,
  });
}
