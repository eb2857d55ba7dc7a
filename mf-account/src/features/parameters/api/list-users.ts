import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AccountUser } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';
import { customerPath } from './base';

export const usersKey = accountKeys.users;

/** The account's users (owners only). */
export async function listUsers(tag: string): Promise<AccountUser[]> {
  return (await unwrap(api.get<{ data: AccountUser[] }>(`${customerPath(tag)}/account/users`))).data;
}

export function useAccountUsers(tag: string) {
  return useQuery({ queryKey: usersKey(tag), queryFn: () => listUsers(tag), enabled: tag !== '' });
}
