import { BILLING_PERIODS, REMOTE_PACKAGES, ROLES } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { partnerDomains, partners, plans, users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { normalHost } from '../modules/branding/service';
import { erasePerson, type PersonErasure } from '../modules/offers-admin/service';

/** A mistake in the operator's command: said in one sentence, nothing changed. */
export class CommandError extends Error {}

const CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;
const KNOWN_ROLES: readonly string[] = Object.values(ROLES);

export interface PartnerInput {
  code: string;
  brand: string;
  title?: string;
  language?: string;
  domains?: string[];
}

/** A partner with neutral colours (its users change them in the theme page) and its host names. */
export async function createPartner(orm: Orm, input: PartnerInput): Promise<{ id: number; code: string }> {
  if (!CODE.test(input.code)) throw new CommandError(`The partner code must be lower-case letters, digits, - or _, not "${input.code}".`);
  if (!input.brand.trim()) throw new CommandError('Give the partner a brand name with --brand.');
  const language = input.language ?? 'fr';
  if (!['fr', 'en', 'sp'].includes(language)) throw new CommandError('The language must be fr, en or sp.');
  const hosts = (input.domains ?? []).map((d) => {
    const host = normalHost(d);
    if (!host) throw new CommandError(`"${d}" is not a host name.`);
    return host;
  });
  return orm.transaction(async (tx) => {
    const [existing] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.code, input.code));
    if (existing) throw new CommandError(`A partner with the code "${input.code}" already exists.`);
    const [row] = await tx
      .insert(partners)
      .values({ code: input.code, brand: input.brand.trim(), title: (input.title ?? input.brand).trim(), backColor: '#1f6feb', fontColor: '#ffffff', titleColor: '#111827', language })
      .returning({ id: partners.id, code: partners.code });
    if (!row) throw new Error('partner insert returned nothing');
    for (const host of hosts) await addDomainTx(tx, row.id, host);
    return row;
  });
}

async function addDomainTx(orm: Orm, partnerId: number, host: string): Promise<void> {
  const [taken] = await orm.select({ partnerId: partnerDomains.partnerId }).from(partnerDomains).where(eq(partnerDomains.host, host));
  if (taken) throw new CommandError(`The host name ${host} already belongs to a partner.`);
  await orm.insert(partnerDomains).values({ host, partnerId });
}

/** Serves the partner's brand on one more host name. */
export async function addDomain(orm: Orm, partnerCode: string, domain: string): Promise<string> {
  const host = normalHost(domain);
  if (!host) throw new CommandError(`"${domain}" is not a host name.`);
  const [partner] = await orm.select({ id: partners.id }).from(partners).where(eq(partners.code, partnerCode));
  if (!partner) throw new CommandError(`No partner has the code "${partnerCode}".`);
  await addDomainTx(orm, partner.id, host);
  return host;
}

export interface PlanInput {
  tag: string;
  name: string;
  remotes: string[];
  /** The payment provider's price id (Stripe price); without it the plan cannot be bought. */
  priceCode?: string;
  amountCents?: number;
  currency?: string;
  period?: string;
  /** Sold by this partner alone; without it, every partner sells the plan. */
  partnerCode?: string;
}

