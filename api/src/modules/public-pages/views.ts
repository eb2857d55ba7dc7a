import type { FeedbackContext, FeedbackResult, LanguageCode, PublicCoupon, ScreenData } from '@erep/shared/schemas';
import { formatDay, formatMoment, formatNumber, PUBLIC_CSS, VISITOR_TEXTS, type VisitorTexts } from '@erep/shared/visitor';
import type { FieldErrors } from '../../http/envelope';
import { QR_QUIET_ZONE } from '@erep/shared/qr';
import QRCode from 'qrcode-svg';
import { escapeHtml, fillText, htmlDocument, scriptJson } from '../../lib/html';

/*
 * The QR-code pages' HTML, from the public remote's own texts and styles (shared), so the server's
 * first paint and the remote's later render look the same. Every value goes through escapeHtml.
 */

type Texts = VisitorTexts;
export const TEXTS: Record<LanguageCode, Texts> = VISITOR_TEXTS;
const LANGS: LanguageCode[] = ['fr', 'en', 'sp'];
const LEVELS = ['terrible', 'bad', 'okay', 'good', 'amazing'] as const;
const FACES = ['😖', '😞', '😐', '😊', '😍'];

export interface FormState {
  values: Record<string, string>;
  errors: FieldErrors;
  message: string | null;
}

const HEX = /^#[0-9a-fA-F]{6}$/;
/**
 * The customer's colours as the CSS variables the theme module sets (the same mixes for the page
 * background and light fills), so the first paint is branded; the remote's take-over then refines
 * the text colours for contrast. Invalid values keep the defaults.
 */
function themeStyle(theme: FeedbackContext['customer']['theme'] | null): string {
  const vars: string[] = [];
  if (theme?.back_color && HEX.test(theme.back_color)) {
    vars.push(
      `--color-primary:${theme.back_color}`,
      `--color-primary-light:color-mix(in srgb,${theme.back_color} 20%,#fff)`,
      `--color-background:color-mix(in srgb,${theme.back_color} 5%,#fff)`,
    );
  }
  if (theme?.font_color && HEX.test(theme.font_color)) vars.push(`--color-on-primary:${theme.font_color}`);
  if (theme?.title_color && HEX.test(theme.title_color)) vars.push(`--color-title:${theme.title_color}`);
  return vars.join(';');
}

export function documentHtml(options: {
  lang: LanguageCode;
  title: string;
  theme: FeedbackContext['customer']['theme'] | null;
  body: string;
  scripts: string[];
  data?: unknown;
  /** Load the remote on the visitor's first interaction, so the pre-rendered page costs no script time. */
  lazy?: boolean;
  /** The response's CSP nonce: the lazy loader is the one inline script the policy lets run. */
  nonce?: string;
  /** Styles a page adds to the visitor pages' own. */
  extraCss?: string;
}): string {
  const data = options.data === undefined ? '' : `<script type="application/json" id="erep-public-data">${scriptJson(options.data)}</script>`;
  // The views' own inline scripts (draft restore and clear) run under the response's nonce; visitor
  // text in the body is escaped, so no `<script>` in it comes from outside.
  const nonceAttr = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  const body = options.body.replaceAll('<script>', `<script${nonceAttr}>`);
  const scripts = options.lazy
    ? options.scripts.length > 0
      ? `<script${nonceAttr}>${lazyLoader(options.scripts)}</script>`
      : ''
    : options.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('');
  return htmlDocument(
    {
      lang: options.lang === 'sp' ? 'es' : options.lang,
      title: options.title,
      style: themeStyle(options.theme),
      head: `<link rel="icon" href="data:,"><style>body{margin:0}${PUBLIC_CSS}${options.extraCss ?? ''}</style>${scripts}`,
    },
    `<div id="root">${body}</div>${data}`,
  );
}

