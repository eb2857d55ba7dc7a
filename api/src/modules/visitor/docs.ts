import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';
import type { disclosure, UnsubscribeState } from './service';

/* What the visitor routes answer, for the OpenAPI document only (checked against the service's type below). */
export const unsubscribeStateDoc = v.object({ establishment: v.string(), email: v.string(), unsubscribed: v.boolean() });
/** A stored message or request: its id. */
export const storedIdDoc = v.object({ data: v.object({ id: v.number() }) });

const nullableStr = v.nullable(v.string());
/** How reviews are collected (consumer code D111-17). */
export const disclosureDoc = v.object({
  customer: v.object({
    tag: v.string(),
    name: v.string(),
    language: nullableStr,
    logo: nullableStr,
    theme: v.object({ back_color: nullableStr, font_color: nullableStr, title_color: nullableStr }),
  }),
  counterpart: v.boolean(),
  retentionYears: v.number(),
  moderated: v.boolean(),
  terms: v.nullable(v.object({ html: v.string(), language: v.string() })),
});

describeComponents({ UnsubscribeState: unsubscribeStateDoc, Disclosure: disclosureDoc });

/** @public A compile-time check that the description matches the service's type. */
export type VisitorDocsMatchTypes = [
  Expect<Equal<v.InferOutput<typeof unsubscribeStateDoc>, UnsubscribeState>>,
  Expect<Equal<v.InferOutput<typeof disclosureDoc>, Awaited<ReturnType<typeof disclosure>>>>,
];
