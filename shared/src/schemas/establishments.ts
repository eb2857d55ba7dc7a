import * as v from 'valibot';
import { resourcePageEntries } from './resources';

/** Establishments as a generic resource: `/api/customer/{tag}/establishments[/{id}]`. */

export const ESTABLISHMENT_SORTS = ['name', 'city', 'created'] as const;
export type EstablishmentSort = (typeof ESTABLISHMENT_SORTS)[number];

export const establishmentListQuerySchema = v.object({
  ...resourcePageEntries,
  sort: v.optional(v.picklist(ESTABLISHMENT_SORTS, 'sort')),
  /** Search in name and city (case-insensitive, anywhere in the text). */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'too_long'))),
});

const text = (max: number) => v.pipe(v.string('text'), v.trim(), v.maxLength(max, 'too_long'));

/** Absent, null or blank: cleared (stored as null). */
const optionalField = (inner: v.GenericSchema<string, string>) =>
  v.pipe(
    // The default makes a missing key run the pipe too, so it comes out as null rather than absent.
    v.optional(v.nullable(inner), null),
    v.transform((s) => (s === null || s === '' ? null : s)),
  );

/**
 * The writable fields, for POST and PUT (a full representation) and for the result of a merge
 * patch. Read-only fields a client sends back (id, tag, customer, created_at) are ignored.
 */
export const establishmentInputSchema = v.object({
  name: v.pipe(v.optional(v.string('required'), ''), v.trim(), v.nonEmpty('required'), v.maxLength(120, 'too_long')),
  address: optionalField(text(200)),
  city: optionalField(text(100)),
  zip: optionalField(text(20)),
  // Blank passes each check: it means "cleared".
  country: optionalField(v.pipe(text(2), v.regex(/^(|[A-Z]{2})$/, 'country'))),
  phone: optionalField(v.pipe(text(40), v.regex(/^(|[0-9 +().-]{3,40})$/, 'phone'))),
  external_url: optionalField(v.pipe(text(500), v.regex(/^(|https?:\/\/[^\s"'<>]+)$/, 'url'))),
});
export type EstablishmentInput = v.InferOutput<typeof establishmentInputSchema>;
