import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/client';
import * as t from '../db/schema';
import { giveSeedConsent } from './consent';
import { createRng } from './prng';

const DAY = 24 * 60 * 60 * 1000;

/** A one-page PDF menu: enough for a browser to open it. */
function menuPdf(): Buffer {
  const content = 'BT /F1 18 Tf 72 720 Td (La carte du Bistro - entrees, plats, desserts) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Demo data of the automated emailing, the mobile sites and published files: most contacts agreed to
 * hear from the venue, a campaign sent a month ago and a draft, the bistro's site with its menu.
 */
export async function seedOutreach(tx: Orm, now: Date): Promise<void> {
  const rng = createRng(20_261_122);
  const customers = await tx.select({ id: t.customers.id, tag: t.customers.tag }).from(t.customers).orderBy(asc(t.customers.id));
  const bistro = customers.find((c) => c.tag === 'demo-bistro');

  // Marketing consent ticked when the contact was first met, for about seven in ten.
  const contactRows = await tx.select({ id: t.contacts.id, tag: t.contacts.tag }).from(t.contacts).orderBy(asc(t.contacts.id));
  const consenting = contactRows.filter((c) => c.tag === 'ct-demo-bistro-lyon' || rng.chance(0.7));
  await giveSeedConsent(tx, consenting.map((c) => c.id));
  if (!bistro) return;

  const [file] = await tx
    .insert(t.customerFiles)
    .values({ customerId: bistro.id, tag: 'menu-bistro-demo', name: 'carte-bistro.pdf', kind: 'menu', contentType: 'application/pdf', size: menuPdf().length, data: menuPdf(), createdAt: new Date(now.getTime() - 30 * DAY) })
    .returning({ id: t.customerFiles.id });
  const establishments = await tx.select({ id: t.establishments.id, tag: t.establishments.tag }).from(t.establishments).where(eq(t.establishments.customerId, bistro.id)).orderBy(asc(t.establishments.id));
  const first = establishments[0];
  if (first) {
    await tx.insert(t.mobileSites).values({
      establishmentId: first.id,
      customerId: bistro.id,
      menuFileId: file?.id ?? null,
      settings: {
        sections: ['menus', 'infos', 'reviews', 'offers', 'follow'],
        menuItems: [
          { name: 'Œufs mayonnaise', description: 'Œufs fermiers, mayonnaise maison', price: 7.5 },
          { name: 'Blanquette de veau', description: 'Riz pilaf, carottes fondantes', price: 19 },
          { name: 'Tarte Tatin', description: 'Crème crue de Normandie', price: 8 },
          { name: 'Café gourmand', description: null, price: 9.5 },
        ],
        openingHours: 'Du mardi au samedi : 12h–14h30, 19h–22h30\nDimanche : 12h–15h',
        phone: '+33 4 78 00 00 00',
        socialLinks: [
          { name: 'Instagram', url: 'https://www.instagram.com/bistro.demo' },
          { name: 'Facebook', url: 'https://www.facebook.com/bistro.demo' },
        ],
      },
      updatedAt: new Date(now.getTime() - 10 * DAY),
    });
  }

  const [advantage] = await tx.select({ id: t.advantages.id }).from(t.advantages).where(and(eq(t.advantages.customerId, bistro.id), eq(t.advantages.tag, 'adv-cafe-offert')));
  const sentAt = new Date(now.getTime() - 30 * DAY);
  const [past] = await tx
    .insert(t.campaigns)
    .values({
      customerId: bistro.id,
      name: 'Revenez nous voir en mars',
      texts: {
        fr: { subject: '{{firstname}}, un café vous attend', body: 'Bonjour {{firstname}},\n\nCela fait un moment ! Revenez nous voir ce mois-ci, le café est pour nous.' },
        en: { subject: '{{firstname}}, a coffee is waiting for you', body: 'Hello {{firstname}},\n\nIt has been a while! Come back this month, the coffee is on us.' },
        sp: { subject: '{{firstname}}, le espera un café', body: 'Hola {{firstname}}:\n\n¡Hace tiempo que no nos vemos! Vuelva este mes, el café corre de nuestra cuenta.' },
      },
      audience: { establishmentId: null, lastVisitDays: 30, ratings: [] },
      advantageId: advantage?.id ?? null,
      status: 'sent',
      scheduledAt: sentAt,
      startedAt: sentAt,
      finishedAt: sentAt,
      createdAt: new Date(sentAt.getTime() - 2 * DAY),
    })
    .returning({ id: t.campaigns.id });
  const bistroConsenting = await tx
    .select({ id: t.contacts.id })
    .from(t.contacts)
    .where(and(eq(t.contacts.customerId, bistro.id), inArray(t.contacts.id, consenting.map((c) => c.id).concat(0))))
    .orderBy(asc(t.contacts.id));
  if (past) {
    const recipients = bistroConsenting.slice(0, 40).map((c, i) => ({
      campaignId: past.id,
      contactId: c.id,
      customerId: bistro.id,
      status: 'sent' as const,
      token: createHash('sha256').update(`seed-campaign-${past.id}-${i}`).digest('hex').slice(0, 32),
      sentAt,
      openedAt: rng.chance(0.45) ? new Date(sentAt.getTime() + rng.int(1, 72) * 60 * 60 * 1000) : null,
      createdAt: sentAt,
    }));
    if (recipients.length > 0) await tx.insert(t.campaignRecipients).values(recipients);
  }
  await tx.insert(t.campaigns).values({
    customerId: bistro.id,
    name: 'Nouvelle carte de printemps',
    texts: {
      fr: { subject: 'Notre carte de printemps est arrivée', body: 'Bonjour {{firstname}},\n\nAsperges, petits pois et agneau : venez goûter notre nouvelle carte.' },
      en: { subject: 'Our spring menu is here', body: 'Hello {{firstname}},\n\nAsparagus, peas and lamb: come and taste our new menu.' },
      sp: { subject: 'Llegó nuestra carta de primavera', body: 'Hola {{firstname}}:\n\nEspárragos, guisantes y cordero: venga a probar nuestra nueva carta.' },
    },
    audience: { establishmentId: first?.id ?? null, lastVisitDays: null, ratings: [4, 5] },
    status: 'draft',
    createdAt: new Date(now.getTime() - 2 * DAY),
  });
}
