import type { LanguageCode, PaymentResume } from '@erep/shared/schemas';
import { subscriptionDates } from '@erep/shared/rules';
import { createHash } from 'node:crypto';
import type { Orm } from '../../db/client';
import { HttpError } from '../../http/errors';
import { asLanguage } from '../../http/language';
import { resetToken } from '../../lib/ids';
import type { TokenService } from '../../lib/jwt';
import type { Mailer } from '../../mail/index';
import { toPlanPrice } from '../plans/prices';
import * as q from './queries';

export const PAYMENT_PENDING = 'This account is awaiting its first payment';
const RESUME_LINK_EXPIRED = 'This payment link has expired or has already been used.';
const NOTHING_TO_PAY = 'This account has no payment to resume.';
/** A mailed link stays usable two days: the reminder goes out an hour after sign-up, often read later. */
const RESUME_TTL_MS = 48 * 60 * 60 * 1000;
/** The reminder waits this long after sign-up: most people finish paying well within it. */
export const REMINDER_DELAY_MS = 60 * 60 * 1000;
export const PAYMENT_REMINDER = 'payment_reminder';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The 403 of a correct password on an account awaiting its first payment; carries what resumes it. */
export function paymentPending(payment: PaymentResume): HttpError {
  const error = new HttpError(403, PAYMENT_PENDING, undefined, 'payment_pending');
  error.extra = { payment };
  return error;
}

/**
 * What the payment step needs when the user owns an account created and never paid (inactive,
 * without any subscription but pending ones), else null. A pending subscription is made again from
 * the customer's plan when the first one was never created.
 */
export async function pendingFirstPayment(deps: { orm: Orm; tokens: TokenService }, userId: number): Promise<PaymentResume | null> {
  const account = await q.awaitingFirstPayment(deps.orm, userId);
  if (!account) return null;
  let pending = await q.latestPendingSubscription(deps.orm, account.customerId);
  if (!pending && account.planId !== null) {
    await q.insertSubscription(deps.orm, {
      customerId: account.customerId,
      planId: account.planId,
      amount: (account.planAmountCents ?? 0) / 100,
      email: account.email,
      status: 'pending',
      expiredAt: subscriptionDates().expired_at,
    });
    pending = await q.latestPendingSubscription(deps.orm, account.customerId);
  }
  if (!pending) return null;
  return {
    token: await deps.tokens.sign(account.userId, account.tokenVersion),
    user_id: account.userId,
    customer_tag: account.customerTag,
    subscription_id: pending.id,
    email: account.email,
    plan: { tag: pending.planTag, name: pending.planName, price_code: pending.priceCode },
    price: toPlanPrice(pending.amountCents, pending.currency, pending.billingPeriod),
    term: { from: pending.createdAt.toISOString().slice(0, 10), to: pending.expiredAt ?? subscriptionDates(pending.createdAt).expired_at },
  };
}

const RESUME_MAIL: Record<LanguageCode, { subject: string; body: (link: string) => string }> = {
  fr: {
    subject: 'Finalisez votre abonnement',
    body: (link) =>
      `Bonjour,\n\nVotre compte a bien été créé, mais son premier paiement n'a pas été effectué. Pour le reprendre là où vous l'avez laissé, ouvrez ce lien (valable 48 heures, une seule fois) :\n${link}\n\nVous pouvez aussi vous connecter avec votre mot de passe.\nSi vous n'êtes pas à l'origine de cette inscription, ignorez ce message.`,
  },
  en: {
    subject: 'Complete your subscription',
    body: (link) =>
      `Hello,\n\nYour account was created, but its first payment was not made. To pick it up where you left it, open this link (valid for 48 hours, once):\n${link}\n\nYou can also sign in with your password.\nIf you did not sign up, ignore this message.`,
  },
  sp: {
    subject: 'Complete su suscripción',
    body: (link) =>
      `Hola:\n\nSu cuenta se ha creado, pero su primer pago no se ha realizado. Para retomarlo donde lo dejó, abra este enlace (válido 48 horas, una sola vez):\n${link}\n\nTambién puede iniciar sesión con su contraseña.\nSi no se ha registrado, ignore este mensaje.`,
  },
};

/** Mails the owner a single-use link back to the payment step; false when nothing awaits payment. */
export async function mailResumeLink(deps: { orm: Orm; mailer: Mailer }, userId: number, origin: string): Promise<boolean> {
  const account = await q.awaitingFirstPayment(deps.orm, userId);
  if (!account) return false;
  // 256 random bits; only the hash is stored. A new link replaces the previous one.
  const token = resetToken();
  await q.replaceResumeToken(deps.orm, userId, hashToken(token), new Date(Date.now() + RESUME_TTL_MS));
  const mail = RESUME_MAIL[asLanguage(account.language) ?? 'fr'];
  await deps.mailer.queue({ customerId: null, to: account.email, subject: mail.subject, text: mail.body(`${origin}/payment/resume/${token}`), secrets: [token] });
  return true;
}

/** Uses a mailed link once: the payment to resume, rebuilt from the server. */
export async function resumeWithLink(deps: { orm: Orm; tokens: TokenService }, token: string): Promise<PaymentResume> {
  const userId = await q.consumeResumeToken(deps.orm, hashToken(token), new Date());
  if (userId === null) throw new HttpError(410, RESUME_LINK_EXPIRED, undefined, 'resume_link_expired');
  const payment = await pendingFirstPayment(deps, userId);
  if (!payment) throw new HttpError(409, NOTHING_TO_PAY, undefined, 'nothing_pending');
  return payment;
}
