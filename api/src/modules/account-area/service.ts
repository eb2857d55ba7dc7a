import {
  ONBOARDING_STEPS,
  OPTIONAL_FEEDBACK_FIELDS,
  type AccountSubscription,
  type CompanyContact,
  type OnboardingEstablishmentInput,
  type OnboardingState,
  type LanguageCode,
  type PasswordChangeInput,
  type Profile,
  type ProfileSaved,
  type ProfileUpdate,
  type PublicFormSettings,
  type SubscriptionNext,
  type UserSettings,
} from '@erep/shared/schemas';
import { RENEWAL_NOTICE_DAYS } from '@erep/shared/rules';
import type { Orm } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { hitCounters, readCounters } from '../../db/counters';
import type { CustomerRow } from '../../http/guards';
import type { LoginLockout } from '../../http/limits';
import { asLanguage } from '../../http/language';
import { badRequest, conflict, notFound } from '../../http/errors';
import { tagFromName } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { TokenService } from '../../lib/jwt';
import type { Mailer } from '../../mail/index';
import { TooManyFailures, type AuthUser } from '../auth/service';
import { newSellerCode } from '../establishments/service';
import { toPlanPrice } from '../plans/prices';
import * as q from './queries';

export const EMAIL_IN_USE = 'This email address is already used by another account.';
export const WRONG_PASSWORD = 'The current password is not correct.';
export const PASSWORD_FOR_EMAIL = 'Give your current password to change the email address.';
export const TOO_MANY_WRONG_PASSWORDS = 'Too many wrong current passwords';
export const NO_ESTABLISHMENT = 'Create your establishment first (step 1).';
export const NO_FORM = 'Save your public form first (step 2).';
export const UNKNOWN_ADVANTAGE = 'This advantage does not exist or is not active.';

const isoDay = (value: Date | string | null): string | null => {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
};

export async function getProfile(orm: Orm, user: AuthUser): Promise<Profile> {
  const row = await q.userProfile(orm, user.id);
  if (!row) throw notFound('User not found');
  // The user's own choice first, else the language the interface uses for them (spec section 6).
  const language = asLanguage(row.language) ?? asLanguage(user.customer?.language) ?? asLanguage(user.partner?.language) ?? 'fr';
  return { first_name: row.firstName ?? '', last_name: row.lastName ?? '', email: row.email, language };
}

/** What proving the current password needs: the database, and how many wrong ones a user is allowed. */
export interface PasswordProof {
  orm: Orm;
  lockout: LoginLockout;
}

/**
 * Checks the caller's current password before an account change, limited like sign-in: the count is
 * read before hashing, and each wrong password counts, so a stolen session cannot guess it.
 */
async function proveCurrentPassword(deps: PasswordProof, userId: number, password: string, passwordHash: string): Promise<void> {
  const key = `lockout|current-password|${userId}`;
  const counted = (await readCounters(deps.orm, [key])).get(key);
  if (counted && counted.hits >= deps.lockout.perUserCurrentPassword) throw new TooManyFailures(counted.retryAfterSeconds, TOO_MANY_WRONG_PASSWORDS);
  if (!(await verifyPassword(password, passwordHash))) {
    await hitCounters(deps.orm, [key], deps.lockout.windowMs);
    throw badRequest(WRONG_PASSWORD, { current_password: ['wrong_password'] });
  }
}

const EMAIL_CHANGED_MAIL: Record<LanguageCode, { subject: string; body: (from: string, to: string) => string }> = {
  fr: {
    subject: 'L’adresse e-mail de votre compte a changé',
    body: (from, to) =>
      `Bonjour,\n\nL’adresse e-mail de votre compte est passée de ${from} à ${to}. La connexion se fait désormais avec la nouvelle adresse, et les autres sessions ont été fermées.\n\nSi vous n’êtes pas à l’origine de ce changement, prévenez tout de suite le propriétaire du compte ou notre support.`,
  },
  en: {
    subject: 'The email address of your account was changed',
    body: (from, to) =>
      `Hello,\n\nThe email address of your account was changed from ${from} to ${to}. Signing in now uses the new address, and the other sessions were signed out.\n\nIf you did not make this change, tell the account's owner or our support at once.`,
  },
  sp: {
    subject: 'La dirección de correo de su cuenta ha cambiado',
    body: (from, to) =>
      `Hola:\n\nLa dirección de correo de su cuenta ha pasado de ${from} a ${to}. El inicio de sesión se hace ahora con la nueva dirección, y las demás sesiones se han cerrado.\n\nSi no ha hecho este cambio, avise enseguida al propietario de la cuenta o a nuestro soporte.`,
  },
};

