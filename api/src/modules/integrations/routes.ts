import {
  competitorPlaceInputSchema,
  customerTagParamSchema,
  establishmentItemParamSchema,
  establishmentParamSchema,
  idParamSchema,
  INTEGRATION_PROVIDERS,
  INTEGRATION_STATES,
  integrationProviderParamSchema,
  placeSearchQuerySchema,
  platformLinkInputSchema,
  SYNC_RESULTS,
} from '@erep/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope, requireWholeCustomer } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { badRequest, unauthorized } from '../../http/errors';
import { documentHooks, refuses, routeSchema } from '../../http/openapi-schemas';
import { parseRequest } from '../../http/validation';
import * as places from './places';
import * as service from './service';

const str = v.string();
const nstr = v.nullable(str);
const nnum = v.nullable(v.number());
const linkDoc = v.object({
  establishment_id: v.number(),
  establishment: str,
  location: str,
  title: nstr,
  last_sync_at: nstr,
  last_result: v.nullable(v.picklist(SYNC_RESULTS)),
  last_error: nstr,
  next_sync_at: str,
  imported: nnum,
  updated: nnum,
  removed: nnum,
});
const integrationDoc = v.object({
  provider: v.picklist(INTEGRATION_PROVIDERS),
  state: v.picklist(INTEGRATION_STATES),
  connected_at: nstr,
  broken_reason: nstr,
  links: v.array(linkDoc),
});
const locationDoc = v.object({
  location: str,
  account: str,
  account_name: nstr,
  title: nstr,
  address: nstr,
  place_id: nstr,
  establishment_id: nnum,
  suggested_establishment_id: nnum,
});
const providerParams = v.object({ ...customerTagParamSchema.entries, ...integrationProviderParamSchema.entries });
const establishmentPlatformParams = v.object({ ...customerTagParamSchema.entries, ...idParamSchema.entries, ...integrationProviderParamSchema.entries });
const callbackQuery = v.object({ code: v.optional(str), state: v.optional(str), error: v.optional(str) });

const placeDoc = v.object({ place_id: str, name: nstr, address: nstr, rating: nnum, user_rating_count: nnum });
const ratingsDoc = v.object({
  place_id: nstr,
  history: v.array(v.object({ day: str, rating: nnum, user_rating_count: nnum })),
});
const establishmentScopeParams = v.object({ ...customerTagParamSchema.entries, ...establishmentParamSchema.entries });
const competitorParams = v.object({ ...customerTagParamSchema.entries, ...establishmentItemParamSchema.entries });
const PLACES_OFF = '409 `places_not_configured` when the server has no GOOGLE_PLACES_API_KEY; 502 `platform_error` or `platform_throttled` when Google fails.';

export const NONCE_COOKIE = 'erep_oauth';

export interface IntegrationsModuleOptions extends ModuleOptions {
  integrations: service.IntegrationDeps;
}

const NOT_CONFIGURED = 'A platform whose OAuth client is not configured on the server answers 409 `integration_not_configured`.';

