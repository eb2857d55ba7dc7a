import { api, apiError } from '@erep/shared/api';
import type { PartnerTheme, PartnerThemeInput } from '@erep/shared/schemas';

export type ThemeLoad = { kind: 'ok'; theme: PartnerTheme } | { kind: 'forbidden' } | { kind: 'error' };

export async function loadTheme(): Promise<ThemeLoad> {
  const result = await api.get<{ data: PartnerTheme }>('partner/theme');
  if (result.ok) return { kind: 'ok', theme: result.data.data };
  return result.status === 403 ? { kind: 'forbidden' } : { kind: 'error' };
}

export type ThemeSave = { kind: 'ok'; theme: PartnerTheme } | { kind: 'invalid'; errors: Record<string, string[]> } | { kind: 'error'; message: string };

export async function saveTheme(input: PartnerThemeInput): Promise<ThemeSave> {
  const result = await api.put<{ data: PartnerTheme }>('partner/theme', input);
  if (result.ok) return { kind: 'ok', theme: result.data.data };
  const error = apiError(result);
  if (result.status === 400 && error?.errors) return { kind: 'invalid', errors: error.errors };
  return { kind: 'error', message: error?.message ?? '' };
}
