import { campaignInputSchema, campaignSettingsSchema, idParamSchema } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { customerOf, establishmentScopeOf, registerCustomerScope, requireWholeCustomer } from '../../http/customer-scope';
import { createdStatus, ok } from '../../http/envelope';
import { parseRequest } from '../../http/validation';
import { dataOf, routeSchema } from '../../http/openapi-schemas';
import { unsubscribe } from '../visitor/service';
import * as d from './docs';
import { unsubscribeStateDoc } from '../visitor/docs';
import * as service from './service';

const tokenParams = v.object({ token: v.pipe(v.string(), v.regex(/^[a-f0-9]{32}$/, 'token')) });
const unsubscribeParams = v.object({
  establishment: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'tag')),
  contact: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'tag')),
});
// A transparent 1x1 GIF: the open pixel.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface CampaignsModuleOptions extends ModuleOptions {
  /** Run the background sender in this instance (the server; tests run passes themselves). */
  background: boolean;
}

/** Automated emailing: campaigns to consenting contacts, sent in the background through the outbox. */
export async function campaignsModule(app: FastifyInstance, { ctx, background }: CampaignsModuleOptions): Promise<void> {
  const sender = service.createCampaignSender({ orm: ctx.orm, mailer: ctx.mailer, log: app.log });
  if (background) {
    app.addHook('onReady', async () => sender.start());
    app.addHook('preClose', async () => sender.stop());
  }
  const kick = () => {
    if (background) sender.kick();
  };

  await registerCustomerScope(app, ctx, { remote: 'mf-leadgen', apiKeys: 'read' }, (scope) => {
    scope.get('/campaigns', { schema: routeSchema({ summary: "Mail campaigns of the customer", response: { 200: dataOf(v.array(d.campaignSummaryDoc)) } }) }, async (request) => ok(await service.listCampaigns(ctx.orm, customerOf(request).id, establishmentScopeOf(request))));

    scope.post('/campaigns', { schema: routeSchema({ summary: "Create a mail campaign (draft)", errors: { 400: ['bad_request'], 404: ['not_found'] }, body: campaignInputSchema, response: { 201: v.object({ status: v.literal(201), data: d.campaignSummaryDoc }) } }) }, async (request, reply) => {
      const body = parseRequest(campaignInputSchema, request.body, 'body');
      const created = await service.createCampaign(ctx.orm, customerOf(request).id, body, ctx.originOf(request), establishmentScopeOf(request));
      kick();
      return reply.code(201).send(createdStatus(created));
    });

    scope.post('/campaigns/preview', { schema: routeSchema({ summary: "Preview a campaign: its recipients count and rendered mail", errors: { 400: ['bad_request'] }, body: campaignInputSchema, response: { 200: dataOf(v.object({ audience: v.number(), previews: v.array(d.campaignPreviewDoc) })) } }) }, async (request) => {
      const body = parseRequest(campaignInputSchema, request.body, 'body');
      return ok(await service.previewCampaign(ctx.orm, customerOf(request), body, ctx.originOf(request), establishmentScopeOf(request)));
    });

    scope.get('/campaigns/advantages', { schema: routeSchema({ summary: "Advantages a campaign may carry", response: { 200: dataOf(v.array(d.campaignAdvantageDoc)) } }) }, async (request) => ok(await service.campaignAdvantages(ctx.orm, customerOf(request).id, establishmentScopeOf(request))));

    scope.get('/campaigns/settings', { schema: routeSchema({ summary: "Campaign settings (days between two mails to one contact)", response: { 200: dataOf(campaignSettingsSchema) } }) }, async (request) => ok({ cap_days: await service.capDays(ctx.orm, customerOf(request).id) }));

    scope.put('/campaigns/settings', { schema: routeSchema({ summary: "Change the campaign settings", errors: { 403: ['owner_only'] }, body: campaignSettingsSchema, response: { 200: dataOf(campaignSettingsSchema) } }) }, async (request) => {
      // The frequency cap holds for every contact of the account.
      requireWholeCustomer(request);
      const body = parseRequest(campaignSettingsSchema, request.body, 'body');
      await service.saveCapDays(ctx.orm, customerOf(request).id, body.cap_days);
      return ok(body);
    });

    scope.get('/campaigns/:id', { schema: routeSchema({ summary: "One campaign with its figures", errors: { 404: ['not_found'] }, params: idParamSchema, response: { 200: dataOf(d.campaignSummaryDoc) } }) }, async (request) => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      return ok(await service.getCampaign(ctx.orm, customerOf(request).id, id, establishmentScopeOf(request)));
    });

    scope.put('/campaigns/:id', { schema: routeSchema({ summary: "Replace a draft campaign", errors: { 400: ['bad_request'], 404: ['not_found'], 409: ['campaign_locked'] }, params: idParamSchema, body: campaignInputSchema, response: { 200: dataOf(d.campaignSummaryDoc) } }) }, async (request) => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      const body = parseRequest(campaignInputSchema, request.body, 'body');
      const updated = await service.updateCampaign(ctx.orm, customerOf(request).id, id, body, ctx.originOf(request), establishmentScopeOf(request));
      kick();
      return ok(updated);
    });

    scope.post('/campaigns/:id/send', { schema: routeSchema({ summary: "Send a campaign (queued, sent in the background)", errors: { 404: ['not_found'], 409: ['campaign_locked'] }, params: idParamSchema, response: { 200: dataOf(d.campaignSummaryDoc) } }) }, async (request) => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      const sent = await service.sendNow(ctx.orm, customerOf(request).id, id, ctx.originOf(request), establishmentScopeOf(request));
      kick();
      return ok(sent);
    });

    scope.delete('/campaigns/:id', { schema: routeSchema({ summary: "Delete a campaign", errors: { 404: ['not_found'], 409: ['campaign_locked'] }, params: idParamSchema, response: { 200: dataOf(v.object({ id: v.number() })) } }) }, async (request) => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      await service.deleteCampaign(ctx.orm, customerOf(request).id, id, establishmentScopeOf(request));
      return ok({ id });
    });
  });

  app.get('/api/public/campaigns/open/:token', { schema: routeSchema({ summary: 'Open pixel of a campaign mail', produces: ['image/gif'] }) }, async (request, reply) => {
    const checked = v.safeParse(tokenParams, request.params);
    if (checked.success) await service.openPixel(ctx.orm, checked.output.token);
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
  });

  // RFC 8058 one-click unsubscribe: mail programs POST `List-Unsubscribe=One-Click` (a form body, not needed) here.
  await app.register(async (inner) => {
    inner.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
    inner.post('/public/:establishment/:contact/unsubscribe', { schema: routeSchema({ summary: 'One-click unsubscribe (List-Unsubscribe-Post)', errors: { 404: ['not_found'] }, params: unsubscribeParams, response: { 200: dataOf(unsubscribeStateDoc) } }) }, async (request) => {
      const params = parseRequest(unsubscribeParams, request.params, 'params');
      return ok(await unsubscribe(ctx.orm, params.establishment, params.contact));
    });
  });
}
