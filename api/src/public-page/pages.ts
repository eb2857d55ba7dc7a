import { randomBytes } from 'node:crypto';
import { feedbackSchema, type FeedbackContext, type LanguageCode } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { PUBLIC_CSS, VISITOR_TEXTS, type VisitorTexts } from '@erep/shared/visitor';
import type { AppContext } from '../context';
import { visitorActions } from '../db/schema';
import { submitFeedback } from '../domain/feedback';
import { acceptLanguage, feedbackContext, type FeedbackTarget } from '../domain/public-data';
import { HttpError, type FieldErrors } from '../lib/errors';
import { loadPublicCoupon } from '../routes/advantages';
import { ensureVisitor, publicLimiter, type PublicRateLimits } from '../routes/feedback';
import { publicEntry } from './entry';

type Texts = VisitorTexts;
const TEXTS: Record<LanguageCode, Texts> = VISITOR_TEXTS;
const LANGS: LanguageCode[] = ['fr', 'en', 'sp'];
const LEVELS = ['terrible', 'bad', 'okay', 'good', 'amazing'] as const;
const FACES = ['😖', '😞', '😐', '😊', '😍'];

const esc = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ''));

export interface PublicPagesOptions {
  limits: PublicRateLimits;
  staticRoot: string | null;
}

interface FormState {
  values: Record<string, string>;
  errors: FieldErrors;
  message: string | null;
}

/** Visitor language: ?lang, then the browser's, then the customer's, then French. */
function pageLanguage(request: FastifyRequest, customerLanguage: string | null): LanguageCode {
  const q = (request.query as { lang?: unknown }).lang;
  if (q === 'fr' || q === 'en' || q === 'sp') return q;
  const browser = acceptLanguage(request.headers['accept-language']);
  if (browser) return browser;
  return customerLanguage === 'en' || customerLanguage === 'sp' ? customerLanguage : 'fr';
}

const HEX = /^#[0-9a-fA-F]{6}$/;
/** The customer's colours as the CSS variables the theme module sets; invalid values keep the defaults. */
function themeStyle(theme: FeedbackContext['customer']['theme'] | null): string {
  const vars: string[] = [];
  if (theme?.back_color && HEX.test(theme.back_color)) {
    vars.push(`--color-primary:${theme.back_color}`, `--color-primary-light:color-mix(in srgb,${theme.back_color} 20%,#fff)`);
  }
  if (theme?.font_color && HEX.test(theme.font_color)) vars.push(`--color-on-primary:${theme.font_color}`);
  if (theme?.title_color && HEX.test(theme.title_color)) vars.push(`--color-title:${theme.title_color}`);
  return vars.join(';');
}

function documentHtml(options: {
  lang: LanguageCode;
  title: string;
  theme: FeedbackContext['customer']['theme'] | null;
  body: string;
  scripts: string[];
  data?: unknown;
  /** Load the remote on the visitor's first interaction, so the pre-rendered page costs no script time. */
  lazy?: boolean;
}): string {
  const data = options.data === undefined ? '' : `<script type="application/json" id="erep-public-data">${JSON.stringify(options.data).replace(/</g, '\\u003c')}</script>`;
  const scripts = options.lazy
    ? options.scripts.length > 0
      ? `<script>${lazyLoader(options.scripts)}</script>`
      : ''
    : options.scripts.map((src) => `<script defer src="${esc(src)}"></script>`).join('');
  return `<!doctype html><html lang="${options.lang === 'sp' ? 'es' : options.lang}" style="${esc(themeStyle(options.theme))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(options.title)}</title><link rel="icon" href="data:,"><style>body{margin:0}${PUBLIC_CSS}</style>${scripts}</head><body><div id="root">${options.body}</div>${data}</body></html>`;
}

/** Inline and tiny: adds the remote's scripts once the visitor touches, clicks or types. */
function lazyLoader(scripts: string[]): string {
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `(function(){var d=false,e=['pointerdown','keydown','focusin','touchstart'];function go(){if(d)return;d=true;e.forEach(function(t){removeEventListener(t,go,true)});${list}.forEach(function(s){var x=document.createElement('script');x.src=s;document.head.appendChild(x)})}e.forEach(function(t){addEventListener(t,go,{capture:true,passive:true})})})();`;
}

function field(name: string, label: string, control: (attrs: string) => string, error?: string, hint?: string): string {
  const describedBy = error ? `${name}-error` : hint ? `${name}-hint` : '';
  const attrs = ` id="f-${name}" name="${name}"${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}`;
  return `<div class="pf-field"><label for="f-${name}">${esc(label)}</label>${control(attrs)}${hint ? `<span class="pf-hint" id="${name}-hint">${esc(hint)}</span>` : ''}${error ? `<span class="pf-error" id="${name}-error">${esc(error)}</span>` : ''}</div>`;
}

