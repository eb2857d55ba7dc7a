import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../context';
import { renderMailbox } from './service';

/** Development only (prefix /dev): the outbox as a page, so a reset link can be followed without a mail server. */
export async function mailboxModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  app.get('/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const html = await renderMailbox(ctx.orm, ctx.originOf(request));
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'no-store')
      .send(html);
  });
}
