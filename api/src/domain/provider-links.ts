import type { ProviderLink } from '@erep/shared/schemas';

export interface ProviderSettingRow {
  settingsId: number | null;
  establishmentName: string;
  establishmentTag: string;
  providerCategory: string;
  providerName: string;
  providerUrl: string;
  settingsValue1: string | null;
}

/** Spec section 3: url is provider_url with `{value1}` replaced by settings_value1; id defaults to 0. */
export function toProviderLink(row: ProviderSettingRow): ProviderLink {
  const value1 = row.settingsValue1 ?? '';
  return {
    establishment: row.establishmentName,
    establishmentTag: row.establishmentTag,
    category: row.providerCategory,
    name: row.providerName,
    providerurl: row.providerUrl,
    url: row.providerUrl.split('{value1}').join(value1),
    id: row.settingsId ?? 0,
    settings_value1: value1,
  };
}