function errorText(t: Texts, errors: FieldErrors, key: string): string | undefined {
  const code = errors[key]?.[0];
  if (!code) return undefined;
  const known = (t.feedback.errors as Record<string, string>)[code];
  return known ?? t.feedback.errors.required;
}

function langSwitch(t: Texts, lang: LanguageCode, path: string): string {
  const items = LANGS.map(
    (l) => `<li><a href="${esc(`${path}${path.includes('?') ? '&' : '?'}lang=${l}`)}" hreflang="${l === 'sp' ? 'es' : l}" lang="${l === 'sp' ? 'es' : l}"${l === lang ? ' aria-current="true"' : ''}>${l.toUpperCase()}</a></li>`,
  ).join('');
  return `<nav aria-label="${esc(t.language)}"><ul class="pf-langs">${items}</ul></nav>`;
}

function topBar(t: Texts, lang: LanguageCode, context: FeedbackContext, path: string): string {
  const logo = context.customer.logo ? `<img src="${esc(context.customer.logo)}" alt="" width="40" height="40">` : '';
  return `<header class="pf-top"><div class="pf-brand">${logo}<b>${esc(context.establishment.name)}</b></div>${langSwitch(t, lang, path)}</header>`;
}

export function renderFeedbackForm(context: FeedbackContext, lang: LanguageCode, state: FormState, options: { action: string; preview: boolean; rfuid?: string | undefined; path: string }): string {
  const t = TEXTS[lang];
  const f = t.feedback;
  const val = (k: string) => esc(state.values[k] ?? '');
  const checked = (k: string, value: string) => (state.values[k] === value ? ' checked' : '');
  const err = (k: string) => errorText(t, state.errors, k);
  const ratingError = err('rating');
  const ratings = LEVELS.map(
    (level, i) =>
      `<label><input type="radio" name="rating" value="${i + 1}"${checked('rating', String(i + 1))}${ratingError ? ' aria-invalid="true"' : ''}><span class="pf-face" aria-hidden="true">${FACES[i]}</span><span>${esc(f.rating[level])}</span></label>`,
  ).join('');
  const intro = context.staff
    ? fill(f.staffIntro, { name: `${context.staff.firstName} ${context.staff.lastName}` })
    : fill(f.intro, { name: context.establishment.name });
  const staffNav =
    context.staffList.length > 0
      ? `<nav aria-label="${esc(f.staffList)}"><ul class="pf-staff">${context.staffList
          .map(
            (s) =>
              `<li><a href="/public/${esc(context.customer.tag)}/establishment/${context.establishment.id}/staffs/${s.id}/feedback"${s.id === context.staff?.id ? ' aria-current="page"' : ''}>${esc(s.firstName)}${s.department ? ` · ${esc(s.department)}` : ''}</a></li>`,
          )
          .join('')}</ul></nav>`
      : '';
  const advantages =
    context.advantages.length > 0
      ? `<fieldset class="pf-fieldset"><legend>${esc(f.advantage.legend)}</legend><p class="pf-hint" id="advantage-hint">${esc(f.advantage.hint)}</p><div class="pf-options"><label class="pf-option"><input type="radio" name="advantage" value=""${state.values.advantage ? '' : ' checked'}><span>${esc(f.advantage.none)}</span></label>${context.advantages
          .map(
            (a) =>
              `<label class="pf-option"${a.soldOut ? ' aria-disabled="true"' : ''}><input type="radio" name="advantage" value="${esc(a.tag)}"${checked('advantage', a.tag)}${a.soldOut ? ' disabled' : ''}><span><b>${esc(a.title)}</b>${a.soldOut ? ` — ${esc(f.advantage.soldOut)}` : ''}<small>${esc(a.description ?? '')} · ${esc(fill(f.advantage.validity, { count: a.validityDays }))}</small></span></label>`,
          )
          .join('')}</div>${err('advantage') ? `<p class="pf-error">${esc(err('advantage'))}</p>` : ''}</fieldset>`
      : '';
  const summary = state.message
    ? `<div class="pf-alert" role="alert">${esc(state.message)}</div>`
    : Object.keys(state.errors).length > 0
      ? `<div class="pf-alert" role="alert">${esc(f.errors.summary)}</div>`
      : '';
  const genderOptions = ['', 'female', 'male', 'other']
    .map((g) => `<option value="${g}"${(state.values.gender ?? '') === g ? ' selected' : ''}>${esc(g ? f.gender[g as 'female'] : f.gender.none)}</option>`)
    .join('');
  const disclosure = `/privacy-policy?customer=${encodeURIComponent(context.customer.tag)}`;
  return `<main class="pf-page" id="main"><div class="pf-wrap">${topBar(t, lang, context, options.path)}<section class="pf-card" aria-labelledby="fb-title" data-testid="feedback-page"><h1 id="fb-title">${esc(t.sections.feedback.title)}</h1><p class="pf-lead">${esc(intro)}</p>${context.unit ? `<p class="pf-lead">${esc(fill(f.unitIntro, { name: context.unit.name }))}</p>` : ''}${options.preview ? `<p class="pf-note" role="status">${esc(f.preview)}</p>` : ''}${staffNav}${summary}
<form class="pf-form" method="post" action="${esc(options.action)}" novalidate data-testid="feedback-form">
<input type="hidden" name="language" value="${lang}">${options.preview ? '<input type="hidden" name="preview" value="true">' : ''}${options.rfuid ? `<input type="hidden" name="rfuid" value="${esc(options.rfuid)}">` : ''}
<fieldset class="pf-fieldset"${ratingError ? ' aria-describedby="rating-error"' : ''}><legend>${esc(f.rating.legend)} <span aria-hidden="true">*</span></legend><div class="pf-rating" role="radiogroup" aria-required="true">${ratings}</div>${ratingError ? `<p class="pf-error" id="rating-error">${esc(ratingError)}</p>` : ''}</fieldset>
<div class="pf-row">${field('firstname', `${f.firstname} *`, (a) => `<input${a} type="text" autocomplete="given-name" required maxlength="80" value="${val('firstname')}">`, err('firstname'))}${field('lastname', f.lastname, (a) => `<input${a} type="text" autocomplete="family-name" maxlength="80" value="${val('lastname')}">`, err('lastname'))}</div>
<div class="pf-row">${field('gender', f.gender.label, (a) => `<select${a}>${genderOptions}</select>`, err('gender'))}${field('visitAt', f.visitAt, (a) => `<input${a} type="datetime-local" value="${val('visitAt')}">`, err('visitAt'))}</div>
${field('email', f.email, (a) => `<input${a} type="email" autocomplete="email" inputmode="email" maxlength="254" value="${val('email')}">`, err('email'), f.emailHint)}
${field('comment', f.comment, (a) => `<textarea${a} maxlength="2000">${val('comment')}</textarea>`, err('comment'))}
<label class="pf-check"><input type="checkbox" name="internal" value="on"${state.values.internal ? ' checked' : ''}><span>${esc(f.internal)}</span></label>
${advantages}
<div><label class="pf-check"><input type="checkbox" name="acceptTerms" value="on" required${state.values.acceptTerms ? ' checked' : ''}${err('acceptTerms') ? ' aria-invalid="true" aria-describedby="terms-error"' : ''}><span>${esc(f.acceptTerms)} (<a class="pf-inline" href="${esc(disclosure)}">${esc(f.terms)}</a>)</span></label>${err('acceptTerms') ? `<p class="pf-error" id="terms-error">${esc(err('acceptTerms'))}</p>` : ''}</div>
<button class="pf-button" type="submit">${esc(f.submit)}</button>
</form></section><p class="pf-footer"><a href="${esc(disclosure)}">${esc(f.disclosure)}</a></p></div></main>`;
}

