import { siteSettingsSchema, tagSchema } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { visitorLanguage } from '../../http/language';
import { scriptNonce } from '../../http/security-headers';
import { encodeHtml } from '../../http/static';
import { parseRequest } from '../../http/validation';
import { dataOf, routeSchema } from '../../http/openapi-schemas';
import { documentHtml } from '../public-pages/views';
import { siteEditorDoc } from './docs';
import * as service from './service';
import { renderSite, renderSiteNotFound, SITE_CSS } from './views';

const hidden = { schema: { hide: true } };
const establishmentParams = v.object({ establishment: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'id')) });
const publicParams = v.object({ tag: tagSchema, id: tagSchema });

/**
 * The branded mobile site of each establishment (menus, infos, reviews, offers, follow us): edited in
 * the leadgen area, served to visitors as plain HTML with no script, like the feedback page.
 */
export async function mobileSiteModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-leadgen' }, (scope) => {
    scope.get('/sites/:establishment', { schema: routeSchema({ summary: "An establishment's mobile site settings", errors: { 404: ['not_found'] }, params: establishmentParams, response: { 200: dataOf(siteEditorDoc) } }) }, async (request) => {
      const { establishment } = parseRequest(establishmentParams, request.params, 'params');
      return ok(await service.siteEditor(ctx.orm, customerOf(request), establishment));
    });

    scope.put('/sites/:establishment', { schema: routeSchema({ summary: "Change an establishment's mobile site", errors: { 400: ['bad_request'], 404: ['not_found'] }, params: establishmentParams, body: siteSettingsSchema, response: { 200: dataOf(siteEditorDoc) } }) }, async (request) => {
      const { establishment } = parseRequest(establishmentParams, request.params, 'params');
      const body = parseRequest(siteSettingsSchema, request.body, 'body');
      return ok(await service.saveSiteSettings(ctx.orm, customerOf(request), establishment, body));
    });
  });

  app.get('/public/:tag/establishment/:id/site', hidden, async (request, reply) => {
    const checked = v.safeParse(publicParams, request.params);
    const path = request.url.split('?')[0] ?? '';
    let model: service.SiteModel | null = null;
    if (checked.success) {
      try {
        model = await service.siteModel(ctx.orm, checked.output.tag, checked.output.id);
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
      }
    }
    const lang = visitorLanguage(request, { customer: model?.customer.language ?? null });
    const view = model ? renderSite(model, lang, path) : renderSiteNotFound(lang);
    const html = documentHtml({ nonce: scriptNonce(reply), lang, title: view.title, theme: model?.customer.theme ?? null, body: view.body, scripts: [], extraCss: SITE_CSS });
    return reply
      .code(model ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(encodeHtml(reply, html));
  });
}
