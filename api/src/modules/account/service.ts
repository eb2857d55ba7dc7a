import {
  RESET_MISMATCH_MESSAGE,
  resetPasswordSchema,
  ROLES,
  type AccountCreateInput,
  type AccountCreateResponse,
  type ForgotPasswordInput,
  type InvitationInfo,
  type LanguageCode,
  type LoginResponse,
  type PartnerCustomerCreate,
  type PartnerCustomerCreated,
  type SubscriptionCreateInput,
  type SubscriptionCreateResponse,
} from '@erep/shared/schemas';
import { subscriptionDates } from '@erep/shared/rules';
import { createHash } from 'node:crypto';
import type { Orm } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { createdStatus } from '../../http/envelope';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import { asLanguage } from '../../http/language';
import { parseRequest } from '../../http/validation';
import { randomToken, resetToken, tagFromName } from '../../lib/ids';
import type { TokenService } from '../../lib/jwt';
import { hashPassword } from '../../lib/password';
import type { Mailer } from '../../mail/index';
import { loadUserByEmail, loadUserById, toSessionUser, type AuthUser } from '../auth/service';
import { sellablePlan } from '../plans/service';
import { enqueue } from '../jobs/queries';
import * as q from './queries';
import { userDeactivated } from './payments';
import { mailResumeLink, PAYMENT_PENDING, PAYMENT_REMINDER, REMINDER_DELAY_MS } from './resume';

export const EMAIL_TAKEN = 'An account already exists with this email address.';
const RESET_TTL_MS = 60 * 60 * 1000;
export const UNKNOWN_EMAIL = 'No account is registered with this email address.';
export const LINK_EXPIRED = 'This reset link has expired or has already been used.';

/**
 * Creates the customer and its first user, inactive until the first payment, and a reminder mail
 * for when that payment is not made within the hour. The address of an account awaiting its first
 * payment gets the resume link by mail instead: whoever asks is told so, never given the payment.
 */
export async function signUp(deps: { orm: Orm; tokens: TokenService; mailer: Mailer }, input: AccountCreateInput, origin: string): Promise<AccountCreateResponse> {
  const partner = await q.partnerByCode(deps.orm, input.partner);
  if (!partner) throw badRequest(`Partner '${input.partner}' not found`, { partner: ['not_found'] }, 'partner_not_found');
  const plan = await sellablePlan(deps.orm, input.plan, partner.id);
  const existing = await q.userIdByEmail(deps.orm, input.email);
  if (existing !== null) {
    if (await mailResumeLink(deps, existing, origin)) throw forbidden(PAYMENT_PENDING, 'payment_pending');
    throw forbidden(EMAIL_TAKEN, 'email_taken');
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const created = await q.insertCustomerWithUser(
      deps.orm,
      {
        tag: tagFromName(input.name, 'customer'),
        name: input.name,
        partnerId: partner.id,
        planId: plan.id,
        language: partner.language,
        address1: input.address1,
        address2: input.address2 || null,
        zipcode: input.zipcode,
        city: input.city,
        country: input.country,
      },
      {
        email: input.email,
        passwordHash,
        roles: [ROLES.erep, ROLES.customer],
        // Active once the first payment is confirmed.
        isActive: false,
        firstName: input.firstname,
        lastName: input.lastname,
      },
    );
    await enqueue(deps.orm, {
      kind: PAYMENT_REMINDER,
      payload: { userId: created.user.id },
      dedupeKey: `${PAYMENT_REMINDER}:${created.user.id}`,
      runAt: new Date(Date.now() + REMINDER_DELAY_MS),
    });
    return {
      user: { id: created.user.id },
      customer: { tag: created.customer.tag },
      token: await deps.tokens.sign(created.user.id, created.user.tokenVersion),
    };
  } catch (error) {
    // Two sign-ups with the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw forbidden(EMAIL_TAKEN, 'email_taken');
    throw error;
  }
}

