import type { ComponentType } from 'react';

/**
 * Feature modules: pages one remote owns and exposes so another area can show them without a copy.
 * mf-leadgen exposes each id below as `./<id>` (its webpack `exposes`); a consumer loads
 * `mf_leadgen/<id>` through the federation runtime with `FederatedFeature`, so a release of
 * mf-leadgen changes what every area shows.
 */
export const LEADGEN_FEATURES = ['advantages', 'partnerships', 'discount-coupons', 'qrcodes', 'screens'] as const;
export type LeadgenFeature = (typeof LEADGEN_FEATURES)[number];

/** mf-erep exposes the competitors and platform links of an establishment (`./competitors`). */
export const EREP_FEATURES = ['competitors'] as const;
export type ErepFeature = (typeof EREP_FEATURES)[number];

/** Federation id of a feature module: `<remote>/<expose>`. */
export type FeatureId = `mf_leadgen/${LeadgenFeature}` | `mf_erep/${ErepFeature}`;

/** The area showing a feature: its owner's own routes, or the account area. */
export type FeatureArea = 'leadgen' | 'account';

/** What a consumer passes to a feature component. */
export interface FeatureProps {
  /** Customer tag of the page (`/customer/:tag/...`). */
  tag: string;
  /** Who shows it: the owner publishes its own breadcrumbs only in its own area. */
  area: FeatureArea;
}

/**
 * The shape of every feature module. Importing it registers the owner's i18n namespace, and its
 * component renders inside the consumer's React tree (React, the router, react-query, i18next and
 * `@erep/shared/*` are federation singletons).
 */
export interface FeatureModule {
  default: ComponentType<FeatureProps>;
}
