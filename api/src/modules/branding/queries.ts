import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { customers, partnerDomains, partners } from '../../db/schema';

export async function partnerByCode(orm: Orm, code: string) {
  const [row] = await orm.select().from(partners).where(eq(partners.code, code)).limit(1);
  return row ?? null;
}

export async function partnerById(orm: Orm, id: number) {
  const [row] = await orm.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row ?? null;
}

export async function customerWithPartner(orm: Orm, tag: string) {
  const [row] = await orm
    .select({ customer: customers, partner: partners })
    .from(customers)
    .innerJoin(partners, eq(partners.id, customers.partnerId))
    .where(eq(customers.tag, tag))
    .limit(1);
  return row ?? null;
}

/** The customer as visitor pages show it: no address, partner or plan. */
export async function publicCustomerByTag(orm: Orm, tag: string) {
  const [row] = await orm
    .select({
      id: customers.id,
      tag: customers.tag,
      name: customers.name,
      language: customers.language,
      logo: customers.logo,
      back_color: customers.backColor,
      font_color: customers.fontColor,
      title_color: customers.titleColor,
    })
    .from(customers)
    .where(eq(customers.tag, tag))
    .limit(1);
  return row ?? null;
}

export type PartnerThemeValues = Pick<
  typeof partners.$inferInsert,
  'brand' | 'title' | 'logo' | 'backColor' | 'fontColor' | 'titleColor' | 'cgv' | 'chatPartyId' | 'chatUrl' | 'pricingUrl'
>;

export async function updatePartnerTheme(orm: Orm, partnerId: number, values: PartnerThemeValues): Promise<void> {
  await orm.update(partners).set(values).where(eq(partners.id, partnerId));
}

/** The code of the partner whose brand is served on this host name, if any. */
export async function partnerCodeByHost(orm: Orm, host: string): Promise<string | null> {
  const [row] = await orm
    .select({ code: partners.code })
    .from(partnerDomains)
    .innerJoin(partners, eq(partners.id, partnerDomains.partnerId))
    .where(eq(partnerDomains.host, host))
    .limit(1);
  return row?.code ?? null;
}