/** The owner chooses the password from this link, then signs in and pays: long enough to be read. */
const OWNER_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const OWNER_INVITE_MAIL: Record<LanguageCode, { subject: (c: string) => string; body: (c: string, link: string) => string }> = {
  fr: {
    subject: (c) => `Votre espace ${c} est prêt`,
    body: (c, link) =>
      `Bonjour,\n\nVotre espace ${c} a été créé pour vous. Pour choisir votre mot de passe, ouvrez ce lien (valable 7 jours, une seule fois) :\n${link}\n\nConnectez-vous ensuite avec cette adresse e-mail pour régler votre abonnement et commencer.`,
  },
  en: {
    subject: (c) => `Your ${c} account is ready`,
    body: (c, link) =>
      `Hello,\n\nYour ${c} account has been created for you. To choose your password, open this link (valid for 7 days, once):\n${link}\n\nThen sign in with this email address to pay for your subscription and get started.`,
  },
  sp: {
    subject: (c) => `Su cuenta ${c} está lista`,
    body: (c, link) =>
      `Hola:\n\nSe ha creado su cuenta ${c}. Para elegir su contraseña, abra este enlace (válido 7 días, una sola vez):\n${link}\n\nDespués inicie sesión con esta dirección de correo para pagar su suscripción y empezar.`,
  },
};

/**
 * A partner creates a customer on one of the plans it sells, with its owner inactive until the first
 * payment (as at sign-up), and mails the owner a link to choose a password in the chosen language.
 */
export async function createPartnerCustomer(
  deps: { orm: Orm; mailer: Mailer },
  partnerId: number,
  input: PartnerCustomerCreate,
  origin: string,
): Promise<PartnerCustomerCreated> {
  const plan = await sellablePlan(deps.orm, input.plan, partnerId);
  if ((await q.userIdByEmail(deps.orm, input.email)) !== null) throw conflict(EMAIL_TAKEN, { email: ['taken'] }, 'email_taken');
  let created: Awaited<ReturnType<typeof q.insertCustomerWithUser>>;
  try {
    created = await q.insertCustomerWithUser(
      deps.orm,
      {
        tag: tagFromName(input.name, 'customer'),
        name: input.name,
        partnerId,
        planId: plan.id,
        language: input.language,
        address1: input.address1,
        address2: input.address2 || null,
        zipcode: input.zipcode,
        city: input.city,
        country: input.country,
      },
      {
        email: input.email,
        // Nobody knows this password: the invitation link sets the real one.
        passwordHash: await hashPassword(randomToken(32)),
        roles: [ROLES.erep, ROLES.customer],
        // Active once the first payment is confirmed, as after sign-up.
        isActive: false,
        firstName: input.firstname,
        lastName: input.lastname,
        language: input.language,
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: ['taken'] }, 'email_taken');
    throw error;
  }
  const { link, token } = await passwordLinkFor(deps.orm, created.user.id, origin, OWNER_INVITE_TTL_MS);
  const mail = OWNER_INVITE_MAIL[input.language];
  await deps.mailer.queue({ customerId: null, to: input.email, subject: mail.subject(input.name), text: mail.body(input.name, link), secrets: [token] });
  return { tag: created.customer.tag, name: input.name };
}

/** The pending subscription of the signed-up customer; asking twice returns the same one. */
export async function createSubscription(orm: Orm, user: AuthUser | null, input: SubscriptionCreateInput): Promise<SubscriptionCreateResponse> {
  if (!user) throw unauthorized();
  if (!user.customer || user.customer.tag !== input.customer) throw forbidden('You do not have access to this customer', 'other_tenant');
  if (user.deactivated) throw userDeactivated();
  // Billing is the owners': a manager limited to some establishments does not subscribe the account.
  if (user.accountRole === 'manager') throw forbidden("Only the account's owners may do this", 'owner_only');
  const plan = await sellablePlan(orm, input.plan, user.customer.partnerId);
  // The period is the server's: 366 days from today, whatever the client's clock says.
  const { expired_at } = subscriptionDates();
  const row =
    (await q.pendingSubscription(orm, user.customer.id, plan.id)) ??
    (await q.insertSubscription(orm, {
      customerId: user.customer.id,
      planId: plan.id,
      amount: input.amount,
      email: input.email,
      status: 'pending',
      appUrl: input.app_url ?? null,
      expiredAt: expired_at,
    }));
  if (!row) throw new HttpError(500, 'subscription insert returned nothing');
  return createdStatus({ id: row.id, status: row.status, expired_at: row.expiredAt ?? expired_at });
}

