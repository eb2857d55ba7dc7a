import { COUNTRIES, COUNTRY_SHORTLIST } from '@erep/shared/rules';

/** The spec's shortlist of five first, then every other country. */
export function countryOptions(): { value: string; label: string }[] {
  const short = new Set(COUNTRY_SHORTLIST.map((c) => c.code));
  return [...COUNTRY_SHORTLIST, ...COUNTRIES.filter((c) => !short.has(c.code))].map((c) => ({ value: c.code, label: c.name }));
}
