import * as v from 'valibot';

/** 'YYYY-MM-DD', or the spec's 'YYYY-M-DD' (month or day not zero-padded). */
const dayParam = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{1,2}-\d{1,2}$/, 'date'),
  v.transform((value) => {
    const [y, m, d] = value.split('-');
    return `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
  }),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'date'),
);
export const reviewSummaryQuerySchema = v.object({ start_date: v.optional(dayParam), end_date: v.optional(dayParam) });

/** Reviews collected per establishment over a date range (back-office reputation). */
export interface ReviewSummary {
  establishment_id: number;
  name: string;
  reviews: number;
  /** Average rating out of 5, null without reviews. */
  average: number | null;
}
