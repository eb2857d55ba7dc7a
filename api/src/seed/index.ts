import { ROLES, type LanguageCode } from '@erep/shared/schemas';
import { count, sql } from 'drizzle-orm';
import type { Db, Orm } from '../db/client';
import * as t from '../db/schema';
import { hashPassword } from '../lib/password';
import { storeReviewAnalyses } from '../modules/analysis/service';
import { customerLogo, PARTNERS } from './content';
import { seedEstablishmentInsights } from './establishment-insights';
import { PHRASES, sentimentOf, type Venue } from './phrases';
import { seedAnswers } from './competitors';
import { seedOffersAdmin } from './offers-admin';
import { seedPartnersFunnel } from './partners-funnel';
import { seedOutreach } from './outreach';
import { seedSales } from './sales';
import { seedWeather } from './weather';
import { createRng, type Rng } from './prng';
import { seedAccountParameters } from './account-parameters';

/**
 * Fixed codes of a few demo records the browser tests and the README's tour reach directly: a coupon
 * of an ended offer, one of a sold-out offer, and a still subscribed contact of the Lyon bistro.
 */
export const DEMO_FIXTURES = { expiredCoupon: 'DESSERT1', soldOutCoupon: 'APERO001', contact: 'ct-demo-bistro-lyon' } as const;

export const DEMO_PASSWORD = 'Demo-2026!';
/** Seller code of the demo bistro establishments (discount validation). */
export const DEMO_SELLER_CODE = '2468';

export const DEMO_USERS = {
  admin: 'admin@demo.test',
  partner: 'partner@demo.test',
  customer: 'customer@demo.test',
  bakery: 'bakery@demo.test',
  inactive: 'inactive@demo.test',
  norole: 'norole@demo.test',
  nordicPartner: 'partner@nordic.test',
} as const;

export interface SeedOptions {
  /** Reference date: reviews span the two years before it. */
  now?: Date;
  seed?: number;
}

export interface SeedSummary {
  partners: number;
  customers: number;
  establishments: number;
  reviews: number;
  coupons: number;
  users: number;
  ms: number;
}

const DAY = 24 * 60 * 60 * 1000;
/** Reviews span the two years before the reference date. */
const HISTORY_DAYS = 730;
/** Share of platform reviews the establishment answered, and how soon. */
const ANSWER_RATE = 0.6;
const answeredAt = (rng: Rng, createdAt: Date, now: Date): Date | null => {
  if (!rng.chance(ANSWER_RATE)) return null;
  const at = new Date(createdAt.getTime() + rng.int(2, 96) * 60 * 60 * 1000);
  return at <= now ? at : null;
};
const CHUNK = 400;

/** Batches keep each statement well under PostgreSQL's bind-parameter limit. */
async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const asciiFold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

interface EstablishmentSpec {
  tag: string;
  name: string;
  address: string;
  city: string;
  zip: string;
  country: string;
  phone: string;
  externalUrl: string;
  venue: Venue;
  reviews: number;
  languages: readonly (readonly [LanguageCode, number])[];
  ratings: readonly (readonly [number, number])[];
  staff: readonly (readonly [string, string, string])[];
  units: readonly string[];
  competitors: readonly (readonly [string, string])[];
  facebook: string;
  tripadvisor: string;
}

const GOOD_RATINGS = [[1, 4], [2, 6], [3, 14], [4, 33], [5, 43]] as const;
const FAIR_RATINGS = [[1, 8], [2, 10], [3, 22], [4, 32], [5, 28]] as const;

