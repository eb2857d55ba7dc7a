import * as v from 'valibot';
import { logoSchema } from './establishments';

const emailSchema = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.email('email'), v.maxLength(254, 'too_long'), v.toLowerCase());
const LANGUAGES = ['fr', 'en', 'sp'] as const;

/** Account parameters (mf-account): staff, units, seller codes, the account's users and the customer theme. */

const name = (max: number) => v.pipe(v.optional(v.string('required'), ''), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'too_long'));
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string('text'), v.trim(), v.maxLength(max, 'too_long'))), null),
    v.transform((s) => (s === null || s === '' ? null : s)),
  );
/** Tags are public (QR codes, visitor URLs); blank lets the server make one from the name. */
const optionalTag = v.pipe(
  v.optional(v.nullable(v.pipe(v.string('tag'), v.trim(), v.maxLength(64, 'too_long'), v.regex(/^(|[a-z0-9][a-z0-9-]*)$/, 'tag'))), null),
  v.transform((s) => (s === null || s === '' ? null : s)),
);


export const staffInputSchema = v.object({
  first_name: name(80),
  last_name: name(80),
  department: optionalText(80),
  tag: optionalTag,
});
export type StaffInput = v.InferOutput<typeof staffInputSchema>;

export interface StaffMember {
  id: number;
  establishment_id: number;
  first_name: string;
  last_name: string;
  department: string | null;
  tag: string;
}

export const unitInputSchema = v.object({ name: name(80), tag: optionalTag });
export type UnitInput = v.InferOutput<typeof unitInputSchema>;

export interface Unit {
  id: number;
  establishment_id: number;
  name: string;
  tag: string;
}

/** A new seller code: chosen by the owner (6 to 8 digits, too many to guess within the limits) or, absent, drawn by the server. */
export const sellerCodeSchema = v.object({
  code: v.pipe(
    v.optional(v.nullable(v.pipe(v.string('seller_code'), v.trim(), v.regex(/^(|[0-9]{6,8})$/, 'seller_code'))), null),
    v.transform((s) => (s === null || s === '' ? null : s)),
  ),
});
export interface SellerCodeResult {
  /** Shown once: only its hash is kept. */
  code: string;
  establishment_id: number;
}

export const ACCOUNT_ROLES = ['owner', 'manager'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

const establishmentIds = v.pipe(
  v.optional(v.array(v.pipe(v.number('id'), v.integer('id'), v.minValue(1, 'id')), 'establishments'), []),
  v.maxLength(500, 'too_long'),
  v.transform((ids) => [...new Set(ids)]),
);

export const inviteUserSchema = v.pipe(
  v.object({
    email: emailSchema,
    first_name: name(80),
    last_name: name(80),
    role: v.picklist(ACCOUNT_ROLES, 'role'),
    establishments: establishmentIds,
    language: v.optional(v.picklist(LANGUAGES, 'language'), 'fr'),
    app_url: v.optional(v.pipe(v.string(), v.maxLength(300, 'too_long'))),
  }),
  v.forward(
    v.check((input) => input.role === 'owner' || input.establishments.length > 0, 'required'),
    ['establishments'],
  ),
);
export type InviteUserInput = v.InferOutput<typeof inviteUserSchema>;

/** Sending an invitation again: only where the link leads (the app's address). */
export const resendInvitationSchema = v.object({ app_url: v.optional(v.pipe(v.string(), v.maxLength(300, 'too_long'))) });

export const accountUserUpdateSchema = v.pipe(
  v.object({
    role: v.picklist(ACCOUNT_ROLES, 'role'),
    establishments: establishmentIds,
    active: v.boolean('boolean'),
  }),
  v.forward(
    v.check((input) => input.role === 'owner' || input.establishments.length > 0, 'required'),
    ['establishments'],
  ),
);
export type AccountUserUpdate = v.InferOutput<typeof accountUserUpdateSchema>;

export interface AccountUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: AccountRole;
  active: boolean;
  /** Establishment ids a manager reaches (empty for owners: they reach all). */
  establishments: number[];
  language: (typeof LANGUAGES)[number] | null;
  /** The caller's own row: it cannot demote or deactivate itself. */
  self: boolean;
  /** Invited and no password chosen yet: the invitation can be sent again. */
  invited: boolean;
}

const hexColor = v.pipe(v.string('required'), v.trim(), v.regex(/^#[0-9a-fA-F]{6}$/, 'color'));

/** Spec section 3, customer theme: the public pages' colours and logo. */
export const accountThemeSchema = v.object({
  back_color: hexColor,
  font_color: hexColor,
  title_color: hexColor,
  /** Absent: the stored logo stays (the form sends it only when changed). Null or blank removes it. */
  logo: v.optional(
    v.pipe(
      v.nullable(logoSchema),
      v.transform((s) => (s === null || s === '' ? null : s)),
    ),
  ),
});
export type AccountThemeInput = v.InferOutput<typeof accountThemeSchema>;
export interface AccountTheme {
  back_color: string;
  font_color: string;
  title_color: string;
  logo: string | null;
}
