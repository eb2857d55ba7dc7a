import type { LanguageCode, PlanPrice } from '@erep/shared/schemas';
import { billedPrice, formatBillingDay } from '@erep/shared/rules';
import type { Orm } from '../../db/client';
import { asLanguage } from '../../http/language';
import type { Mailer, MailMessage } from '../../mail/index';
import { toPlanPrice } from '../plans/prices';
import * as q from './queries';

/** What a receipt says about one payment. */
interface ReceiptFacts {
  /** The partner's brand the customer bought from. */
  brand: string;
  plan: string;
  price: PlanPrice | null;
  /** YYYY-MM-DD */
  from: string;
  to: string | null;
  paidOn: string;
  reference: string;
  /** Absolute link to the customer's subscriptions page. */
  url: string;
}

const TEXTS = {
  fr: {
    subject: (brand: string, plan: string) => `Reçu de paiement – ${brand}, formule ${plan}`,
    intro: 'Bonjour,\n\nMerci pour votre paiement. Voici votre reçu.',
    brand: 'Service',
    plan: 'Formule',
    amount: 'Montant',
    period: (from: string, to: string) => `Du ${from} au ${to}`,
    periodLabel: "Période d'abonnement",
    paidOn: 'Date du paiement',
    reference: 'Référence',
    link: 'Vos abonnements :',
  },
  en: {
    subject: (brand: string, plan: string) => `Payment receipt – ${brand}, ${plan} plan`,
    intro: 'Hello,\n\nThank you for your payment. Here is your receipt.',
    brand: 'Service',
    plan: 'Plan',
    amount: 'Amount',
    period: (from: string, to: string) => `From ${from} to ${to}`,
    periodLabel: 'Subscription period',
    paidOn: 'Payment date',
    reference: 'Reference',
    link: 'Your subscriptions:',
  },
  sp: {
    subject: (brand: string, plan: string) => `Recibo de pago – ${brand}, plan ${plan}`,
    intro: 'Hola:\n\nGracias por su pago. Aquí tiene su recibo.',
    brand: 'Servicio',
    plan: 'Plan',
    amount: 'Importe',
    period: (from: string, to: string) => `Del ${from} al ${to}`,
    periodLabel: 'Periodo de suscripción',
    paidOn: 'Fecha del pago',
    reference: 'Referencia',
    link: 'Sus suscripciones:',
  },
} satisfies Record<LanguageCode, unknown>;

/**
 * The receipt in the payer's language: one for the first payment, however often it is confirmed, and
 * one per renewal invoice.
 */
function receiptMail(to: string, lang: LanguageCode, dedupeKey: string, facts: ReceiptFacts): MailMessage {
  const t = TEXTS[lang];
  // French puts a space before the colon.
  const line = (name: string, value: string) => (lang === 'fr' ? `${name} : ${value}` : `${name}: ${value}`);
  const lines = [
    t.intro,
    '',
    line(t.brand, facts.brand),
    line(t.plan, facts.plan),
    ...(facts.price ? [line(t.amount, billedPrice(facts.price, lang))] : []),
    ...(facts.to ? [line(t.periodLabel, t.period(formatBillingDay(facts.from, lang), formatBillingDay(facts.to, lang)))] : []),
    line(t.paidOn, formatBillingDay(facts.paidOn, lang)),
    line(t.reference, facts.reference),
    '',
    t.link,
    facts.url,
  ];
  // The platform's mail about the account itself, as the payment-resume link: no customer's contact mail.
  return { to, customerId: null, subject: t.subject(facts.brand, facts.plan), text: lines.join('\n'), dedupeKey };
}

/** How a payment was made: the provider's reference and, when it says so, the amount it charged (minor units). */
interface PaymentFacts {
  reference: string;
  amountMinor?: number | null;
  currency?: string | null;
  /** A renewal: the invoice it paid (its own receipt) and the period it covers (YYYY-MM-DD). */
  renewal?: { invoice: string; from: string; to: string };
}

