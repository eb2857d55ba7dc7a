import { analysisPreviewResultSchema, analysisPreviewSchema, type AnalysisPreviewResult } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../context';
import { routeSchema } from '../../http/openapi-schemas';
import { parseRequest } from '../../http/validation';
import { previewAnalysis } from './service';

/** The review analyser for back-office users: try it on any text (prefix /api/analysis). */
export async function analysisModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  app.post(
    '/preview',
    {
      preHandler: ctx.guards.requireBackOffice,
      schema: routeSchema({
        summary: 'Language, sentiment and topics of a text, as reviews are analysed',
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