const CUSTOMERS = [
  {
    tag: 'demo-bistro',
    name: 'Le Petit Bistro',
    partner: 'demo',
    plan: 'all-inclusive',
    language: 'fr',
    colors: { back: '#8c2f39', font: '#ffffff', title: '#461220' },
    logo: customerLogo('PB', '#8c2f39', '#ffffff'),
    address1: '12 rue des Marronniers',
    zipcode: '69002',
    city: 'Lyon',
    country: 'FR',
    establishments: [
      {
        tag: 'demo-bistro-lyon',
        name: 'Le Petit Bistro – Lyon Centre',
        address: '12 rue des Marronniers',
        city: 'Lyon',
        zip: '69002',
        country: 'FR',
        phone: '+33 4 78 00 12 34',
        externalUrl: 'https://www.lepetitbistro-lyon.example',
        venue: 'restaurant',
        reviews: 950,
        languages: [['fr', 70], ['en', 20], ['sp', 10]],
        ratings: GOOD_RATINGS,
        staff: [['Julien', 'Moreau', 'Salle'], ['Sophie', 'Lambert', 'Salle'], ['Karim', 'Benali', 'Cuisine'], ['Élodie', 'Girard', 'Bar']],
        units: ['Salle principale', 'Terrasse', 'Vente à emporter'],
        competitors: [['brasserie-terreaux', 'Brasserie des Terreaux'], ['bouchon-lyonnais', 'Le Bouchon Lyonnais']],
        facebook: 'lepetitbistrolyon',
        tripadvisor: 'Restaurant_Review-g187265-d1043921-Reviews-Le_Petit_Bistro-Lyon_Rhone_Auvergne_Rhone_Alpes.html',
      },
      {
        tag: 'demo-bistro-croix-rousse',
        name: 'Le Petit Bistro – Croix-Rousse',
        address: '5 place de la Croix-Rousse',
        city: 'Lyon',
        zip: '69004',
        country: 'FR',
        phone: '+33 4 78 00 56 78',
        externalUrl: 'https://www.lepetitbistro-lyon.example/croix-rousse',
        venue: 'restaurant',
        reviews: 550,
        languages: [['fr', 75], ['en', 15], ['sp', 10]],
        ratings: FAIR_RATINGS,
        staff: [['Antoine', 'Roux', 'Salle'], ['Chloé', 'Fabre', 'Cuisine']],
        units: ['Salle', 'Terrasse'],
        competitors: [['cafe-de-la-place', 'Café de la Place']],
        facebook: 'lepetitbistrocroixrousse',
        tripadvisor: 'Restaurant_Review-g187265-d2287415-Reviews-Le_Petit_Bistro_Croix_Rousse-Lyon_Rhone_Auvergne_Rhone_Alpes.html',
      },
    ],
  },
  {
    tag: 'demo-bakery',
    name: 'Baker Street Bakery',
    partner: 'demo',
    plan: 'lead-gen',
    language: 'en',
    // No colours or logo of its own: the partner's apply.
    colors: null,
    logo: null,
    address1: '21 Parkway',
    zipcode: 'NW1 7PG',
    city: 'London',
    country: 'GB',
    establishments: [
      {
        tag: 'demo-bakery-camden',
        name: 'Baker Street Bakery – Camden',
        address: '21 Parkway',
        city: 'London',
        zip: 'NW1 7PG',
        country: 'GB',
        phone: '+44 20 7946 0321',
        externalUrl: 'https://www.bakerstreetbakery.example',
        venue: 'bakery',
        reviews: 520,
        languages: [['en', 65], ['fr', 20], ['sp', 15]],
        ratings: GOOD_RATINGS,
        staff: [['Emma', 'Clarke', 'Front of house'], ['Tom', 'Baker', 'Bakery'], ['Aisha', 'Khan', 'Front of house']],
        units: ['Shop', 'Café corner'],
        competitors: [['camden-crust', 'Camden Crust'], ['parkway-bakehouse', 'The Parkway Bakehouse']],
        facebook: 'bakerstreetbakerycamden',
        tripadvisor: 'Restaurant_Review-g186338-d3398120-Reviews-Baker_Street_Bakery-London_England.html',
      },
    ],
  },
  {
    tag: 'nordic-cafe',
    name: 'Fjord Café',
    partner: 'nordic',
    plan: 'lead-gen',
    language: 'sp',
    colors: { back: '#1e3a8a', font: '#ffffff', title: '#172554' },
    logo: customerLogo('FC', '#1e3a8a', '#ffffff'),
    address1: 'Carrer de Verdi 12',
    zipcode: '08012',
    city: 'Barcelona',
    country: 'ES',
    establishments: [
      {
        tag: 'nordic-cafe-gracia',
        name: 'Fjord Café – Gràcia',
        address: 'Carrer de Verdi 12',
        city: 'Barcelona',
        zip: '08012',
        country: 'ES',
        phone: '+34 932 00 11 22',
        externalUrl: 'https://www.fjordcafe.example',
        venue: 'cafe',
        reviews: 120,
        languages: [['sp', 55], ['en', 35], ['fr', 10]],
        ratings: GOOD_RATINGS,
        staff: [['Marta', 'Soler', 'Sala'], ['Jordi', 'Puig', 'Barra']],
        units: ['Sala'],
        competitors: [],
        facebook: 'fjordcafegracia',
        tripadvisor: 'Restaurant_Review-g187497-d5512876-Reviews-Fjord_Cafe-Barcelona_Catalonia.html',
      },
    ],
  },
  {
    tag: 'demo-hotel-annecy',
    name: 'Hôtel du Lac',
    partner: 'demo',
    plan: 'all-inclusive',
    language: 'fr',
    colors: { back: '#0e7490', font: '#ffffff', title: '#164e63' },
    logo: customerLogo('HL', '#0e7490', '#ffffff'),
    address1: '3 quai Napoléon III',
    zipcode: '74000',
    city: 'Annecy',
    country: 'FR',
    establishments: [
      {
        tag: 'demo-hotel-annecy-lac',
        name: 'Hôtel du Lac – Restaurant',
        address: '3 quai Napoléon III',
        city: 'Annecy',
        zip: '74000',
        country: 'FR',
        phone: '+33 4 50 00 33 44',
        externalUrl: 'https://www.hoteldulac-annecy.example',
        venue: 'restaurant',
        reviews: 260,
        languages: [['fr', 60], ['en', 30], ['sp', 10]],
        ratings: GOOD_RATINGS,
        staff: [['Lucie', 'Perrin', 'Réception']],
        units: ['Restaurant'],
        competitors: [['auberge-du-lac', 'Auberge du Lac'], ['chalet-vieille-ville', 'Le Chalet Vieille Ville']],
        facebook: 'hoteldulacannecy',
        tripadvisor: 'Hotel_Review-g187261-d1188230-Reviews-Hotel_du_Lac-Annecy.html',
      },
    ],
  },
  {
    tag: 'demo-taberna-madrid',
    name: 'La Taberna del Sol',
    partner: 'demo',
    plan: 'all-inclusive',
    language: 'sp',
    colors: null,
    logo: null,
    address1: 'Calle de la Cruz 8',
    zipcode: '28012',
    city: 'Madrid',
    country: 'ES',
    establishments: [
      {
        tag: 'demo-taberna-sol',
        name: 'La Taberna del Sol – Centro',
        address: 'Calle de la Cruz 8',
        city: 'Madrid',
        zip: '28012',
        country: 'ES',
        phone: '+34 915 00 22 33',
        externalUrl: 'https://www.tabernadelsol.example',
        venue: 'restaurant',
        reviews: 220,
        languages: [['sp', 70], ['en', 20], ['fr', 10]],
        ratings: FAIR_RATINGS,
        staff: [['Raúl', 'Ortega', 'Sala']],
        units: ['Comedor'],
        competitors: [['casa-pepe', 'Casa Pepe']],
        facebook: 'tabernadelsol',
        tripadvisor: 'Restaurant_Review-g187514-d2399120-Reviews-La_Taberna_del_Sol-Madrid.html',
      },
      {
        tag: 'demo-taberna-malasana',
        name: 'La Taberna del Sol – Malasaña',
        address: 'Calle del Espíritu Santo 20',
        city: 'Madrid',
        zip: '28004',
        country: 'ES',
        phone: '+34 915 00 44 55',
        externalUrl: 'https://www.tabernadelsol.example/malasana',
        venue: 'cafe',
        reviews: 140,
        languages: [['sp', 65], ['en', 25], ['fr', 10]],
        ratings: GOOD_RATINGS,
        staff: [['Irene', 'Vidal', 'Barra']],
        units: ['Barra'],
        competitors: [['bar-la-luna', 'Bar La Luna']],
        facebook: 'tabernadelsolmalasana',
        tripadvisor: 'Restaurant_Review-g187514-d2399121-Reviews-La_Taberna_del_Sol_Malasana-Madrid.html',
      },
    ],
  },
  {
    tag: 'demo-harbour-coffee',
    name: 'Harbour Coffee',
    partner: 'demo',
    plan: 'all-inclusive',
    language: 'en',
    colors: null,
    logo: null,
    address1: '4 Narrow Quay',
    zipcode: 'BS1 4QA',
    city: 'Bristol',
    country: 'GB',
    establishments: [
      {
        tag: 'demo-harbour-coffee-quay',
        name: 'Harbour Coffee – Narrow Quay',
        address: '4 Narrow Quay',
        city: 'Bristol',
        zip: 'BS1 4QA',
        country: 'GB',
        phone: '+44 117 496 0123',
        externalUrl: 'https://www.harbourcoffee.example',
        venue: 'cafe',
        reviews: 180,
        languages: [['en', 75], ['fr', 15], ['sp', 10]],
        ratings: GOOD_RATINGS,
        staff: [['Maya', 'Patel', 'Bar']],
        units: ['Bar'],
        competitors: [['quay-roasters', 'Quay Roasters']],
        facebook: 'harbourcoffeebristol',
        tripadvisor: 'Restaurant_Review-g186220-d7712345-Reviews-Harbour_Coffee-Bristol.html',
      },
    ],
  },
] as const satisfies readonly {
  tag: string;
  establishments: readonly EstablishmentSpec[];
  [key: string]: unknown;
}[];