export function renderThanks(context: FeedbackContext, lang: LanguageCode, coupon: { code: string; expiresAt: string; title: string } | null, preview: boolean, path: string): string {
  const t = TEXTS[lang];
  const date = (iso: string) => new Date(iso).toLocaleDateString(lang === 'sp' ? 'es' : lang);
  const couponHtml = coupon
    ? `<section class="pf-card" aria-labelledby="adv-title"><h2 id="adv-title">${esc(t.thanks.advantage)}</h2><p><b>${esc(coupon.title)}</b></p><p class="pf-small">${esc(t.thanks.couponCode)}</p><p class="pf-code" data-testid="coupon-code">${esc(coupon.code)}</p><p class="pf-small">${esc(fill(t.thanks.expires, { date: date(coupon.expiresAt) }))}</p>${preview ? '' : `<a class="pf-button" href="/public/customer/${esc(context.customer.tag)}/advantagecontact/${esc(coupon.code)}">${esc(t.thanks.showCoupon)}</a>`}</section>`
    : '';
  const links = context.links.length
    ? `<ul class="pf-links">${context.links.map((l) => `<li><a class="pf-link" href="${esc(l.url)}" rel="noopener" target="_blank">${esc(l.name)}<span aria-hidden="true">→</span></a></li>`).join('')}</ul>`
    : `<p class="pf-small">${esc(t.thanks.noPlatforms)}</p>`;
  return `<main class="pf-page" id="main"><div class="pf-wrap">${topBar(t, lang, context, path)}<section class="pf-card" data-testid="thanks-page"><h1>${esc(t.thanks.title)}</h1><p class="pf-lead">${esc(fill(t.thanks.message, { name: context.establishment.name }))}</p>${preview ? `<p class="pf-note">${esc(t.thanks.preview)}</p>` : ''}</section>${couponHtml}<section class="pf-card"><h2>${esc(t.thanks.platforms)}</h2>${links}</section></div></main>`;
}

