import { asc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/client';
import * as t from '../db/schema';
import { giveSeedConsent } from './consent';
import { createRng } from './prng';

/**
 * The offers back office's demo data: most contacts ticked the marketing consent box when they left
 * their email (the others did not), and one advantage that applies at two named establishments. Its own generator, so the rest of the seed is unchanged.
 */
export async function seedOffersAdmin(tx: Orm, fixedContactTag: string): Promise<void> {
  const rng = createRng(20_260_113);
  const rows = await tx.select({ id: t.contacts.id, tag: t.contacts.tag }).from(t.contacts).orderBy(asc(t.contacts.id));
  const consenting = rows.filter((r) => r.tag === fixedContactTag || rng.chance(0.85));
  await giveSeedConsent(tx, consenting.map((r) => r.id));

  const [bistro] = await tx.select({ id: t.customers.id }).from(t.customers).where(eq(t.customers.tag, 'demo-bistro'));
  if (!bistro) return;
  const places = await tx
    .select({ id: t.establishments.id })
    .from(t.establishments)
    .where(inArray(t.establishments.tag, ['demo-bistro-lyon', 'demo-bistro-croix-rousse']));
  const [advantage] = await tx
    .insert(t.advantages)
    .values({
      customerId: bistro.id,
      tag: 'adv-brunch-duo',
      title: 'Brunch du dimanche : 5 € offerts',
      description: 'Pour deux brunchs commandés, le dimanche uniquement.',
      translations: {
        en: { title: 'Sunday brunch: €5 off', description: 'When two brunches are ordered, Sundays only.' },
        sp: { title: 'Brunch del domingo: 5 € de descuento', description: 'Al pedir dos brunchs, solo los domingos.' },
      },
      attribute: 'amount',
      value: 5,
      validityDays: 21,
      quantityLimit: 100,
    })
    .returning({ id: t.advantages.id });
  if (advantage && places.length > 0) {
    await tx.insert(t.advantageEstablishments).values(places.map((p) => ({ advantageId: advantage.id, establishmentId: p.id })));
  }
}