const PROVIDERS = [
  { name: 'Google', category: 'review', providerUrl: 'https://search.google.com/local/writereview?placeid={value1}' },
  { name: 'TripAdvisor', category: 'review', providerUrl: 'https://www.tripadvisor.com/{value1}' },
  { name: 'Facebook', category: 'social', providerUrl: 'https://www.facebook.com/{value1}/reviews' },
] as const;

const PLANS = [
  { tag: 'lead-gen', name: 'Lead-Gen', priceCode: 'price_lead_gen_monthly', amountCents: 3900, currency: 'EUR', billingPeriod: 'month', remotes: ['mf-auth', 'mf-public', 'mf-leadgen', 'mf-account'] },
  {
    tag: 'all-inclusive',
    name: 'All_inclusive_monthly',
    priceCode: 'price_all_inclusive_monthly',
    amountCents: 8900,
    currency: 'EUR',
    billingPeriod: 'month',
    remotes: ['mf-auth', 'mf-public', 'mf-erep', 'mf-leadgen', 'mf-account'],
  },
  { tag: 'legacy', name: 'Legacy', priceCode: null, remotes: ['mf-auth', 'mf-public', 'mf-account'] },
];

export function comment(rng: Rng, language: LanguageCode, rating: number, venue: Venue): string | null {
  if (rng.chance(0.07)) return null;
  const phrases = PHRASES[language];
  const sentiment = sentimentOf(rating);
  const templates = phrases.details[sentiment];
  const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const fill = (index: number) => capitalise((templates[index] ?? '').replace('{item}', rng.pick(phrases.items[venue])));
  const first = rng.int(0, templates.length - 1);
  const parts = [rng.pick(phrases.openers[rating as 1 | 2 | 3 | 4 | 5]), fill(first)];
  // A second remark, never the same template twice.
  if (rng.chance(0.4)) parts.push(fill((first + rng.int(1, templates.length - 1)) % templates.length));
  parts.push(rng.pick(phrases.closers[sentiment]));
  return parts.filter(Boolean).join(' ');
}

