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

/** The receipt in the payer's language; one per subscription, however often its payment is confirmed. */
function receiptMail(to: string, lang: LanguageCode, subscriptionId: number, facts: ReceiptFacts): MailMessage {
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
  return { to, customerId: null, subject: t.subject(facts.brand, facts.plan), text: lines.join('\n'), dedupeKey: `receipt:${subscriptionId}` };
}

/** How a payment was made: the provider's reference and, when it says so, the amount it charged (minor units). */
interface PaymentFacts {
  reference: string;
  amountMinor?: number | null;
  currency?: string | null;
}

/**
 * Queues the receipt of a subscription just paid to the address that paid it. The amount is the
 * provider's when it tells it, else the plan's; the outbox key keeps it to one mail per subscription.
 */
export async function mailReceipt(deps: { orm: Orm; mailer: Mailer }, subscriptionId: number, payment: PaymentFacts, origin: string, now: Date = new Date()): Promise<void> {
  const row = await q.receiptFacts(deps.orm, subscriptionId);
  if (!row) return;
  const charged = payment.amountMinor != null ? toPlanPrice(payment.amountMinor, payment.currency, row.billingPeriod) : null;
  const lang = asLanguage(row.payerLanguage) ?? asLanguage(row.customerLanguage) ?? asLanguage(row.partnerLanguage) ?? 'fr';
  await deps.mailer.queue(
    receiptMail(row.email, lang, subscriptionId, {
      brand: row.brand,
      plan: row.planName,
      price: charged ?? toPlanPrice(row.amountCents, row.currency, row.billingPeriod),
      from: row.createdAt.toISOString().slice(0, 10),
      to: row.expiredAt,
      paidOn: now.toISOString().slice(0, 10),
      reference: payment.reference,
      url: `${origin}/customer/${encodeURIComponent(row.customerTag)}/account/subscriptions`,
    }),
  );
}
