import type { LanguageCode, PublicCoupon } from '@erep/shared/schemas';
import { qrSvg } from '@erep/shared/qr';
import { formatDay, VISITOR_TEXTS } from '@erep/shared/visitor';
import { escapeHtml, fillText } from '../../lib/html';

/** The coupon page's path; a partner's coupon keeps the path of the business whose page issued it. */
export const couponPath = (coupon: PublicCoupon) =>
  `/public/customer/${encodeURIComponent(coupon.issuedOn?.tag ?? coupon.customer.tag)}/advantagecontact/${encodeURIComponent(coupon.code)}`;

/**
 * The coupon as one small HTML file a visitor keeps on the phone: readable offline, with the code,
 * the QR code of its page and the expiry. No script, no outside resource.
 */
export function couponFile(coupon: PublicCoupon, lang: LanguageCode, url: string): string {
  const t = VISITOR_TEXTS[lang];
  const texts = coupon.advantage.texts[lang];
  const place = coupon.issuedOn?.name ?? coupon.customer.name;
  const offeredBy = coupon.issuedOn ? `<p>${escapeHtml(fillText(t.partnerOffer.offeredBy, { name: coupon.customer.name }))}</p>` : '';
  return `<!doctype html><html lang="${lang === 'sp' ? 'es' : lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(`${t.thanks.fileTitle} – ${place}`)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;margin:0;padding:24px;color:#1a1a1a;text-align:center}.code{font:700 2rem monospace;letter-spacing:.15em;margin:8px 0}svg{width:240px;height:240px}</style></head>
<body><h1>${escapeHtml(t.thanks.fileTitle)}</h1><p>${escapeHtml(place)}</p><h2>${escapeHtml(texts.title)}</h2>${offeredBy}${texts.description ? `<p>${escapeHtml(texts.description)}</p>` : ''}
<p>${escapeHtml(t.thanks.couponCode)}</p><p class="code" data-testid="coupon-code">${escapeHtml(coupon.code)}</p>
<div role="img" aria-label="${escapeHtml(fillText(t.coupon.qr, { code: coupon.code }))}">${qrSvg(url)}</div>
<p>${escapeHtml(fillText(t.thanks.expires, { date: formatDay(coupon.expiresAt, lang) }))}</p>
<p>${escapeHtml(t.thanks.fileHint)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p></body></html>`;
}
