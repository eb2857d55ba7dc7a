import { answerTemplateInputSchema, customerTagParamSchema, idParamSchema, idStringSchema, reviewAnswerInputSchema } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../context';
import { customerOf, ownerOf, registerCustomerScope, requireWholeCustomer } from '../../http/customer-scope';
import { ok } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { routeSchema } from '../../http/openapi-schemas';
import { parseRequest } from '../../http/validation';
import * as v from 'valibot';
import * as service from './service';

const hidden = { schema: { hide: true } };

const answerDoc = v.object({
  id: v.number(),
  text: v.string(),
  author: v.nullable(v.string()),
  created_at: v.string(),
  to_publish_on: v.nullable(v.string()),
  publish_state: v.nullable(v.picklist(['pending', 'published', 'failed', 'deleting'])),
  publish_error: v.nullable(v.string()),
});
const answerParamSchema = v.object({ id: idStringSchema, answerId: idStringSchema });

function userIdOf(request: FastifyRequest): number {
  const user = request.authUser;
  if (!user) throw unauthorized();
  return user.id;
}

/** Answering reviews, with templates per language (mf-erep plans). */
export async function answersModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-erep', prefix: '/reputation', apiKeys: true }, (scope) => {
    scope.get('/answer-templates', hidden, async (request) => ok(await service.templatesOf(ctx.orm, customerOf(request).id)));

    scope.post('/answer-templates', hidden, async (request, reply) => {
      const body = parseRequest(answerTemplateInputSchema, request.body, 'body');
      return reply.code(201).send(ok(await service.addTemplate(ctx.orm, customerOf(request).id, body)));
    });

    // Templates are shared by the whole account: a manager adds to them but changes no one else's wording.
    scope.put('/answer-templates/:id', hidden, async (request) => {
      requireWholeCustomer(request);
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      const body = parseRequest(answerTemplateInputSchema, request.body, 'body');
      return ok(await service.updateTemplate(ctx.orm, customerOf(request).id, id, body));
    });

    scope.delete('/answer-templates/:id', hidden, async (request, reply) => {
      requireWholeCustomer(request);
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      await service.removeTemplate(ctx.orm, customerOf(request).id, id);
      return reply.code(204).send();
    });

    scope.get('/reviews/:id/answers', hidden, async (request) => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      return ok(await service.reviewAnswersOf(ctx.orm, customerOf(request), ownerOf(request), id));
    });

    scope.post('/reviews/:id/answers', hidden, async (request, reply) => {
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      const body = parseRequest(reviewAnswerInputSchema, request.body, 'body');
      return reply.code(201).send(ok(await service.answerReview(ctx.orm, ownerOf(request), userIdOf(request), id, body.text)));
    });

    scope.delete(
      '/reviews/:id/answers',
      {
        schema: routeSchema({
          summary: "Remove the review's answer",
          description:
            'On a connected platform (a review synced from Google) the reply is deleted there first by the job worker (`publish_state` `deleting` meanwhile); otherwise the answers go at once. 404 `answer_not_found` when there is none.',
          tags: ['reputation'],
          security: true,
          params: v.object({ ...customerTagParamSchema.entries, ...idParamSchema.entries }),
          response: { 204: v.null() },
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
          tags: ['reputation'],
          security: true,
          params: v.object({ ...customerTagParamSchema.entries, ...answerParamSchema.entries }),
          response: { 200: v.object({ data: answerDoc }) },
        }),
      },
      async (request) => {
        const { id, answerId } = parseRequest(answerParamSchema, request.params, 'params');
        return ok(await service.retryAnswer(ctx.orm, ownerOf(request), id, answerId));
      },
    );
  });
}
