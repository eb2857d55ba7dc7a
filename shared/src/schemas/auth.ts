import * as v from 'valibot';
import { LANGUAGE_CODES } from './constants';

/** Passwords refused whatever their length: the most common ones in public breach lists. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000', '87654321',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'motdepasse',
  'qwertyuiop', 'qwerty123', 'qwerty12', 'azertyuiop', 'azerty123', 'azerty12', '1q2w3e4r', '1q2w3e4r5t',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123',
  'abc12345', 'abcd1234', 'abcdefgh', 'aaaaaaaa', 'letmein1', 'trustno1', 'superman', 'starwars',
  'whatever', 'dragon123', 'monkey123', 'master123', 'shadow123', 'michael1', 'jennifer', 'computer',
  'internet', 'samsung1', 'zaq12wsx', '!qaz2wsx', 'qazwsxedc', 'asdfghjkl', 'changeme', 'secret123',
  'admin123', 'administrator', 'bonjour1', 'soleil123', 'contraseña', 'contrasena', 'football1',
]);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Server-enforced password policy; messages are translation keys. */
export const newPasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty('required'),
  v.minLength(PASSWORD_MIN, 'password_too_short'),
  v.maxLength(PASSWORD_MAX, 'password_too_long'),
  v.check((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), 'password_common'),
);

const required = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'too_long'));
const optional = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'too_long')), '');
const email = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.email('email'), v.maxLength(254, 'too_long'), v.toLowerCase());
const countryCode = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.regex(/^[A-Z]{2}$/, 'country'));
const planTag = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(64, 'too_long'), v.regex(/^[A-Za-z0-9_-]+$/, 'tag'));
/** The application's own address, used to build links in mails; the server checks it is its own origin. */
const appUrl = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2048, 'too_long')));

/** Sign-up form (spec section 3); the password match and terms are checked before anything is sent. */
export const signUpFormSchema = v.object({
  firstname: required(100),
  lastname: required(100),
  email,
  password: newPasswordSchema,
  confirmPassword: v.pipe(v.string(), v.nonEmpty('required')),
  company: required(150),
  address1: required(200),
  address2: optional(200),
  zipcode: required(20),
  city: required(100),
  country: countryCode,
  terms: v.boolean(),
});
export type SignUpFormInput = v.InferInput<typeof signUpFormSchema>;
export type SignUpForm = v.InferOutput<typeof signUpFormSchema>;

/** `POST /api/account/create` payload (spec section 3). */
export const accountCreateSchema = v.object({
  name: required(150),
  firstname: required(100),
  lastname: required(100),
  password: newPasswordSchema,
  email,
  city: required(100),
  zipcode: required(20),
  country: countryCode,
  address1: required(200),
  address2: optional(200),
  plan: planTag,
  partner: planTag,
});
export type AccountCreateInput = v.InferOutput<typeof accountCreateSchema>;

/**
 * `POST /api/erep/customers`: a partner creates a customer for one of its plans and invites its
 * owner, who chooses a password from the mailed link and then pays as at sign-up.
 */
export const partnerCustomerCreateSchema = v.object({
  name: required(150),
  firstname: required(100),
  lastname: required(100),
  email,
  address1: required(200),
  address2: optional(200),
  zipcode: required(20),
  city: required(100),
  country: countryCode,
  plan: planTag,
  language: v.optional(v.picklist(LANGUAGE_CODES, 'language'), 'fr'),
  app_url: appUrl,
});
export type PartnerCustomerCreateInput = v.InferInput<typeof partnerCustomerCreateSchema>;
export type PartnerCustomerCreate = v.InferOutput<typeof partnerCustomerCreateSchema>;

/** Checks the form as the API will: the input, or the error codes of each field. */
export function checkPartnerCustomer(input: unknown): { output: PartnerCustomerCreate; errors: null } | { output: null; errors: Record<string, string[]> } {
  const result = v.safeParse(partnerCustomerCreateSchema, input);
  if (result.success) return { output: result.output, errors: null };
  const nested = v.flatten<typeof partnerCustomerCreateSchema>(result.issues).nested ?? {};
  return { output: null, errors: Object.fromEntries(Object.entries(nested).map(([field, codes]) => [field, codes ?? []])) };
}

export interface PartnerCustomerCreated {
  tag: string;
  name: string;
}

export interface AccountCreateResponse {
  user: { id: number };
  customer: { tag: string };
  /** Lets the new, not yet active account create its subscription and pay; nothing else. */
  token: string;
}

const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date'));

