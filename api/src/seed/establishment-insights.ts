import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { establishmentEvents, type EstablishmentEventInsert } from '../db/schema';
import { createRng } from './prng';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type Lang = 'fr' | 'en' | 'sp';
type Kind = 'menu' | 'renovation' | 'promotion' | 'staff' | 'other';

/** What owners record, in their language: [kind, title, note, days ago, length in days or 0]. */
const EVENTS: Record<Lang, readonly (readonly [Kind, string, string, number, number])[]> = {
  fr: [
    ['menu', 'Nouvelle carte de printemps', 'Carte courte, produits de saison, deux plats végétariens.', 320, 0],
    ['renovation', 'Rénovation de la salle', 'Fermeture partielle, nouvelles banquettes et éclairage.', 210, 12],
    ['staff', 'Arrivée d’un nouveau chef de salle', '', 120, 0],
    ['promotion', 'Menu midi à 15 €', 'Entrée + plat du lundi au vendredi.', 45, 30],
    ['menu', 'Carte d’automne', 'Retour des plats mijotés.', 12, 0],
  ],
  en: [
    ['menu', 'New seasonal menu', 'Shorter menu, two new vegan options.', 300, 0],
    ['renovation', 'Shop refit', 'New counter and seating area.', 190, 9],
    ['staff', 'New head baker', '', 110, 0],
    ['promotion', 'Coffee loyalty week', 'Second coffee half price.', 40, 7],
    ['other', 'Local food festival stall', 'Stall at the weekend market.', 10, 2],
  ],
  sp: [
    ['menu', 'Nueva carta de temporada', 'Más tapas de mercado.', 310, 0],
    ['renovation', 'Reforma de la barra', 'Barra nueva y mejor iluminación.', 200, 10],
    ['staff', 'Nuevo jefe de cocina', '', 100, 0],
    ['promotion', 'Menú del día a 13 €', 'Primer plato, segundo y postre.', 50, 30],
    ['other', 'Fiestas del barrio', 'Terraza ampliada durante las fiestas.', 15, 5],
  ],
};

/** When visitors come, by kind of place: minutes after midnight and weight. */
const MEALS = [
  [12 * 60 + 15, 30],
  [13 * 60, 22],
  [19 * 60 + 45, 18],
  [20 * 60 + 45, 22],
  [22 * 60, 8],
] as const;
const MORNINGS = [
  [7 * 60 + 30, 18],
  [8 * 60 + 30, 28],
  [10 * 60, 18],
  [12 * 60 + 30, 22],
  [16 * 60, 14],
] as const;

async function rowsOf<T>(orm: Orm, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The establishment pages' demo data: the owners' events, and visit times at the hours people really
 * come (meals for restaurants, mornings for bakeries and cafés), so the density chart shows a shape.
 */
export async function seedEstablishmentInsights(orm: Orm, now: Date): Promise<void> {
  const rng = createRng(20_260_412);
  const places = await rowsOf<{ id: number; tag: string; language: string; country: string | null }>(
    orm,
    sql`select e.id, e.tag, coalesce(c.language, 'fr') as language, e.country from establishments e join customers c on c.id = e.customer_id order by e.id`,
  );

  const events: EstablishmentEventInsert[] = [];
  for (const place of places) {
    const lang: Lang = place.language === 'en' || place.language === 'sp' ? place.language : 'fr';
    for (const [kind, title, note, ago, length] of EVENTS[lang]) {
      const day = new Date(now.getTime() - (ago + rng.int(0, 6)) * DAY);
      events.push({ establishmentId: place.id, kind, title, note: note || null, day: isoDay(day), endDay: length > 0 ? isoDay(new Date(day.getTime() + length * DAY)) : null });
    }
  }
  if (events.length > 0) await orm.insert(establishmentEvents).values(events);

  for (const place of places) {
    const mornings = /bakery|coffee|cafe/.test(place.tag);
    const zone = place.country === 'GB' || place.country === 'IE' ? 'Europe/London' : 'Europe/Paris';
    const visits = await rowsOf<{ id: number }>(orm, sql`select id from reviews where establishment_id = ${place.id} and visit_at is not null order by id`);
    const moves = visits.map((v) => ({ id: v.id, minutes: rng.weighted(mornings ? MORNINGS : MEALS) + rng.int(-40, 40), delay: rng.int(10, 180) }));
    for (let i = 0; i < moves.length; i += 300) {
      const chunk = moves.slice(i, i + 300);
      const values = sql.join(
        chunk.map((m) => sql`(${m.id}::int, ${m.minutes}::int, ${m.delay}::int)`),
        sql`, `,
      );
      // The review is written after the visit; a move that would end after now is left as it was.
      await orm.execute(sql`with moved as (
          select r.id, ((r.visit_day + make_interval(mins => v.minutes)) at time zone ${zone}) as at, v.delay
          from reviews r join (values ${values}) as v(id, minutes, delay) on v.id = r.id
        )
        update reviews r set visit_at = m.at, created_at = greatest(r.created_at, m.at + make_interval(mins => m.delay))
        from moved m
        where r.id = m.id and m.at + make_interval(mins => m.delay) <= ${now.toISOString()}::timestamptz`);
    }
  }
}
