/** The parameters page's tabs, as they appear in the address (parameters/{tab}/{sub_tab}). */
export const PARAMETER_TABS = ['establishments', 'staff', 'units', 'seller_codes', 'users', 'theme', 'competitors', 'platforms', 'developer'] as const;
export type ParameterTab = (typeof PARAMETER_TABS)[number];

export const parametersPath = (tag: string, tab: ParameterTab, subTab?: string | number): string =>
  `/customer/${tag}/account/parameters/${tab}${subTab === undefined ? '' : `/${subTab}`}`;
