import fastifyFormbody from '@fastify/formbody';
import { feedbackSchema, type FeedbackContext, type FeedbackResult, type LanguageCode, type ScreenData } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scriptNonce } from '../../http/security-headers';
import type { ModuleOptions } from '../../context';
import { HttpError } from '../../http/errors';
import { visitorLanguage } from '../../http/language';
import { check } from '../../http/validation';
import { ensureVisitor } from '../../http/visitor';
import { unitFeedbackId } from '../../lib/ids';
import { couponMailed, loadPublicCoupon } from '../coupons/service';
import { feedbackContext, submitFeedback, targetRateKey } from '../public-feedback/service';
import { disclosure, recordScan, screenData } from '../visitor/service';
import { publicScripts, stringValues, targetOf, type PageKind, type PageParams } from './service';
import { documentHtml, loadingBody, notFoundBody, renderCouponShell, renderFeedbackForm, renderPrivacy, renderScreen, renderThanks, TEXTS, type CouponPageKind, type FormState } from './views';
import { encodeHtml } from '../../http/static';

const FEEDBACK_PAGES: { kind: PageKind; url: string }[] = [
  { kind: 'establishment', url: '/:tag/establishment/:id/feedback' },
  { kind: 'staff', url: '/:tag/establishment/:etab/staffs/:id/feedback' },
  { kind: 'unit', url: '/:tag/establishment/:etab/units/:id/feedback/:rfuid' },
];

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

/**
 * The QR-code pages (prefix /public), rendered on the server from the public remote's own texts and
 * styles: the form paints before any script and posts as a plain HTML form; the remote's standalone
 * entry (located through the release manifest) then takes over. No back-office code is loaded.
 */
