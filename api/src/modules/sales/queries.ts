import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import type { SalesRow } from './csv';

async function rows<T>(orm: Orm, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await orm.execute(query)) as unknown as { rows: T[] }).rows;
}

/** An establishment of this customer only: another tenant's id is not found. */
export async function ownsEstablishment(orm: Orm, customerId: number, establishmentId: number): Promise<boolean> {
  const found = await rows<{ id: number }>(orm, sql`select id from establishments where id = ${establishmentId} and customer_id = ${customerId}`);
  return found.length > 0;
}

/** Writes every day in one transaction: a failure leaves the stored sales as they were. A day already there is replaced. */
export async function importDays(orm: Orm, establishmentId: number, days: SalesRow[], userId: number | null): Promise<{ replaced: number }> {
  return orm.transaction(async (tx) => {
    let replaced = 0;
    for (let i = 0; i < days.length; i += 500) {
      const values = sql.join(
        days.slice(i, i + 500).map((d) => sql`(${establishmentId}, ${d.day}::date, ${d.revenue}, ${d.tickets}, ${userId})`),
        sql`, `,
      );
      const result = await rows<{ replaced: boolean }>(
        tx,
        sql`insert into sales_days (establishment_id, day, revenue, tickets, imported_by) values ${values}
        on conflict (establishment_id, day) do update set revenue = excluded.revenue, tickets = excluded.tickets,
          imported_by = excluded.imported_by, imported_at = now()
        returning (xmax <> 0) as replaced`,
      );
      replaced += result.filter((r) => r.replaced).length;
    }
    return { replaced };
  });
}

export interface SalesReviewRow {
  day: string;
  revenue: number;
  tickets: number;
  reviews: number;
  rating_sum: number;
}

/** Sales days of the range with the establishment's own reviews of each day (daily roll-up). */
export function salesWithReviews(orm: Orm, establishmentId: number, start: string | null, end: string | null): Promise<SalesReviewRow[]> {
  const from = start ? sql`and d.day >= ${start}::date` : sql``;
  const to = end ? sql`and d.day <= ${end}::date` : sql``;
  return rows<SalesReviewRow>(
    orm,
    sql`select d.day::text as day, d.revenue::float8 as revenue, d.tickets,
      coalesce(s.reviews, 0)::int as reviews, coalesce(s.rating_sum, 0)::int as rating_sum
    from sales_days d
    left join (
      select day, sum(reviews) as reviews, sum(rating_sum) as rating_sum from review_daily_stats
      where establishment_id = ${establishmentId} and competitor_id = 0 group by day
    ) s on s.day = d.day
    where d.establishment_id = ${establishmentId} ${from} ${to}
    order by d.day`,
  );
}
