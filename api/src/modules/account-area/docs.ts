import type { CompanyContact } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/*
 * What the account area answers, for the OpenAPI document only. The stored company details predate
 * the form's rules (an empty billing address is kept as it is): plain strings, not the input's checks.
 */
const str = v.string();
export const companyContactDoc = v.object({ name: str, address1: str, address2: str, zipcode: str, city: str, country: str, phone: str, billing_email: str });

describeComponents({ CompanyContactView: companyContactDoc });

/** @public A compile-time check that the description matches the shared type. */
export type AccountAreaDocsMatchSharedTypes = [Expect<Equal<v.InferOutput<typeof companyContactDoc>, CompanyContact>>];
