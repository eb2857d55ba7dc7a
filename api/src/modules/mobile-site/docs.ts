import { SITE_SECTION_NAMES, type SiteEditorData } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/* What the mobile site editor answers, for the OpenAPI document only (checked against the shared type below). */
export const siteEditorDoc = v.object({
  sections: v.array(v.picklist(SITE_SECTION_NAMES)),
  menu_items: v.array(v.object({ name: v.string(), description: v.string(), price: v.nullable(v.number()) })),
  menu_file_id: v.nullable(v.number()),
  opening_hours: v.string(),
  phone: v.string(),
  social_links: v.array(v.object({ name: v.string(), url: v.string() })),
  establishment: v.object({ id: v.number(), name: v.string(), tag: v.string() }),
  url: v.string(),
});

describeComponents({ SiteEditor: siteEditorDoc });

type Flat<T> = { [K in keyof T]: T[K] };

/** @public A compile-time check that the description matches the shared type. */
export type MobileSiteDocsMatchSharedTypes = [Expect<Equal<v.InferOutput<typeof siteEditorDoc>, Flat<SiteEditorData>>>];
