import type {
  AdminAdvantage,
  AdminContact,
  AdminCoupon,
  AdvantageKind,
  AdvantageState,
  AdvantageValues,
  ContactErasure,
  ContactsQuery,
  CouponsQuery,
  LanguageCode,
  OfferLanguage,
  OffersPage,
  PublicCoupon,
} from '@erep/shared/schemas';
import { ADVANTAGE_KINDS, OFFER_LANGUAGES } from '@erep/shared/schemas';
import type { OfferTranslations } from '../../db/schema';
import type { Orm } from '../../db/client';
import { csvDateTime, csvTable } from '../../http/csv';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { exportValue, languageName } from '../../http/export-texts';
import { tagFromName } from '../../lib/ids';
import { couponState, validateCoupon } from '../coupons/service';
import * as q from './queries';

/** Lists stop here (the spec's auto-paging cap). */
export const LIST_CAP = 10_000;
const DEFAULT_PER_PAGE = 20;

interface CustomerRef {
  id: number;
  tag: string;
  language: string | null;
}
type Scope = q.Scope;
interface Actor {
  id: number;
  email: string;
}

const customerLanguage = (customer: CustomerRef): OfferLanguage =>
  (OFFER_LANGUAGES as readonly string[]).includes(customer.language ?? '') ? (customer.language as OfferLanguage) : 'fr';

const isKind = (value: string): value is AdvantageKind => (ADVANTAGE_KINDS as readonly string[]).includes(value);

function advantageState(a: q.AdvantageRow, now: Date): AdvantageState {
  if (a.expiresAt !== null && a.expiresAt <= now) return 'expired';
  if (a.quantityLimit !== null && a.quantityUsed >= a.quantityLimit) return 'sold_out';
  return a.active ? 'active' : 'paused';
}

/** The stored texts per language: the customer's own in title/description, the others in `translations`. */
function textsOf(a: q.AdvantageRow, own: OfferLanguage): AdminAdvantage['texts'] {
  const out = {} as AdminAdvantage['texts'];
  for (const lang of OFFER_LANGUAGES) {
    const t = lang === own ? { title: a.title, description: a.description } : a.translations[lang];
    out[lang] = { title: t?.title ?? '', description: t?.description ?? '' };
  }
  return out;
}

function toAdmin(row: { advantage: q.AdvantageRow; issued: number; validated: number }, links: number[], own: OfferLanguage, now: Date): AdminAdvantage {
  const a = row.advantage;
  return {
    id: a.id,
    tag: a.tag,
    texts: textsOf(a, own),
    title: a.title,
    kind: isKind(a.attribute) ? a.attribute : 'other',
    value: a.value,
    establishments: a.establishmentId !== null ? [a.establishmentId] : links,
    validity_days: a.validityDays,
    ends_on: a.expiresAt ? new Date(a.expiresAt.getTime() - 1).toISOString().slice(0, 10) : '',
    quantity_limit: a.quantityLimit,
    quantity_used: a.quantityUsed,
    remaining: a.quantityLimit === null ? null : Math.max(0, a.quantityLimit - a.quantityUsed),
    active: a.active,
    state: advantageState(a, now),
    issued: Number(row.issued),
    validated: Number(row.validated),
    created_at: a.createdAt.toISOString(),
  };
}

/** A manager sees only the establishments of their scope among an advantage's. */
const visibleLinks = (ids: number[], scope: Scope) => (scope === null ? ids : ids.filter((id) => scope.includes(id)));

export async function listAdvantages(orm: Orm, customer: CustomerRef, scope: Scope = null, now = new Date()): Promise<AdminAdvantage[]> {
  const rows = await q.advantagesOf(orm, customer.id, undefined, scope);
  const links = await q.establishmentLinks(
    orm,
    rows.map((r) => r.advantage.id),
  );
  const own = customerLanguage(customer);
  return rows.map((r) =>
    toAdmin(
      r,
      visibleLinks(
        links.filter((l) => l.advantageId === r.advantage.id).map((l) => l.establishmentId),
        scope,
      ),
      own,
      now,
    ),
  );
}

export async function getAdvantage(orm: Orm, customer: CustomerRef, id: number, scope: Scope = null, now = new Date()): Promise<AdminAdvantage> {
  const [row] = await q.advantagesOf(orm, customer.id, id, scope);
  if (!row) throw notFound(`Advantage ${id} not found`);
  const links = await q.establishmentLinks(orm, [id]);
  return toAdmin(
    row,
    visibleLinks(
      links.map((l) => l.establishmentId),
      scope,
    ),
    customerLanguage(customer),
    now,
  );
}

