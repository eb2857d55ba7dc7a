import { PARTNERSHIP_STATUSES, type PartnerCustomer, type PartnerOffer, type Partnership } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/* What the partnership routes answer, for the OpenAPI document only (checked against the shared types below). */
const nullableStr = v.nullable(v.string());

export const partnerCustomerDoc = v.object({ tag: v.string(), name: v.string(), city: nullableStr });
export const partnerOfferDoc = v.object({ tag: v.string(), title: v.string() });
export const partnershipDoc = v.object({
  id: v.number(),
  direction: v.picklist(['outgoing', 'incoming']),
  status: v.picklist(PARTNERSHIP_STATUSES),
  partner: v.nullable(partnerCustomerDoc),
  partnerName: v.string(),
  message: nullableStr,
  ownOffer: v.nullable(partnerOfferDoc),
  partnerOffer: v.nullable(partnerOfferDoc),
  createdAt: v.string(),
});

describeComponents({ PartnerCustomer: partnerCustomerDoc, PartnerOffer: partnerOfferDoc, Partnership: partnershipDoc });

/** @public A compile-time check that the descriptions match the shared types. */
export type PartnershipsDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof partnerCustomerDoc>, PartnerCustomer>>,
  Expect<Equal<v.InferOutput<typeof partnerOfferDoc>, PartnerOffer>>,
  Expect<Equal<v.InferOutput<typeof partnershipDoc>, Partnership>>,
];
