import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Orm } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  /** The customer the mail is sent for, null for the platform's own: decides whose export and erasure reach it. */
  customerId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post), stored with the outbox copy and sent as is. */
  headers?: Record<string, string>;
  /** Strings (reset tokens) delivered to the recipient but masked in the stored copy unless `keepSecrets`. */
  secrets?: string[];
  /** Names a mail that goes out once only: queued again under the same key, nothing is added or sent. */
  dedupeKey?: string;
  /** Inline images the HTML part shows (`cid:`); sent over SMTP, not kept in the outbox copy (rebuilt from its text). */
  inlineImages?: { cid: string; filename: string; contentType: string; content: Buffer }[];
}

export interface Mailer {
  /** Records the message in the outbox, then delivers it over SMTP in the background when configured. */
  queue(message: MailMessage): Promise<number>;
  /** Resolves once every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** e.g. smtp://user:pass@host:587; null keeps mail in the outbox only. */
  smtpUrl: string | null;
  from: string;
  /** Keep secrets readable in the outbox (demo mode, where the development mailbox shows it). Default false. */
  keepSecrets?: boolean;
  onError?: (error: unknown) => void;
}

export function createMailer(orm: Orm, options: MailerOptions): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  const mask = (text: string, secrets: string[]) =>
    options.keepSecrets ? text : secrets.reduce((out, secret) => (secret ? out.replaceAll(secret, '[redacted]') : out), text);

  async function deliver(id: number, message: MailMessage): Promise<void> {
    if (!transport) return;
    try {
      const { to, subject, text, html, headers, inlineImages } = message;
      await transport.sendMail({
        from: options.from,
        to,
        subject,
        text,
        ...(html === undefined ? {} : { html }),
        ...(headers ? { headers } : {}),
        ...(inlineImages?.length ? { attachments: inlineImages.map((image) => ({ ...image, contentDisposition: 'inline' as const })) } : {}),
      });
      await orm.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (error) {
      // Left unsent in the outbox: visible there and resendable.
      options.onError?.(error);
    }
  }

  return {
    async queue(message) {
      const [row] = await orm
        .insert(mailOutbox)
        .values({
          customerId: message.customerId,
          to: message.to,
          subject: message.subject,
          text: mask(message.text, message.secrets ?? []),
          html: message.html === undefined ? null : mask(message.html, message.secrets ?? []),
          headers: message.headers ?? null,
          dedupeKey: message.dedupeKey ?? null,
        })
        .onConflictDoNothing({ target: mailOutbox.dedupeKey })
        .returning({ id: mailOutbox.id });
      if (!row) {
        // Already queued under this key (a retry): that mail stands, nothing more is sent.
        const [queued] = message.dedupeKey ? await orm.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, message.dedupeKey)).limit(1) : [];
        if (!queued) throw new Error('outbox insert returned nothing');
        return queued.id;
      }
      // Not awaited: the answer must not wait for (or reveal the timing of) the SMTP server.
      const job = deliver(row.id, message).finally(() => pending.delete(job));
      pending.add(job);
      return row.id;
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      transport?.close();
    },
  };
}
