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
  /** 'true' lists only archived establishments, 'all' both; default the live ones. */
  archived: v.optional(v.picklist(['true', 'false', 'all'], 'archived')),
});

/** Decoded size limit of an inline customer or establishment logo. */
export const INLINE_LOGO_MAX_BYTES = 150_000;

/** An https address or a small inline image (PNG, JPEG, SVG, WebP up to about 150 kB). */
export const logoSchema = v.pipe(
  v.string('text'),
  v.trim(),
  v.maxLength(200_000, 'too_long'),
  v.regex(/^(|https:\/\/[^\s"'<>]+|data:image\/(png|jpeg|svg\+xml|webp);base64,[A-Za-z0-9+/=]+)$/, 'logo'),
);

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
  category: optionalField(text(60)),
  opening_hours: optionalField(text(300)),
  logo: optionalField(logoSchema),
  /** Archived establishments leave the lists and the QR pages' pickers but keep their history. */
  archived: v.optional(v.boolean('boolean'), false),
});
export type EstablishmentInput = v.InferOutput<typeof establishmentInputSchema>;