/*
 * The session draft of a feedback form (mf-public's lib/feedback-draft uses the same key and format):
 * restored into the server-rendered form on a fresh load or Back, so nothing typed is lost before the
 * remote takes over; cleared once a review was sent.
 */
const DRAFT_PREFIX = 'erep_feedback_draft:';
const DRAFT_RESTORE = `(function(){try{var d=JSON.parse(sessionStorage.getItem(${JSON.stringify(DRAFT_PREFIX)}+location.pathname)||'null'),f=document.querySelector('form[data-testid=feedback-form]');if(!d||!f)return;Array.prototype.forEach.call(f.elements,function(e){if(!e.name||e.type==='hidden'||!(e.name in d))return;if(e.type==='radio')e.checked=e.value===d[e.name];else if(e.type==='checkbox')e.checked=d[e.name]==='on';else e.value=d[e.name]})}catch(x){}})();`;
const DRAFT_CLEAR = `(function(){try{Object.keys(sessionStorage).forEach(function(k){if(k.indexOf(${JSON.stringify(DRAFT_PREFIX)})===0)sessionStorage.removeItem(k)})}catch(x){}})();`;

/**
 * Inline and tiny: adds the remote's scripts once the visitor touches, clicks or types. Not for a
 * link: the visitor is leaving, and the app starting meanwhile could cancel that navigation.
 */
function lazyLoader(scripts: string[]): string {
  const list = scriptJson(scripts);
  return `(function(){var d=false,e=['pointerdown','keydown','focusin','touchstart'];function go(v){var t=v&&v.target;if(d||(t&&t.closest&&t.closest('a[href]')))return;d=true;e.forEach(function(t){removeEventListener(t,go,true)});${list}.forEach(function(s){var x=document.createElement('script');x.src=s;document.head.appendChild(x)})}e.forEach(function(t){addEventListener(t,go,{capture:true,passive:true})})})();`;
}

function field(name: string, label: string, control: (attrs: string) => string, error?: string, hint?: string): string {
  const describedBy = error ? `${name}-error` : hint ? `${name}-hint` : '';
  const attrs = ` id="f-${name}" name="${name}"${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}`;
  return `<div class="pf-field"><label for="f-${name}">${escapeHtml(label)}</label>${control(attrs)}${hint ? `<span class="pf-hint" id="${name}-hint">${escapeHtml(hint)}</span>` : ''}${error ? `<span class="pf-error" id="${name}-error">${escapeHtml(error)}</span>` : ''}</div>`;
}

function errorText(t: Texts, errors: FieldErrors, key: string): string | undefined {
  const code = errors[key]?.[0];
  if (!code) return undefined;
  const known = (t.feedback.errors as Record<string, string>)[code];
  return known ?? t.feedback.errors.required;
}

function langSwitch(t: Texts, lang: LanguageCode, path: string): string {
  const items = LANGS.map(
    (l) => `<li><a href="${escapeHtml(`${path}${path.includes('?') ? '&' : '?'}lang=${l}`)}" hreflang="${l === 'sp' ? 'es' : l}" lang="${l === 'sp' ? 'es' : l}"${l === lang ? ' aria-current="true"' : ''}>${l.toUpperCase()}</a></li>`,
  ).join('');
  return `<nav aria-label="${escapeHtml(t.language)}"><ul class="pf-langs">${items}</ul></nav>`;
}

function topBar(t: Texts, lang: LanguageCode, context: FeedbackContext, path: string): string {
  const logo = context.customer.logo ? `<img src="${escapeHtml(context.customer.logo)}" alt="" width="40" height="40">` : '';
  return `<header class="pf-top"><div class="pf-brand">${logo}<b data-testid="brand-name">${escapeHtml(context.establishment.name)}</b></div>${langSwitch(t, lang, path)}</header>`;
}