/**
 * Saves the caller's name, email and language. A new email address is a new way into the account:
 * it needs the current password, tells the old address, and ends every other session (this one
 * carries on with the token answered).
 */
export async function updateProfile(
  deps: PasswordProof & { tokens: TokenService; mailer: Mailer },
  user: AuthUser,
  input: ProfileUpdate,
): Promise<ProfileSaved> {
  const { current_password: currentPassword, ...profile } = input;
  const row = await q.userProfile(deps.orm, user.id);
  if (!row) throw notFound('User not found');
  const emailChanged = profile.email !== row.email;
  if (emailChanged) {
    if (await q.emailUsedByAnother(deps.orm, profile.email, user.id)) throw conflict(EMAIL_IN_USE, { email: ['taken'] });
    if (!currentPassword) throw badRequest(PASSWORD_FOR_EMAIL, { current_password: ['required'] });
    await proveCurrentPassword(deps, user.id, currentPassword, row.passwordHash);
  }
  let version: number;
  try {
    version = await q.updateUser(deps.orm, user.id, { firstName: profile.first_name, lastName: profile.last_name, email: profile.email, language: profile.language }, emailChanged);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE, { email: ['taken'] });
    throw error;
  }
  if (!emailChanged) return profile;
  const mail = EMAIL_CHANGED_MAIL[asLanguage(row.language) ?? asLanguage(user.customer?.language) ?? asLanguage(user.partner?.language) ?? 'fr'];
  // A platform mail about the sign-in, as the password reset.
  await deps.mailer.queue({ to: row.email, customerId: null, subject: mail.subject, text: mail.body(row.email, profile.email) });
  return { ...profile, token: await deps.tokens.sign(user.id, version) };
}

/**
 * Changes the caller's password and signs out every other session: the token version moves on, so
 * older tokens fail; the caller carries on with the fresh token answered here.
 */
export async function changePassword(deps: PasswordProof & { tokens: TokenService }, user: AuthUser, input: PasswordChangeInput): Promise<{ token: string }> {
  const row = await q.userProfile(deps.orm, user.id);
  if (!row) throw notFound('User not found');
  await proveCurrentPassword(deps, user.id, input.current_password, row.passwordHash);
  const version = await q.replacePassword(deps.orm, user.id, await hashPassword(input.password));
  return { token: await deps.tokens.sign(user.id, version) };
}

export const DEFAULT_SETTINGS: UserSettings = { alert_negative_reviews: true, daily_digest: false, default_range: '30' };

export async function getSettings(orm: Orm, userId: number): Promise<UserSettings> {
  const row = await q.settingsOf(orm, userId);
  if (!row) return DEFAULT_SETTINGS;
  const range = (['7', '30', '90', '365'] as const).find((r) => r === row.defaultRange) ?? '30';
  return { alert_negative_reviews: row.alertNegativeReviews, daily_digest: row.dailyDigest, default_range: range };
}

export async function saveSettings(orm: Orm, userId: number, input: UserSettings): Promise<UserSettings> {
  await q.saveSettings(orm, { userId, alertNegativeReviews: input.alert_negative_reviews, dailyDigest: input.daily_digest, defaultRange: input.default_range });
  return input;
}

export function companyContact(customer: CustomerRow): CompanyContact {
  return {
    name: customer.name,
    address1: customer.address1 ?? '',
    address2: customer.address2 ?? '',
    zipcode: customer.zipcode ?? '',
    city: customer.city ?? '',
    country: customer.country ?? '',
    phone: customer.phone ?? '',
    billing_email: customer.billingEmail ?? '',
  };
}