/** The stored columns of a form: the customer's language (or the first language given) in title/description. */
function storedTexts(values: AdvantageValues, own: OfferLanguage): { title: string; description: string | null; translations: OfferTranslations } {
  const given = (lang: OfferLanguage) => ({ title: values[`title_${lang}`], description: values[`description_${lang}`] });
  const main = given(own).title ? own : (OFFER_LANGUAGES.find((l) => given(l).title) ?? own);
  const translations: OfferTranslations = {};
  for (const lang of OFFER_LANGUAGES) {
    const t = given(lang);
    if (lang !== main && t.title) translations[lang] = { title: t.title, description: t.description || null };
  }
  const m = given(main);
  return { title: m.title, description: m.description || null, translations };
}

async function checkedEstablishments(orm: Orm, customerId: number, ids: number[], scope: Scope): Promise<number[]> {
  const unique = [...new Set(ids)];
  // A manager's advantage names some of their establishments (none would mean all of the account's).
  if (scope !== null && (unique.length === 0 || unique.some((id) => !scope.includes(id)))) {
    throw badRequest('Choose among your establishments', { establishments: ['establishment'] }, 'validation_failed');
  }
  const own = await q.ownEstablishmentIds(orm, customerId, unique);
  if (own.length !== unique.length) throw badRequest('Unknown establishment', { establishments: ['establishment'] }, 'validation_failed');
  return unique;
}

function columnsOf(values: AdvantageValues, own: OfferLanguage) {
  return {
    ...storedTexts(values, own),
    attribute: values.kind,
    value: values.kind === 'percent' || values.kind === 'amount' ? values.value : null,
    validityDays: values.validity_days,
    // The end date is the last day it runs, to its end (UTC).
    expiresAt: values.ends_on ? new Date(`${values.ends_on}T23:59:59.999Z`) : null,
    quantityLimit: values.quantity_limit,
    active: values.active,
    // The list of establishments lives in advantage_establishments.
    establishmentId: null,
  };
}

/**
 * A manager changes only the advantages applying inside their establishments: 404 for one they do
 * not see, 403 for one that also applies elsewhere.
 */
async function assertChangeable(orm: Orm, customerId: number, id: number, scope: Scope): Promise<void> {
  if (scope === null) return;
  const within = await q.advantageIsWithin(orm, customerId, id, scope);
  if (within) return;
  const [visible] = within === null ? [] : await q.advantagesOf(orm, customerId, id, scope);
  if (!visible) throw notFound(`Advantage ${id} not found`);
  throw forbidden("This advantage also applies at establishments you do not manage: only the account's owners may change it", 'owner_only');
}

export async function createAdvantage(orm: Orm, customer: CustomerRef, values: AdvantageValues, scope: Scope = null): Promise<AdminAdvantage> {
  const establishmentIds = await checkedEstablishments(orm, customer.id, values.establishments, scope);
  const columns = columnsOf(values, customerLanguage(customer));
  const id = await orm.transaction(async (tx) => {
    const created = await q.insertAdvantage(tx, { ...columns, customerId: customer.id, tag: tagFromName(columns.title, 'advantage') });
    await q.replaceEstablishments(tx, created, establishmentIds);
    return created;
  });
  return getAdvantage(orm, customer, id, scope);
}

export async function updateAdvantage(orm: Orm, customer: CustomerRef, id: number, values: AdvantageValues, scope: Scope = null): Promise<AdminAdvantage> {
  await assertChangeable(orm, customer.id, id, scope);
  const establishmentIds = await checkedEstablishments(orm, customer.id, values.establishments, scope);
  const columns = columnsOf(values, customerLanguage(customer));
  await orm.transaction(async (tx) => {
    if (!(await q.updateAdvantage(tx, customer.id, id, columns))) throw notFound(`Advantage ${id} not found`);
    await q.replaceEstablishments(tx, id, establishmentIds);
  });
  return getAdvantage(orm, customer, id, scope);
}