export function renderFeedbackForm(context: FeedbackContext, lang: LanguageCode, state: FormState, options: { action: string; preview: boolean; rfuid?: string | undefined; path: string }): string {
  const t = TEXTS[lang];
  const f = t.feedback;
  const val = (k: string) => escapeHtml(state.values[k] ?? '');
  const checked = (k: string, value: string) => (state.values[k] === value ? ' checked' : '');
  const err = (k: string) => errorText(t, state.errors, k);
  const ratingError = err('rating');
  const ratings = LEVELS.map(
    (level, i) =>
      `<label><input type="radio" name="rating" value="${i + 1}"${checked('rating', String(i + 1))}${ratingError ? ' aria-invalid="true"' : ''}><span class="pf-face" aria-hidden="true">${FACES[i]}</span><span>${escapeHtml(f.rating[level])}</span></label>`,
  ).join('');
  const intro = context.staff
    ? fillText(f.staffIntro, { name: `${context.staff.firstName} ${context.staff.lastName}` })
    : fillText(f.intro, { name: context.establishment.name });
  const staffNav =
    context.staffList.length > 0
      ? `<nav aria-label="${escapeHtml(f.staffList)}"><ul class="pf-staff">${context.staffList
          .map(
            (s) =>
              `<li><a href="/public/${escapeHtml(context.customer.tag)}/establishment/${context.establishment.id}/staffs/${s.id}/feedback"${s.id === context.staff?.id ? ' aria-current="page"' : ''}>${escapeHtml(s.firstName)}${s.department ? ` · ${escapeHtml(s.department)}` : ''}</a></li>`,
          )
          .join('')}</ul></nav>`
      : '';
  const advantages =
    context.advantages.length > 0
      ? `<fieldset class="pf-fieldset"><legend>${escapeHtml(f.advantage.legend)}</legend><p class="pf-hint" id="advantage-hint">${escapeHtml(f.advantage.hint)}</p><div class="pf-options"><label class="pf-option"><input type="radio" name="advantage" value=""${state.values.advantage ? '' : ' checked'}><span>${escapeHtml(f.advantage.none)}</span></label>${context.advantages
          .map(
            (a) =>
              `<label class="pf-option"${a.soldOut ? ' aria-disabled="true"' : ''}><input type="radio" name="advantage" value="${escapeHtml(a.tag)}"${checked('advantage', a.tag)}${a.soldOut ? ' disabled' : ''}><span><b>${escapeHtml(a.texts[lang].title)}</b>${a.soldOut ? ` — ${escapeHtml(f.advantage.soldOut)}` : ''}${offeredBy(t, a.offeredBy)}<small>${escapeHtml(a.texts[lang].description ?? '')} · ${escapeHtml(fillText(f.advantage.validity, { count: a.validityDays }))}</small></span></label>`,
          )
          .join('')}</div>${err('advantage') ? `<p class="pf-error">${escapeHtml(err('advantage'))}</p>` : ''}</fieldset>`
      : '';
  // A refusal of the whole review (already sent today) shows beside the button, where the eye is.
  const refusal = state.message ? errorText(t, state.errors, 'review') ?? errorText(t, state.errors, 'advantage') ?? state.message : null;
  const summary = !refusal && Object.keys(state.errors).length > 0 ? `<div class="pf-alert" role="alert">${escapeHtml(f.errors.summary)}</div>` : '';
  const newTab = `<span class="pf-sr"> ${escapeHtml(f.newTab)}</span>`;
  const genderOptions = ['', 'female', 'male', 'other']
    .map((g) => `<option value="${g}"${(state.values.gender ?? '') === g ? ' selected' : ''}>${escapeHtml(g ? f.gender[g as 'female'] : f.gender.none)}</option>`)
    .join('');
  const disclosure = `/privacy-policy?customer=${encodeURIComponent(context.customer.tag)}`;
  // Only the optional fields the customer's public form asks.
  const asked = (name: string, html: string) => (context.fields === undefined || context.fields.includes(name) ? html : '');
  return `<main class="pf-page" id="main"><div class="pf-wrap">${topBar(t, lang, context, options.path)}<section class="pf-card" aria-labelledby="fb-title" data-testid="feedback-page"><h1 id="fb-title">${escapeHtml(t.sections.feedback.title)}</h1><p class="pf-lead">${escapeHtml(intro)}</p>${context.unit ? `<p class="pf-lead">${escapeHtml(fillText(f.unitIntro, { name: context.unit.name }))}</p>` : ''}${options.preview ? `<p class="pf-note" role="status">${escapeHtml(f.preview)}</p>` : ''}${staffNav}${summary}
<form class="pf-form" method="post" action="${escapeHtml(options.action)}" novalidate data-testid="feedback-form">
<input type="hidden" name="language" value="${lang}">${options.preview ? '<input type="hidden" name="preview" value="true">' : ''}${options.rfuid ? `<input type="hidden" name="rfuid" value="${escapeHtml(options.rfuid)}">` : ''}
<fieldset class="pf-fieldset"${ratingError ? ' aria-describedby="rating-error"' : ''}><legend>${escapeHtml(f.rating.legend)} <span aria-hidden="true">*</span></legend><div class="pf-rating" role="radiogroup" aria-required="true">${ratings}</div>${ratingError ? `<p class="pf-error" id="rating-error">${escapeHtml(ratingError)}</p>` : ''}</fieldset>
<div class="pf-row">${field('firstname', `${f.firstname} *`, (a) => `<input${a} type="text" autocomplete="given-name" required maxlength="80" value="${val('firstname')}">`, err('firstname'))}${asked('lastname', field('lastname', f.lastname, (a) => `<input${a} type="text" autocomplete="family-name" maxlength="80" value="${val('lastname')}">`, err('lastname')))}</div>
<div class="pf-row">${asked('gender', field('gender', f.gender.label, (a) => `<select${a}>${genderOptions}</select>`, err('gender')))}${asked('visitAt', field('visitAt', f.visitAt, (a) => `<input${a} type="datetime-local" value="${val('visitAt')}">`, err('visitAt')))}</div>
${asked('email', field('email', f.email, (a) => `<input${a} type="email" autocomplete="email" inputmode="email" maxlength="254" value="${val('email')}">`, err('email'), f.emailHint))}
${asked('email', `<label class="pf-check"><input type="checkbox" name="marketingConsent" value="on" data-testid="marketing-consent"${state.values.marketingConsent ? ' checked' : ''}><span>${escapeHtml(fillText(t.consent.marketing, { name: context.customer.name }))}</span></label>`)}
${asked('comment', field('comment', f.comment, (a) => `<textarea${a} maxlength="2000">${val('comment')}</textarea>`, err('comment')))}
<label class="pf-check"><input type="checkbox" name="internal" value="on"${state.values.internal ? ' checked' : ''}><span>${escapeHtml(f.internal)}</span></label>
${advantages}
<div><label class="pf-check"><input type="checkbox" name="acceptTerms" value="on" required${state.values.acceptTerms ? ' checked' : ''}${err('acceptTerms') ? ' aria-invalid="true" aria-describedby="terms-error"' : ''}><span>${escapeHtml(f.acceptTerms)} (<a class="pf-inline" href="${escapeHtml(disclosure)}" target="_blank" rel="noopener">${escapeHtml(f.terms)}${newTab}</a>)</span></label>${err('acceptTerms') ? `<p class="pf-error" id="terms-error">${escapeHtml(err('acceptTerms'))}</p>` : ''}</div>
<div class="pf-submit"><div aria-live="assertive" aria-atomic="true">${refusal ? `<p class="pf-alert" role="alert" id="feedback-error" data-testid="feedback-error">${escapeHtml(refusal)}</p>` : ''}</div><button class="pf-button" type="submit"${refusal ? ' aria-describedby="feedback-error"' : ''}>${escapeHtml(f.submit)}</button></div>
</form></section><p class="pf-footer"><a href="${escapeHtml(disclosure)}" target="_blank" rel="noopener">${escapeHtml(f.disclosure)}${newTab}</a></p></div></main>${state.message || Object.keys(state.errors).length > 0 ? '' : `<script>${DRAFT_RESTORE}</script>`}`;
}