export async function publicPagesModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  // Only these pages take HTML form posts.
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  const scriptsFor = publicScripts(ctx.orm, ctx.partnerCode, ctx.staticRoot);

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(encodeHtml(reply, html));

  const notFoundPage = (reply: FastifyReply, lang: LanguageCode) => {
    const page = notFoundBody(lang);
    return sendPage(reply, 404, documentHtml({ nonce: scriptNonce(reply), lang, title: page.title, theme: null, body: page.body, scripts: [] }));
  };

  async function loadingPage(request: FastifyRequest, reply: FastifyReply) {
    const lang = visitorLanguage(request);
    const page = loadingBody(lang);
    return sendPage(reply, 200, documentHtml({ nonce: scriptNonce(reply), lang, title: page.title, theme: null, body: page.body, scripts: await scriptsFor() }));
  }

  for (const page of FEEDBACK_PAGES) {
    const render = async (request: FastifyRequest, reply: FastifyReply, state: FormState, status: number) => {
      const params = request.params as PageParams;
      let context: FeedbackContext;
      try {
        const { customerId: _c, ...rest } = await feedbackContext(ctx.orm, targetOf(page.kind, params));
        context = rest;
      } catch (error) {
        if (isNotFound(error)) return notFoundPage(reply, visitorLanguage(request));
        throw error;
      }
      // A re-rendered post keeps the language its form was in.
      const lang = visitorLanguage(request, { explicit: request.method === 'POST' ? state.values.language : undefined, customer: context.customer.language });
      const preview = (request.query as { preview?: string }).preview === 'true';
      const path = request.url.split('?')[0] ?? '';
      ensureVisitor(request, reply);
      if (request.method === 'GET' && !preview) {
        // The scan is recorded here, where the QR code lands; tracking never fails the page.
        void recordScan(ctx.orm, context.establishment.id, path, lang).catch((error: unknown) => request.log.warn({ err: error }, 'scan not recorded'));
      }
      const body = renderFeedbackForm(context, lang, state, {
        action: `${path}${preview ? '?preview=true' : ''}`,
        preview,
        rfuid: params.rfuid,
        path: preview ? `${path}?preview=true` : path,
      });
      const html = documentHtml({ nonce: scriptNonce(reply),
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

    app.get(page.url, { schema: { hide: true } }, async (request, reply) => {
      const params = request.params as PageParams;
      if (page.kind === 'unit' && params.rfuid === 'preview') {
        const path = (request.url.split('?')[0] ?? '').replace(/\/preview$/, `/${unitFeedbackId()}`);
        return reply.redirect(`${path}?preview=true`, 302);
      }
      return render(request, reply, { values: {}, errors: {}, message: null }, 200);
    });

    app.post(
      page.url,
      { schema: { hide: true }, preHandler: app.limit('feedback', async (request) => `fb:${await targetRateKey(ctx.orm, targetOf(page.kind, request.params as PageParams))}`) },
      async (request, reply) => {
        const params = request.params as PageParams;
        const values = stringValues(request.body);
        const parsed = check(feedbackSchema, values, 'body');
        if (!parsed.success) return render(request, reply, { values, errors: parsed.errors, message: null }, 400);
        const lang = parsed.output.language ?? 'fr';
        try {
          const result = await submitFeedback(ctx.orm, {
            target: targetOf(page.kind, params),
            input: parsed.output,
            cookieId: ensureVisitor(request, reply),
            language: lang,
            couponMailer: { mailer: ctx.mailer, origin: ctx.originOf(request), onError: (error) => request.log.error({ err: error }, 'coupon mail not queued') },
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
      },
    );
  }

  // Unit links: a missing id gets a random one; "preview" a random one plus ?preview=true.
  app.get('/:tag/establishment/:etab/units/:id/feedback', { schema: { hide: true } }, async (request, reply) => {
    const p = request.params as PageParams;
    return reply.redirect(
      `/public/${encodeURIComponent(p.tag)}/establishment/${encodeURIComponent(p.etab ?? '')}/units/${encodeURIComponent(p.id ?? '')}/feedback/${unitFeedbackId()}`,
      302,
    );
  });

  app.get('/:tag/establishment/:etab/:share/feedback-success', { schema: { hide: true } }, async (request, reply) => {
    const p = request.params as PageParams & { share: string };
    const query = request.query as { preview?: string };
    let context: FeedbackContext & { customerId: number };
    try {
      context = await feedbackContext(ctx.orm, { customer: p.tag, establishment: p.etab ?? '' });
    } catch (error) {
      if (isNotFound(error)) return notFoundPage(reply, visitorLanguage(request));
      throw error;
    }
    const { customerId, ...publicContext } = context;
    const lang = visitorLanguage(request, { customer: context.customer.language });
    const preview = query.preview === 'true' || p.share === 'preview';
    let coupon: FeedbackResult['coupon'] = null;
    if (!preview && /^[A-Za-z0-9]{4,32}$/.test(p.share) && !/^[0-9]+$/.test(p.share)) {
      const found = await loadPublicCoupon(ctx.orm, p.share, customerId, true);
      if (found) {
        const mailed = await couponMailed(ctx.orm, found.code);
        coupon = { code: found.code, expiresAt: found.expiresAt, title: found.advantage.texts[lang].title, offeredBy: found.issuedOn ? found.customer.name : null, mailed };
      }
    }
    const path = request.url.split('?')[0] ?? '';
    const html = documentHtml({ nonce: scriptNonce(reply),
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

  // Coupon, seller sign-in and validation pages: the customer's brand and the coupon from the first frame.
  const COUPON_PAGES: { kind: CouponPageKind; url: string }[] = [
    { kind: 'coupon', url: '/customer/:tag/advantagecontact/:code' },
    { kind: 'sellerAuth', url: '/customer/:tag/discount/auth/:code' },
    { kind: 'validation', url: '/discount/validation/:code' },
    { kind: 'validation', url: '/discount/code/validation/:code' },
  ];
  for (const page of COUPON_PAGES) {
    app.get(page.url, { schema: { hide: true } }, async (request, reply) => {
      const { code, tag } = request.params as { code: string; tag?: string };
      const coupon = /^[A-Za-z0-9]{4,32}$/.test(code) ? await loadPublicCoupon(ctx.orm, code) : null;
      // Unknown coupon (or another customer's path): the remote says so.
      if (!coupon || (tag !== undefined && coupon.customer.tag !== tag && coupon.issuedOn?.tag !== tag)) return loadingPage(request, reply);
      const lang = visitorLanguage(request, { customer: coupon.customer.language });
      const view = renderCouponShell(coupon, lang, page.kind);
      const path = request.url.split('?')[0] ?? '';
      return sendPage(
        reply,
        200,
        documentHtml({ nonce: scriptNonce(reply), lang, title: view.title, theme: coupon.customer.theme, body: view.body, scripts: await scriptsFor(), data: { kind: 'coupon', path, coupon } }),
      );
    });
  }

  // The shop screen paints its content at once on every (re)load, in the screen's language.
  app.get('/:tag/screens/:screen', { schema: { hide: true } }, async (request, reply) => {
    const { tag, screen } = request.params as { tag: string; screen: string };
    let data: ScreenData;
    try {
      data = await screenData(ctx.orm, tag, screen);
    } catch (error) {
      if (isNotFound(error)) return loadingPage(request, reply);
      throw error;
    }
    const view = renderScreen(data, ctx.originOf(request));
    const path = request.url.split('?')[0] ?? '';
    return sendPage(
      reply,
      200,
      documentHtml({ nonce: scriptNonce(reply), lang: data.screen.language, title: view.title, theme: data.customer.theme, body: view.body, scripts: await scriptsFor(), data: { kind: 'screen', path, screen: data } }),
    );
  });

  // Every other visitor page also loads only the public remote, never the back office.
  app.get('/*', { schema: { hide: true } }, loadingPage);
}

const CUSTOMER_TAG = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * /privacy-policy?customer={tag}, the terms link of a customer's form (no prefix): server-rendered in
 * that customer's brand so it never paints in the partner's colours first; the public remote takes
 * over. Without a known customer, the application's own page (the shell) as before.
 */
export async function privacyPageModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const scriptsFor = publicScripts(ctx.orm, ctx.partnerCode, ctx.staticRoot);
  app.get('/privacy-policy', { schema: { hide: true } }, async (request, reply) => {
    const tag = (request.query as { customer?: unknown }).customer;
    if (typeof tag !== 'string' || !CUSTOMER_TAG.test(tag)) return reply.callNotFound();
    const firstLang = visitorLanguage(request);
    let data: Awaited<ReturnType<typeof disclosure>>;
    try {
      data = await disclosure(ctx.orm, tag, firstLang);
    } catch (error) {
      if (isNotFound(error)) return reply.callNotFound();
      throw error;
    }
    const lang = visitorLanguage(request, { customer: data.customer.language });
    // The customer's language may differ from the first guess: the terms follow the page's.
    if (lang !== firstLang) data = await disclosure(ctx.orm, tag, lang);
    const view = renderPrivacy(data, lang);
    const html = documentHtml({
      nonce: scriptNonce(reply),
      lang,
      title: view.title,
      theme: data.customer.theme,
      body: view.body,
      scripts: await scriptsFor(),
      data: { kind: 'privacy', path: '/privacy-policy', lang, disclosure: data },
    });
    return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(encodeHtml(reply, html));
  });
}
