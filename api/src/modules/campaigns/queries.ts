import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import {
  advantages,
  campaignRecipients,
  campaigns,
  campaignSettings,
  contacts,
  coupons,
  customers,
  establishments,
  type CampaignAudience,
} from '../../db/schema';
import { advantageReaches, type Scope } from '../offers-admin/queries';

export type CampaignRow = typeof campaigns.$inferSelect;

export const campaignsOf = (orm: Orm, customerId: number) =>
  orm.select().from(campaigns).where(eq(campaigns.customerId, customerId)).orderBy(desc(campaigns.createdAt), desc(campaigns.id));

export async function campaignOf(orm: Orm, customerId: number, id: number): Promise<CampaignRow | null> {
  const [row] = await orm.select().from(campaigns).where(and(eq(campaigns.customerId, customerId), eq(campaigns.id, id)));
  return row ?? null;
}

export async function insertCampaign(orm: Orm, row: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [created] = await orm.insert(campaigns).values(row).returning();
  if (!created) throw new Error('campaign insert returned nothing');
  return created;
}

/** Changes a campaign that has not started sending; null when there is none such. */
export async function updateOpenCampaign(orm: Orm, customerId: number, id: number, set: Partial<typeof campaigns.$inferInsert>): Promise<CampaignRow | null> {
  const [row] = await orm
    .update(campaigns)
    .set(set)
    .where(and(eq(campaigns.customerId, customerId), eq(campaigns.id, id), inArray(campaigns.status, ['draft', 'scheduled'])))
    .returning();
  return row ?? null;
}

export async function deleteOpenCampaign(orm: Orm, customerId: number, id: number): Promise<boolean> {
  const rows = await orm
    .delete(campaigns)
    .where(and(eq(campaigns.customerId, customerId), eq(campaigns.id, id), inArray(campaigns.status, ['draft', 'scheduled'])))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

export async function capDaysOf(orm: Orm, customerId: number): Promise<number> {
  const [row] = await orm.select({ capDays: campaignSettings.capDays }).from(campaignSettings).where(eq(campaignSettings.customerId, customerId));
  return row?.capDays ?? 7;
}

export async function saveCapDays(orm: Orm, customerId: number, capDays: number): Promise<void> {
  await orm.insert(campaignSettings).values({ customerId, capDays }).onConflictDoUpdate({ target: campaignSettings.customerId, set: { capDays } });
}

export async function advantageOf(orm: Orm, customerId: number, id: number, scope: Scope = null) {
  const [row] = await orm
    .select()
    .from(advantages)
    .where(and(eq(advantages.customerId, customerId), eq(advantages.id, id), advantageReaches(scope)));
  return row ?? null;
}

/** The customer's running advantages a campaign may offer. */
export const activeAdvantagesOf = (orm: Orm, customerId: number, scope: Scope = null) =>
  orm
    .select({ id: advantages.id, title: advantages.title, description: advantages.description, translations: advantages.translations })
    .from(advantages)
    .where(and(eq(advantages.customerId, customerId), eq(advantages.active, true), sql`(${advantages.expiresAt} is null or ${advantages.expiresAt} > now())`, advantageReaches(scope)))
    .orderBy(asc(advantages.id));

export async function establishmentOf(orm: Orm, customerId: number, id: number) {
  const [row] = await orm.select({ id: establishments.id }).from(establishments).where(and(eq(establishments.customerId, customerId), eq(establishments.id, id)));
  return row ?? null;
}

/**
 * Contacts a campaign may mail: those who ticked the marketing consent box (never the terms box alone)
 * and are still subscribed (an erased contact has no row), narrowed
 * by establishment, last visit and rating given. A visit is a review left with the contact's email.
 */
function audienceWhere(customerId: number, audience: CampaignAudience): SQL {
  const reviewsOfContact = sql`from reviews r join establishments re on re.id = r.establishment_id where re.customer_id = ${contacts.customerId} and lower(r.email) = lower(${contacts.email})`;
  const parts: SQL[] = [sql`${contacts.customerId} = ${customerId}`, sql`${contacts.consentAt} is not null`, sql`${contacts.unsubscribedAt} is null`];
  if (audience.establishmentId) parts.push(sql`${contacts.establishmentId} = ${audience.establishmentId}`);
  if (audience.lastVisitDays) {
    parts.push(
      sql`coalesce((select max(r.created_at) ${reviewsOfContact}), ${contacts.createdAt}) < now() - make_interval(days => ${audience.lastVisitDays})`,
    );
  }
  if (audience.ratings && audience.ratings.length > 0) {
    const ratings = sql.join(
      audience.ratings.map((r) => sql`${r}`),
      sql`, `,
    );
    parts.push(sql`exists (select 1 ${reviewsOfContact} and r.rating in (${ratings}))`);
  }
  return sql.join(parts, sql` and `);
}

export async function audienceSize(orm: Orm, customerId: number, audience: CampaignAudience): Promise<number> {
  const [row] = await orm.select({ n: sql<number>`count(*)::int` }).from(contacts).where(audienceWhere(customerId, audience));
  return row?.n ?? 0;
}

/**
 * Takes one due campaign (SKIP LOCKED: another instance takes another one) and lists its recipients
 * in the same transaction, so no one sees it sending without them.
 */
export async function claimDueCampaign(orm: Orm, now: Date): Promise<CampaignRow | null> {
  return orm.transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set({ status: 'sending', startedAt: now })
      .where(
        sql`${campaigns.id} = (select id from campaigns where status = 'scheduled' and scheduled_at <= ${now} order by scheduled_at, id limit 1 for update skip locked)`,
      )
      .returning();
    if (!row) return null;
    await tx.execute(sql`insert into campaign_recipients (campaign_id, contact_id, customer_id, token)
      select ${row.id}, ${contacts.id}, ${row.customerId}, replace(gen_random_uuid()::text, '-', '')
      from ${contacts} where ${audienceWhere(row.customerId, row.audience)}
      on conflict (campaign_id, contact_id) do nothing`);
    return row;
  });
}

