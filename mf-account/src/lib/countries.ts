import { COUNTRIES, COUNTRY_SHORTLIST } from '@erep/shared/rules';

const SHORT = new Set(COUNTRY_SHORTLIST.map((c) => c.code));

/** The spec's shortlist of five first, then every other country. */
export const COUNTRY_OPTIONS: readonly { value: string; label: string }[] = [
  ...COUNTRY_SHORTLIST,
  ...COUNTRIES.filter((c) => !SHORT.has(c.code)),
].map((c) => ({ value: c.code, label: c.name }));
