/**
 * Every route the API registers (as the test builds it: not production, operator token set, no
 * front-end served) and, for each kind of caller, what the guards answer: 'ok' when they let the
 * call through (it may then succeed or fail validation), else the refusal code. The customer tag in
 * the URL is demo-bistro's: "customer" is its user, "otherCustomer" demo-bakery's, "partner" the
 * demo partner's (demo-bistro's), "otherPartner" nordic's. A new route cannot ship without its row
 * (authorization.test.ts reads Fastify's route table).
 */
export const CALLERS = ['anonymous', 'visitor', 'seller', 'customer', 'otherCustomer', 'partner', 'otherPartner', 'admin', 'inactive', 'operator'] as const;
export type Caller = (typeof CALLERS)[number];
export type Outcome = 'ok' | 401 | 402 | 403;

/** Public: no guard at all. */
const PUBLIC: Record<Caller, Outcome> = {
  anonymous: 'ok', visitor: 'ok', seller: 'ok', customer: 'ok', otherCustomer: 'ok', partner: 'ok', otherPartner: 'ok', admin: 'ok', inactive: 'ok', operator: 'ok',
};
/** Customer scope of demo-bistro: its users, its partner's, back-office admins; inactive users refused. */
const DEMO_BISTRO: Record<Caller, Outcome> = {
  anonymous: 401, visitor: 401, seller: 401, customer: 'ok', otherCustomer: 403, partner: 'ok', otherPartner: 403, admin: 'ok', inactive: 403, operator: 401,
};
/** The release command line's key only. */
const OPERATOR: Record<Caller, Outcome> = {
  anonymous: 401, visitor: 401, seller: 401, customer: 401, otherCustomer: 401, partner: 401, otherPartner: 401, admin: 401, inactive: 401, operator: 'ok',
};
/** Any signed-in user, active or not (sign-up and payment of one's own subscription). */
const SIGNED_IN: Record<Caller, Outcome> = {
  anonymous: 401, visitor: 401, seller: 401, customer: 'ok', otherCustomer: 'ok', partner: 'ok', otherPartner: 'ok', admin: 'ok', inactive: 'ok', operator: 401,
};

/** Any active back-office user (ROLE_EREP), whatever their tenant. */
const BACK_OFFICE: Record<Caller, Outcome> = {
  anonymous: 401, visitor: 401, seller: 401, customer: 'ok', otherCustomer: 'ok', partner: 'ok', otherPartner: 'ok', admin: 'ok', inactive: 403, operator: 401,
};

