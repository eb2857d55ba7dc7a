import type {
  AccountTheme,
  AccountThemeInput,
  AccountUser,
  AccountUserUpdate,
  InviteUserInput,
  LanguageCode,
  SellerCodeResult,
  StaffInput,
  StaffMember,
  Unit,
  UnitInput,
} from '@erep/shared/schemas';
import { INLINE_LOGO_MAX_BYTES, ROLES } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { staff, units } from '../../db/schema';
import type { CustomerRow } from '../../http/guards';
import { badRequest, conflict, notFound } from '../../http/errors';
import { asLanguage } from '../../http/language';
import { randomToken, tagFromName } from '../../lib/ids';
import { logoToStore } from '../../lib/logo';
import { hashPassword } from '../../lib/password';
import type { Mailer } from '../../mail/index';
import { passwordLinkFor } from '../account/service';
import { customerTheme } from '../branding/service';
import { newSellerCode } from '../establishments/service';
import * as q from './queries';

const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The establishment, inside the customer; 404 otherwise (the caller's scope is checked before). */
export async function establishmentOf(orm: Orm, customer: CustomerRow, id: number) {
  const row = await q.establishmentOfCustomer(orm, customer.id, id);
  if (!row) throw notFound(`Establishment '${id}' not found`);
  return row;
}

const toStaff = (row: typeof staff.$inferSelect): StaffMember => ({
  id: row.id,
  establishment_id: row.establishmentId,
  first_name: row.firstName,
  last_name: row.lastName,
  department: row.department,
  tag: row.tag,
});

const toUnit = (row: typeof units.$inferSelect): Unit => ({ id: row.id, establishment_id: row.establishmentId, name: row.name, tag: row.tag });

/** Tags are unique product-wide: a taken one is a field error, not a 500. */
async function tagged<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This tag is already used', { tag: ['taken'] }, 'tag_taken');
    throw error;
  }
}

export const listStaff = async (orm: Orm, establishmentId: number): Promise<StaffMember[]> => (await q.staffOf(orm, establishmentId)).map(toStaff);

export const createStaff = (orm: Orm, establishmentId: number, input: StaffInput): Promise<StaffMember> =>
  tagged(async () =>
    toStaff(
      await q.insertStaff(orm, {
        establishmentId,
        firstName: input.first_name,
        lastName: input.last_name,
        department: input.department,
        tag: input.tag ?? tagFromName(`${input.first_name} ${input.last_name}`, 'staff'),
      }),
    ),
  );

export async function updateStaff(orm: Orm, establishmentId: number, id: number, input: StaffInput): Promise<StaffMember> {
  const row = await tagged(() =>
    q.updateStaff(orm, establishmentId, id, {
      firstName: input.first_name,
      lastName: input.last_name,
      department: input.department,
      ...(input.tag ? { tag: input.tag } : {}),
    }),
  );
  if (!row) throw notFound(`Staff member '${id}' not found`);
  return toStaff(row);
}

export async function deleteStaff(orm: Orm, establishmentId: number, id: number): Promise<void> {
  if (!(await q.deleteStaff(orm, establishmentId, id))) throw notFound(`Staff member '${id}' not found`);
}

export const listUnits = async (orm: Orm, establishmentId: number): Promise<Unit[]> => (await q.unitsOf(orm, establishmentId)).map(toUnit);

export const createUnit = (orm: Orm, establishmentId: number, input: UnitInput): Promise<Unit> =>
  tagged(async () => toUnit(await q.insertUnit(orm, { establishmentId, name: input.name, tag: input.tag ?? tagFromName(input.name, 'unit') })));

export async function updateUnit(orm: Orm, establishmentId: number, id: number, input: UnitInput): Promise<Unit> {
  const row = await tagged(() => q.updateUnit(orm, establishmentId, id, { name: input.name, ...(input.tag ? { tag: input.tag } : {}) }));
  if (!row) throw notFound(`Unit '${id}' not found`);
  return toUnit(row);
}

