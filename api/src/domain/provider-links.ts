import type { ProviderLink } from '@erep/shared/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { establishmentProviders, providers } from '../db/schema';

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

/** An establishment's own review-platform links (competitors' settings left out), in setting order. */
export async function providerLinksOf(
  orm: Orm,
  establishment: { id: number; name: string; tag: string },
): Promise<ProviderLink[]> {
  const rows = await orm
    .select({
      settingsId: establishmentProviders.id,
      settingsValue1: establishmentProviders.settingsValue1,
      providerCategory: providers.category,
      providerName: providers.name,
      providerUrl: providers.providerUrl,
    })
    .from(establishmentProviders)
    .innerJoin(providers, eq(providers.id, establishmentProviders.providerId))
    .where(and(eq(establishmentProviders.establishmentId, establishment.id), isNull(establishmentProviders.competitorTag)))
    .orderBy(asc(establishmentProviders.id));
  return rows.map((row) => toProviderLink({ ...row, establishmentName: establishment.name, establishmentTag: establishment.tag }));
}
