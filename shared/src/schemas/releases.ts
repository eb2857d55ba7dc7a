import * as v from 'valibot';
import { REMOTE_PACKAGES, tagSchema, type RemotePackage } from './base';

export const remotePackageSchema = v.picklist(REMOTE_PACKAGES as [RemotePackage, ...RemotePackage[]], 'remote');
export const releaseVersionSchema = v.pipe(v.string(), v.regex(/^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/, 'version'));

/** A singleton a release declares, as its federation manifest lists it. */
export const declaredSharedSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  requiredVersion: v.pipe(v.string(), v.maxLength(100)),
});
export type DeclaredShared = v.InferOutput<typeof declaredSharedSchema>;

const labelSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(60));
const pathTemplateSchema = v.pipe(v.string(), v.regex(/^\/[A-Za-z0-9_/:.-]{0,200}$/, 'path'));
const routeNameSchema = v.pipe(v.string(), v.regex(/^[a-z][A-Za-z0-9]{0,40}$/, 'route'));

/**
 * What a remote declares to the shell (its `src/contract.json`, copied to `mf-contract.json` in its
 * build and recorded with each release): navigation items and landing path. Paths are templates;
 * `:tag` is the session's customer tag, and an item needing it is hidden when there is none.
 */
export const remoteContractSchema = v.object({
  nav: v.array(
    v.object({
      id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,40}$/, 'id')),
      label: v.object({ fr: labelSchema, en: labelSchema, sp: labelSchema }),
      path: pathTemplateSchema,
      /** Every role listed is needed (ROLE_EREP is implied for the back office). */
      roles: v.optional(v.array(v.pipe(v.string(), v.regex(/^ROLE_[A-Z_]{1,40}$/, 'role')))),
      /** Lower comes first in the navbar. */
      order: v.optional(v.number()),
    }),
  ),
  /** Where sign-in lands when this remote is the first enabled area; omitted: not a landing area. */
  landing: v.optional(pathTemplateSchema),
  /**
   * Named pages this remote offers to the others (the guards' destinations, e.g. `customers`,
   * `establishments`, `connectedHome`, `step`), so no one else hard-codes its paths.
   */
  routes: v.optional(v.record(routeNameSchema, pathTemplateSchema)),
});
export type RemoteContract = v.InferOutput<typeof remoteContractSchema>;

export const releaseInputSchema = v.object({
  remote: remotePackageSchema,
  version: releaseVersionSchema,
  commit: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{7,40}$/, 'commit')))),
  /** Site-relative path or absolute https URL of the release's remoteEntry.js. */
  entry_url: v.pipe(v.string(), v.regex(/^(\/releases\/|https:\/\/)[^\s]+\/remoteEntry\.js$/, 'entry_url')),
  integrity: v.pipe(v.string(), v.regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'integrity')),
  content_hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'content_hash')),
  shared: v.array(declaredSharedSchema),
  contract: v.optional(remoteContractSchema),
});
export type ReleaseInput = v.InferOutput<typeof releaseInputSchema>;

export const promoteSchema = v.object({
  remote: remotePackageSchema,
  version: releaseVersionSchema,
  partner: v.optional(tagSchema),
});
/** `from`: the version the operator expects to leave, so two rollbacks at once go back one step, not two. */
export const rollbackSchema = v.object({ remote: remotePackageSchema, partner: v.optional(tagSchema), from: releaseVersionSchema });
export const releaseListQuerySchema = v.object({ remote: v.optional(remotePackageSchema) });

export interface ReleaseRecord {
  remote: RemotePackage;
  version: string;
  commit: string | null;
  entry_url: string;
  integrity: string | null;
  content_hash: string | null;
  created_at: string;
}

export interface ActivationRecord {
  remote: RemotePackage;
  /** null: every partner without an override of its own. */
  partner: string | null;
  version: string;
  previous_version: string | null;
  activated_at: string;
}

export interface ReleaseList {
  releases: ReleaseRecord[];
  activations: ActivationRecord[];
}