/** "Offered by {name}" under a partner's advantage; nothing for the customer's own. */
const offeredBy = (t: Texts, name: string | null | undefined): string =>
  name ? `<small class="pf-offered" data-testid="offered-by">${escapeHtml(fillText(t.partnerOffer.offeredBy, { name }))}</small>` : '';

/**
 * Mailed: says so. Otherwise the coupon lives only on this screen: says that plainly and offers its
 * file to keep (the remote adds sharing and copying the link once it takes over).
 */
function keepCoupon(t: Texts, lang: LanguageCode, coupon: NonNullable<FeedbackResult['coupon']>): string {
  if (coupon.mailed) return `<p class="pf-small" data-testid="coupon-mailed">${escapeHtml(t.thanks.mailed)}</p>`;
  const file = `/api/public/coupons/${encodeURIComponent(coupon.code)}/download?lang=${lang}`;
  return `<p class="pf-note" data-testid="coupon-only-here">${escapeHtml(t.thanks.onlyHere)}</p><p><a class="pf-button" href="${escapeHtml(file)}" download data-testid="coupon-download">${escapeHtml(t.thanks.download)}</a></p>`;
}

export function renderThanks(context: FeedbackContext, lang: LanguageCode, coupon: FeedbackResult['coupon'], preview: boolean, path: string): string {
  const t = TEXTS[lang];
  const date = (iso: string) => formatDay(iso, lang);
  const couponHtml = coupon
    ? `<section class="pf-card" aria-labelledby="adv-title"><h2 id="adv-title">${escapeHtml(t.thanks.advantage)}</h2><p><b>${escapeHtml(coupon.title)}</b>${offeredBy(t, coupon.offeredBy)}</p><p class="pf-small">${escapeHtml(t.thanks.couponCode)}</p><p class="pf-code" data-testid="coupon-code">${escapeHtml(coupon.code)}</p><p class="pf-small">${escapeHtml(fillText(t.thanks.expires, { date: date(coupon.expiresAt) }))}</p>${preview ? '' : `${keepCoupon(t, lang, coupon)}<a class="pf-button" href="/public/customer/${escapeHtml(context.customer.tag)}/advantagecontact/${escapeHtml(coupon.code)}">${escapeHtml(t.thanks.showCoupon)}</a>`}</section>`
    : '';
  const links = context.links.length
    ? `<ul class="pf-links">${context.links.map((l) => `<li><a class="pf-link" href="${escapeHtml(l.url)}" rel="noopener" target="_blank">${escapeHtml(l.name)}<span aria-hidden="true">→</span></a></li>`).join('')}</ul>`
    : `<p class="pf-small">${escapeHtml(t.thanks.noPlatforms)}</p>`;
  return `<main class="pf-page" id="main"><div class="pf-wrap">${topBar(t, lang, context, path)}<section class="pf-card" data-testid="thanks-page"><h1>${escapeHtml(t.thanks.title)}</h1><p class="pf-lead">${escapeHtml(fillText(t.thanks.message, { name: context.establishment.name }))}</p>${preview ? `<p class="pf-note">${escapeHtml(t.thanks.preview)}</p>` : ''}</section>${couponHtml}<section class="pf-card"><h2>${escapeHtml(t.thanks.platforms)}</h2>${links}</section></div></main><script>${DRAFT_CLEAR}</script>`;
}

