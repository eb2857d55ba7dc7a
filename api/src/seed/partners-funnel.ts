import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/client';
import * as t from '../db/schema';
import { createRng } from './prng';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The offers program's partnerships and funnel: the bakery's cookie offered on the bistro's pages
 * through their accepted partnership, and visitor journeys (scans of each QR code, ratings started,
 * coupons shown) as the public pages record them today.
 */
export async function seedPartnersFunnel(tx: Orm, now: Date): Promise<void> {
  const rng = createRng(20_261_313);
  const customers = await tx.select({ id: t.customers.id, tag: t.customers.tag }).from(t.customers);
  const idOf = (tag: string) => customers.find((c) => c.tag === tag)?.id;
  const bistro = idOf('demo-bistro');
  const bakery = idOf('demo-bakery');
  if (bistro !== undefined && bakery !== undefined) {
    const [cookie] = await tx
      .select({ id: t.advantages.id })
      .from(t.advantages)
      .where(and(eq(t.advantages.customerId, bakery), eq(t.advantages.tag, 'adv-free-cookie')))
      .limit(1);
    if (cookie) {
      await tx
        .update(t.partnerships)
        .set({ partnerAdvantageId: cookie.id, respondedAt: new Date(now.getTime() - 118 * DAY) })
        .where(and(eq(t.partnerships.customerId, bistro), eq(t.partnerships.partnerCustomerId, bakery), eq(t.partnerships.status, 'accepted')));
    }
  }

  const establishments = await tx
    .select({ id: t.establishments.id, customerTag: t.customers.tag })
    .from(t.establishments)
    .innerJoin(t.customers, eq(t.customers.id, t.establishments.customerId));
  const staffRows = await tx.select({ id: t.staff.id, establishmentId: t.staff.establishmentId }).from(t.staff).where(inArray(t.staff.establishmentId, establishments.map((e) => e.id)));
  const rows: t.VisitorActionInsert[] = [];
  for (const e of establishments) {
    const paths = [`/public/${e.customerTag}/establishment/${e.id}/feedback`, ...staffRows.filter((s) => s.establishmentId === e.id).map((s) => `/public/${e.customerTag}/establishment/${e.id}/staffs/${s.id}/feedback`)];
    for (let i = 0; i < 120; i++) {
      const at = new Date(now.getTime() - Math.floor(60 * DAY * rng.next()));
      const locale = rng.weighted([['fr', 60], ['en', 30], ['sp', 10]] as const);
      rows.push({ establishmentId: e.id, action: 'scan', payload: { path: rng.pick(paths), locale }, createdAt: at });
      // Fewer visitors at each later step, as on the live pages.
      if (!rng.chance(0.7)) continue;
      rows.push({ establishmentId: e.id, action: 'rating_started', payload: { locale }, createdAt: new Date(at.getTime() + 20_000) });
      if (!rng.chance(0.75)) continue;
      rows.push({ establishmentId: e.id, action: 'submitted', payload: { locale }, createdAt: new Date(at.getTime() + 80_000) });
      if (rng.chance(0.3)) rows.push({ establishmentId: e.id, action: 'coupon_shown', payload: { locale }, createdAt: new Date(at.getTime() + 90_000) });
    }
  }
  for (let i = 0; i < rows.length; i += 400) await tx.insert(t.visitorActions).values(rows.slice(i, i + 400));
}
