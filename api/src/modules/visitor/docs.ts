import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';
import type { UnsubscribeState } from './service';

/* What the visitor routes answer, for the OpenAPI document only (checked against the service's type below). */
export const unsubscribeStateDoc = v.object({ establishment: v.string(), email: v.string(), unsubscribed: v.boolean() });
/** A stored message or request: its id. */
export const storedIdDoc = v.object({ data: v.object({ id: v.number() }) });

describeComponents({ UnsubscribeState: unsubscribeStateDoc });

/** @public A compile-time check that the description matches the service's type. */
export type VisitorDocsMatchTypes = [Expect<Equal<v.InferOutput<typeof unsubscribeStateDoc>, UnsubscribeState>>];
