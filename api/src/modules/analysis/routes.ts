import { analysisPreviewResultSchema, analysisPreviewSchema, type AnalysisPreviewResult } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../context';
import { routeSchema } from '../../http/openapi-schemas';
import { requireRemote } from '../../http/plan-gate';
import { parseRequest } from '../../http/validation';
import { previewAnalysis } from './service';

/** The review analyser for back-office users: try it on any text (prefix /api/analysis). */
export async function analysisModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  app.post(
    '/preview',
    {
      // The analyser is part of reputation monitoring: plans without it are refused as on its other routes.
      preHandler: [ctx.guards.requireBackOffice, requireRemote(ctx.orm, 'mf-erep')],
      schema: routeSchema({
        summary: 'Language, sentiment and topics of a text, as reviews are analysed (plans with reputation monitoring)',
        tags: ['analysis'],
        security: true,
        body: analysisPreviewSchema,
        response: { 200: analysisPreviewResultSchema },
      }),
    },
    async (request): Promise<AnalysisPreviewResult> => {
      const { text } = parseRequest(analysisPreviewSchema, request.body, 'body');
      return previewAnalysis(text);
    },
  );
}