export async function saveCompanyContact(orm: Orm, customer: CustomerRow, input: CompanyContact): Promise<CompanyContact> {
  const row = await q.updateCustomer(orm, customer.id, {
    name: input.name,
    address1: input.address1,
    address2: input.address2 || null,
    zipcode: input.zipcode,
    city: input.city,
    country: input.country,
    phone: input.phone || null,
    billingEmail: input.billing_email,
  });
  if (!row) throw notFound('Customer not found');
  return companyContact(row);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A subscription in force or ended; pending and cancelled ones neither run out nor get renewed. */
const RAN = new Set(['active', 'expired']);

/**
 * The customer's subscriptions with what each costs, what happens at the end of an active one, and
 * whether it is worth renewing: it ends within RENEWAL_NOTICE_DAYS (or has ended) and no later one
 * takes over from it.
 */
export async function listSubscriptions(orm: Orm, customerId: number, now: Date = new Date()): Promise<AccountSubscription[]> {
  const rows = (await q.subscriptionsOf(orm, customerId)).map(({ subscription, plan }) => ({
    subscription,
    plan,
    end: isoDay(subscription.expiredAt),
    price: toPlanPrice(plan.amountCents, plan.currency, plan.billingPeriod),
  }));
  const today = isoDay(now) ?? '';
  const noticeEnd = isoDay(new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS)) ?? '';
  return rows.map(({ subscription, plan, end, price }) => {
    // A later subscription that runs past this one's end takes over from it.
    const follower =
      end === null
        ? undefined
        : rows.find((other) => other.subscription.id > subscription.id && RAN.has(other.subscription.status) && other.end !== null && other.end > end);
    // Stripe charges a recurring subscription again at its end, unless it was cancelled at period end.
    const stripeRenews = subscription.stripeSubscriptionId !== null && !subscription.cancelAtPeriodEnd;
    let next: SubscriptionNext | null = null;
    if (subscription.status === 'active' && end !== null) {
      if (follower?.subscription.status === 'active') next = { kind: 'renews', on: end, plan: follower.plan.name, price: follower.price };
      else if (stripeRenews && end >= today) next = { kind: 'renews', on: end, plan: plan.name, price };
      else next = end < today ? { kind: 'ended', on: end } : { kind: 'ends', on: end };
    }
    return {
      id: subscription.id,
      plan: { tag: plan.tag, name: plan.name, price_code: plan.priceCode },
      amount: subscription.amount,
      status: subscription.status,
      started_at: isoDay(subscription.createdAt) ?? '',
      expired_at: end,
      price,
      next,
      renewable: RAN.has(subscription.status) && end !== null && end <= noticeEnd && follower === undefined && !(subscription.status === 'active' && stripeRenews),
      past_due: subscription.status === 'active' && subscription.providerStatus === 'past_due',
      cancel_at_period_end: subscription.status === 'active' && subscription.cancelAtPeriodEnd,
      stripe_customer: subscription.stripeCustomerId !== null,
    };
  });
}

/** The customer's colours as stored now (the scope's row may predate a save), else its partner's. */
async function currentTheme(orm: Orm, customer: CustomerRow) {
  const own = await q.customerColors(orm, customer.id);
  const partner = await q.partnerColors(orm, customer.partnerId);
  return {
    back_color: own?.backColor ?? partner?.backColor ?? '#1d4ed8',
    font_color: own?.fontColor ?? partner?.fontColor ?? '#111827',
    title_color: own?.titleColor ?? partner?.titleColor ?? '#111827',
  };
}

const knownFields = (list: string[]): PublicFormSettings['fields'] =>
  OPTIONAL_FEEDBACK_FIELDS.filter((field) => list.includes(field));

/** The step to resume at: no establishment, first; no saved form, second; else third. */
export async function onboardingState(orm: Orm, customer: CustomerRow): Promise<OnboardingState> {
  const [establishment, form, advantages, theme] = await Promise.all([
    q.firstEstablishment(orm, customer.id),
    q.publicFormOf(orm, customer.id),
    q.activeAdvantages(orm, customer.id),
    currentTheme(orm, customer),
  ]);
  const step = !establishment ? ONBOARDING_STEPS[0] : !form ? ONBOARDING_STEPS[1] : ONBOARDING_STEPS[2];
  return {
    step,
    establishment: establishment
      ? {
          id: establishment.id,
          tag: establishment.tag,
          name: establishment.name,
          address: establishment.address ?? '',
          zip: establishment.zip ?? '',
          city: establishment.city ?? '',
          country: establishment.country ?? '',
          phone: establishment.phone ?? '',
          seller_code_set: establishment.sellerCodeSet,
        }
      : null,
    // Until saved, the form asks every field and offers nothing.
    form: { fields: form ? knownFields(form.fields) : [...OPTIONAL_FEEDBACK_FIELDS], advantage: form?.advantageTag ?? null, ...theme },
    advantages,
    completed: Boolean(form?.onboardingDoneAt),
  };
}

