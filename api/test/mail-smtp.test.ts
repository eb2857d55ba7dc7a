import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { mailOutbox } from '../src/db/schema';
import { createMailer } from '../src/mail/index';
import { DEMO_USERS } from '../src/seed/index';
import { createTestApp, fakeSmtp, type ReceivedMail } from './helpers';

let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let received: ReceivedMail[];
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  smtp = await fakeSmtp();
  received = smtp.received;
  ({ app, db } = await createTestApp({ authFlows: { smtpUrl: smtp.url, mailFrom: 'no-reply@demo.test' }, limits: { signUp: { max: 1000, timeWindowMs: 60_000 } } }));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
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
    expect(mail?.text).toMatch(/\/password\/reset\/[A-Za-z0-9_-]{43}/);
    await expect
      .poll(async () => (await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_USERS.customer)))[0]?.sentAt ?? null, { timeout: 5000 })
      .not.toBeNull();
  });

  it('keeps the mail unsent in the outbox when the server is unreachable', async () => {
    const errors: unknown[] = [];
    const mailer = createMailer(db.orm, { smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.test', onError: (e) => errors.push(e) });
    const id = await mailer.queue({ customerId: null, to: 'nobody@example.com', subject: 'Hi', text: 'Hello' });
    await mailer.idle();
    mailer.close();
    expect(errors).toHaveLength(1);
    const [row] = await db.orm.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.sentAt).toBeNull();
  });
});
