import { answerTemplateInputSchema, idParamSchema, idStringSchema, reviewAnswerInputSchema } from '@erep/shared/schemas';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, ownerOf, registerCustomerScope, requireWholeCustomer } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { dataOf, routeSchema } from '../../http/openapi-schemas';
import { parseRequest } from '../../http/validation';
import * as d from './docs';
import * as service from './service';

const answerParamSchema = v.object({ id: idStringSchema, answerId: idStringSchema });

function userIdOf(request: FastifyRequest): number {
  const user = request.authUser;
  if (!user) throw unauthorized();
  return user.id;
}

/** Answering reviews, with templates per language (mf-erep plans). */
export async function answersModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-erep', prefix: '/reputation', apiKeys: true }, (scope) => {
    scope.get('/answer-templates', { schema: routeSchema({ summary: "Answer templates of the customer", response: { 200: dataOf(v.array(d.answerTemplateDoc)) } }) }, async (request) => ok(await service.templatesOf(ctx.orm, customerOf(request).id)));

    scope.post('/answer-templates', { schema: routeSchema({ summary: "Add an answer template", body: answerTemplateInputSchema, response: { 201: dataOf(d.answerTemplateDoc) } }) }, async (request, reply) => {
      const body = parseRequest(answerTemplateInputSchema, request.body, 'body');
      return reply.code(201).send(ok(await service.addTemplate(ctx.orm, customerOf(request).id, body)));
    });

    // Templates are shared by the whole account: a manager adds to them but changes no one else's wording.
    scope.put('/answer-templates/:id', { schema: routeSchema({ summary: "Replace an answer template", errors: { 403: ['owner_only'], 404: ['not_found'] }, params: idParamSchema, body: answerTemplateInputSchema, response: { 200: dataOf(d.answerTemplateDoc) } }) }, async (request) => {
      requireWholeCustomer(request);
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      const body = parseRequest(answerTemplateInputSchema, request.body, 'body');
      return ok(await service.updateTemplate(ctx.orm, customerOf(request).id, id, body));
    });

    scope.delete('/answer-templates/:id', { schema: routeSchema({ summary: "Delete an answer template", errors: { 403: ['owner_only'], 404: ['not_found'] }, params: idParamSchema, response: { 204: null } }) }, async (request, reply) => {
      requireWholeCustomer(request);
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      await service.removeTemplate(ctx.orm, customerOf(request).id, id);
      return reply.code(204).send();
    });

    scope.get('/reviews/:id/answers', { schema: routeSchema({ summary: "Answers given to a review", errors: { 404: ['review_not_found'] }, params: idParamSchema, response: { 200: dataOf(d.reviewAnswersDoc) } }) }, async (request) => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      return ok(await service.reviewAnswersOf(ctx.orm, customerOf(request), ownerOf(request), id));
    });

    scope.post('/reviews/:id/answers', { schema: routeSchema({ summary: "Answer a review", errors: { 404: ['review_not_found'] }, params: idParamSchema, body: reviewAnswerInputSchema, response: { 201: dataOf(d.reviewAnswerDoc) } }) }, async (request, reply) => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      const body = parseRequest(reviewAnswerInputSchema, request.body, 'body');
      return reply.code(201).send(ok(await service.answerReview(ctx.orm, ownerOf(request), userIdOf(request), id, body.text)));
    });

    scope.delete(
      '/reviews/:id/answers',
      {
        schema: routeSchema({
          summary: "Remove the review's answer",
          errors: { 404: ['answer_not_found', 'review_not_found'] },
          description:
            'On a connected platform (a review synced from Google) the reply is deleted there first by the job worker (`publish_state` `deleting` meanwhile); otherwise the answers go at once. 404 `answer_not_found` when there is none.',
          params: idParamSchema,
          response: { 204: null },
        }),
      },
      async (request, reply) => {
        const { id } = parseRequest(idParamSchema, request.params, 'params');
        await service.removeAnswer(ctx.orm, ownerOf(request), id);
        return reply.code(204).send();
      },
    );

    scope.post(
      '/reviews/:id/answers/:answerId/retry',
      {
        schema: routeSchema({
          summary: 'Send a failed answer (or removal) to its platform again',
          description: '409 `answer_not_failed` unless the answer failed; 409 `integration_not_connected` when the platform is no longer connected.',
          params: answerParamSchema,
          errors: { 404: ['review_not_found'], 409: ['answer_not_failed', 'integration_not_connected'] },
          response: { 200: dataOf(d.reviewAnswerDoc) },
        }),
      },
      async (request) => {
        const { id, answerId } = parseRequest(answerParamSchema, request.params, 'params');
        return ok(await service.retryAnswer(ctx.orm, ownerOf(request), id, answerId));
      },
    );
  });
}
