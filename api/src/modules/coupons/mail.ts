import type { LanguageCode } from '@erep/shared/schemas';
import { formatDay } from '@erep/shared/visitor';
import { escapeHtml } from '../../lib/html';
import { qrPng } from '../../lib/qr-png';
import type { MailMessage } from '../../mail/index';

/** What the visitor's coupon mail says. */
interface CouponMailFacts {
  code: string;
  title: string;
  conditions: string | null;
  expiresAt: Date;
  establishment: string;
  /** The partner business giving the offer, when not the establishment's own. */
  offeredBy: string | null;
  /** Absolute link to the coupon page. */
  url: string;
}

const TEXTS = {
  fr: {
    subject: (title: string, place: string) => `Votre coupon « ${title} » – ${place}`,
    intro: (place: string) => `Merci ! Voici votre coupon pour ${place}.`,
    offer: 'Avantage',
    offeredBy: (name: string) => `Offert par ${name}`,
    conditions: 'Conditions',
    code: 'Code du coupon',
    expires: (date: string) => `Valable jusqu'au ${date}`,
    place: 'Établissement',
    show: 'Présentez ce code ou son QR code en caisse. Votre coupon :',
    qr: (code: string) => `QR code du coupon ${code}`,
  },
  en: {
    subject: (title: string, place: string) => `Your coupon "${title}" – ${place}`,
    intro: (place: string) => `Thank you! Here is your coupon for ${place}.`,
    offer: 'Advantage',
    offeredBy: (name: string) => `Offered by ${name}`,
    conditions: 'Conditions',
    code: 'Coupon code',
    expires: (date: string) => `Valid until ${date}`,
    place: 'Establishment',
    show: 'Show this code or its QR code at the till. Your coupon:',
    qr: (code: string) => `QR code of coupon ${code}`,
  },
  sp: {
    subject: (title: string, place: string) => `Su cupón «${title}» – ${place}`,
    intro: (place: string) => `¡Gracias! Aquí tiene su cupón para ${place}.`,
    offer: 'Ventaja',
    offeredBy: (name: string) => `Ofrecido por ${name}`,
    conditions: 'Condiciones',
    code: 'Código del cupón',
    expires: (date: string) => `Válido hasta el ${date}`,
    place: 'Establecimiento',
    show: 'Muestre este código o su código QR en caja. Su cupón:',
    qr: (code: string) => `Código QR del cupón ${code}`,
  },
} satisfies Record<LanguageCode, unknown>;

const QR_CID = 'coupon-qr';

/** The coupon mail in the visitor's language: a plain text part with the code and link, an HTML part with the QR code. */
export function couponMail(to: string, lang: LanguageCode, facts: CouponMailFacts): Omit<MailMessage, 'customerId'> {
  const t = TEXTS[lang];
  const date = formatDay(facts.expiresAt.toISOString(), lang);
  // French puts a space before the colon.
  const label = (text: string) => (lang === 'fr' ? `${text} :` : `${text}:`);
  const lines = [
    t.intro(facts.establishment),
    '',
    `${label(t.offer)} ${facts.title}`,
    ...(facts.offeredBy ? [t.offeredBy(facts.offeredBy)] : []),
    ...(facts.conditions ? [`${label(t.conditions)} ${facts.conditions}`] : []),
    `${label(t.code)} ${facts.code}`,
    t.expires(date),
    `${label(t.place)} ${facts.establishment}`,
    '',
    t.show,
    facts.url,
  ];
  const row = (name: string, value: string) => `<p style="margin:4px 0"><b>${escapeHtml(name)}</b> ${escapeHtml(value)}</p>`;
  const html = `<!doctype html><html lang="${lang === 'sp' ? 'es' : lang}"><body style="font-family:Arial,sans-serif;color:#1a1a1a">
<p>${escapeHtml(t.intro(facts.establishment))}</p>
<h2 style="margin:12px 0 4px">${escapeHtml(facts.title)}</h2>
${facts.offeredBy ? `<p style="margin:4px 0">${escapeHtml(t.offeredBy(facts.offeredBy))}</p>` : ''}
${facts.conditions ? row(label(t.conditions), facts.conditions) : ''}
${row(label(t.code), facts.code)}
<p style="margin:4px 0">${escapeHtml(t.expires(date))}</p>
${row(label(t.place), facts.establishment)}
<p><img src="cid:${QR_CID}" width="200" height="200" alt="${escapeHtml(t.qr(facts.code))}"></p>
<p>${escapeHtml(t.show)} <a href="${escapeHtml(facts.url)}">${escapeHtml(facts.url)}</a></p>
</body></html>`;
  return {
    to,
    subject: t.subject(facts.title, facts.establishment),
    text: lines.join('\n'),
    html,
    dedupeKey: `coupon:${facts.code}`,
    inlineImages: [{ cid: QR_CID, filename: `coupon-${facts.code}.png`, contentType: 'image/png', content: qrPng(facts.url) }],
  };
}
