import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AccountTheme } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';
import { customerPath } from './base';

export const themeKey = accountKeys.theme;

/** The public pages' colours and logo. */
export async function getTheme(tag: string): Promise<AccountTheme> {
  return (await unwrap(api.get<{ data: AccountTheme }>(`${customerPath(tag)}/account/theme`))).data;
}

export function useAccountTheme(tag: string) {
  return useQuery({ queryKey: themeKey(tag), queryFn: () => getTheme(tag), enabled: tag !== '' });
}