export interface ClaimedRecipient {
  id: number;
  campaignId: number;
  contactId: number | null;
  customerId: number;
  token: string;
}

/** A batch of recipients nobody is mailing yet; SKIP LOCKED keeps two senders off the same rows. */
export async function claimRecipients(orm: Orm, limit: number, now: Date): Promise<ClaimedRecipient[]> {
  const rows = await orm
    .update(campaignRecipients)
    .set({ status: 'sending', claimedAt: now })
    .where(
      sql`${campaignRecipients.id} in (select r.id from campaign_recipients r join campaigns c on c.id = r.campaign_id where r.status = 'pending' and c.status = 'sending' order by r.id limit ${limit} for update of r skip locked)`,
    )
    .returning({
      id: campaignRecipients.id,
      campaignId: campaignRecipients.campaignId,
      contactId: campaignRecipients.contactId,
      customerId: campaignRecipients.customerId,
      token: campaignRecipients.token,
    });
  return rows.sort((a, b) => a.id - b.id);
}

export interface MailTarget {
  id: number;
  tag: string;
  email: string;
  firstName: string | null;
  language: string | null;
  consentAt: Date | null;
  unsubscribedAt: Date | null;
  establishmentId: number | null;
}

/**
 * Decides one recipient under a lock on its contact, so two campaigns sending at once cannot both
 * pass the frequency cap: 'sent' (the caller then queues the mail), 'capped' or 'skipped'.
 */
