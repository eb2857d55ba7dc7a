import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { mailOutbox } from '../src/db/schema';
import { createMailer } from '../src/mail/index';
import { DEMO_USERS } from '../src/seed/index';
import { createTestApp } from './helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}
const received: Received[] = [];
let smtp: SMTPServer;
let port = 0;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as AddressInfo).port;
  ({ app, db } = await createTestApp({ authFlows: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'no-reply@demo.test' }, limits: { signUp: { max: 1000, timeWindowMs: 60_000 } } }));
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the reset mail and marks it sent in the outbox', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/public/password/reset', payload: { email: DEMO_USERS.customer } });
    expect(res.statusCode).toBe(202);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@demo.test');
    expect(mail?.to).toEqual([DEMO_USERS.customer]);
    // The bistro customer speaks French.
    expect(mail?.raw).toMatch(/Subject: =\?UTF-8\?Q\?R=C3=A9initialisation|Subject: Réinitialisation/);
    expect(mail?.raw.replace(/=\r?\n/g, '')).toMatch(/\/password\/reset\/[A-Za-z0-9_-]{43}/);
    await expect
      .poll(async () => (await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_USERS.customer)))[0]?.sentAt ?? null, { timeout: 5000 })
      .not.toBeNull();
  });

  it('keeps the mail unsent in the outbox when the server is unreachable', async () => {
    const errors: unknown[] = [];
    const mailer = createMailer(db.orm, { smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.test', onError: (e) => errors.push(e) });
    const id = await mailer.queue({ to: 'nobody@example.com', subject: 'Hi', text: 'Hello' });
    await mailer.idle();
    mailer.close();
    expect(errors).toHaveLength(1);
    const [row] = await db.orm.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.sentAt).toBeNull();
  });
});
