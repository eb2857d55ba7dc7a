import type { AccountCreateResponse, ApiErrorBody, CustomerListItem, LoginResponse, PaymentResume } from '@erep/shared/schemas';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { customers, jobs, mailOutbox, paymentResumeTokens, subscriptions } from '../src/db/schema';
import { PAYMENT_PENDING } from '../src/modules/account/resume';
import { BAD_CREDENTIALS } from '../src/modules/auth/service';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp({
    limits: { signUp: { max: 1000, timeWindowMs: 60_000 }, login: { max: 1000, timeWindowMs: 60_000 } },
    // Runs only when a test drains it.
    jobWorker: { intervalMs: 3_600_000, digestEveryMs: 3_600_000 },
  }));
});
afterAll(async () => {
  await app.close();
});

const PASSWORD = 'Vertical-Harbor-77';
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload: payload as object, headers });
const login = (email: string, password: string) => post('/api/login', { email, password });

const account = (email: string, name: string) => ({
  name,
  firstname: 'Ana',
  lastname: 'Lopez',
  password: PASSWORD,
  email,
  city: 'Lyon',
  zipcode: '69001',
  country: 'FR',
  address1: '3 rue Mercière',
  address2: '',
  plan: 'lead-gen',
  partner: 'demo',
});

/** Sign-up as the page makes it: the account, then its pending subscription; nothing paid. */
async function signUpUnpaid(email: string, name: string, withSubscription = true): Promise<AccountCreateResponse & { subscriptionId: number | null }> {
  const created = await post('/api/account/create', account(email, name));
  expect(created.statusCode).toBe(200);
  const body = created.json() as AccountCreateResponse;
  if (!withSubscription) return { ...body, subscriptionId: null };
  const sub = await post(
    '/api/subscription/create',
    { customer: body.customer.tag, plan: 'lead-gen', amount: 39, email, updated_at: '2026-01-01', expired_at: '2027-01-02', app_url: 'http://localhost:80' },
    bearer(body.token),
  );
  expect(sub.statusCode).toBe(201);
  return { ...body, subscriptionId: (sub.json() as { data: { id: number } }).data.id };
}

