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

export const releaseInputSchema = v.object({
  remote: remotePackageSchema,
  version: releaseVersionSchema,
  commit: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{7,40}$/, 'commit')))),
  /** Site-relative path or absolute https URL of the release's remoteEntry.js. */
  entry_url: v.pipe(v.string(), v.regex(/^(\/releases\/|https:\/\/)[^\s]+\/remoteEntry\.js$/, 'entry_url')),
  integrity: v.pipe(v.string(), v.regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'integrity')),
  content_hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'content_hash')),
  shared: v.array(declaredSharedSchema),
});
export type ReleaseInput = v.InferOutput<typeof releaseInputSchema>;

export const promoteSchema = v.object({
  remote: remotePackageSchema,
  version: releaseVersionSchema,
  partner: v.optional(tagSchema),
});
export const rollbackSchema = v.object({ remote: remotePackageSchema, partner: v.optional(tagSchema) });
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