export async function deleteUnit(orm: Orm, establishmentId: number, id: number): Promise<void> {
  if (!(await q.deleteUnit(orm, establishmentId, id))) throw notFound(`Unit '${id}' not found`);
}

/**
 * A new seller code for one establishment: the owner's choice or six random digits. Seller sessions
 * carry a fingerprint of the code's hash (a new hash every time, even for the same code), so every
 * session opened with the old code at this establishment ends at its next call; other
 * establishments' sessions are untouched.
 */
export async function rotateSellerCode(orm: Orm, customerId: number, establishmentId: number, chosen: string | null): Promise<SellerCodeResult> {
  const { code, hash } = await newSellerCode(orm, customerId, { chosen, replacing: establishmentId });
  await q.setSellerCodeHash(orm, establishmentId, hash);
  return { code, establishment_id: establishmentId };
}

const toAccountUser = (row: Awaited<ReturnType<typeof q.usersOfCustomer>>[number], selfId: number): AccountUser => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName ?? '',
  last_name: row.lastName ?? '',
  role: row.accountRole === 'manager' ? 'manager' : 'owner',
  active: row.isActive,
  establishments: row.accountRole === 'manager' ? (row.establishments ?? []) : [],
  language: asLanguage(row.language),
  self: row.id === selfId,
  invited: row.invitationPending,
});

export const listUsers = async (orm: Orm, customer: CustomerRow, selfId: number): Promise<AccountUser[]> =>
  (await q.usersOfCustomer(orm, customer.id)).map((row) => toAccountUser(row, selfId));

async function checkEstablishments(orm: Orm, customer: CustomerRow, ids: readonly number[]): Promise<void> {
  if ((await q.countEstablishmentsOf(orm, customer.id, ids)) !== ids.length) throw badRequest('Unknown establishment', { establishments: ['unknown'] });
}

const INVITE_MAIL: Record<LanguageCode, { subject: (c: string) => string; body: (c: string, link: string) => string }> = {
  fr: {
    subject: (c) => `Invitation à rejoindre l'espace ${c}`,
    body: (c, link) => `Bonjour,\n\nVous êtes invité(e) à gérer ${c}. Pour choisir votre mot de passe, ouvrez ce lien (valable 7 jours, une seule fois) :\n${link}\n\nVous pourrez ensuite vous connecter avec cette adresse e-mail.`,
  },
  en: {
    subject: (c) => `You are invited to ${c}`,
    body: (c, link) => `Hello,\n\nYou are invited to manage ${c}. To choose your password, open this link (valid for 7 days, once):\n${link}\n\nYou can then sign in with this email address.`,
  },
  sp: {
    subject: (c) => `Invitación para unirse a ${c}`,
    body: (c, link) => `Hola:\n\nLe invitamos a gestionar ${c}. Para elegir su contraseña, abra este enlace (válido 7 días, una sola vez):\n${link}\n\nDespués podrá iniciar sesión con esta dirección de correo.`,
  },
};

/** A new invitation link (the earlier one stops working) to the welcome page that sets the password. */
async function mailInvitation(deps: { orm: Orm; mailer: Mailer }, customer: CustomerRow, user: { id: number; email: string; language: LanguageCode }, origin: string): Promise<void> {
  const { link, token } = await passwordLinkFor(deps.orm, user.id, origin, INVITE_TTL_MS, 'invitation');
  const mail = INVITE_MAIL[user.language];
  await deps.mailer.queue({ customerId: customer.id, to: user.email, subject: mail.subject(customer.name), text: mail.body(customer.name, link), secrets: [token] });
}

/** Sends an invitation again, with a new link; 409 `not_invited` once the user chose a password. */
export async function resendInvitation(deps: { orm: Orm; mailer: Mailer }, customer: CustomerRow, userId: number, origin: string, selfId: number): Promise<AccountUser> {
  const row = await q.userOfCustomer(deps.orm, customer.id, userId);
  if (!row) throw notFound(`User '${userId}' not found`);
  if (!row.invitationPending) throw conflict('This user already accepted the invitation', undefined, 'not_invited');
  await mailInvitation(deps, customer, { id: row.id, email: row.email, language: asLanguage(row.language) ?? 'fr' }, origin);
  const user = (await listUsers(deps.orm, customer, selfId)).find((u) => u.id === userId);
  if (!user) throw notFound(`User '${userId}' not found`);
  return user;
}