/** Pause or resume: a paused advantage is not offered and its open coupons wait. */
export async function setAdvantageActive(orm: Orm, customer: CustomerRef, id: number, active: boolean, scope: Scope = null): Promise<AdminAdvantage> {
  await assertChangeable(orm, customer.id, id, scope);
  if (!(await q.updateAdvantage(orm, customer.id, id, { active }))) throw notFound(`Advantage ${id} not found`);
  return getAdvantage(orm, customer, id, scope);
}

export const ADVANTAGE_HAS_COUPONS = 'advantage_has_coupons';

/** Deleting would delete its coupons' history too: once one was issued, the advantage is paused instead. */
export async function deleteAdvantage(orm: Orm, customer: CustomerRef, id: number, scope: Scope = null): Promise<void> {
  await assertChangeable(orm, customer.id, id, scope);
  await orm.transaction(async (tx) => {
    const [row] = await q.advantagesOf(tx, customer.id, id);
    if (!row) throw notFound(`Advantage ${id} not found`);
    if ((await q.couponCountOf(tx, id)) > 0) throw conflict('Coupons were issued for this advantage: pause it instead', { advantage: [ADVANTAGE_HAS_COUPONS] }, ADVANTAGE_HAS_COUPONS);
    await q.deleteAdvantage(tx, customer.id, id);
  });
}

// Coupons -------------------------------------------------------------------------------------------

