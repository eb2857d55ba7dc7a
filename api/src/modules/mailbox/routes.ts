import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { parseRequest } from '../../http/validation';
import { renderMailbox } from './service';

const words = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)));
const mailboxQuerySchema = v.object({ to: words, subject: words });

/**
 * Development only (prefix /dev): the outbox as a page, so a reset link can be followed without a mail
 * server. `?to=` and `?subject=` narrow it, so a busy outbox does not push a mail off the page.
 */
export async function mailboxModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  app.get('/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const filter = parseRequest(mailboxQuerySchema, request.query, 'query');
    const html = await renderMailbox(ctx.orm, ctx.originOf(request), filter);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'no-store')
      .send(html);
  });
}
