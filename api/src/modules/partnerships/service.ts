import type { PartnerCustomer, PartnerOffer, Partnership, PartnershipStatus } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import * as q from './queries';

type Self = { id: number; partnerId: number };

const STATUSES: readonly PartnershipStatus[] = ['pending', 'accepted', 'refused'];
const asStatus = (value: string): PartnershipStatus => (STATUSES as readonly string[]).includes(value) ? (value as PartnershipStatus) : 'pending';
const offer = (o: { tag: string | null; title: string | null } | null) => (o?.tag && o.title ? { tag: o.tag, title: o.title } : null);

function toPartnership(row: q.PartnershipRow, customerId: number): Partnership {
  const outgoing = row.customerId === customerId;
  const other: PartnerCustomer | null = outgoing ? (row.target?.tag ? { tag: row.target.tag, name: row.target.name, city: row.target.city } : null) : row.proposer;
  return {
    id: row.id,
    direction: outgoing ? 'outgoing' : 'incoming',
    status: asStatus(row.status),
    partner: other,
    partnerName: other?.name ?? row.partnerName ?? '',
    message: row.message,
    // Seen from this customer: its own offer and the partner's.
    ownOffer: offer(outgoing ? row.offer : row.partnerOffer),
    partnerOffer: offer(outgoing ? row.partnerOffer : row.offer),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPartnerships(orm: Orm, customerId: number): Promise<Partnership[]> {
  return (await q.partnershipsOf(orm, customerId)).map((row) => toPartnership(row, customerId));
}

/** The running offers; a manager's, those applying at their establishments. */
export const runningOffers = (orm: Orm, customerId: number, scope: readonly number[] | null = null): Promise<PartnerOffer[]> => q.runningOffersOf(orm, customerId, new Date(), scope);

export const searchPartners = (orm: Orm, self: Self, text: string): Promise<PartnerCustomer[]> => q.searchCustomers(orm, self, text);

async function advantageOf(orm: Orm, customerId: number, tag: string | undefined): Promise<number | null> {
  if (!tag) return null;
  const id = await q.ownAdvantageId(orm, customerId, tag);
  if (id === null) throw new HttpError(400, 'Unknown advantage', { advantage: ['advantage'] }, 'validation_failed');
  return id;
}

export async function proposePartnership(orm: Orm, self: Self, input: { partner: string; message: string; advantage: string }): Promise<Partnership> {
  const partner = await q.customerByTag(orm, self.partnerId, input.partner);
  if (!partner || partner.id === self.id) throw new HttpError(400, 'Unknown partner', { partner: ['partner'] }, 'validation_failed');
  if ((await q.livePartnershipBetween(orm, self.id, partner.id)) !== null) {
    throw new HttpError(409, 'A partnership with this business already exists', { partner: ['partnership_exists'] }, 'partnership_exists');
  }
  const advantageId = await advantageOf(orm, self.id, input.advantage || undefined);
  const id = await q.insertPartnership(orm, { customerId: self.id, partnerCustomerId: partner.id, message: input.message || null, advantageId });
  const created = (await listPartnerships(orm, self.id)).find((p) => p.id === id);
  if (!created) throw new Error('partnership not found after insert');
  return created;
}

/** Only the customer the request was sent to may accept or refuse it, once. */
export async function answerPartnership(orm: Orm, self: Self, id: number, input: { decision: 'accept' | 'refuse'; advantage: string }): Promise<Partnership> {
  const accept = input.decision === 'accept';
  const partnerAdvantageId = accept ? await advantageOf(orm, self.id, input.advantage || undefined) : null;
  const done = await q.answerRequest(orm, id, self.id, { status: accept ? 'accepted' : 'refused', partnerAdvantageId }, new Date());
  if (!done) throw notFound('Partnership request not found');
  const row = (await listPartnerships(orm, self.id)).find((p) => p.id === id);
  if (!row) throw notFound('Partnership request not found');
  return row;
}

export async function endPartnership(orm: Orm, self: Self, id: number): Promise<void> {
  if (!(await q.deletePartnership(orm, id, self.id))) throw notFound('Partnership not found');
}