interface SeededReview {
  id: number;
  customerTag: string;
  withAdvantage: boolean;
  email: string | null;
  createdAt: Date;
}

/** Inserts the demo data set. Deterministic for a given seed and reference date. */
export async function seed(orm: Orm, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const rng = createRng(options.seed ?? 20_260_101);
  const [passwordHash, sellerHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_SELLER_CODE)]);

  return orm.transaction(async (tx) => {
    const partnerRows = await tx
      .insert(t.partners)
      .values(PARTNERS.map((p) => ({ ...p })))
      .returning({ id: t.partners.id, code: t.partners.code });
    const partnerId = new Map(partnerRows.map((p) => [p.code, p.id]));

    // Inserted one by one so ids follow the list order (plan list is sorted by id).
    const planId = new Map<string, number>();
    for (const plan of PLANS) {
      const [row] = await tx.insert(t.plans).values(plan).returning({ id: t.plans.id });
      if (row) planId.set(plan.tag, row.id);
    }

    const providerRows = await tx.insert(t.providers).values([...PROVIDERS]).returning({ id: t.providers.id, name: t.providers.name });
    const providerId = new Map(providerRows.map((p) => [p.name, p.id]));
    const need = <K, V>(map: Map<K, V>, key: K): V => {
      const value = map.get(key);
      if (value === undefined) throw new Error(`seed: missing ${String(key)}`);
      return value;
    };

    const customerId = new Map<string, number>();
    for (const c of CUSTOMERS) {
      const [row] = await tx
        .insert(t.customers)
        .values({
          tag: c.tag,
          name: c.name,
          partnerId: need(partnerId, c.partner),
          planId: need(planId, c.plan),
          language: c.language,
          backColor: c.colors?.back ?? null,
          fontColor: c.colors?.font ?? null,
          titleColor: c.colors?.title ?? null,
          logo: c.logo,
          address1: c.address1,
          zipcode: c.zipcode,
          city: c.city,
          country: c.country,
        })
        .returning({ id: t.customers.id });
      if (row) customerId.set(c.tag, row.id);
    }

    const userRows: t.UserInsert[] = [
      { email: DEMO_USERS.admin, roles: [ROLES.erep], firstName: 'Alice', lastName: 'Admin', language: 'fr' },
      { email: DEMO_USERS.partner, roles: [ROLES.erep, ROLES.partner], partnerId: need(partnerId, 'demo'), firstName: 'Paul', lastName: 'Partenaire', language: 'fr' },
      { email: DEMO_USERS.customer, roles: [ROLES.erep, ROLES.customer], customerId: need(customerId, 'demo-bistro'), firstName: 'Claire', lastName: 'Durand', language: 'fr' },
      { email: DEMO_USERS.bakery, roles: [ROLES.erep, ROLES.customer], customerId: need(customerId, 'demo-bakery'), firstName: 'Ben', lastName: 'Carter', language: 'en' },
      { email: DEMO_USERS.inactive, roles: [ROLES.erep], isActive: false, deactivatedAt: now, customerId: need(customerId, 'demo-bistro'), firstName: 'Ines', lastName: 'Active', language: 'fr' },
      { email: DEMO_USERS.norole, roles: [ROLES.customer], customerId: need(customerId, 'demo-bistro'), firstName: 'Noé', lastName: 'Role', language: 'fr' },
      { email: DEMO_USERS.nordicPartner, roles: [ROLES.erep, ROLES.partner], partnerId: need(partnerId, 'nordic'), firstName: 'Nora', lastName: 'Lind', language: 'en' },
    ].map((u) => ({ ...u, passwordHash }));
    await tx.insert(t.users).values(userRows);

    const reviews: SeededReview[] = [];
    let establishmentCount = 0;
    const contactsByCustomer = new Map<string, Map<string, number>>();
    const qrRows: t.QrCodeInsert[] = [];
    const screenRows: t.ScreenInsert[] = [];
    const actionRows: t.VisitorActionInsert[] = [];
    let lyonId: number | null = null;

    for (const c of CUSTOMERS) {
      const cid = need(customerId, c.tag);
      const customerReviews: t.ReviewInsert[] = [];
      for (const e of c.establishments) {
        establishmentCount += 1;
        const [est] = await tx
          .insert(t.establishments)
          .values({
            customerId: cid,
            tag: e.tag,
            name: e.name,
            address: e.address,
            city: e.city,
            zip: e.zip,
            country: e.country,
            phone: e.phone,
            externalUrl: e.externalUrl,
            sellerCodeHash: c.tag === 'demo-bistro' ? sellerHash : null,
            createdAt: new Date(now.getTime() - (HISTORY_DAYS + 30) * DAY),
          })
          .returning({ id: t.establishments.id });
        if (!est) throw new Error('seed: establishment not inserted');
        if (e.tag === 'demo-bistro-lyon') lyonId = est.id;

        const staffRows = await tx
          .insert(t.staff)
          .values(e.staff.map(([firstName, lastName, department]) => ({ establishmentId: est.id, tag: `${e.tag}-${asciiFold(firstName)}`, firstName, lastName, department })))
          .returning({ id: t.staff.id, tag: t.staff.tag });
        const unitRows = await tx
          .insert(t.units)
          .values(e.units.map((name) => ({ establishmentId: est.id, tag: `${e.tag}-${asciiFold(name)}`, name })))
          .returning({ id: t.units.id, tag: t.units.tag });

        const links: t.EstablishmentProviderInsert[] = [
          { establishmentId: est.id, providerId: need(providerId, 'Google'), settingsValue1: `ChIJ${rng.id(23)}` },
          { establishmentId: est.id, providerId: need(providerId, 'TripAdvisor'), settingsValue1: e.tripadvisor },
          { establishmentId: est.id, providerId: need(providerId, 'Facebook'), settingsValue1: e.facebook },
        ];
        const competitorIds: number[] = [];
        if (e.competitors.length > 0) {
          const rows = await tx
            .insert(t.competitors)
            .values(e.competitors.map(([competitorTag, name]) => ({ establishmentId: est.id, competitorTag, name })))
            .returning({ id: t.competitors.id });
          competitorIds.push(...rows.map((r) => r.id));
          for (const [competitorTag, name] of e.competitors) {
            links.push(
              { establishmentId: est.id, providerId: need(providerId, 'Google'), settingsValue1: `ChIJ${rng.id(23)}`, competitorTag },
              {
                establishmentId: est.id,
                providerId: need(providerId, 'TripAdvisor'),
                settingsValue1: `Restaurant_Review-g187265-d${rng.int(1_000_000, 9_999_999)}-Reviews-${name.replace(/[^A-Za-z0-9]+/g, '_')}.html`,
                competitorTag,
              },
            );
          }
        }
        await tx.insert(t.establishmentProviders).values(links);

        for (let i = 0; i < e.reviews; i += 1) {
          // Two years, skewed towards recent months, as a growing venue's history would be.
          const ageMs = Math.floor(HISTORY_DAYS * DAY * rng.next() ** 1.25);
          const createdAt = new Date(now.getTime() - ageMs);
          const visitAt = new Date(createdAt.getTime() - rng.int(10, 180) * 60 * 1000);
          const language = rng.weighted(e.languages);
          const rating = rng.weighted(e.ratings);
          const gender = rng.chance(0.52) ? 'female' : 'male';
          const phrases = PHRASES[language];
          const firstname = rng.pick(phrases.firstNames[gender]);
          const lastname = rng.pick(phrases.lastNames);
          const source = rng.weighted([['internal_form', 70], ['Google', 18], ['TripAdvisor', 8], ['Facebook', 4]] as const);
          const fromForm = source === 'internal_form';
          const withAdvantage = fromForm && rng.chance(0.35);
          const email = fromForm && (withAdvantage || rng.chance(0.4)) ? `${asciiFold(firstname)}.${asciiFold(lastname)}${rng.int(1, 999)}@example.com` : null;
          const isInternal = fromForm && rng.chance(0.15);
          customerReviews.push({
            establishmentId: est.id,
            staffId: fromForm && rng.chance(0.3) ? rng.pick(staffRows).id : null,
            unitId: fromForm && rng.chance(0.3) ? rng.pick(unitRows).id : null,
            source,
            externalId: fromForm ? null : `${source.toLowerCase()}-${rng.id(14)}`,
            rating,
            comment: comment(rng, language, rating, e.venue),
            language,
            firstname,
            lastname: fromForm ? lastname : `${lastname.charAt(0)}.`,
            gender: fromForm ? gender : null,
            email,
            visitorKey: fromForm ? rng.id(16) : null,
            visitAt,
            visitDay: isoDay(visitAt),
            isInternal,
            withAdvantage,
            published: !isInternal,
            answeredAt: fromForm ? null : answeredAt(rng, createdAt, now),
            createdAt,
          });
        }
        // Competitor monitoring: what the public platforms say about the neighbours. The second
        // competitor has few, glowing reviews: the ranking must not put it first for that.
        competitorIds.forEach((competitorId, index) => {
          const total = index === 0 ? 160 : 3;
          const ratings = index === 0 ? FAIR_RATINGS : ([[5, 1]] as const);
          for (let i = 0; i < total; i += 1) {
            const createdAt = new Date(now.getTime() - Math.floor(HISTORY_DAYS * DAY * rng.next() ** 1.15));
            const language = rng.weighted(e.languages);
            const rating = rng.weighted(ratings);
            const source = rng.weighted([['Google', 55], ['TripAdvisor', 30], ['Facebook', 15]] as const);
            customerReviews.push({
              establishmentId: est.id,
              competitorId,
              source,
              externalId: `${source.toLowerCase()}-${rng.id(14)}`,
              rating,
              comment: comment(rng, language, rating, e.venue),
              language,
              firstname: rng.pick(PHRASES[language].firstNames.female),
              visitDay: isoDay(createdAt),
              answeredAt: answeredAt(rng, createdAt, now),
              createdAt,
            });
          }
        });

        qrRows.push(
          { customerId: cid, establishmentId: est.id, kind: 'establishment', name: e.name },
          { customerId: cid, establishmentId: est.id, kind: 'gates', name: `${e.name} – avis` },
          { customerId: cid, establishmentId: est.id, kind: 'external_url', targetRef: e.externalUrl, name: `${e.name} – site` },
          ...staffRows.map((s) => ({ customerId: cid, establishmentId: est.id, kind: 'staff' as const, targetRef: s.tag, name: s.tag })),
          ...unitRows.map((u) => ({ customerId: cid, establishmentId: est.id, kind: 'service' as const, targetRef: u.tag, name: u.tag })),
        );
        screenRows.push({
          customerId: cid,
          establishmentId: est.id,
          tag: `screen-${e.tag}`,
          name: `Écran – ${e.name}`,
          settings: { layout: 'carousel', interval_seconds: 8, show_advantage_badge: true, languages: ['fr', 'en', 'sp'], show_internal: false },
        });
        for (let i = 0; i < 80; i += 1) {
          actionRows.push({
            establishmentId: est.id,
            action: rng.weighted([['qr_scan', 40], ['feedback_open', 30], ['feedback_submit', 15], ['external_click', 10], ['gates_open', 5]] as const),
            payload: { channel: rng.pick(['qr', 'link', 'screen']), locale: rng.pick(['fr', 'en', 'sp']) },
            createdAt: new Date(now.getTime() - Math.floor(90 * DAY * rng.next())),
          });
        }
      }

      for (let i = 0; i < customerReviews.length; i += CHUNK) {
        const inserted = await tx
          .insert(t.reviews)
          .values(customerReviews.slice(i, i + CHUNK))
          .returning({
            id: t.reviews.id,
            withAdvantage: t.reviews.withAdvantage,
            email: t.reviews.email,
            createdAt: t.reviews.createdAt,
            comment: t.reviews.comment,
            language: t.reviews.language,
            rating: t.reviews.rating,
          });
        // Seeded reviews are analysed as arriving ones are.
        await storeReviewAnalyses(tx, inserted);
        reviews.push(...inserted.map(({ comment: _c, language: _l, rating: _r, ...r }) => ({ ...r, customerTag: c.tag })));
      }

      // Contacts: visitors who left an email, a tenth of them unsubscribed since.
      const contactRows: t.ContactInsert[] = [];
      const seen = new Set<string>();
      for (const review of customerReviews) {
        if (!review.email || seen.has(review.email) || contactRows.length >= 120) continue;
        seen.add(review.email);
        const created = review.createdAt instanceof Date ? review.createdAt : now;
        contactRows.push({
          customerId: cid,
          establishmentId: review.establishmentId,
          tag: `ct-${rng.id(14)}`,
          email: review.email,
          firstName: review.firstname ?? null,
          lastName: review.lastname ?? null,
          language: review.language ?? null,
          createdAt: created,
          unsubscribedAt: rng.chance(0.1) ? new Date(Math.min(now.getTime(), created.getTime() + rng.int(1, 60) * DAY)) : null,
        });
      }
      const fixedContact = contactRows.find((r) => r.establishmentId === lyonId && r.unsubscribedAt === null);
      if (fixedContact) fixedContact.tag = DEMO_FIXTURES.contact;
      const contactIds = new Map<string, number>();
      for (let i = 0; i < contactRows.length; i += CHUNK) {
        const rows = await tx.insert(t.contacts).values(contactRows.slice(i, i + CHUNK)).returning({ id: t.contacts.id, email: t.contacts.email });
        for (const row of rows) contactIds.set(row.email, row.id);
      }
      contactsByCustomer.set(c.tag, contactIds);
    }

    // Advantages in every state, and coupons issued from reviews given with an advantage.
    const bistro = need(customerId, 'demo-bistro');
    const bakery = need(customerId, 'demo-bakery');
    const advantageSpecs = [
      { customer: 'demo-bistro', customerId: bistro, tag: 'adv-cafe-offert', title: 'Café offert', description: 'Un café offert lors de votre prochaine visite.', translations: { en: { title: 'Free coffee', description: 'A free coffee on your next visit.' }, sp: { title: 'Café gratis', description: 'Un café gratis en su próxima visita.' } }, attribute: 'gift', value: null, validityDays: 30, expiresAt: null, quantityLimit: null, recent: 15, older: 25 },
      { customer: 'demo-bistro', customerId: bistro, tag: 'adv-10-pourcent', title: '10 % sur votre prochaine addition', description: 'Valable du lundi au jeudi, hors boissons.', translations: { en: { title: '10% off your next bill', description: 'Monday to Thursday, drinks excluded.' }, sp: { title: '10 % en su próxima cuenta', description: 'De lunes a jueves, bebidas excluidas.' } }, attribute: 'percent', value: 10, validityDays: 60, expiresAt: null, quantityLimit: 200, recent: 10, older: 15 },
      { customer: 'demo-bistro', customerId: bistro, tag: 'adv-dessert-ete', title: "Dessert offert – menu d'été", description: 'Offre saisonnière terminée.', translations: { en: { title: 'Free dessert – summer menu', description: 'Seasonal offer, now over.' }, sp: { title: 'Postre gratis – menú de verano', description: 'Oferta de temporada terminada.' } }, attribute: 'gift', value: null, validityDays: 30, expiresAt: new Date(now.getTime() - 45 * DAY), quantityLimit: null, recent: 0, older: 15 },
      { customer: 'demo-bistro', customerId: bistro, tag: 'adv-aperitif', title: 'Apéritif maison offert', description: 'Dans la limite des 25 premiers visiteurs.', translations: { en: { title: 'Free house aperitif', description: 'For the first 25 visitors.' }, sp: { title: 'Aperitivo de la casa gratis', description: 'Para los 25 primeros visitantes.' } }, attribute: 'gift', value: null, validityDays: 90, expiresAt: null, quantityLimit: 25, recent: 25, older: 0 },
      { customer: 'demo-bakery', customerId: bakery, tag: 'adv-free-cookie', title: 'Free cookie with any coffee', description: 'Show this code at the counter.', translations: { fr: { title: 'Un cookie offert avec tout café', description: 'Montrez ce code au comptoir.' }, sp: { title: 'Galleta gratis con cualquier café', description: 'Muestre este código en el mostrador.' } }, attribute: 'gift', value: null, validityDays: 14, expiresAt: null, quantityLimit: null, recent: 10, older: 15 },
      { customer: 'demo-bakery', customerId: bakery, tag: 'adv-cake-15', title: '15% off celebration cakes', description: 'Spring promotion, now over.', translations: { fr: { title: '15 % sur les gâteaux de fête', description: 'Promotion de printemps terminée.' } }, attribute: 'percent', value: 15, validityDays: 30, expiresAt: new Date(now.getTime() - 20 * DAY), quantityLimit: 30, recent: 0, older: 10 },
    ];
    const pools = new Map<string, { recent: SeededReview[]; older: SeededReview[] }>();
    for (const review of reviews) {
      if (!review.withAdvantage) continue;
      const pool = pools.get(review.customerTag) ?? { recent: [], older: [] };
      (now.getTime() - review.createdAt.getTime() < 45 * DAY ? pool.recent : pool.older).push(review);
      pools.set(review.customerTag, pool);
    }
    const codes = new Set<string>();
    const newCode = () => {
      let code = rng.id(8).toUpperCase();
      while (codes.has(code)) code = rng.id(8).toUpperCase();
      codes.add(code);
      return code;
    };
    const couponRows: t.CouponInsert[] = [];
    // The first unused coupon of the ended offer and of the sold-out one get the fixed demo codes.
    const fixedCodes = new Map<string, string>([
      ['adv-dessert-ete', DEMO_FIXTURES.expiredCoupon],
      ['adv-aperitif', DEMO_FIXTURES.soldOutCoupon],
    ]);
    const fixedCode = (advantageTag: string, validatedAt: Date | null): string | null => {
      const code = validatedAt === null ? fixedCodes.get(advantageTag) : undefined;
      if (!code) return null;
      fixedCodes.delete(advantageTag);
      return code;
    };
    const liveCoupons = new Set<string>();
    for (const spec of advantageSpecs) {
      const pool = pools.get(spec.customer) ?? { recent: [], older: [] };
      const sources = [...pool.recent.splice(0, spec.recent), ...pool.older.splice(0, spec.older)];
      const used = spec.quantityLimit !== null && spec.recent + spec.older >= spec.quantityLimit ? spec.quantityLimit : sources.length;
      const { recent: _r, older: _o, customer: _c, ...advantage } = spec;
      const [row] = await tx.insert(t.advantages).values({ ...advantage, quantityUsed: used }).returning({ id: t.advantages.id });
      if (!row) throw new Error('seed: advantage not inserted');
      const contacts = contactsByCustomer.get(spec.customer) ?? new Map<string, number>();
      for (const review of sources) {
        let expiresAt = new Date(review.createdAt.getTime() + spec.validityDays * DAY);
        const validated = rng.chance(0.45) ? new Date(review.createdAt.getTime() + rng.int(1, spec.validityDays - 1) * DAY) : null;
        const validatedAt = validated && validated <= now ? validated : null;
        const contactId = review.email ? (contacts.get(review.email) ?? null) : null;
        // One live coupon per offer and contact (coupons_live_uq): expired unused ones are retired, a second live one ends now.
        let retiredAt: Date | null = validatedAt === null && expiresAt <= now ? expiresAt : null;
        if (validatedAt === null && retiredAt === null && contactId !== null) {
          const key = `${row.id}:${contactId}`;
          if (liveCoupons.has(key)) {
            retiredAt = now;
            expiresAt = now;
          } else liveCoupons.add(key);
        }
        couponRows.push({
          advantageId: row.id,
          contactId,
          reviewId: review.id,
          code: fixedCode(spec.tag, validatedAt) ?? newCode(),
          createdAt: review.createdAt,
          expiresAt,
          validatedAt,
          validatedBy: validatedAt ? rng.pick(['Julien', 'Sophie', 'Emma', 'Tom']) : null,
          retiredAt,
        });
      }
    }
    await inChunks(couponRows, (chunk) => tx.insert(t.coupons).values(chunk));
    await inChunks(qrRows, (chunk) => tx.insert(t.qrCodes).values(chunk));
    await inChunks(screenRows, (chunk) => tx.insert(t.screens).values(chunk));
    await inChunks(actionRows, (chunk) => tx.insert(t.visitorActions).values(chunk));

    await tx.insert(t.partnerships).values([
      { customerId: bistro, partnerCustomerId: bakery, status: 'accepted', message: 'Pain frais livré chaque matin, remise croisée pour nos clients.', createdAt: new Date(now.getTime() - 120 * DAY) },
      { customerId: bistro, partnerName: 'Cave à vins Dupont', status: 'pending', message: 'Accord mets et vins, 5 % chez chacun.', createdAt: new Date(now.getTime() - 6 * DAY) },
      { customerId: bakery, partnerName: 'Camden Flower Market', status: 'refused', createdAt: new Date(now.getTime() - 40 * DAY) },
    ]);

    await seedEstablishmentInsights(tx, now);
    await seedAnswers(tx);
    await seedPartnersFunnel(tx, now);

    const inAYear = isoDay(new Date(now.getTime() + 366 * DAY));
    await tx.insert(t.subscriptions).values([
      { customerId: bistro, planId: need(planId, 'lead-gen'), amount: 39, email: DEMO_USERS.customer, status: 'expired', createdAt: new Date(now.getTime() - 700 * DAY), updatedAt: new Date(now.getTime() - 334 * DAY), expiredAt: isoDay(new Date(now.getTime() - 334 * DAY)) },
      { customerId: bistro, planId: need(planId, 'all-inclusive'), amount: 89, email: DEMO_USERS.customer, status: 'active', createdAt: new Date(now.getTime() - 334 * DAY), expiredAt: inAYear },
      { customerId: bakery, planId: need(planId, 'lead-gen'), amount: 39, email: DEMO_USERS.bakery, status: 'active', createdAt: new Date(now.getTime() - 200 * DAY), expiredAt: inAYear },
      { customerId: need(customerId, 'nordic-cafe'), planId: need(planId, 'lead-gen'), amount: 39, email: 'hola@fjordcafe.example', status: 'pending', expiredAt: inAYear },
    ]);

    await seedOffersAdmin(tx, DEMO_FIXTURES.contact);
    await seedOutreach(tx, now);
    await seedWeather(tx, now);
    await seedSales(tx, now);

    await seedAccountParameters(tx, passwordHash);
    return {
      partners: partnerRows.length,
      customers: CUSTOMERS.length,
      establishments: establishmentCount,
      reviews: reviews.length,
      coupons: couponRows.length,
      users: userRows.length,
      ms: Math.round(performance.now() - started),
    };
  });
}

// Arbitrary constant: serialises concurrent first starts on one database.
const SEED_LOCK_KEY = 720_431_978;

/** Seeds only a database without any partner. Returns the summary, or null when data was already there. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedSummary | null> {
  const existing = async () => (await db.orm.select({ n: count() }).from(t.partners))[0]?.n ?? 0;
  if ((await existing()) > 0) return null;
  if (db.kind === 'postgres') {
    return db.orm.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const [row] = await tx.select({ n: count() }).from(t.partners);
      if ((row?.n ?? 0) > 0) return null;
      return seed(tx, options);
    });
  }
  return seed(db.orm, options);
}