export function notFoundBody(lang: LanguageCode): { title: string; body: string } {
  const t = TEXTS[lang].sections.establishmentNotFound;
  return {
    title: t.title,
    body: `<main class="pf-page" id="main"><div class="pf-wrap"><section class="pf-card" data-testid="public-establishmentNotFound"><h1>${escapeHtml(t.title)}</h1><p class="pf-lead">${escapeHtml(t.description)}</p></section></div></main>`,
  };
}

export function loadingBody(lang: LanguageCode): { title: string; body: string } {
  const t = TEXTS[lang];
  return { title: t.area, body: `<main class="pf-page" id="main"><div class="pf-wrap"><p class="pf-small" role="status">${escapeHtml(t.loading)}</p></div></main>` };
}

function brandHeader(name: string, logo: string | null, nav = ''): string {
  const img = logo ? `<img src="${escapeHtml(logo)}" alt="" width="40" height="40">` : '';
  return `<header class="pf-top"><div class="pf-brand">${img}<b data-testid="brand-name">${escapeHtml(name)}</b></div>${nav}</header>`;
}

export type CouponPageKind = 'coupon' | 'sellerAuth' | 'validation';

/**
 * Coupon, seller sign-in and validation pages before the remote takes over: the customer's name,
 * logo and colours from the first frame, and the coupon's state in words.
 */