/**
 * Step 1: creates the first establishment, or edits it when the customer comes back to the step.
 * A creation returns the establishment's new seller code (shown once); an edit returns null.
 */
export async function saveFirstEstablishment(orm: Orm, customer: CustomerRow, input: OnboardingEstablishmentInput): Promise<string | null> {
  const values = { name: input.name, address: input.address, zip: input.zip, city: input.city, country: input.country, phone: input.phone || null };
  const existing = await q.firstEstablishment(orm, customer.id);
  if (existing) {
    await q.updateEstablishment(orm, existing.id, values);
    return null;
  }
  const seller = await newSellerCode(orm, customer.id);
  await q.insertEstablishment(orm, { ...values, customerId: customer.id, tag: tagFromName(input.name, 'establishment'), sellerCodeHash: seller.hash });
  return seller.code;
}

/** Step 2: the fields asked, the advantage offered (one of the customer's active ones) and the colours. */
export async function savePublicForm(orm: Orm, customer: CustomerRow, input: PublicFormSettings): Promise<void> {
  if (!(await q.firstEstablishment(orm, customer.id))) throw conflict(NO_ESTABLISHMENT);
  if (input.advantage !== null) {
    const offered = await q.activeAdvantages(orm, customer.id);
    if (!offered.some((a) => a.tag === input.advantage)) throw badRequest(UNKNOWN_ADVANTAGE, { advantage: ['unknown'] });
  }
  await q.savePublicForm(
    orm,
    customer.id,
    { fields: knownFields(input.fields), advantageTag: input.advantage },
    { backColor: input.back_color, fontColor: input.font_color, titleColor: input.title_color },
  );
}

export async function completeOnboarding(orm: Orm, customer: CustomerRow): Promise<void> {
  if (!(await q.markOnboardingDone(orm, customer.id))) throw conflict(NO_FORM);
}

const SUPPORT_MAIL = {
  fr: { subject: (s: string) => `Demande d'assistance : ${s}`, ack: 'Nous avons bien reçu votre demande ; nous vous répondons par e-mail.' },
  en: { subject: (s: string) => `Support request: ${s}`, ack: 'We have received your request; we will answer by email.' },
  sp: { subject: (s: string) => `Solicitud de soporte: ${s}`, ack: 'Hemos recibido su solicitud; le responderemos por correo electrónico.' },
} as const;

/** Stores the request and mails it to the partner's team, with a copy to the sender. */
export async function sendSupportRequest(deps: { orm: Orm; mailer: Mailer }, user: AuthUser, input: { topic: string; subject: string; message: string }): Promise<number> {
  const id = await q.insertSupportRequest(deps.orm, {
    customerId: user.customer?.id ?? null,
    userId: user.id,
    email: user.email,
    topic: input.topic,
    subject: input.subject,
    message: input.message,
  });
  const partnerId = user.customer?.partnerId ?? user.partner?.id ?? null;
  const team = partnerId === null ? [] : await q.partnerUserEmails(deps.orm, partnerId);
  const who = user.customer ? `${user.email} (${user.customer.tag})` : user.email;
  const body = `#${id} · ${input.topic}\n${who}\n\n${input.message}`;
  const customerId = user.customer?.id ?? null;
  for (const to of team) await deps.mailer.queue({ customerId, to, subject: `[#${id}] ${input.subject}`, text: body });
  const mail = SUPPORT_MAIL[asLanguage(user.customer?.language ?? user.partner?.language) ?? 'fr'];
  await deps.mailer.queue({ customerId, to: user.email, subject: mail.subject(input.subject), text: `${mail.ack}\n\n#${id}\n${input.message}` });
  return id;
}
