import type { TrendSeries } from '@erep/shared/schemas';

/**
 * Line colours, each at least 3:1 against a white background (WCAG 1.4.11) and told apart from its
 * neighbours; the legend shows the same colour beside each place's name.
 */
export const SERIES_COLOURS = ['#1d4ed8', '#c2410c', '#15803d', '#7e22ce', '#b91c1c', '#0e7490', '#a16207', '#be185d', '#4d7c0f', '#475569'] as const;

/** Beyond this many points per line, point symbols only clutter the line and cost the drawing. */
export const POINTS_MAX = 60;

export interface ChartLine {
  id: string;
  colour: string;
  data: { x: string; y: number | null }[];
}

/** The places with figures as chart lines, each with its colour (the same on every render). */
export function chartLines(series: readonly TrendSeries[], metric: 'average' | 'reviews'): ChartLine[] {
  return series
    .filter((s) => s.points.length > 0)
    .map((s, index) => ({
      id: s.name,
      colour: SERIES_COLOURS[index % SERIES_COLOURS.length] ?? SERIES_COLOURS[0],
      data: s.points.map((p) => ({ x: p.period, y: metric === 'average' ? p.average : p.reviews })),
    }));
}

export const showPoints = (lines: readonly ChartLine[]): boolean => lines.every((l) => l.data.length <= POINTS_MAX);

/**
 * The periods the date axis names: every one when there are few, otherwise `max` spread evenly, so
 * each tick sits on a point of the lines and no two ticks fall in one period.
 */
export function tickPeriods(lines: readonly ChartLine[], max = 6): string[] {
  const periods = [...new Set(lines.flatMap((l) => l.data.map((p) => p.x)))].sort();
  if (periods.length <= max) return periods;
  const step = (periods.length - 1) / (max - 1);
  return [...new Set(Array.from({ length: max }, (_, i) => periods[Math.round(i * step)] ?? ''))].filter(Boolean);
}