export async function decideRecipient(orm: Orm, recipient: ClaimedRecipient, capDays: number, now: Date): Promise<{ status: 'sent' | 'capped' | 'skipped'; contact: MailTarget | null }> {
  return orm.transaction(async (tx) => {
    const [target = null] = recipient.contactId
      ? await tx
          .select({
            id: contacts.id,
            tag: contacts.tag,
            email: contacts.email,
            firstName: contacts.firstName,
            language: contacts.language,
            consentAt: contacts.consentAt,
            unsubscribedAt: contacts.unsubscribedAt,
            establishmentId: contacts.establishmentId,
          })
          .from(contacts)
          .where(eq(contacts.id, recipient.contactId))
          .for('update')
      : [];
    let status: 'sent' | 'capped' | 'skipped';
    if (!target || !target.consentAt || target.unsubscribedAt) status = 'skipped';
    else {
      const since = new Date(now.getTime() - capDays * 24 * 60 * 60 * 1000);
      const [recent] =
        capDays > 0
          ? await tx
              .select({ id: campaignRecipients.id })
              .from(campaignRecipients)
              .where(and(eq(campaignRecipients.contactId, target.id), eq(campaignRecipients.status, 'sent'), sql`${campaignRecipients.sentAt} > ${since}`))
              .limit(1)
          : [];
      status = recent ? 'capped' : 'sent';
    }
    await tx
      .update(campaignRecipients)
      .set({ status, ...(status === 'sent' ? { sentAt: now } : {}) })
      .where(eq(campaignRecipients.id, recipient.id));
    return { status, contact: target };
  });
}

export async function linkOutbox(orm: Orm, recipientId: number, outboxId: number): Promise<void> {
  await orm.update(campaignRecipients).set({ outboxId }).where(eq(campaignRecipients.id, recipientId));
}

/** Campaigns whose every recipient is decided become 'sent'. */
export async function finishCampaigns(orm: Orm, now: Date): Promise<void> {
  await orm
    .update(campaigns)
    .set({ status: 'sent', finishedAt: now })
    .where(
      sql`${campaigns.status} = 'sending' and not exists (select 1 from campaign_recipients r where r.campaign_id = ${campaigns.id} and r.status in ('pending', 'sending'))`,
    );
}

export async function mailContext(orm: Orm, campaignId: number) {
  const [row] = await orm
    .select({ campaign: campaigns, customerTag: customers.tag, customerName: customers.name, customerLanguage: customers.language })
    .from(campaigns)
    .innerJoin(customers, eq(customers.id, campaigns.customerId))
    .where(eq(campaigns.id, campaignId));
  return row ?? null;
}

/** The establishment a contact's links point to: its own, else the customer's first. */
export async function linkEstablishment(orm: Orm, customerId: number, establishmentId: number | null) {
  const rows = await orm
    .select({ id: establishments.id, tag: establishments.tag, name: establishments.name })
    .from(establishments)
    .where(eq(establishments.customerId, customerId))
    .orderBy(asc(establishments.id));
  return rows.find((r) => r.id === establishmentId) ?? rows[0] ?? null;
}

export async function markOpened(orm: Orm, token: string, now: Date): Promise<void> {
  await orm.update(campaignRecipients).set({ openedAt: now }).where(and(eq(campaignRecipients.token, token), sql`${campaignRecipients.openedAt} is null`));
}

export interface FigureRow {
  campaignId: number;
  audience: number;
  sent: number;
  capped: number;
  opened: number;
}

export async function figuresOf(orm: Orm, campaignIds: number[]): Promise<FigureRow[]> {
  if (campaignIds.length === 0) return [];
  return orm
    .select({
      campaignId: campaignRecipients.campaignId,
      audience: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) filter (where ${campaignRecipients.status} = 'sent'))::int`,
      capped: sql<number>`(count(*) filter (where ${campaignRecipients.status} = 'capped'))::int`,
      opened: sql<number>`(count(*) filter (where ${campaignRecipients.openedAt} is not null))::int`,
    })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.campaignId, campaignIds))
    .groupBy(campaignRecipients.campaignId);
}

/** Coupons of the campaign's advantage validated by its mailed contacts since it started. */
export async function validatedCoupons(orm: Orm, campaign: CampaignRow): Promise<number> {
  if (!campaign.advantageId || !campaign.startedAt) return 0;
  const [row] = await orm
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .innerJoin(campaignRecipients, and(eq(campaignRecipients.contactId, coupons.contactId), eq(campaignRecipients.campaignId, campaign.id), eq(campaignRecipients.status, 'sent')))
    .where(and(eq(coupons.advantageId, campaign.advantageId), sql`${coupons.validatedAt} >= ${campaign.startedAt}`));
  return row?.n ?? 0;
}