const stringValues = (body: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [k, value] of Object.entries(body as Record<string, unknown>)) if (typeof value === 'string') out[k] = value;
  }
  return out;
};

const randomRfuid = () => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (const b of randomBytes(32)) {
    if (b >= 248) continue;
    id += alphabet[b % 62];
    if (id.length === 16) break;
  }
  return id;
};

interface PageParams {
  tag: string;
  id?: string;
  etab?: string;
  rfuid?: string;
}

function targetOf(kind: 'establishment' | 'staff' | 'unit', p: PageParams): FeedbackTarget {
  if (kind === 'establishment') return { customer: p.tag, establishment: p.id ?? '' };
  if (kind === 'staff') return { customer: p.tag, establishment: p.etab ?? '', staff: p.id };
  return { customer: p.tag, establishment: p.etab ?? '', unit: p.id };
}

const FEEDBACK_PAGES = [
  { kind: 'establishment', url: '/public/:tag/establishment/:id/feedback' },
  { kind: 'staff', url: '/public/:tag/establishment/:etab/staffs/:id/feedback' },
  { kind: 'unit', url: '/public/:tag/establishment/:etab/units/:id/feedback/:rfuid' },
] as const;

/**
 * The QR-code pages, rendered on the server from the public remote's own texts and styles: the
 * form paints before any script and posts as a plain HTML form; the remote's standalone entry
 * (located through the release manifest) then takes over. No back-office code is loaded.
 */
