import { FILE_KINDS, FILE_TYPES, type PublishedFile } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/* What the file routes answer, for the OpenAPI document only (checked against the shared type below). */
export const publishedFileDoc = v.object({
  id: v.number(),
  tag: v.string(),
  name: v.string(),
  kind: v.picklist(FILE_KINDS),
  content_type: v.string(),
  size: v.number(),
  created_at: v.string(),
  url: v.string(),
});
/** The file's own types, as a download answers them. */
export const FILE_MEDIA_TYPES = [...FILE_TYPES];

describeComponents({ PublishedFile: publishedFileDoc });

/** @public A compile-time check that the description matches the shared type. */
export type FilesDocsMatchSharedTypes = [Expect<Equal<v.InferOutput<typeof publishedFileDoc>, PublishedFile>>];
