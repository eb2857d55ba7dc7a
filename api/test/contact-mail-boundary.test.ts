import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../src/admin/cli';
import type { Db } from '../src/db/client';
import { auditLog, contacts, customers, establishments, mailOutbox } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

// Sign-ins hash with scrypt: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let app: FastifyInstance;
let db: Db;
const tokens = new Map<string, string>();

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, email: string, payload?: object) {
  if (!tokens.has(email)) tokens.set(email, await tokenFor(app, email));
  const res = await app.inject({ method, url, headers: bearer(tokens.get(email) ?? ''), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as { data?: unknown } };
}

const advantageForm = (title: string, establishment: number) => ({
  title_fr: '',
  description_fr: '',
  title_en: title,
  description_en: '',
  title_sp: '',
  description_sp: '',
  kind: 'gift',
  value: '',
  establishments: [establishment],
  validity_days: '30',
  ends_on: '',
  quantity_limit: '',
  active: true,
});

const idOf = async (tag: string) => (await db.orm.select({ id: customers.id }).from(customers).where(eq(customers.tag, tag)))[0]?.id ?? 0;
const establishmentOf = async (tag: string) => (await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, tag)))[0]?.id ?? 0;

describe("a contact's mail belongs to the customer that sent it", () => {
  it("lets tenant A export and erase only its own mail to an address tenant B's visitor gave, and the operator erase it everywhere", async () => {
    const email = 'visitor.of.bistro@example.com';
    const bistro = await idOf('demo-bistro');
    const bakery = await idOf('demo-bakery');
    const lyon = await establishmentOf('demo-bistro-lyon');
    const camden = await establishmentOf('demo-bakery-camden');

    // B's visitor: a coupon mail from the bistro, a negative-review alert copy and a platform mail.
    const bistroAdv = (await call('POST', '/api/customer/demo-bistro/advantages', DEMO_USERS.customer, advantageForm('Bistro secret dessert', lyon))).body.data as { tag: string };
    const bistroCoupon = await app.inject({ method: 'POST', url: `/api/public/customers/demo-bistro/establishments/${lyon}/advantages/${bistroAdv.tag}/enable`, payload: { email } });
    expect(bistroCoupon.statusCode).toBe(201);
    await db.orm.insert(mailOutbox).values([
      { customerId: bistro, to: email, subject: 'Avis négatif à Lyon', text: 'Retour interne : le serveur était désagréable.' },
      { customerId: null, to: email, subject: 'Réinitialisation du mot de passe', text: 'Lien : https://app.example/password/reset/secret' },
    ]);
    const othersMail = () => db.orm.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), or(eq(mailOutbox.customerId, bistro), isNull(mailOutbox.customerId))));
    const before = await othersMail();
    expect(before).toHaveLength(3);
    expect(before.filter((m) => m.customerId === bistro)).toHaveLength(2);

    // A registers the same address as its own contact through its public advantage form.
    const bakeryAdv = (await call('POST', '/api/customer/demo-bakery/advantages', DEMO_USERS.bakery, advantageForm('Bakery bun', camden))).body.data as { tag: string };
    const bakeryCoupon = await app.inject({ method: 'POST', url: `/api/public/customers/demo-bakery/establishments/${camden}/advantages/${bakeryAdv.tag}/enable`, payload: { email } });
    expect(bakeryCoupon.statusCode).toBe(201);
    const [contact] = await db.orm.select({ tag: contacts.tag }).from(contacts).where(and(eq(contacts.customerId, bakery), eq(contacts.email, email)));
    expect(contact).toBeDefined();

    const exported = await call('GET', `/api/customer/demo-bakery/contacts/${contact?.tag}/export`, DEMO_USERS.bakery);
    expect(exported.status).toBe(200);
    const mails = (exported.body.data as { mails: { subject: string; text: string }[] }).mails;
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Bakery bun');
    const dump = JSON.stringify(exported.body.data);
    for (const leak of ['Bistro secret dessert', 'Retour interne', 'password/reset', 'Réinitialisation']) expect(dump).not.toContain(leak);

    const erased = await call('DELETE', `/api/customer/demo-bakery/contacts/${contact?.tag}`, DEMO_USERS.bakery);
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ mails_redacted: 1 });
    // B's mail and the platform's are untouched, to the byte.
    expect(await othersMail()).toEqual(before);
    expect(await db.orm.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.customerId, bakery)))).toEqual([]);

    // Across the platform it is the operator's act, said by whom, and audited without the address.
    expect(await runAdmin(['erase-person', '--email', email], db, { out: () => undefined, isTTY: false })).toBe(1);
    expect(await othersMail()).toEqual(before);
    let output = '';
    const code = await runAdmin(['erase-person', '--email', email.toUpperCase(), '--operator', 'ticket 4711'], db, { out: (text) => (output += text), isTTY: false });
    expect(code).toBe(0);
    expect(output).toContain('1 contact(s)');
    expect(output).toContain('3 mail(s) redacted');
    expect(await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
    expect(await db.orm.select().from(contacts).where(eq(contacts.email, email))).toEqual([]);
    const [platformEntry] = await db.orm.select().from(auditLog).where(eq(auditLog.action, 'person.erase'));
    expect(platformEntry).toMatchObject({ customerId: null, actorEmail: 'operator: ticket 4711', details: { contacts: 1, mails_redacted: 3 } });
    const bistroEntries = await db.orm.select().from(auditLog).where(and(eq(auditLog.customerId, bistro), eq(auditLog.action, 'contact.erase')));
    expect(bistroEntries).toHaveLength(1);
    expect(JSON.stringify(await db.orm.select().from(auditLog))).not.toContain(email);
  });
});