const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const RESET_MAIL: Record<LanguageCode, { subject: string; body: (link: string) => string }> = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe',
    body: (link) => `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :\n${link}\n\nSi vous n'avez rien demandé, ignorez ce message.`,
  },
  en: {
    subject: 'Reset your password',
    body: (link) => `Hello,\n\nTo choose a new password, open this link (valid for 1 hour, once):\n${link}\n\nIf you did not ask for this, ignore this message.`,
  },
  sp: {
    subject: 'Restablecer su contraseña',
    body: (link) => `Hola:\n\nPara elegir una nueva contraseña, abra este enlace (válido 1 hora, una sola vez):\n${link}\n\nSi no lo ha solicitado, ignore este mensaje.`,
  },
};

/**
 * A single-use set-password link (the reset page, or the invitation's welcome page): a reset lasts
 * one hour, an invitation longer. A new link replaces the user's earlier unused one.
 */
export async function passwordLinkFor(
  orm: Orm,
  userId: number,
  origin: string,
  ttlMs = RESET_TTL_MS,
  page: 'password/reset' | 'invitation' = 'password/reset',
): Promise<{ link: string; token: string }> {
  const token = resetToken();
  await q.replaceResetToken(orm, userId, hashResetToken(token), new Date(Date.now() + ttlMs));
  return { link: `${origin}/${page}/${token}`, token };
}

/** Mails a single-use link valid one hour; returns the user id for the log. */
export async function requestPasswordReset(deps: { orm: Orm; mailer: Mailer }, input: ForgotPasswordInput, origin: string): Promise<number> {
  const user = await loadUserByEmail(deps.orm, input.email);
  if (!user) throw notFound(UNKNOWN_EMAIL, 'unknown_email');
  // 256 random bits; only the hash is stored, so a database leak reveals no usable link.
  const token = resetToken();
  await q.replaceResetToken(deps.orm, user.id, hashResetToken(token), new Date(Date.now() + RESET_TTL_MS));
  const mail = RESET_MAIL[asLanguage(user.customer?.language ?? user.partner?.language) ?? 'fr'];
  await deps.mailer.queue({ customerId: null, to: user.email, subject: mail.subject, text: mail.body(`${origin}/password/reset/${token}`), secrets: [token] });
  return user.id;
}

/** Sets a new password with a reset link; returns the user id for the log. */
export async function resetPassword(orm: Orm, token: string, body: unknown): Promise<number> {
  const now = new Date();
  const live = await q.liveResetToken(orm, hashResetToken(token), now);
  if (!live) throw unauthorized(LINK_EXPIRED, 'link_expired');
  return setPasswordWithLink(orm, live, body, now);
}

async function setPasswordWithLink(orm: Orm, live: { id: number; userId: number }, body: unknown, now: Date): Promise<number> {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof raw.password === 'string' && typeof raw.confirmation === 'string' && raw.password !== raw.confirmation) {
    throw badRequest(RESET_MISMATCH_MESSAGE, { confirmation: ['mismatch'] }, 'password_mismatch');
  }
  const input = parseRequest(resetPasswordSchema, body, 'body');
  if (!(await q.consumeResetToken(orm, live, await hashPassword(input.password), now))) throw unauthorized(LINK_EXPIRED, 'link_expired');
  return live.userId;
}

/** A live invitation link's user, still to accept it; 401 `link_expired` otherwise (used, replaced, expired). */
async function liveInvitation(orm: Orm, token: string, now: Date) {
  const live = await q.liveResetToken(orm, hashResetToken(token), now);
  const invitation = live ? await q.pendingInvitation(orm, live.userId) : null;
  if (!live || !invitation) throw unauthorized(LINK_EXPIRED, 'link_expired');
  return { live, invitation };
}

/** Whom an invitation link welcomes and to which business. */
export async function invitationOf(orm: Orm, token: string): Promise<InvitationInfo> {
  const { invitation } = await liveInvitation(orm, token, new Date());
  return { business: invitation.business, email: invitation.email, first_name: invitation.firstName ?? '' };
}

/** Sets the invited user's first password (the link works once) and signs them in. */
export async function acceptInvitation(deps: { orm: Orm; tokens: TokenService }, token: string, body: unknown): Promise<LoginResponse> {
  const now = new Date();
  const { live } = await liveInvitation(deps.orm, token, now);
  const userId = await setPasswordWithLink(deps.orm, live, body, now);
  const user = await loadUserById(deps.orm, userId);
  if (!user) throw unauthorized(LINK_EXPIRED, 'link_expired');
  return { token: await deps.tokens.sign(user.id, user.tokenVersion), user: toSessionUser(user) };
}