export function registerPublicPages(app: FastifyInstance, ctx: AppContext, options: PublicPagesOptions): void {
  const scriptsFor = async () => (await publicEntry(ctx.orm, ctx.partnerCode, options.staticRoot))?.scripts ?? [];
  const limiter = publicLimiter(app, options.limits.feedback, (request) => `fb:${request.url.split('?')[0] ?? ''}`);

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  const notFoundPage = async (reply: FastifyReply, lang: LanguageCode) => {
    const t = TEXTS[lang];
    const body = `<main class="pf-page" id="main"><div class="pf-wrap"><section class="pf-card" data-testid="public-establishmentNotFound"><h1>${esc(t.sections.establishmentNotFound.title)}</h1><p class="pf-lead">${esc(t.sections.establishmentNotFound.description)}</p></section></div></main>`;
    return sendPage(reply, 404, documentHtml({ lang, title: t.sections.establishmentNotFound.title, theme: null, body, scripts: [] }));
  };

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    for (const page of FEEDBACK_PAGES) {
      const render = async (request: FastifyRequest, reply: FastifyReply, state: FormState, status: number) => {
        const params = request.params as PageParams;
        let context: FeedbackContext;
        try {
          const { customerId: _c, ...rest } = await feedbackContext(ctx.orm, targetOf(page.kind, params));
          context = rest;
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404) {
            return notFoundPage(reply, acceptLanguage(request.headers['accept-language']) ?? 'fr');
          }
          throw error;
        }
        const lang = state.values.language && LANGS.includes(state.values.language as LanguageCode) && request.method === 'POST'
          ? (state.values.language as LanguageCode)
          : pageLanguage(request, context.customer.language);
        const preview = (request.query as { preview?: string }).preview === 'true';
        const path = request.url.split('?')[0] ?? '';
        const action = `${path}${preview ? '?preview=true' : ''}`;
        ensureVisitor(request, reply);
        if (request.method === 'GET' && !preview) {
          // The scan is recorded here, where the QR code lands; tracking never fails the page.
          void ctx.orm
            .insert(visitorActions)
            .values({ establishmentId: context.establishment.id, action: 'scan', payload: { path, locale: lang } })
            .catch((error: unknown) => request.log.warn({ err: error }, 'scan not recorded'));
        }
        const body = renderFeedbackForm(context, lang, state, { action, preview, rfuid: params.rfuid, path: preview ? `${path}?preview=true` : path });
        const html = documentHtml({
          lang,
          title: `${TEXTS[lang].sections.feedback.title} – ${context.establishment.name}`,
          theme: context.customer.theme,
          body,
          scripts: await scriptsFor(),
          data: { kind: 'feedback', path, context },
          lazy: true,
        });
        return sendPage(reply, status, html);
      };

      scope.get(page.url, { schema: { hide: true } }, async (request, reply) => {
        const params = request.params as PageParams;
        if (page.kind === 'unit' && params.rfuid === 'preview') {
          const path = (request.url.split('?')[0] ?? '').replace(/\/preview$/, `/${randomRfuid()}`);
          return reply.redirect(`${path}?preview=true`, 302);
        }
        return render(request, reply, { values: {}, errors: {}, message: null }, 200);
      });

      scope.post(page.url, { schema: { hide: true }, preHandler: limiter }, async (request, reply) => {
        const params = request.params as PageParams;
        const values = stringValues(request.body);
        const parsed = v.safeParse(feedbackSchema, values);
        if (!parsed.success) {
          const errors: FieldErrors = {};
          for (const [key, messages] of Object.entries(v.flatten(parsed.issues).nested ?? {})) if (messages?.length) errors[key] = messages.map(String);
          return render(request, reply, { values, errors, message: null }, 400);
        }
        const lang = parsed.output.language ?? 'fr';
        try {
          const result = await submitFeedback(ctx.orm, {
            target: targetOf(page.kind, params),
            input: parsed.output,
            cookieId: ensureVisitor(request, reply),
            language: lang,
          });
          const establishment = page.kind === 'establishment' ? params.id : params.etab;
          const query = new URLSearchParams({ lang });
          if (result.preview) query.set('preview', 'true');
          return reply.redirect(`/public/${params.tag}/establishment/${establishment}/${result.share}/feedback-success?${query.toString()}`, 303);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode < 500 && error.statusCode !== 404) {
            return render(request, reply, { values, errors: error.errors ?? {}, message: error.message }, error.statusCode);
          }
          throw error;
        }
      });
    }
  });

  // Unit links: a missing id gets a random one; "preview" a random one plus ?preview=true.
  app.get('/public/:tag/establishment/:etab/units/:id/feedback', { schema: { hide: true } }, async (request, reply) => {
    const p = request.params as PageParams;
    return reply.redirect(`/public/${encodeURIComponent(p.tag)}/establishment/${encodeURIComponent(p.etab ?? '')}/units/${encodeURIComponent(p.id ?? '')}/feedback/${randomRfuid()}`, 302);
  });

  app.get('/public/:tag/establishment/:etab/:share/feedback-success', { schema: { hide: true } }, async (request, reply) => {
    const p = request.params as PageParams & { share: string };
    const query = request.query as { preview?: string };
    let context: FeedbackContext & { customerId: number };
    try {
      context = await feedbackContext(ctx.orm, { customer: p.tag, establishment: p.etab ?? '' });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return notFoundPage(reply, 'fr');
      throw error;
    }
    const { customerId, ...publicContext } = context;
    const lang = pageLanguage(request, context.customer.language);
    const preview = query.preview === 'true' || p.share === 'preview';
    let coupon: { code: string; expiresAt: string; title: string } | null = null;
    if (!preview && /^[A-Za-z0-9]{4,32}$/.test(p.share) && !/^[0-9]+$/.test(p.share)) {
      const found = await loadPublicCoupon(ctx.orm, p.share, customerId);
      if (found) coupon = { code: found.code, expiresAt: found.expiresAt, title: found.advantage.title };
    }
    const path = request.url.split('?')[0] ?? '';
    const html = documentHtml({
      lang,
      title: TEXTS[lang].thanks.title,
      theme: context.customer.theme,
      body: renderThanks(publicContext, lang, coupon, preview, path),
      scripts: await scriptsFor(),
      data: { kind: 'thanks', path, context: publicContext, coupon },
      lazy: true,
    });
    return sendPage(reply, 200, html);
  });

  // Every other visitor page also loads only the public remote, never the back office.
  app.get('/public/*', { schema: { hide: true } }, async (request, reply) => {
    const lang = acceptLanguage(request.headers['accept-language']) ?? 'fr';
    const t = TEXTS[lang];
    const body = `<main class="pf-page" id="main"><div class="pf-wrap"><p class="pf-small" role="status">${esc(t.loading)}</p></div></main>`;
    return sendPage(reply, 200, documentHtml({ lang, title: t.area, theme: null, body, scripts: await scriptsFor() }));
  });
}