export const AUTHORIZATION_MATRIX: Record<string, Record<Caller, Outcome>> = {
  'GET /api/health': PUBLIC,
  'GET /api/partner/info': PUBLIC,
  'GET /api/customer/logo': PUBLIC,
  'GET /api/customer/theme': PUBLIC,
  // A partner user's own partner (no tenant in the URL).
  'GET /api/partner/theme': { anonymous: 401, visitor: 401, seller: 401, customer: 403, otherCustomer: 403, partner: 'ok', otherPartner: 'ok', admin: 403, inactive: 403, operator: 401 },
  'PUT /api/partner/theme': { anonymous: 401, visitor: 401, seller: 401, customer: 403, otherCustomer: 403, partner: 'ok', otherPartner: 'ok', admin: 403, inactive: 403, operator: 401 },
  'GET /api/partner/chat': PUBLIC,
  'GET /api/plan/list': PUBLIC,
  'GET /api/plan/pricing': PUBLIC,
  'POST /api/login': PUBLIC,
  'POST /erep/login': PUBLIC,
  'GET /api/me': SIGNED_IN,
  'POST /api/account/create': PUBLIC,
  'POST /api/subscription/create': SIGNED_IN,
  'POST /api/public/password/reset': PUBLIC,
  // A made-up reset token: refused whoever calls.
  'POST /api/public/reinitialiser-mot-de-pass/:token': { anonymous: 401, visitor: 401, seller: 401, customer: 401, otherCustomer: 401, partner: 401, otherPartner: 401, admin: 401, inactive: 401, operator: 401 },
  // A made-up invitation token: refused whoever calls.
  'GET /api/public/invitation/:token': { anonymous: 401, visitor: 401, seller: 401, customer: 401, otherCustomer: 401, partner: 401, otherPartner: 401, admin: 401, inactive: 401, operator: 401 },
  'POST /api/public/invitation/:token': { anonymous: 401, visitor: 401, seller: 401, customer: 401, otherCustomer: 401, partner: 401, otherPartner: 401, admin: 401, inactive: 401, operator: 401 },
  'GET /api/payment/config': PUBLIC,
  // A mailed link: its token is the credential.
  'POST /api/payment/resume': PUBLIC,
  // A subscription being paid: customer-side users only (partners and admins are refused).
  // Another tenant's subscription answers 404 as a missing one, so that ids cannot be probed.
  'GET /api/payment/subscription/:id': SIGNED_IN,
  'POST /api/payment/checkout': SIGNED_IN,
  'POST /api/payment/confirm': SIGNED_IN,
  'POST /api/payment/test/complete': SIGNED_IN,
  // The development mailbox exists only outside production.
  'GET /dev/mailbox': PUBLIC,
  'GET /api/mf/manifest': PUBLIC,
  'GET /api/mf/releases': OPERATOR,
  'POST /api/mf/releases': OPERATOR,
  'POST /api/mf/releases/promote': OPERATOR,
  'POST /api/mf/releases/rollback': OPERATOR,
  'GET /api/customer/:customerTag/establishments/all': DEMO_BISTRO,
  'GET /api/customer/:customerTag/establishments': DEMO_BISTRO,
  'POST /api/customer/:customerTag/establishments': DEMO_BISTRO,
  'GET /api/customer/:customerTag/establishments/:id': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/establishments/:id': DEMO_BISTRO,
  'PATCH /api/customer/:customerTag/establishments/:id': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/establishments/:id': DEMO_BISTRO,
  'GET /api/customer/:customerTag/account/establishments/:id/staff': DEMO_BISTRO,
  'POST /api/customer/:customerTag/account/establishments/:id/staff': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/account/establishments/:id/staff/:item': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/account/establishments/:id/staff/:item': DEMO_BISTRO,
  'GET /api/customer/:customerTag/account/establishments/:id/units': DEMO_BISTRO,
  'POST /api/customer/:customerTag/account/establishments/:id/units': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/account/establishments/:id/units/:item': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/account/establishments/:id/units/:item': DEMO_BISTRO,
  'POST /api/customer/:customerTag/account/establishments/:id/seller-code': DEMO_BISTRO,
  'GET /api/customer/:customerTag/account/users': DEMO_BISTRO,
  'POST /api/customer/:customerTag/account/users': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/account/users/:id': DEMO_BISTRO,
  'POST /api/customer/:customerTag/account/users/:id/invitation': DEMO_BISTRO,
  'GET /api/customer/:customerTag/account/theme': DEMO_BISTRO,
  'GET /api/customer/:customerTag/webhooks': DEMO_BISTRO,
  'POST /api/customer/:customerTag/webhooks': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/webhooks/:id': DEMO_BISTRO,
  'POST /api/customer/:customerTag/webhooks/:id/test': DEMO_BISTRO,
  'GET /api/customer/:customerTag/integrations': DEMO_BISTRO,
  'POST /api/customer/:customerTag/integrations/:provider/connect': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/integrations/:provider': DEMO_BISTRO,
  'GET /api/customer/:customerTag/integrations/:provider/locations': DEMO_BISTRO,
  'POST /api/customer/:customerTag/integrations/:provider/sync': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/establishments/:id/platforms/:provider': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/establishments/:id/platforms/:provider': DEMO_BISTRO,
  'GET /api/customer/:customerTag/reputation/establishments/:id/places': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/reputation/establishments/:id/competitors/:item/google-place': DEMO_BISTRO,
  'GET /api/customer/:customerTag/reputation/establishments/:id/competitors/:item/google-ratings': DEMO_BISTRO,
  // Google brings the browser back here; the single-use state is the credential.
  'GET /api/integrations/:provider/callback': PUBLIC,
  'PUT /api/customer/:customerTag/account/theme': DEMO_BISTRO,
  'GET /api/customer/:customerTag/reviews/summary': DEMO_BISTRO,
  'GET /api/customer/:customerTag/advantages': DEMO_BISTRO,
  'POST /api/customer/:customerTag/advantages': DEMO_BISTRO,
  'GET /api/customer/:customerTag/advantages/:id': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/advantages/:id': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/advantages/:id/active': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/advantages/:id': DEMO_BISTRO,
  'GET /api/customer/:customerTag/coupons': DEMO_BISTRO,
  'GET /api/customer/:customerTag/coupons.csv': DEMO_BISTRO,
  'POST /api/customer/:customerTag/coupons/:code/validate': DEMO_BISTRO,
  'GET /api/customer/:customerTag/contacts': DEMO_BISTRO,
  'GET /api/customer/:customerTag/contacts.csv': DEMO_BISTRO,
  'GET /api/customer/:customerTag/contacts/:contact/export': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/contacts/:contact': DEMO_BISTRO,
  'GET /api/public/feedback/context': PUBLIC,
  'POST /api/public/feedback': PUBLIC,
  'GET /api/public/feedback/thanks': PUBLIC,
  'GET /api/public/coupons/:code': PUBLIC,
  'GET /api/public/coupons/:code/download': PUBLIC,
  'POST /api/public/customers/:tag/establishments/:id/advantages/:advantage/enable': PUBLIC,
  'POST /api/public/customers/:tag/seller/auth': PUBLIC,
  // A seller session of the coupon's customer only.
  'POST /api/public/coupons/:code/validate': { anonymous: 401, visitor: 401, seller: 'ok', customer: 401, otherCustomer: 401, partner: 401, otherPartner: 401, admin: 401, inactive: 401, operator: 401 },
  // The seller page: the customer's brand for anyone, the session only for a valid seller token.
  'GET /api/public/customers/:tag/seller': PUBLIC,
  // A coupon looked up by a seller session of its customer only.
  'GET /api/public/seller/coupons/:code': { anonymous: 401, visitor: 401, seller: 'ok', customer: 401, otherCustomer: 401, partner: 401, otherPartner: 401, admin: 401, inactive: 401, operator: 401 },
  'GET /api/public/establishment/url': PUBLIC,
  'GET /api/public/unsubscribe/:establishment/:contact': PUBLIC,
  'POST /api/public/unsubscribe/:establishment/:contact': PUBLIC,
  'GET /api/public/customers/:tag/screens/:screen': PUBLIC,
  'POST /api/public/visitors/actions': PUBLIC,
  'POST /api/public/contact': PUBLIC,
  'GET /api/public/customers/:tag/disclosure': PUBLIC,
  'GET /public/:tag/establishment/:id/feedback': PUBLIC,
  'POST /public/:tag/establishment/:id/feedback': PUBLIC,
  'GET /public/:tag/establishment/:etab/staffs/:id/feedback': PUBLIC,
  'POST /public/:tag/establishment/:etab/staffs/:id/feedback': PUBLIC,
  'GET /public/:tag/establishment/:etab/units/:id/feedback/:rfuid': PUBLIC,
  'POST /public/:tag/establishment/:etab/units/:id/feedback/:rfuid': PUBLIC,
  'GET /public/:tag/establishment/:etab/units/:id/feedback': PUBLIC,
  'GET /public/:tag/establishment/:etab/:share/feedback-success': PUBLIC,
  'GET /public/*': PUBLIC,
  'GET /api/openapi.json': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/redoc.standalone.js': PUBLIC,
  'GET /api/customer/:customerTag/reputation/overview': DEMO_BISTRO,
  'GET /api/customer/:customerTag/reputation/ranking': DEMO_BISTRO,
  'GET /api/customer/:customerTag/reputation/trends': DEMO_BISTRO,
  'GET /api/customer/:customerTag/reputation/topics': DEMO_BISTRO,
  'GET /api/customer/:customerTag/reputation/topics/:topic/reviews': DEMO_BISTRO,
  'GET /api/customer/:customerTag/partnerships': DEMO_BISTRO,
  'GET /api/customer/:customerTag/partnerships/candidates': DEMO_BISTRO,
  'GET /api/customer/:customerTag/partnerships/offers': DEMO_BISTRO,
  'GET /api/customer/:customerTag/screens/offers': DEMO_BISTRO,
  'POST /api/customer/:customerTag/partnerships': DEMO_BISTRO,
  'POST /api/customer/:customerTag/partnerships/:id/answer': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/partnerships/:id': DEMO_BISTRO,
  'GET /api/customer/:customerTag/qr-codes': DEMO_BISTRO,
  'GET /api/customer/:customerTag/screens': DEMO_BISTRO,
  'POST /api/customer/:customerTag/screens': DEMO_BISTRO,
  'GET /api/customer/:customerTag/screens/:screen': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/screens/:screen': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/screens/:screen': DEMO_BISTRO,
  'GET /api/customer/:customerTag/funnel': DEMO_BISTRO,
  'GET /api/customer/:customerTag/api-keys': DEMO_BISTRO,
  // A key acts as its creator: only demo-bistro's own owners create one.
  'POST /api/customer/:customerTag/api-keys': { ...DEMO_BISTRO, partner: 403, admin: 403 },
  'DELETE /api/customer/:customerTag/api-keys/:id': DEMO_BISTRO,
  // A partner's own keys: its users only.
  'GET /api/partner/api-keys': { ...BACK_OFFICE, customer: 403, otherCustomer: 403, admin: 403 },
  'POST /api/partner/api-keys': { ...BACK_OFFICE, customer: 403, otherCustomer: 403, admin: 403 },
  'DELETE /api/partner/api-keys/:id': { ...BACK_OFFICE, customer: 403, otherCustomer: 403, admin: 403 },
  'GET /api/customer/:customerTag/reputation/reviews/search': DEMO_BISTRO,
  'GET /api/customer/:customerTag/reputation/reviews/search.csv': DEMO_BISTRO,
  'GET /api/customer/:customerTag/reputation/reviews/latest': DEMO_BISTRO,
  'PATCH /api/customer/:customerTag/reputation/reviews/:id/analysis': DEMO_BISTRO,
  // One establishment's pages: the id is checked against the customer inside (404 for another's).
  'GET /api/customer/:customerTag/establishment/:id/header': DEMO_BISTRO,
  'GET /api/customer/:customerTag/establishment/:id/analysis': DEMO_BISTRO,
  'GET /api/customer/:customerTag/establishment/:id/staff-ranking': DEMO_BISTRO,
  'GET /api/customer/:customerTag/establishment/:id/reviews': DEMO_BISTRO,
  'GET /api/customer/:customerTag/establishment/:id/trends': DEMO_BISTRO,
  'GET /api/customer/:customerTag/establishment/:id/services': DEMO_BISTRO,
  'GET /api/customer/:customerTag/establishment/:id/services/staff/:staffTag/reviews': DEMO_BISTRO,
  'GET /api/customer/:customerTag/establishment/:id/services/units/:unit/reviews': DEMO_BISTRO,
  'GET /api/customer/:customerTag/establishment/:id/events': DEMO_BISTRO,
  'POST /api/customer/:customerTag/establishment/:id/events': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/establishment/:id/events/:eventId': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/establishment/:id/events/:eventId': DEMO_BISTRO,
  // Competitors, platform links, social presence, imports and answers: the establishment's customer, mf-erep plans.
  'GET /api/customer/:customerTag/reputation/establishments/:id/competitors': DEMO_BISTRO,
  'POST /api/customer/:customerTag/reputation/establishments/:id/competitors': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/reputation/establishments/:id/competitors/:item': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/reputation/establishments/:id/competitors/:item': DEMO_BISTRO,
  'POST /api/customer/:customerTag/reputation/establishments/:id/links': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/reputation/establishments/:id/links/:item': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/reputation/establishments/:id/links/:item': DEMO_BISTRO,
  'GET /api/customer/:customerTag/reputation/establishments/:id/social': DEMO_BISTRO,
  'POST /api/customer/:customerTag/reputation/establishments/:id/reviews/import': DEMO_BISTRO,
  'GET /api/customer/:customerTag/reputation/answer-templates': DEMO_BISTRO,
  'POST /api/customer/:customerTag/reputation/answer-templates': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/reputation/answer-templates/:id': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/reputation/answer-templates/:id': DEMO_BISTRO,
  'GET /api/customer/:customerTag/reputation/reviews/:id/answers': DEMO_BISTRO,
  'POST /api/customer/:customerTag/reputation/reviews/:id/answers': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/reputation/reviews/:id/answers': DEMO_BISTRO,
  'POST /api/customer/:customerTag/reputation/reviews/:id/answers/:answerId/retry': DEMO_BISTRO,
  'GET /api/customer/:customerTag/establishments/:id/weather': DEMO_BISTRO,
  'GET /api/customer/:customerTag/establishments/:id/sales': DEMO_BISTRO,
  'POST /api/customer/:customerTag/establishments/:id/sales': DEMO_BISTRO,
  // Across customers, reputation plan required: partners see their own, admins all, a customer itself.
  'GET /api/erep/customers': { anonymous: 401, visitor: 401, seller: 401, customer: 'ok', otherCustomer: 403, partner: 'ok', otherPartner: 'ok', admin: 'ok', inactive: 403, operator: 401 },
  // Partners only, under their own partner (from the session).
  'POST /api/erep/customers': { anonymous: 401, visitor: 401, seller: 401, customer: 403, otherCustomer: 403, partner: 'ok', otherPartner: 'ok', admin: 403, inactive: 403, operator: 401 },
  // Back-office administrators only.
  'GET /api/erep/counts': { anonymous: 401, visitor: 401, seller: 401, customer: 403, otherCustomer: 403, partner: 403, otherPartner: 403, admin: 'ok', inactive: 403, operator: 401 },
  // Any signed-in user ends their own sessions (the test signs them in again after it).
  'POST /api/logout': SIGNED_IN,
  'GET /api/customer/:customerTag/account/profile': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/account/profile': DEMO_BISTRO,
  'POST /api/customer/:customerTag/account/password': DEMO_BISTRO,
  'GET /api/customer/:customerTag/account/settings': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/account/settings': DEMO_BISTRO,
  'GET /api/customer/:customerTag/account/contact': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/account/contact': DEMO_BISTRO,
  'GET /api/customer/:customerTag/account/subscriptions': DEMO_BISTRO,
  // The account's own owners only: a partner or an admin acting for it does not open its payment details.
  'POST /api/customer/:customerTag/account/billing-portal': { ...DEMO_BISTRO, partner: 403, admin: 403 },
  'GET /api/customer/:customerTag/onboarding': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/onboarding/establishment': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/onboarding/public-form': DEMO_BISTRO,
  'POST /api/customer/:customerTag/onboarding/complete': DEMO_BISTRO,
  // Active back-office users, whatever their tenant.
  'POST /api/support/requests': BACK_OFFICE,
  // Reputation plans only (demo-bakery is on Lead-Gen).
  'POST /api/analysis/preview': { anonymous: 401, visitor: 401, seller: 401, customer: 'ok', otherCustomer: 403, partner: 'ok', otherPartner: 'ok', admin: 'ok', inactive: 403, operator: 401 },
  // Server-rendered visitor pages.
  'GET /public/customer/:tag/advantagecontact/:code': PUBLIC,
  'GET /public/customer/:tag/discount/auth/:code': PUBLIC,
  'GET /public/discount/validation/:code': PUBLIC,
  'GET /public/discount/code/validation/:code': PUBLIC,
  'GET /public/:tag/screens/:screen': PUBLIC,
  // Automated emailing, the mobile site and published files (mf-leadgen).
  'GET /api/customer/:customerTag/campaigns': DEMO_BISTRO,
  'POST /api/customer/:customerTag/campaigns': DEMO_BISTRO,
  'POST /api/customer/:customerTag/campaigns/preview': DEMO_BISTRO,
  'GET /api/customer/:customerTag/campaigns/advantages': DEMO_BISTRO,
  'GET /api/customer/:customerTag/campaigns/settings': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/campaigns/settings': DEMO_BISTRO,
  'GET /api/customer/:customerTag/campaigns/:id': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/campaigns/:id': DEMO_BISTRO,
  'POST /api/customer/:customerTag/campaigns/:id/send': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/campaigns/:id': DEMO_BISTRO,
  'GET /api/public/campaigns/open/:token': PUBLIC,
  'POST /public/:establishment/:contact/unsubscribe': PUBLIC,
  'GET /api/customer/:customerTag/sites/:establishment': DEMO_BISTRO,
  'PUT /api/customer/:customerTag/sites/:establishment': DEMO_BISTRO,
  'GET /public/:tag/establishment/:id/site': PUBLIC,
  'GET /api/customer/:customerTag/files': DEMO_BISTRO,
  'POST /api/customer/:customerTag/files': DEMO_BISTRO,
  'DELETE /api/customer/:customerTag/files/:id': DEMO_BISTRO,
  'GET /api/public/customers/:tag/files': PUBLIC,
  'GET /api/public/files/:tag': PUBLIC,
  'GET /privacy-policy': PUBLIC,
};
