import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import type { ApiErrorBody, PartnerTheme, PartnerThemeInput } from '@erep/shared/schemas';
import { partnerKeys } from '../../../lib/partner-keys';
import { partnerThemeKey } from './get-partner-theme';

/** The answer as it came: 400 carries field errors the form shows beside each field. */
export const putPartnerTheme = (input: PartnerThemeInput): Promise<ApiResult<{ data: PartnerTheme }>> =>
  api.put<{ data: PartnerTheme }>('partner/theme', input);

export type ThemeSave = { kind: 'ok'; theme: PartnerTheme } | { kind: 'invalid'; errors: Record<string, string[]> } | { kind: 'error'; error: ApiErrorBody };

export async function savePartnerTheme(input: PartnerThemeInput): Promise<ThemeSave> {
  const result = await putPartnerTheme(input);
  if (result.ok) return { kind: 'ok', theme: result.data.data };
  if (result.status === 400 && result.error.errors) return { kind: 'invalid', errors: result.error.errors };
  return { kind: 'error', error: result.error };
}

/**
 * The save mutation: its data is the outcome. A saved theme replaces the cached one and makes the
 * partner's public info (brand, terms) and chat settings stale.
 */
export function useUpdatePartnerTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePartnerTheme,
    onSuccess: async (outcome) => {
      if (outcome.kind !== 'ok') return;
      client.setQueryData(partnerThemeKey, outcome.theme);
      await Promise.all([
        client.invalidateQueries({ queryKey: partnerKeys.infoAll }),
        client.invalidateQueries({ queryKey: partnerKeys.chatAll }),
      ]);
    },
  });
}
