import {
  BILLING_PERIODS,
  LANGUAGE_CODES,
  REMOTE_NAMES,
  REMOTE_PACKAGES,
  remoteContractSchema,
  type ApiErrorBody,
  type CustomerTheme,
  type Establishment,
  type LoginResponse,
  type PartnerInfo,
  type PaymentResume,
  type Plan,
  type ProviderLink,
  type RemoteManifest,
  type SessionUser,
} from '@erep/shared/schemas';
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema } from 'fastify';
import * as v from 'valibot';

/*
 * Valibot descriptions of the responses, used only to document them. The type checks at the end keep
 * them equal to the shared DTO interfaces, so the document cannot drift from what the handlers return.
 */
const str = v.string();
const nullableStr = v.nullable(v.string());
const language = v.nullable(v.picklist(LANGUAGE_CODES));

/** What resumes the payment of an account awaiting its first payment (`payment_pending`). */
export const paymentResumeDoc = v.object({
  token: str,
  user_id: v.number(),
  customer_tag: str,
  subscription_id: v.number(),
  email: str,
  plan: v.object({ tag: str, name: str, price_code: nullableStr }),
  price: v.nullable(v.object({ amount: v.number(), currency: str, period: v.picklist(BILLING_PERIODS) })),
  term: v.object({ from: str, to: str }),
});
export const errorDoc = v.object({
  status: v.number(),
  /** Stable machine code (validation_failed, unknown_email...) the interface translates. */
  code: v.optional(v.string()),
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** Only with `payment_pending` after a correct password. */
  payment: v.optional(paymentResumeDoc),
});
export const sessionUserDoc = v.object({
  id: v.number(),
  email: str,
  roles: v.array(str),
  is_active: v.boolean(),
  language: v.optional(language),
  customer: v.nullable(v.object({ tag: str, language, back_color: nullableStr })),
  partner: v.nullable(v.object({ code: str, language })),
  account_role: v.optional(v.picklist(['owner', 'manager'])),
});
export const loginResponseDoc = v.object({ token: str, user: sessionUserDoc });
export const partnerInfoDoc = v.object({
  code: str,
  brand: str,
  title: str,
  logo: nullableStr,
  back_color: str,
  font_color: str,
  title_color: str,
  cgv: str,
  pricing_url: nullableStr,
});
export const customerThemeDoc = v.object({ back_color: str, font_color: str, title_color: str });
export const planDoc = v.object({
  id: v.number(),
  tag: str,
  name: str,
  price_code: nullableStr,
  price: v.nullable(v.object({ amount: v.number(), currency: str, period: v.picklist(BILLING_PERIODS) })),
});
export const providerLinkDoc = v.object({
  establishment: str,
  establishmentTag: str,
  category: str,
  name: str,
  providerurl: str,
  url: str,
  id: v.number(),
  settings_value1: str,
});
export const establishmentDoc = v.object({
  id: v.number(),
  tag: str,
  name: str,
  address: nullableStr,
  city: nullableStr,
  zip: nullableStr,
  country: nullableStr,
  phone: nullableStr,
  external_url: nullableStr,
  category: v.optional(nullableStr),
  opening_hours: v.optional(nullableStr),
  logo: v.optional(nullableStr),
  archived: v.optional(v.boolean()),
  customer: str,
  created_at: str,
  seller_code_set: v.boolean(),
});
const remoteNames = Object.values(REMOTE_NAMES);
export const remoteManifestDoc = v.object({
  partner: str,
  remotes: v.array(
    v.object({
      name: v.picklist(remoteNames as [(typeof remoteNames)[number], ...(typeof remoteNames)[number][]]),
      package: v.picklist(REMOTE_PACKAGES as [(typeof REMOTE_PACKAGES)[number], ...(typeof REMOTE_PACKAGES)[number][]]),
      entry: str,
      version: str,
      integrity: v.optional(str),
      contract: v.optional(remoteContractSchema),
    }),
  ),
  subscription_ended: v.optional(v.boolean()),
});
export const healthDoc = v.object({ status: v.literal('ok'), db: v.picklist(['pglite', 'postgres']) });

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
/** @public A compile-time check that the OpenAPI documents match the shared types. */
export type DocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof errorDoc>, ApiErrorBody>>,
  Expect<Equal<v.InferOutput<typeof paymentResumeDoc>, PaymentResume>>,
  Expect<Equal<v.InferOutput<typeof sessionUserDoc>, SessionUser>>,
  Expect<Equal<v.InferOutput<typeof loginResponseDoc>, LoginResponse>>,
  Expect<Equal<v.InferOutput<typeof partnerInfoDoc>, PartnerInfo>>,
  Expect<Equal<v.InferOutput<typeof customerThemeDoc>, CustomerTheme>>,
  Expect<Equal<v.InferOutput<typeof planDoc>, Plan>>,
  Expect<Equal<v.InferOutput<typeof providerLinkDoc>, ProviderLink>>,
  Expect<Equal<v.InferOutput<typeof establishmentDoc>, Establishment>>,
  Expect<Equal<v.InferOutput<typeof remoteManifestDoc>, RemoteManifest>>,
];

function jsonSchema(schema: v.GenericSchema): JsonSchema {
  // Input side of request schemas (before trims and transforms); unsupported checks are left out.
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { target: 'openapi-3.0', typeMode: 'input', errorMode: 'ignore' });
  return rest;
}

export interface RouteDoc {
  summary: string;
  /** Longer notes: refusals with their own code, what they carry. */
  description?: string;
  tags: string[];
  querystring?: v.GenericSchema;
  params?: v.GenericSchema;
  body?: v.GenericSchema;
  /** Status code to response schema. */
  response: Record<number, v.GenericSchema>;
  security?: boolean;
}

const errorJson = () => jsonSchema(errorDoc);

/** Fastify route schema for documentation only: validation stays in valibot (see app.ts compilers). */
export function routeSchema(doc: RouteDoc): FastifySchema & Record<string, unknown> {
  const response: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(doc.response)) response[status] = jsonSchema(schema);
  response['4XX'] ??= errorJson();
  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: doc.tags,
    ...(doc.querystring ? { querystring: jsonSchema(doc.querystring) } : {}),
    ...(doc.params ? { params: jsonSchema(doc.params) } : {}),
    ...(doc.body ? { body: jsonSchema(doc.body) } : {}),
    ...(doc.security ? { security: [{ bearerAuth: [] }] } : {}),
    response,
  };
}
