import { ROLES } from '@erep/shared/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { customers, establishments, userEstablishments, users } from '../db/schema';

/** Demo manager of the bistro: reaches the Lyon centre establishment only. */
export const DEMO_MANAGER = 'manager@demo.test';

/** Category and opening hours of the demo establishments, in their customer's language. */
const DETAILS: Record<string, { category: string; openingHours: string }> = {
  'demo-bistro-lyon': { category: 'Restaurant', openingHours: 'Mar.–sam. 12 h–14 h 30, 19 h–22 h 30' },
  'demo-bistro-croix-rousse': { category: 'Restaurant', openingHours: 'Mer.–dim. 12 h–14 h, 19 h–22 h' },
  'demo-bakery-camden': { category: 'Bakery', openingHours: 'Mon–Sat 7:00–18:00, Sun 8:00–14:00' },
  'demo-hotel-annecy-lac': { category: 'Hôtel', openingHours: 'Réception 24 h/24' },
  'demo-taberna-sol': { category: 'Bar de tapas', openingHours: 'Lun.–dom. 12:00–00:00' },
  'demo-taberna-malasana': { category: 'Bar de tapas', openingHours: 'Mar.–dom. 13:00–01:00' },
  'demo-harbour-coffee-quay': { category: 'Café', openingHours: 'Mon–Fri 7:30–17:00' },
};

/** Account parameters of the demo: establishment details and a manager limited to one establishment. */
export async function seedAccountParameters(tx: Orm, passwordHash: string): Promise<void> {
  for (const [tag, details] of Object.entries(DETAILS)) {
    await tx.update(establishments).set(details).where(eq(establishments.tag, tag));
  }
  const [bistro] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.tag, 'demo-bistro'));
  const [lyon] = await tx.select({ id: establishments.id }).from(establishments).where(inArray(establishments.tag, ['demo-bistro-lyon']));
  if (!bistro || !lyon) return;
  const [manager] = await tx
    .insert(users)
    .values({ email: DEMO_MANAGER, passwordHash, roles: [ROLES.erep, ROLES.customer], customerId: bistro.id, firstName: 'Hugo', lastName: 'Marchand', language: 'en', accountRole: 'manager' })
    .returning({ id: users.id });
  if (manager) await tx.insert(userEstablishments).values({ userId: manager.id, establishmentId: lyon.id });
}
