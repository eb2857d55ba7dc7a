import {
  ONBOARDING_STEPS,
  OPTIONAL_FEEDBACK_FIELDS,
  type AccountSubscription,
  type CompanyContact,
  type OnboardingEstablishmentInput,
  type OnboardingState,
  type PasswordChangeInput,
  type Profile,
  type PublicFormSettings,
  type UserSettings,
} from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { CustomerRow } from '../../http/guards';
import { asLanguage } from '../../http/language';
import { badRequest, conflict, notFound } from '../../http/errors';
import { tagFromName } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { TokenService } from '../../lib/jwt';
import type { Mailer } from '../../mail/index';
import type { AuthUser } from '../auth/service';
import { newSellerCode } from '../establishments/service';
import * as q from './queries';

export const EMAIL_IN_USE = 'This email address is already used by another account.';
export const WRONG_PASSWORD = 'The current password is not correct.';
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

export async function updateProfile(orm: Orm, user: AuthUser, input: Profile): Promise<Profile> {
  if (await q.emailUsedByAnother(orm, input.email, user.id)) throw conflict(EMAIL_IN_USE, { email: ['taken'] });
  try {
    await q.updateUser(orm, user.id, { firstName: input.first_name, lastName: input.last_name, email: input.email, language: input.language });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE, { email: ['taken'] });
    throw error;
  }
  return input;
}

/** Changes the caller's own password; the current one must be given. */
/**
 * Changes the caller's password and signs out every other session: the token version moves on, so
 * older tokens fail; the caller carries on with the fresh token answered here.
 */
export async function changePassword(orm: Orm, tokens: TokenService, user: AuthUser, input: PasswordChangeInput): Promise<{ token: string }> {
  const row = await q.userProfile(orm, user.id);
  if (!row || !(await verifyPassword(input.current_password, row.passwordHash))) {
    throw badRequest(WRONG_PASSWORD, { current_password: ['wrong_password'] });
  }
  const version = await q.replacePassword(orm, user.id, await hashPassword(input.password));
  return { token: await tokens.sign(user.id, version) };
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

export async function listSubscriptions(orm: Orm, customerId: number): Promise<AccountSubscription[]> {
  const rows = await q.subscriptionsOf(orm, customerId);
  return rows.map(({ subscription, plan }) => ({
    id: subscription.id,
    plan: { tag: plan.tag, name: plan.name, price_code: plan.priceCode },
    amount: subscription.amount,
    status: subscription.status,
    started_at: isoDay(subscription.createdAt) ?? '',
    expired_at: isoDay(subscription.expiredAt),
  }));
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
  const seller = await newSellerCode();
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
