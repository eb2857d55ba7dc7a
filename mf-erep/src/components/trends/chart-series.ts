import { periodsBetween } from '@erep/shared/rules';
import type { TrendInterval, TrendSeries } from '@erep/shared/schemas';
import type { RangeParams } from '../../hooks/use-range-params';

/** The owner's first establishment: the partner's own colour, as readable on the page as its links. */
export const OWN_COLOUR = 'var(--color-link)';

/**
 * Colours of the other lines, each at least 3:1 against a white background (WCAG 1.4.11) and told
 * apart from its neighbours; the legend shows the same colour beside each place's name.
 */
export const SERIES_COLOURS = ['#c2410c', '#15803d', '#7e22ce', '#b91c1c', '#0e7490', '#a16207', '#be185d', '#4d7c0f', '#475569', '#1d4ed8'] as const;

/** Dash patterns, so that lines differ by more than their colour (colour-blind readers, print). */
export const DASHES = ['8 4', '2 4', '12 4 2 4', '4 3', '1 3', '16 4', '6 3 1 3 1 3', '10 3 3 3'] as const;

/** Line widths: the owner's first establishment strongest, its other establishments next, competitors thinnest. */
export const WIDTHS = { lead: 3.5, own: 2.5, competitor: 2 } as const;

/** Beyond this many points per line, point symbols only clutter the line and cost the drawing. */
export const POINTS_MAX = 60;

export interface ChartLine {
  id: string;
  kind: TrendSeries['kind'];
  colour: string;
  /** An SVG stroke-dasharray; empty for a solid line. */
  dash: string;
  width: number;
  /** One point per period of the range; null where the place had no review (a gap, not a bridge). */
  data: { x: string; y: number | null }[];
}

/**
 * Every period the chart spans: the range's, or for all time from the first to the last period with
 * figures. A period without a point is a gap in each line.
 */
export function chartPeriods(series: readonly TrendSeries[], interval: TrendInterval, range: RangeParams): string[] {
  const known = series.flatMap((s) => s.points.map((p) => p.period)).sort();
  const first = 'start_date' in range ? range.start_date : known[0];
  const last = 'end_date' in range ? range.end_date : known.at(-1);
  if (first === undefined || last === undefined) return [];
  return periodsBetween(first, last, interval);
}

/** The places with figures as chart lines, establishments first, each with its colour, pattern and width. */
export function chartLines(series: readonly TrendSeries[], metric: 'average' | 'reviews', periods: readonly string[]): ChartLine[] {
  const drawn = series.filter((s) => s.points.length > 0);
  const ordered = [...drawn.filter((s) => s.kind === 'establishment'), ...drawn.filter((s) => s.kind === 'competitor')];
  return ordered.map((s, index) => {
    const byPeriod = new Map(s.points.map((p) => [p.period, metric === 'average' ? p.average : p.reviews]));
    const lead = index === 0 && s.kind === 'establishment';
    return {
      id: s.name,
      kind: s.kind,
      colour: lead ? OWN_COLOUR : (SERIES_COLOURS[(index - 1 + SERIES_COLOURS.length) % SERIES_COLOURS.length] ?? SERIES_COLOURS[0]),
      dash: lead ? '' : (DASHES[(index - 1 + DASHES.length) % DASHES.length] ?? DASHES[0]),
      width: lead ? WIDTHS.lead : s.kind === 'establishment' ? WIDTHS.own : WIDTHS.competitor,
      data: periods.map((period) => ({ x: period, y: byPeriod.get(period) ?? null })),
    };
  });
}

/** Points of a line with no neighbour: a line would not show them, so they are drawn as dots. */
export function isolatedIndexes(line: ChartLine): number[] {
  return line.data.flatMap((p, i) => (p.y !== null && (line.data[i - 1]?.y ?? null) === null && (line.data[i + 1]?.y ?? null) === null ? [i] : []));
}

export const showPoints = (lines: readonly ChartLine[]): boolean => lines.every((l) => l.data.filter((p) => p.y !== null).length <= POINTS_MAX);

/**
 * The periods the date axis names: every one when there are few, otherwise `max` spread evenly, so
 * each tick sits on a period of the lines and no two ticks fall in one period.
 */
export function tickPeriods(periods: readonly string[], max = 6): string[] {
  if (periods.length <= max) return [...periods];
  if (max <= 1) return periods.slice(0, 1);
  const step = (periods.length - 1) / (max - 1);
  return [...new Set(Array.from({ length: max }, (_, i) => periods[Math.round(i * step)] ?? ''))].filter(Boolean);
}

/** How many date labels fit a plot this wide: one per 70 px (a label is about 50 px), between 2 and 6. */
export const tickCount = (plotWidth: number): number => Math.max(2, Math.min(6, Math.floor(plotWidth / 70)));

/**
 * What a date label names: the month and year for months, or for ticks half a year apart or more;
 * otherwise the day and month ('26 oct.'), with the year too when the ticks cross a new year.
 */
export function labelKind(ticks: readonly string[], interval: TrendInterval): 'month' | 'day' | 'dayYear' {
  if (interval === 'month') return 'month';
  const first = ticks[0];
  const last = ticks.at(-1);
  if (first === undefined || last === undefined) return 'day';
  const months = new Set(ticks.map((t) => t.slice(0, 7)));
  const span = (Date.parse(last) - Date.parse(first)) / 86_400_000;
  if (span >= 180 && months.size === ticks.length) return 'month';
  return first.slice(0, 4) === last.slice(0, 4) ? 'day' : 'dayYear';
}