/** Creates the user (no usable password yet) and mails a link to the welcome page that sets one. */
export async function inviteUser(deps: { orm: Orm; mailer: Mailer }, customer: CustomerRow, input: InviteUserInput, origin: string, selfId: number): Promise<AccountUser> {
  const { orm } = deps;
  const ids = input.role === 'manager' ? input.establishments : [];
  await checkEstablishments(orm, customer, ids);
  if (await q.emailTaken(orm, input.email)) throw conflict('An account already exists with this email address.', { email: ['taken'] }, 'email_taken');
  let userId: number;
  try {
    userId = await q.insertInvitedUser(
      orm,
      {
        email: input.email,
        // Nobody knows this password: the invitation link sets the real one.
        passwordHash: await hashPassword(randomToken(32)),
        roles: [ROLES.erep, ROLES.customer],
        isActive: true,
        firstName: input.first_name,
        lastName: input.last_name,
        customerId: customer.id,
        language: input.language,
        accountRole: input.role,
        invitationPending: true,
      },
      ids,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account already exists with this email address.', { email: ['taken'] }, 'email_taken');
    throw error;
  }
  await mailInvitation(deps, customer, { id: userId, email: input.email, language: input.language }, origin);
  const created = (await listUsers(orm, customer, selfId)).find((u) => u.id === userId);
  if (!created) throw new Error('invited user not stored');
  return created;
}

/** Role, establishments, deactivation; the account always keeps an active owner, and nobody demotes or deactivates themself. */
export async function updateUser(orm: Orm, customer: CustomerRow, userId: number, input: AccountUserUpdate, selfId: number): Promise<AccountUser> {
  const current = await q.userOfCustomer(orm, customer.id, userId);
  if (!current) throw notFound(`User '${userId}' not found`);
  if (userId === selfId && (input.role !== 'owner' || !input.active) && current.accountRole === 'owner') {
    throw conflict('You cannot demote or deactivate yourself', { role: ['self'] }, 'self_change');
  }
  const ids = input.role === 'manager' ? input.establishments : [];
  await checkEstablishments(orm, customer, ids);
  const losesOwner = current.accountRole === 'owner' && current.isActive && (input.role !== 'owner' || !input.active);
  if (losesOwner && (await q.countActiveOwners(orm, customer.id)) <= 1) {
    throw conflict('The account needs at least one active owner', { role: ['last_owner'] }, 'last_owner');
  }
  // Deactivation or narrower rights end the user's open sessions at once.
  const endSessions = !input.active || input.role !== current.accountRole;
  await q.updateAccountUser(orm, userId, { accountRole: input.role, isActive: input.active, endSessions, by: selfId }, ids);
  const updated = (await listUsers(orm, customer, selfId)).find((u) => u.id === userId);
  if (!updated) throw notFound(`User '${userId}' not found`);
  return updated;
}

/** The public pages' colours (the partner's where the customer chose none) and logo. */
export async function themeOf(orm: Orm, customer: CustomerRow): Promise<AccountTheme> {
  return { ...(await customerTheme(orm, customer.tag)), logo: customer.logo };
}

export async function saveTheme(orm: Orm, customer: CustomerRow, input: AccountThemeInput): Promise<AccountTheme> {
  const logo = await logoToStore(input.logo, customer.logo, INLINE_LOGO_MAX_BYTES);
  if (!logo.ok) throw badRequest(logo.message, { logo: [logo.reason] });
  await q.saveTheme(orm, customer.id, { backColor: input.back_color, fontColor: input.font_color, titleColor: input.title_color, logo: logo.logo });
  return { back_color: input.back_color, font_color: input.font_color, title_color: input.title_color, logo: logo.logo };
}
