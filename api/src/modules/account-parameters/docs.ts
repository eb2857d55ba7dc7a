import { ACCOUNT_ROLES, type AccountTheme, type AccountUser, type SellerCodeResult, type StaffMember, type Unit } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/* What the account parameters answer, for the OpenAPI document only (checked against the shared types below). */
const num = v.number();
const nullableStr = v.nullable(v.string());

export const staffMemberDoc = v.object({ id: num, establishment_id: num, first_name: v.string(), last_name: v.string(), department: nullableStr, tag: v.string() });
export const unitDoc = v.object({ id: num, establishment_id: num, name: v.string(), tag: v.string() });
export const sellerCodeResultDoc = v.object({ code: v.string(), establishment_id: num });
export const accountUserDoc = v.object({
  id: num,
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: v.picklist(ACCOUNT_ROLES),
  active: v.boolean(),
  establishments: v.array(num),
  language: v.nullable(v.picklist(['fr', 'en', 'sp'])),
  self: v.boolean(),
  invited: v.boolean(),
});
export const accountThemeDoc = v.object({ back_color: v.string(), font_color: v.string(), title_color: v.string(), logo: nullableStr });

describeComponents({ StaffMember: staffMemberDoc, Unit: unitDoc, SellerCodeResult: sellerCodeResultDoc, AccountUser: accountUserDoc, AccountThemeView: accountThemeDoc });

/** @public A compile-time check that the descriptions match the shared types. */
export type ParametersDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof staffMemberDoc>, StaffMember>>,
  Expect<Equal<v.InferOutput<typeof unitDoc>, Unit>>,
  Expect<Equal<v.InferOutput<typeof sellerCodeResultDoc>, SellerCodeResult>>,
  Expect<Equal<v.InferOutput<typeof accountUserDoc>, AccountUser>>,
  Expect<Equal<v.InferOutput<typeof accountThemeDoc>, AccountTheme>>,
];