export function renderCouponShell(coupon: PublicCoupon, lang: LanguageCode, kind: CouponPageKind): { title: string; body: string } {
  const t = TEXTS[lang];
  const title = t.sections[kind].title;
  const text = coupon.advantage.texts[lang];
  const state =
    coupon.state === 'active'
      ? `<p><span class="pf-state pf-state-active">${escapeHtml(t.coupon.active)}</span></p>`
      : `<p class="pf-warning"><span>${escapeHtml(coupon.state === 'validated' && coupon.validatedAt ? fillText(t.coupon.validated, { date: formatMoment(coupon.validatedAt, lang) }) : t.coupon[coupon.state])}</span></p>`;
  const body = `<main class="pf-page" id="main" data-testid="public-${kind}"><div class="pf-wrap">${brandHeader(coupon.customer.name, coupon.customer.logo)}<section class="pf-card"><h1>${escapeHtml(title)}</h1>${kind === 'sellerAuth' ? `<p class="pf-lead">${escapeHtml(t.seller.intro)}</p>` : `<h2>${escapeHtml(text.title)}</h2>${coupon.issuedOn ? `<p>${offeredBy(t, coupon.customer.name)}</p>` : ''}${state}<p class="pf-code">${escapeHtml(coupon.code)}</p>`}<p class="pf-small" role="status">${escapeHtml(t.loading)}</p></section></div></main>`;
  return { title: `${title} – ${coupon.customer.name}`, body };
}

/** What the privacy page tells about a customer (the disclosure the remote also reads). */
export interface PrivacyDisclosure {
  customer: { tag: string; name: string; logo: string | null };
  counterpart: boolean;
  retentionYears: number;
}

/**
 * The privacy page reached from a customer's form, before the remote takes over: the customer's name,
 * logo and colours and how it collects reviews from the first frame; the terms follow with the remote.
 */
export function renderPrivacy(disclosure: PrivacyDisclosure, lang: LanguageCode): { title: string; body: string } {
  const t = TEXTS[lang];
  const p = t.privacy;
  const name = disclosure.customer.name;
  const body = `<main class="pf-page" id="main" data-testid="public-privacy"><div class="pf-wrap">${brandHeader(name, disclosure.customer.logo)}<section class="pf-card"><h1>${escapeHtml(t.sections.privacy.title)}</h1><p class="pf-lead">${escapeHtml(p.lead)}</p><h2>${escapeHtml(p.collectTitle)}</h2><p>${escapeHtml(p.collect)}</p><h2>${escapeHtml(p.counterpartTitle)}</h2><p data-testid="disclosure-counterpart">${escapeHtml(fillText(disclosure.counterpart ? p.counterpartYes : p.counterpartNo, { name }))}</p><h2>${escapeHtml(p.retentionTitle)}</h2><p>${escapeHtml(fillText(p.retention, { count: disclosure.retentionYears }))}</p><p class="pf-small" role="status">${escapeHtml(t.loading)}</p></section></div></main>`;
  return { title: `${t.sections.privacy.title} – ${name}`, body };
}

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