function pageOf(query: { page?: number | undefined; per_page?: number | undefined }) {
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const page = query.page ?? 1;
  if ((page - 1) * perPage + perPage > LIST_CAP) throw badRequest(`Lists stop at ${LIST_CAP} items; narrow the search`, { page: ['max_items'] }, 'validation_failed');
  return { page, perPage, offset: (page - 1) * perPage };
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

function toAdminCoupon(r: q.CouponListRow, now: Date): AdminCoupon {
  const how = /^(seller|manual):/.exec(r.validatedBy ?? '')?.[1];
  return {
    code: r.code,
    state: couponState({ expiresAt: r.expiresAt, validatedAt: r.validatedAt, advantage: r.advantage }, now),
    advantage: { id: r.advantage.id, title: r.advantage.title },
    email: r.contactEmail ?? r.reviewEmail,
    name: fullName(r.contactFirst ?? r.reviewFirst, r.contactLast ?? r.reviewLast),
    establishment: r.establishmentId !== null && r.establishmentName !== null ? { id: r.establishmentId, name: r.establishmentName } : null,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    validated_at: r.validatedAt ? r.validatedAt.toISOString() : null,
    validated_where: r.validatedWhere,
    validated_how: how === 'seller' || how === 'manual' ? how : r.validatedAt ? 'seller' : null,
  };
}

export async function listCoupons(orm: Orm, customerId: number, query: CouponsQuery, scope: Scope = null, now = new Date()): Promise<OffersPage<AdminCoupon>> {
  const { page, perPage, offset } = pageOf(query);
  const [rows, total] = await Promise.all([q.couponPage(orm, customerId, query, now, perPage, offset, scope), q.couponTotal(orm, customerId, query, now, scope)]);
  return { data: rows.map((r) => toAdminCoupon(r, now)), total, page, per_page: perPage };
}

export const COUPON_CSV_COLUMNS = ['code', 'state', 'advantage', 'email', 'name', 'establishment', 'issued_at', 'expires_at', 'validated_at', 'validated_where'] as const;

export async function couponsCsv(orm: Orm, customerId: number, query: CouponsQuery, lang: LanguageCode, scope: Scope = null, now = new Date()): Promise<string> {
  const rows = (await q.couponPage(orm, customerId, query, now, LIST_CAP, 0, scope)).map((r) => toAdminCoupon(r, now));
  return csvTable(
    lang,
    COUPON_CSV_COLUMNS,
    rows.map((c) => [
      c.code,
      exportValue(c.state, lang),
      c.advantage.title,
      c.email ?? '',
      c.name ?? '',
      c.establishment?.name ?? '',
      csvDateTime(c.created_at),
      csvDateTime(c.expires_at),
      csvDateTime(c.validated_at),
      c.validated_where ?? '',
    ]),
  );
}

/** The customer validates a coupon by hand, for the establishment where it is used (default: where it was issued). */
export async function validateByHand(
  orm: Orm,
  customer: CustomerRef,
  actor: Actor,
  code: string,
  establishment: number | undefined,
  lang: LanguageCode,
  scope: Scope = null,
): Promise<PublicCoupon> {
  const origin = await q.couponOrigin(orm, customer.id, code);
  // A manager validates the coupons issued at their establishments, there.
  if (!origin || (scope !== null && (origin.establishmentId === null || !scope.includes(origin.establishmentId)))) throw notFound(`Coupon '${code}' not found`);
  const where = establishment ?? origin.establishmentId ?? origin.advantageEstablishmentId;
  if (where === null) throw badRequest('Say where the coupon is used', { establishment: ['required'] }, 'validation_failed');
  if (establishment !== undefined && ((scope !== null && !scope.includes(establishment)) || (await q.ownEstablishmentIds(orm, customer.id, [establishment])).length === 0)) {
    throw badRequest('Unknown establishment', { establishment: ['establishment'] }, 'validation_failed');
  }
  return validateCoupon(orm, { customerId: customer.id, establishmentId: where }, code, lang, `manual:${where}:user${actor.id}`);
}

// Contacts ------------------------------------------------------------------------------------------

function toAdminContact(r: q.ContactListRow): AdminContact {
  const c = r.contact;
  const last = r.lastReview ? new Date(r.lastReview) : null;
  return {
    tag: c.tag,
    email: c.email,
    first_name: c.firstName,
    last_name: c.lastName,
    language: c.language,
    establishment: c.establishmentId !== null && r.establishmentName !== null ? { id: c.establishmentId, name: r.establishmentName } : null,
    consent_at: c.consentAt ? c.consentAt.toISOString() : null,
    consent_text: c.consentText,
    unsubscribed_at: c.unsubscribedAt ? c.unsubscribedAt.toISOString() : null,
    first_visit: c.createdAt.toISOString(),
    last_visit: (last && last > c.createdAt ? last : c.createdAt).toISOString(),
    reviews: Number(r.reviews),
    coupons: Number(r.coupons),
  };
}

export async function listContacts(orm: Orm, customerId: number, query: ContactsQuery, scope: Scope = null): Promise<OffersPage<AdminContact>> {
  const { page, perPage, offset } = pageOf(query);
  const [rows, total] = await Promise.all([q.contactPage(orm, customerId, query, perPage, offset, scope), q.contactTotal(orm, customerId, query, scope)]);
  return { data: rows.map(toAdminContact), total, page, per_page: perPage };
}

export const CONTACT_CSV_COLUMNS = ['email', 'first_name', 'last_name', 'language', 'establishment', 'consent', 'consent_at', 'consent_text', 'first_visit', 'last_visit', 'reviews', 'coupons'] as const;

/** Only people who ticked the marketing consent box and did not unsubscribe, whatever the filters say. */
export async function contactsCsv(orm: Orm, customerId: number, query: ContactsQuery, lang: LanguageCode, scope: Scope = null): Promise<string> {
  const rows = (await q.contactPage(orm, customerId, { ...query, consent: 'yes', subscribed: 'yes' }, LIST_CAP, 0, scope)).map(toAdminContact);
  return csvTable(
    lang,
    CONTACT_CSV_COLUMNS,
    rows.map((c) => [
      c.email,
      c.first_name ?? '',
      c.last_name ?? '',
      languageName(c.language, lang),
      c.establishment?.name ?? '',
      exportValue(c.consent_at ? 'consent_given' : 'no', lang),
      csvDateTime(c.consent_at),
      c.consent_text ?? '',
      csvDateTime(c.first_visit),
      csvDateTime(c.last_visit),
      c.reviews,
      c.coupons,
    ]),
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything held about one person (GDPR access), written to the audit log. */
export async function exportContact(orm: Orm, customer: CustomerRef, actor: Actor, tag: string, scope: Scope = null, now = new Date()) {
  const contact = await q.contactByTag(orm, customer.id, tag, scope);
  if (!contact) throw notFound(`Contact '${tag}' not found`);
  const [reviewRows, couponRows, mails] = await Promise.all([q.contactReviews(orm, customer.id, contact), q.contactCoupons(orm, contact.id), q.mailsTo(orm, customer.id, contact.email)]);
  await q.writeAudit(orm, { customerId: customer.id, actorUserId: actor.id, actorEmail: actor.email, action: 'contact.export', subject: `contact:${contact.tag}`, at: now });
  return {
    exported_at: now.toISOString(),
    controller: customer.tag,
    contact: {
      tag: contact.tag,
      email: contact.email,
      first_name: contact.firstName,
      last_name: contact.lastName,
      language: contact.language,
      created_at: contact.createdAt.toISOString(),
      consent_at: iso(contact.consentAt),
      consent_text: contact.consentText,
      unsubscribed_at: iso(contact.unsubscribedAt),
    },
    reviews: reviewRows.map((r) => ({
      establishment: r.establishment,
      rating: r.rating,
      comment: r.comment,
      language: r.language,
      first_name: r.firstname,
      last_name: r.lastname,
      gender: r.gender,
      email: r.email,
      visit_at: iso(r.visitAt),
      created_at: r.createdAt.toISOString(),
      internal: r.isInternal,
      with_advantage: r.withAdvantage,
      published: r.published,
    })),
    coupons: couponRows.map((c) => ({
      code: c.code,
      advantage: c.advantage,
      created_at: c.createdAt.toISOString(),
      expires_at: c.expiresAt.toISOString(),
      validated_at: iso(c.validatedAt),
      cancelled_at: iso(c.retiredAt),
    })),
    // Page views and scans are recorded without any personal identifier: none can be linked to a person.
    visitor_actions: [] as never[],
    mails: mails.map((m) => ({ subject: m.subject, text: m.text, created_at: m.createdAt.toISOString(), sent_at: iso(m.sentAt) })),
  };
}

/**
 * GDPR erasure: the contact goes, their reviews stay without name, email or visitor key (the
 * figures do not change), their open coupons end, and outbox copies to them are redacted.
 */
export async function eraseContact(orm: Orm, customer: CustomerRef, actor: Actor, tag: string, scope: Scope = null, now = new Date()): Promise<ContactErasure> {
  return orm.transaction(async (tx) => {
    const contact = await q.contactByTag(tx, customer.id, tag, scope);
    if (!contact) throw notFound(`Contact '${tag}' not found`);
    const reviewsAnonymised = await q.anonymiseReviews(tx, customer.id, contact);
    const couponsCancelled = await q.cancelLiveCoupons(tx, contact.id, now);
    const mailsRedacted = await q.redactMails(tx, customer.id, contact.email, now);
    await q.deleteContact(tx, contact.id);
    const result = { reviews_anonymised: reviewsAnonymised, coupons_cancelled: couponsCancelled, mails_redacted: mailsRedacted };
    await q.writeAudit(tx, { customerId: customer.id, actorUserId: actor.id, actorEmail: actor.email, action: 'contact.erase', subject: `contact:${contact.tag}`, details: result, at: now });
    return result;
  });
}

export interface PersonErasure {
  contacts: number;
  reviews_anonymised: number;
  coupons_cancelled: number;
  mails_redacted: number;
}

/**
 * The operator's erasure of a person across the platform (a request made to the platform, not to one
 * customer): every customer's contact with the address goes as in `eraseContact`, each in its customer's
 * audit log, and every mail to the address is redacted whoever sent it. One platform audit entry records
 * it, without the address.
 */
export async function erasePerson(orm: Orm, email: string, operator: string, now = new Date()): Promise<PersonErasure> {
  return orm.transaction(async (tx) => {
    const result: PersonErasure = { contacts: 0, reviews_anonymised: 0, coupons_cancelled: 0, mails_redacted: 0 };
    for (const contact of await q.contactsByEmail(tx, email)) {
      const erased = {
        reviews_anonymised: await q.anonymiseReviews(tx, contact.customerId, contact),
        coupons_cancelled: await q.cancelLiveCoupons(tx, contact.id, now),
        mails_redacted: 0,
      };
      await q.deleteContact(tx, contact.id);
      await q.writeAudit(tx, { customerId: contact.customerId, actorUserId: null, actorEmail: operator, action: 'contact.erase', subject: `contact:${contact.tag}`, details: { ...erased, by: 'operator' }, at: now });
      result.contacts += 1;
      result.reviews_anonymised += erased.reviews_anonymised;
      result.coupons_cancelled += erased.coupons_cancelled;
    }
    result.reviews_anonymised += await q.anonymiseReviewsByEmail(tx, email);
    result.mails_redacted = await q.redactMails(tx, null, email, now);
    await q.writeAudit(tx, { customerId: null, actorUserId: null, actorEmail: operator, action: 'person.erase', subject: 'person', details: { ...result }, at: now });
    return result;
  });
}
