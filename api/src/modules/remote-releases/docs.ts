import { REMOTE_PACKAGES, type ActivationRecord, type ReleaseList, type ReleaseRecord } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/* What the release routes answer, for the OpenAPI document only (checked against the shared types below). */
const nullableStr = v.nullable(v.string());
const remote = v.picklist(REMOTE_PACKAGES);

export const releaseRecordDoc = v.object({
  remote,
  version: v.string(),
  commit: nullableStr,
  entry_url: v.string(),
  integrity: nullableStr,
  content_hash: nullableStr,
  created_at: v.string(),
});
export const activationRecordDoc = v.object({ remote, partner: nullableStr, version: v.string(), previous_version: nullableStr, activated_at: v.string() });
export const releaseListDoc = v.object({ releases: v.array(releaseRecordDoc), activations: v.array(activationRecordDoc) });

describeComponents({ ReleaseRecord: releaseRecordDoc, ActivationRecord: activationRecordDoc, ReleaseList: releaseListDoc });

/** @public A compile-time check that the descriptions match the shared types. */
export type ReleasesDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof releaseRecordDoc>, ReleaseRecord>>,
  Expect<Equal<v.InferOutput<typeof activationRecordDoc>, ActivationRecord>>,
  Expect<Equal<v.InferOutput<typeof releaseListDoc>, ReleaseList>>,
];