const mailsTo = (email: string) => db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
const linkToken = (text: string): string => {
  const match = /\/payment\/resume\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no resume link in ${text}`);
  return match[1];
};

describe('sign-in of an account awaiting its first payment', () => {
  it('refuses with payment_pending and the payment to resume, only after the right password', async () => {
    const created = await signUpUnpaid('await@example.com', 'Awaiting Bistro');

    const wrong = await login('await@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 401, code: 'bad_credentials', message: BAD_CREDENTIALS });

    const right = await login('Await@Example.com', PASSWORD);
    expect(right.statusCode).toBe(403);
    const body = right.json() as ApiErrorBody & { token?: string };
    expect(body).toMatchObject({ status: 403, code: 'payment_pending', message: PAYMENT_PENDING });
    expect(body.token).toBeUndefined();
    expect(body.payment).toMatchObject({
      user_id: created.user.id,
      customer_tag: created.customer.tag,
      subscription_id: created.subscriptionId,
      email: 'await@example.com',
      plan: { tag: 'lead-gen' },
      term: { from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    const payment = body.payment as PaymentResume;

    // The token pays; it does not open the back office.
    const estab = await app.inject({ method: 'GET', url: `/api/customer/${created.customer.tag}/establishments/all`, headers: bearer(payment.token) });
    expect(estab.statusCode).toBe(403);
    const paid = await post('/api/payment/test/complete', { subscription_id: payment.subscription_id }, bearer(payment.token));
    expect(paid.json()).toMatchObject({ status: 'active' });

    const after = await login('await@example.com', PASSWORD);
    expect(after.statusCode).toBe(200);
    expect((after.json() as LoginResponse).user.is_active).toBe(true);
  });

  it('makes the pending subscription again when sign-up stopped before it', async () => {
    const created = await signUpUnpaid('nosub@example.com', 'No Sub Cafe', false);
    const res = await login('nosub@example.com', PASSWORD);
    expect(res.statusCode).toBe(403);
    const payment = (res.json() as ApiErrorBody).payment as PaymentResume;
    const [row] = await db.orm.select().from(subscriptions).where(eq(subscriptions.id, payment.subscription_id));
    expect(row).toMatchObject({ status: 'pending', customerId: expect.any(Number) });
    expect(payment.customer_tag).toBe(created.customer.tag);
    // Asking again resumes the same one.
    const again = (await login('nosub@example.com', PASSWORD)).json() as ApiErrorBody;
    expect(again.payment?.subscription_id).toBe(payment.subscription_id);
  });

  it('leaves a user deactivated in an account that paid as it was', async () => {
    const res = await login(DEMO_USERS.inactive, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect((res.json() as LoginResponse).user.is_active).toBe(false);
  });
});

describe('sign-up again with the address of an account awaiting payment', () => {
  it('says so and mails the owner a resume link, without handing out the payment', async () => {
    await signUpUnpaid('again@example.com', 'Again Brasserie');
    const before = (await mailsTo('again@example.com')).length;

    const res = await post('/api/account/create', account('Again@Example.com', 'Someone Else'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, code: 'payment_pending', message: PAYMENT_PENDING });

    const mails = await mailsTo('again@example.com');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    // The account's language (the partner's, French).
    expect(mail?.subject).toBe('Finalisez votre abonnement');
    expect(mail?.text).toContain('http://localhost:80/payment/resume/');

    // An address whose account paid is still only "taken", and gets no mail.
    const taken = await post('/api/account/create', account(DEMO_USERS.customer, 'Copy'));
    expect(taken.json()).toMatchObject({ code: 'email_taken' });
    expect(await mailsTo(DEMO_USERS.customer)).toHaveLength(0);
  });
});

describe('the resume link', () => {
  it('resumes the payment once, then is refused; an expired one too', async () => {
    const created = await signUpUnpaid('link@example.com', 'Link Tavern');
    await post('/api/account/create', account('link@example.com', 'Link Tavern'));
    const token = linkToken((await mailsTo('link@example.com')).at(-1)?.text ?? '');

    const used = await post('/api/payment/resume', { token });
    expect(used.statusCode).toBe(200);
    const payment = used.json() as PaymentResume;
    expect(payment).toMatchObject({ customer_tag: created.customer.tag, subscription_id: created.subscriptionId, email: 'link@example.com' });
    // It leads to the payment: the token it gives pays the subscription.
    const checkout = await post('/api/payment/checkout', { subscription_id: payment.subscription_id }, bearer(payment.token));
    expect(checkout.json()).toEqual({ mode: 'test', client_secret: null });

    const twice = await post('/api/payment/resume', { token });
    expect(twice.statusCode).toBe(410);
    expect(twice.json()).toMatchObject({ code: 'resume_link_expired' });

    await post('/api/account/create', account('link@example.com', 'Link Tavern'));
    const fresh = linkToken((await mailsTo('link@example.com')).at(-1)?.text ?? '');
    await db.orm.update(paymentResumeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(sql`${paymentResumeTokens.usedAt} is null`);
    const expired = await post('/api/payment/resume', { token: fresh });
    expect(expired.statusCode).toBe(410);

    expect((await post('/api/payment/resume', { token: 'x' })).statusCode).toBe(400);
    expect((await post('/api/payment/resume', { token: 'A'.repeat(43) })).statusCode).toBe(410);
  });

  it('says nothing is left to pay once paid', async () => {
    const created = await signUpUnpaid('paidlink@example.com', 'Paid Link Bar');
    await post('/api/account/create', account('paidlink@example.com', 'Paid Link Bar'));
    const token = linkToken((await mailsTo('paidlink@example.com')).at(-1)?.text ?? '');
    await post('/api/payment/test/complete', { subscription_id: created.subscriptionId }, bearer(created.token));
    const res = await post('/api/payment/resume', { token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'nothing_pending' });
  });
});

describe('the reminder an hour after sign-up', () => {
  it('is queued for an hour later and mails the link in the account language when still unpaid', async () => {
    const created = await signUpUnpaid('remind@example.com', 'Remind Deli');
    const paidToo = await signUpUnpaid('remindpaid@example.com', 'Remind Paid Deli');
    const [job] = await db.orm.select().from(jobs).where(eq(jobs.dedupeKey, `payment_reminder:${created.user.id}`));
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);

    // Not due yet: nothing goes out.
    await app.jobWorker?.drain();
    expect(await mailsTo('remind@example.com')).toHaveLength(0);

    await db.orm.update(customers).set({ language: 'sp' }).where(eq(customers.tag, created.customer.tag));
    await post('/api/payment/test/complete', { subscription_id: paidToo.subscriptionId }, bearer(paidToo.token));
    await db.orm.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(like(jobs.dedupeKey, 'payment_reminder:%'));
    await app.jobWorker?.drain();

    const mails = await mailsTo('remind@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Complete su suscripción');
    const token = linkToken(mails[0]?.text ?? '');
    expect((await post('/api/payment/resume', { token })).statusCode).toBe(200);
    // Paid meanwhile: no reminder, only the payment's receipt.
    expect((await mailsTo('remindpaid@example.com')).map((mail) => mail.dedupeKey)).toEqual([`receipt:${paidToo.subscriptionId}`]);
    const [done] = await db.orm.select().from(jobs).where(and(eq(jobs.dedupeKey, `payment_reminder:${paidToo.user.id}`)));
    expect(done?.doneAt).not.toBeNull();
  });
});

describe("the partner's customer list", () => {
  it('shows each customer payment state', async () => {
    const created = await signUpUnpaid('list@example.com', 'Zebra Listed Cafe');
    const token = await tokenFor(app, DEMO_USERS.partner);
    const list = async (q: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/erep/customers?q=${encodeURIComponent(q)}&period=global`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: CustomerListItem[] }).data;
    };
    expect((await list('Zebra Listed')).map((c) => c.payment_state)).toEqual(['awaiting_first_payment']);
    expect((await list('demo-bistro'))[0]?.payment_state).toBe('active');

    await post('/api/payment/test/complete', { subscription_id: created.subscriptionId }, bearer(created.token));
    expect((await list('Zebra Listed'))[0]?.payment_state).toBe('active');

    await db.orm.update(subscriptions).set({ expiredAt: '2020-01-01' }).where(eq(subscriptions.id, created.subscriptionId ?? 0));
    expect((await list('Zebra Listed'))[0]?.payment_state).toBe('ended');
  });
});