/** A plan customers can subscribe to: the remotes it opens and the price shown before ordering. */
export async function createPlan(orm: Orm, input: PlanInput): Promise<{ id: number; tag: string }> {
  if (!CODE.test(input.tag)) throw new CommandError(`The plan tag must be lower-case letters, digits, - or _, not "${input.tag}".`);
  if (!input.name.trim()) throw new CommandError('Give the plan a name with --name.');
  const known: readonly string[] = REMOTE_PACKAGES;
  const unknown = input.remotes.filter((r) => !known.includes(r));
  if (input.remotes.length === 0 || unknown.length > 0) throw new CommandError(`Give the plan's remotes with --remote, among ${known.join(', ')}.`);
  const priced = input.amountCents !== undefined || input.currency !== undefined || input.period !== undefined;
  if (priced) {
    if (input.amountCents === undefined || !Number.isInteger(input.amountCents) || input.amountCents < 0) throw new CommandError('--amount-cents must be a whole number of cents, e.g. 3900.');
    if (!input.currency || !/^[A-Z]{3}$/.test(input.currency)) throw new CommandError('--currency must be an ISO code in capitals, e.g. EUR.');
    if (!input.period || !(BILLING_PERIODS as readonly string[]).includes(input.period)) throw new CommandError(`--period must be ${BILLING_PERIODS.join(' or ')}.`);
  }
  const [existing] = await orm.select({ id: plans.id }).from(plans).where(eq(plans.tag, input.tag));
  if (existing) throw new CommandError(`A plan with the tag "${input.tag}" already exists.`);
  let partnerId: number | null = null;
  if (input.partnerCode !== undefined) {
    const [partner] = await orm.select({ id: partners.id }).from(partners).where(eq(partners.code, input.partnerCode));
    if (!partner) throw new CommandError(`No partner has the code "${input.partnerCode}".`);
    partnerId = partner.id;
  }
  const [row] = await orm
    .insert(plans)
    .values({
      tag: input.tag,
      name: input.name.trim(),
      partnerId,
      priceCode: input.priceCode ?? null,
      amountCents: priced ? (input.amountCents ?? null) : null,
      currency: priced ? (input.currency ?? null) : null,
      billingPeriod: priced ? (input.period ?? null) : null,
      // Signing in, the visitor pages and the account are part of every plan.
      remotes: [...new Set(['mf-auth', 'mf-public', 'mf-account', ...input.remotes])],
    })
    .returning({ id: plans.id, tag: plans.tag });
  if (!row) throw new Error('plan insert returned nothing');
  return row;
}

export interface UserInput {
  email: string;
  roles: string[];
  password: string;
  /** Makes a partner user (with ROLE_PARTNER); without it and without a customer, ROLE_EREP alone is a back-office admin. */
  partnerCode?: string;
  firstName?: string;
  lastName?: string;
}

export async function createUser(orm: Orm, input: UserInput): Promise<{ id: number }> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new CommandError(`"${input.email}" is not an email address.`);
  if (input.roles.length === 0) throw new CommandError('Give at least one --role, e.g. --role ROLE_EREP.');
  const unknown = input.roles.filter((r) => !KNOWN_ROLES.includes(r));
  if (unknown.length > 0) throw new CommandError(`Unknown role ${unknown.join(', ')}: use ${KNOWN_ROLES.join(', ')}.`);
  if (input.roles.includes(ROLES.customer)) throw new CommandError('Customer users come from the sign-up; create back-office admins and partner users here.');
  if (input.roles.includes(ROLES.partner) !== Boolean(input.partnerCode)) {
    throw new CommandError('A partner user needs both --role ROLE_PARTNER and --partner <code>.');
  }
  let partnerId: number | null = null;
  if (input.partnerCode) {
    const [partner] = await orm.select({ id: partners.id }).from(partners).where(eq(partners.code, input.partnerCode));
    if (!partner) throw new CommandError(`No partner has the code "${input.partnerCode}".`);
    partnerId = partner.id;
  }
  const [existing] = await orm.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw new CommandError(`A user with the email ${email} already exists.`);
  const [row] = await orm
    .insert(users)
    .values({
      email,
      roles: input.roles,
      passwordHash: await hashPassword(input.password),
      partnerId,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** A person's erasure across the platform, on the operator's word: who asked goes in the audit entry. */
export async function erasePersonEverywhere(orm: Orm, email: string, operator: string): Promise<PersonErasure> {
  if (!EMAIL.test(email.trim())) throw new CommandError('Give the address to erase with --email.');
  if (!operator.trim()) throw new CommandError('Say who asked for the erasure with --operator (written to the audit log).');
  return erasePerson(orm, email.trim(), `operator: ${operator.trim()}`);
}
