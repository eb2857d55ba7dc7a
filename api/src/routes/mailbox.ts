import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { mailOutbox } from '../db/schema';
import type { OriginOf } from './auth-flows';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Development only: the outbox as a page, so a reset link can be followed without a mail server. */
export function registerMailboxRoutes(app: FastifyInstance, ctx: AppContext, originOf: OriginOf): void {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const rows = await ctx.orm.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50);
    const origin = originOf(request);
    // Only links to this application become clickable.
    const linkify = (text: string) =>
      escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => (url.startsWith(escapeHtml(origin)) ? `<a href="${url}">${url}</a>` : url));
    const items = rows
      .map(
        (m) => `<article><header><strong>${escapeHtml(m.subject)}</strong><span>To: ${escapeHtml(m.to)}</span><time>${m.createdAt.toISOString()}</time>${m.sentAt ? '<em>sent</em>' : ''}</header><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'no-store');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mailbox (development)</title><style>body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:860px;padding:24px;color:#1e293b}h1{font-size:1.4rem}p.note{background:#fff7ed;border:1px solid #fdba74;padding:8px 12px;border-radius:8px}article{border:1px solid #e2e8f0;border-radius:10px;padding:12px 16px;margin:12px 0}header{display:flex;gap:12px;flex-wrap:wrap;align-items:baseline}time,span{color:#64748b;font-size:.85rem}pre{white-space:pre-wrap;font:inherit}</style></head><body><h1>Mailbox</h1><p class="note">Development mailbox: every mail the application sends, newest first. Not available in production.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
  });
}
