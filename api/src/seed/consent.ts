import { eq, inArray } from 'drizzle-orm';
import type { LanguageCode } from '@erep/shared/schemas';
import type { Orm } from '../db/client';
import * as t from '../db/schema';
import { marketingConsentText } from '../modules/coupons/service';

const asLanguage = (value: string | null): LanguageCode => (value === 'en' || value === 'sp' ? value : 'fr');

/** Demo contacts who ticked the marketing consent box when first met: dated then, in their language's wording. */
export async function giveSeedConsent(tx: Orm, contactIds: number[]): Promise<void> {
  if (contactIds.length === 0) return;
  const rows = await tx
    .select({ id: t.contacts.id, language: t.contacts.language, createdAt: t.contacts.createdAt, customer: t.customers.name })
    .from(t.contacts)
    .innerJoin(t.customers, eq(t.customers.id, t.contacts.customerId))
    .where(inArray(t.contacts.id, contactIds));
  for (const row of rows) {
    await tx.update(t.contacts).set({ consentAt: row.createdAt, consentText: marketingConsentText(asLanguage(row.language), row.customer) }).where(eq(t.contacts.id, row.id));
  }
}