/** The QR code exactly as the public remote draws it (same library and settings), as inline SVG. */
function qrCodeHtml(url: string, label: string, size: number): string {
  const svg = new QRCode({ content: url, padding: QR_QUIET_ZONE, width: size, height: size, color: '#000000', background: '#ffffff', ecl: 'M', join: true, container: 'svg-viewbox' })
    .svg()
    // Inline in HTML: no XML declaration.
    .replace(/^<\?xml[^>]*\?>\s*/, '');
  return `<div class="pf-qr" role="img" aria-label="${escapeHtml(label)}" data-testid="qr-code" data-value="${escapeHtml(url)}">${svg}</div>`;
}

/**
 * The shop screen as its remote draws it, QR code included, so a (re)load paints the whole screen at
 * once, never a blank "Loading" or an empty square. `origin` makes the feedback link absolute.
 */
export function renderScreen(data: ScreenData, origin: string): { title: string; body: string } {
  const lang = data.screen.language;
  const t = TEXTS[lang];
  const review = data.reviews[0];
  const average = data.average === null ? '–' : formatNumber(data.average, lang);
  const count = fillText(data.count === 1 ? t.screen.reviews_one : t.screen.reviews_other, { count: data.count });
  const rule = fillText(data.rule.minRating > 1 ? t.screen.ruleMin : t.screen.ruleAll, { number: data.rule.reviewCount, min: data.rule.minRating });
  const reviewHtml = review
    ? `<blockquote class="pf-tv-review" data-testid="screen-review"><p class="pf-tv-stars"><span aria-hidden="true">${stars(review.rating)}</span><span class="pf-sr">${escapeHtml(fillText(t.screen.stars, { value: review.rating }))}</span></p>${review.comment ? `<p class="pf-tv-quote">“${escapeHtml(review.comment)}”</p>` : ''}<footer class="pf-tv-author">${review.firstname ? `<span class="pf-tv-initial">${escapeHtml(review.firstname.trim().charAt(0).toLocaleUpperCase())}</span>` : ''}${review.withAdvantage ? `<span class="pf-tv-badge">${escapeHtml(t.screen.withAdvantage)}</span>` : ''}</footer></blockquote>`
    : `<p class="pf-tv-quote">${escapeHtml(t.screen.empty)}</p>`;
  const offers =
    data.advantages.length > 0
      ? `<h2>${escapeHtml(t.screen.offers)}</h2><ul class="pf-tv-offers">${data.advantages.map((a) => `<li>${escapeHtml(a.texts[lang].title)}</li>`).join('')}</ul>`
      : '';
  const body = `<main class="pf-page pf-tv" id="main" data-testid="public-screen"><div class="pf-wrap">${brandHeader(data.establishment.name, data.customer.logo)}<div class="pf-tv-grid"><section class="pf-card" aria-labelledby="screen-title"><h1 id="screen-title">${escapeHtml(t.sections.screen.title)}</h1><p class="pf-tv-score"><b data-testid="screen-average">${escapeHtml(average)}</b><span aria-hidden="true">${escapeHtml(t.screen.outOf)}</span><span>${escapeHtml(count)}</span></p><p class="pf-note" data-testid="screen-rule">${escapeHtml(rule)}</p>${reviewHtml}</section><section class="pf-card" aria-labelledby="screen-scan"><h2 id="screen-scan">${escapeHtml(t.screen.scan)}</h2>${qrCodeHtml(new URL(data.feedbackUrl, origin).toString(), t.screen.scan, 380)}${offers}</section></div></div></main>`;
  return { title: `${t.sections.screen.title} – ${data.establishment.name}`, body };
}
