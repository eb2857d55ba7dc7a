import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AccountTheme, AccountThemeInput } from '@erep/shared/schemas';
import { customerPath } from './base';
import { themeKey } from './get-theme';

export async function saveTheme(tag: string, input: AccountThemeInput): Promise<AccountTheme> {
  return (await unwrap(api.put<{ data: AccountTheme }>(`${customerPath(tag)}/account/theme`, input))).data;
}

export function useSaveTheme(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountThemeInput) => saveTheme(tag, input),
    onSuccess: (saved) => client.setQueryData(themeKey(tag), saved),
  });
}
