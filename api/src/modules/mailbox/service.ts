import type { Orm } from '../../db/client';
import { escapeHtml, htmlDocument } from '../../lib/html';
import { latestMails, type MailboxFilter, type OutboxRow } from './queries';

const STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:860px;padding:24px;color:#1e293b}h1{font-size:1.4rem}p.note{background:#fff7ed;border:1px solid #fdba74;padding:8px 12px;border-radius:8px}article{border:1px solid #e2e8f0;border-radius:10px;padding:12px 16px;margin:12px 0}header{display:flex;gap:12px;flex-wrap:wrap;align-items:baseline}time,span{color:#64748b;font-size:.85rem}pre{white-space:pre-wrap;font:inherit}';

function mailboxPage(rows: OutboxRow[], origin: string, filtered: boolean): string {
  // Only links to this application become clickable.
  const linkify = (text: string) =>
    escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => (url.startsWith(escapeHtml(origin)) ? `<a href="${url}">${url}</a>` : url));
  const items = rows
    .map(
      (m) =>
        `<article><header><strong>${escapeHtml(m.subject)}</strong><span>To: ${escapeHtml(m.to)}</span><time>${m.createdAt.toISOString()}</time>${m.sentAt ? '<em>sent</em>' : ''}</header><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('');
  return htmlDocument(
    { lang: 'en', title: 'Mailbox (development)', head: `<style>${STYLE}</style>` },
    `<h1>Mailbox</h1><p class="note">Development mailbox: every mail the application sends, newest first (?to= and ?subject= narrow it). Not available in production.</p>${items || (filtered ? '<p>No mail matches.</p>' : '<p>No mail yet.</p>')}`,
  );
}

export const renderMailbox = async (orm: Orm, origin: string, filter: MailboxFilter): Promise<string> =>
  mailboxPage(await latestMails(orm, 50, filter), origin, Boolean(filter.to || filter.subject));