/** Review platforms reached through their APIs (Google Business Profile first), under `/api/customer/:customerTag/integrations`. */
export async function integrationsModule(app: FastifyInstance, { ctx, integrations }: IntegrationsModuleOptions): Promise<void> {
  const providerOf = (params: unknown) => parseRequest(integrationProviderParamSchema, params, 'params').provider;

  await registerCustomerScope(app, ctx, { remote: 'mf-account' }, (scope) => {
    // A connection reads and answers the whole account's reviews: owners only.
    const ownersOnly = refuses(async (request: FastifyRequest) => requireWholeCustomer(request), { 403: ['owner_only'] });
    scope.addHook('preHandler', ownersOnly);
    documentHooks(scope, [ownersOnly]);

    scope.get(
      '/integrations',
      {
        schema: routeSchema({
          summary: 'Each review platform connector with its state and the locations tied to establishments',
          description: 'State `not_configured` when the server has no OAuth client for the platform (GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET for Google). Owners only.',
          tags: ['integrations'],
          params: customerTagParamSchema,
          response: { 200: v.object({ data: v.array(integrationDoc) }) },
        }),
      },
      async (request) => ok(await service.listIntegrations(integrations, customerOf(request).id)),
    );

    scope.post(
      '/integrations/:provider/connect',
      {
        schema: routeSchema({
          summary: "Start connecting a platform account: answers the platform's authorization address",
          description: `OAuth 2.0 authorization code with PKCE (S256), offline access. The browser goes to \`authorize_url\`; the platform sends it back to \`/api/integrations/{provider}/callback\`, which must be reached from the same browser within 10 minutes. ${NOT_CONFIGURED}`,
          tags: ['integrations'],
          params: providerParams,
          errors: { 409: ['integration_not_configured'] },
          response: { 200: v.object({ data: v.object({ authorize_url: str }) }) },
        }),
      },
      async (request, reply) => {
        const provider = providerOf(request.params);
        const user = request.authUser;
        if (!user) throw unauthorized();
        const started = await service.startConnect(integrations, customerOf(request).id, user.id, provider);
        reply.setCookie(NONCE_COOKIE, started.nonce, { path: service.callbackPath(provider), maxAge: 600, httpOnly: true, sameSite: 'lax', secure: ctx.production });
        return ok({ authorize_url: started.authorizeUrl });
      },
    );

    scope.delete(
      '/integrations/:provider',
      {
        schema: routeSchema({
          summary: 'Disconnect a platform: its tokens are deleted (and revoked there), locations untied; synced reviews stay',
          errors: { 404: ['integration_not_connected'] },
          tags: ['integrations'],
          params: providerParams,
          response: { 204: null },
        }),
      },
      async (request, reply) => {
        await service.disconnect(integrations, customerOf(request).id, providerOf(request.params));
        return reply.code(204).send();
      },
    );

    scope.get(
      '/integrations/:provider/locations',
      {
        schema: routeSchema({
          summary: "The connected account's locations, each with its tied establishment or the one suggested by name and address",
          description: 'Google: every account (`mybusinessaccountmanagement` v1) and its locations (`mybusinessbusinessinformation` v1). 409 `integration_not_connected` before connecting, `integration_broken` once the platform revoked access; 502 `platform_throttled` or `platform_error` when the platform fails.',
          tags: ['integrations'],
          params: providerParams,
          errors: { 409: ['integration_broken', 'integration_not_configured', 'integration_not_connected'], 502: ['platform_error', 'platform_throttled'] },
          response: { 200: v.object({ data: v.array(locationDoc) }) },
        }),
      },
      async (request) => ok(await service.platformLocations(integrations, customerOf(request).id, providerOf(request.params))),
    );

    scope.post(
      '/integrations/:provider/sync',
      {
        schema: routeSchema({
          summary: 'Sync every tied location now (the job worker takes them within seconds)',
          description: 'Locations are otherwise synced every 15 minutes; the answer lists them with their last sync.',
          tags: ['integrations'],
          params: providerParams,
          errors: { 409: ['integration_not_connected'] },
          response: { 202: v.object({ data: v.array(linkDoc) }) },
        }),
      },
      async (request, reply) => reply.code(202).send(ok(await service.syncNow(integrations, customerOf(request).id, providerOf(request.params)))),
    );

    scope.put(
      '/establishments/:id/platforms/:provider',
      {
        schema: routeSchema({
          summary: "Tie one of the connected account's locations to this establishment; its reviews are synced from then on",
          description: '400 `unknown_location` when the connected account has no such location; 409 `location_taken` when another establishment has it.',
          tags: ['integrations'],
          params: establishmentPlatformParams,
          body: platformLinkInputSchema,
          errors: { 400: ['unknown_location'], 404: ['not_found'], 409: ['integration_broken', 'integration_not_configured', 'integration_not_connected', 'location_taken'], 502: ['platform_error', 'platform_throttled'] },
          response: { 200: v.object({ data: linkDoc }) },
        }),
      },
      async (request) => {
        const { id } = parseRequest(idParamSchema, { id: (request.params as { id?: string }).id }, 'params');
        const body = parseRequest(platformLinkInputSchema, request.body, 'body');
        return ok(await service.tieLocation(integrations, customerOf(request).id, id, providerOf(request.params), body.location));
      },
    );

    scope.delete(
      '/establishments/:id/platforms/:provider',
      {
        schema: routeSchema({
          summary: "Untie the establishment's platform location; its synced reviews stay",
          errors: { 404: ['location_not_tied'] },
          tags: ['integrations'],
          params: establishmentPlatformParams,
          response: { 204: null },
        }),
      },
      async (request, reply) => {
        const { id } = parseRequest(idParamSchema, { id: (request.params as { id?: string }).id }, 'params');
        await service.untieLocation(integrations, customerOf(request).id, id, providerOf(request.params));
        return reply.code(204).send();
      },
    );
  });

  // Competitors' public Google rating, beside their other data in the reputation area.
  await registerCustomerScope(app, ctx, { remote: 'mf-erep', prefix: '/reputation/establishments/:id' }, (scope) => {
    scope.get(
      '/places',
      {
        schema: routeSchema({
          summary: 'Search Google places by name and town, to pick a competitor',
          description: `Places API (New) Text Search, public figures only. ${PLACES_OFF}`,
          tags: ['integrations'],
          params: establishmentScopeParams,
          querystring: placeSearchQuerySchema,
          errors: { 409: ['places_not_configured'], 502: ['platform_error', 'platform_throttled'] },
          response: { 200: v.object({ data: v.array(placeDoc) }) },
        }),
      },
      async (request) => {
        parseRequest(establishmentParamSchema, request.params, 'params');
        const { q } = parseRequest(placeSearchQuerySchema, request.query, 'query');
        const settings = places.requirePlaces(integrations.places);
        return ok(await places.answering(() => places.searchPlaces(settings, q)));
      },
    );

    scope.put(
      '/competitors/:item/google-place',
      {
        schema: routeSchema({
          summary: "Tie a competitor to its Google place: its public rating and review count are recorded daily",
          description: `Today's figures are fetched at once (Places API \`places/{id}\`, field mask \`rating,userRatingCount\`; review texts are never stored). A new place starts a new history. ${PLACES_OFF}`,
          tags: ['integrations'],
          params: competitorParams,
          body: competitorPlaceInputSchema,
          errors: { 404: ['not_found'], 409: ['places_not_configured'], 502: ['platform_error', 'platform_throttled'] },
          response: { 200: v.object({ data: ratingsDoc }) },
        }),
      },
      async (request) => {
        const { id, item } = parseRequest(establishmentItemParamSchema, request.params, 'params');
        const body = parseRequest(competitorPlaceInputSchema, request.body, 'body');
        const settings = places.requirePlaces(integrations.places);
        return ok(await places.tieCompetitorPlace(ctx.orm, settings, customerOf(request).id, id, item, body.place_id));
      },
    );

    scope.get(
      '/competitors/:item/google-ratings',
      {
        schema: routeSchema({
          summary: "A competitor's Google rating and review count, one point a day",
          errors: { 404: ['not_found'] },
          tags: ['integrations'],
          params: competitorParams,
          response: { 200: v.object({ data: ratingsDoc }) },
        }),
      },
      async (request) => {
        const { id, item } = parseRequest(establishmentItemParamSchema, request.params, 'params');
        return ok(await places.competitorPlaceRatings(ctx.orm, customerOf(request).id, id, item));
      },
    );
  });

  app.get(
    '/api/integrations/:provider/callback',
    {
      schema: routeSchema({
        summary: "Where the platform sends the browser back after the owner's consent",
        errors: { 400: ['oauth_state_invalid'], 409: ['integration_not_configured'] },
        description:
          'Finishes the connection (the `state` is single use, expires after 10 minutes and must come back to the browser that started) and redirects (302) to the Platforms tab with `?google=connected`, `denied`, `expired` or `failed`. A state never issued answers 400 `oauth_state_invalid`.',
        tags: ['integrations'],
        params: integrationProviderParamSchema,
        querystring: callbackQuery,
        response: { 302: null },
      }),
    },
    async (request, reply) => {
      const provider = providerOf(request.params);
      const query = parseRequest(callbackQuery, request.query ?? {}, 'query');
      const outcome = await service.finishConnect(integrations, provider, {
        state: query.state ?? null,
        code: query.code ?? null,
        error: query.error ?? null,
        nonce: request.cookies[NONCE_COOKIE] ?? null,
      });
      reply.clearCookie(NONCE_COOKIE, { path: service.callbackPath(provider) });
      if (!outcome.tag) throw badRequest('This authorization is unknown or was already used', undefined, 'oauth_state_invalid');
      return reply.redirect(`${integrations.publicUrl.replace(/\/$/, '')}${service.platformsPath(outcome.tag)}?${provider}=${outcome.outcome}`, 302);
    },
  );
}