/**
 * Queues the receipt of a subscription just paid to the address that paid it. The amount is the
 * provider's when it tells it, else the plan's; the outbox key keeps it to one mail per subscription.
 */
export async function mailReceipt(deps: { orm: Orm; mailer: Mailer }, subscriptionId: number, payment: PaymentFacts, origin: string, now: Date = new Date()): Promise<void> {
  const row = await q.receiptFacts(deps.orm, subscriptionId);
  if (!row) return;
  const charged = payment.amountMinor != null ? toPlanPrice(payment.amountMinor, payment.currency, row.billingPeriod) : null;
  const lang = languageOf(row);
  await deps.mailer.queue(
    receiptMail(row.email, lang, payment.renewal ? `receipt:${subscriptionId}:${payment.renewal.invoice}` : `receipt:${subscriptionId}`, {
      brand: row.brand,
      plan: row.planName,
      price: charged ?? toPlanPrice(row.amountCents, row.currency, row.billingPeriod),
      from: payment.renewal?.from ?? row.createdAt.toISOString().slice(0, 10),
      to: payment.renewal?.to ?? row.expiredAt,
      paidOn: now.toISOString().slice(0, 10),
      reference: payment.reference,
      url: `${origin}/customer/${encodeURIComponent(row.customerTag)}/account/subscriptions`,
    }),
  );
}

const languageOf = (row: { payerLanguage: string | null; customerLanguage: string | null; partnerLanguage: string | null }): LanguageCode =>
  asLanguage(row.payerLanguage) ?? asLanguage(row.customerLanguage) ?? asLanguage(row.partnerLanguage) ?? 'fr';

const FAILED_TEXTS = {
  fr: {
    subject: (brand: string, plan: string) => `Paiement refusé – ${brand}, formule ${plan}`,
    body: (brand: string, plan: string, url: string) =>
      `Bonjour,\n\nLe renouvellement de votre abonnement ${brand} (formule ${plan}) n'a pas pu être prélevé. Votre accès reste ouvert pendant que le paiement est retenté.\n\nPour mettre à jour votre moyen de paiement, ouvrez vos abonnements :\n${url}`,
  },
  en: {
    subject: (brand: string, plan: string) => `Payment failed – ${brand}, ${plan} plan`,
    body: (brand: string, plan: string, url: string) =>
      `Hello,\n\nThe renewal of your ${brand} subscription (${plan} plan) could not be charged. Your access stays open while the payment is retried.\n\nTo update your payment method, open your subscriptions:\n${url}`,
  },
  sp: {
    subject: (brand: string, plan: string) => `Pago rechazado – ${brand}, plan ${plan}`,
    body: (brand: string, plan: string, url: string) =>
      `Hola:\n\nNo se ha podido cobrar la renovación de su suscripción ${brand} (plan ${plan}). Su acceso sigue abierto mientras se reintenta el pago.\n\nPara actualizar su medio de pago, abra sus suscripciones:\n${url}`,
  },
} satisfies Record<LanguageCode, unknown>;

/** Tells the payer a renewal could not be charged; one mail per failed invoice, however often Stripe retries it. */
export async function mailPaymentFailed(deps: { orm: Orm; mailer: Mailer }, subscriptionId: number, invoice: string, origin: string): Promise<void> {
  const row = await q.receiptFacts(deps.orm, subscriptionId);
  if (!row) return;
  const t = FAILED_TEXTS[languageOf(row)];
  const url = `${origin}/customer/${encodeURIComponent(row.customerTag)}/account/subscriptions`;
  await deps.mailer.queue({
    to: row.email,
    customerId: null,
    subject: t.subject(row.brand, row.planName),
    text: t.body(row.brand, row.planName, url),
    dedupeKey: `payment_failed:${subscriptionId}:${invoice}`,
  });
}