/** `POST /api/subscription/create` payload (spec section 3). */
export const subscriptionCreateSchema = v.object({
  customer: planTag,
  plan: planTag,
  amount: v.optional(v.pipe(v.number(), v.minValue(0, 'amount'), v.maxValue(1_000_000, 'amount')), 0),
  email,
  updated_at: isoDay,
  expired_at: isoDay,
  app_url: appUrl,
});
export type SubscriptionCreateInput = v.InferOutput<typeof subscriptionCreateSchema>;

export interface SubscriptionCreateResponse {
  status: 201;
  data: { id: number; status: string; expired_at: string };
}

export const paymentSubscriptionSchema = v.object({
  // A database id: beyond PostgreSQL's integer it can only be made up.
  subscription_id: v.pipe(v.number(), v.integer('id'), v.minValue(1, 'id'), v.maxValue(2_147_483_647, 'id')),
});

export interface PaymentConfig {
  mode: 'stripe' | 'test';
  publishable_key: string | null;
}

/** A Stripe billing portal session: where the account's owner manages cards and invoices. */
export interface BillingPortalSession {
  url: string;
}

/**
 * With Stripe, the client secret of an embedded Checkout Session (Stripe.js mounts its form in our
 * page); in test mode none, the test payment completes it.
 */
export type CheckoutResponse = { mode: 'stripe'; client_secret: string } | { mode: 'test'; client_secret: null };

export interface SubscriptionState {
  id: number;
  status: string;
  plan: string;
  email: string;
}

/** Forgot password: the email has no client validation (spec section 5); the server checks it. */
export const forgotPasswordSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(254, 'too_long'), v.toLowerCase()),
  app_url: appUrl,
});
export type ForgotPasswordInput = v.InferOutput<typeof forgotPasswordSchema>;

/** Reset password; equality is the server's answer ('does not have same value'), not a schema rule. */
export const resetPasswordSchema = v.object({
  password: newPasswordSchema,
  confirmation: v.pipe(v.string(), v.maxLength(PASSWORD_MAX, 'password_too_long')),
  app_url: appUrl,
});
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;
export const resetTokenParamSchema = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,128}$/, 'token')) });

/** `POST /api/payment/resume`: the token of a resume-payment link. */
export const paymentResumeSchema = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,128}$/, 'token')) });

/** `GET /api/public/invitation/:token`: whom an invitation link welcomes, and to which business. */
export interface InvitationInfo {
  business: string;
  email: string;
  first_name: string;
}

export const RESET_MISMATCH_MESSAGE = 'the password and confirmation password does not have same value';

const hexColor = v.pipe(v.string(), v.trim(), v.regex(/^#[0-9a-fA-F]{6}$/, 'color'));
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const LOGO_MAX_BYTES = 256 * 1024;
/**
 * Data URL of a PNG, JPEG, WebP or SVG image (SVG also URL-encoded); the server checks the decoded
 * bytes against the type and the size, and stores SVG markup only once sanitised.
 */
const logoDataUrl = v.pipe(
  v.string(),
  v.maxLength(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64, 'logo_too_large'),
  v.regex(/^data:image\/(?:(?:png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*|svg\+xml(?:;charset=[\w-]+)?,[\s\S]+)$/, 'logo_type'),
);
const chatUrl = v.pipe(v.string(), v.trim(), v.maxLength(500, 'too_long'), v.check((s) => s === '' || /^https:\/\/[^\s"'<>]+$/.test(s), 'url'));

/** An absolute https address with a host and no credentials, as people follow it from a link. */
export function isHttpsUrl(value: string): boolean {
  if (/[\s"'<>\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
const pricingUrl = v.pipe(v.string(), v.trim(), v.maxLength(500, 'too_long'), v.check((s) => s === '' || isHttpsUrl(s), 'url'));

export const partnerThemeSchema = v.object({
  brand: required(100),
  title: required(150),
  /**
   * Absent: the stored logo stays (a form sends it only when the user changed it). The stored value
   * sent back unchanged also keeps it as stored. Null removes it; a data URL replaces it.
   */
  logo: v.optional(v.nullable(logoDataUrl)),
  back_color: hexColor,
  font_color: hexColor,
  title_color: hexColor,
  cgv: v.pipe(v.string(), v.maxLength(50_000, 'too_long')),
  chat_party_id: v.pipe(v.string(), v.trim(), v.maxLength(100, 'too_long'), v.regex(/^[A-Za-z0-9_.-]*$/, 'tag')),
  chat_url: chatUrl,
  /** The partner's own pricing page; empty for the product's. Absent: the stored one stays. */
  pricing_url: v.optional(pricingUrl),
});
export type PartnerThemeInput = v.InferOutput<typeof partnerThemeSchema>;

export interface PartnerTheme extends Omit<PartnerThemeInput, 'logo'> {
  code: string;
  logo: string | null;
}

export interface ChatSettings {
  party_id: string;
  url: string;
}

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
  sent_at: string | null;
}
