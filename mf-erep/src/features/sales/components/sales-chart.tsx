import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesDay } from '@erep/shared/schemas';
import { SelectField } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { formatDay, formatNumber, formatShortDay } from '../../../lib/format';

type Measure = 'reviews' | 'average';

export interface SalesPoint {
  /** First day of the period (a day, or the Monday of a week). */
  start: string;
  revenue: number;
  reviews: number;
  average: number | null;
}

/** Beyond this many days the chart shows weeks, so bars stay readable on a phone. */
const DAILY_MAX = 62;

const mondayOf = (day: string) => {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

/** Days as they are, or summed by week (revenue and reviews added, the rating weighted by reviews). */
export function salesPoints(days: readonly SalesDay[]): { unit: 'day' | 'week'; points: SalesPoint[] } {
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  if (sorted.length <= DAILY_MAX) return { unit: 'day', points: sorted.map((d) => ({ start: d.day.slice(0, 10), revenue: d.revenue, reviews: d.reviews, average: d.average })) };
  const weeks = new Map<string, { revenue: number; reviews: number; ratingSum: number }>();
  for (const d of sorted) {
    const week = weeks.get(mondayOf(d.day)) ?? { revenue: 0, reviews: 0, ratingSum: 0 };
    week.revenue += d.revenue;
    week.reviews += d.reviews;
    week.ratingSum += (d.average ?? 0) * d.reviews;
    weeks.set(mondayOf(d.day), week);
  }
  return {
    unit: 'week',
    points: [...weeks.entries()].map(([start, w]) => ({ start, revenue: Math.round(w.revenue * 100) / 100, reviews: w.reviews, average: w.reviews > 0 ? Math.round((w.ratingSum / w.reviews) * 100) / 100 : null })),
  };
}

/** A rounded top for an axis: 1, 2 or 5 times a power of ten at or above the value. */
const niceMax = (value: number) => {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((m) => m * power >= value) ?? 10) * power;
};

const WIDTH = 720;
const HEIGHT = 280;
const M = { top: 16, right: 48, bottom: 36, left: 64 };
const BAR = 'var(--color-link)';
const LINE = '#b45309';

/**
 * Revenue (bars, left axis) against the number of reviews or the average rating (line, right axis)
 * over time, drawn in plain SVG. The figures are in the table under it, which screen readers use.
 */
export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  const { t, i18n } = useTranslation('erep');
  const lang = i18n.language;
  const selectId = useId();
  const [measure, setMeasure] = useState<Measure>('average');
  const { unit, points } = salesPoints(days);
  if (points.length === 0) return null;

  const innerW = WIDTH - M.left - M.right;
  const innerH = HEIGHT - M.top - M.bottom;
  const revenueMax = niceMax(Math.max(...points.map((p) => p.revenue)));
  const rightMin = measure === 'average' ? 1 : 0;
  const rightMax = measure === 'average' ? 5 : niceMax(Math.max(1, ...points.map((p) => p.reviews)));
  const step = innerW / points.length;
  const barW = Math.max(1, step * 0.7);
  const xOf = (i: number) => M.left + step * i + step / 2;
  const yLeft = (v: number) => M.top + innerH - (v / revenueMax) * innerH;
  const yRight = (v: number) => M.top + innerH - ((v - rightMin) / (rightMax - rightMin)) * innerH;
  const valueOf = (p: SalesPoint) => (measure === 'average' ? p.average : p.reviews);

  // The line breaks where there is no rating (no review that day).
  const segments: string[] = [];
  let path = '';
  points.forEach((p, i) => {
    const v = valueOf(p);
    if (v === null) {
      if (path) segments.push(path);
      path = '';
      return;
    }
    path += `${path ? 'L' : 'M'}${xOf(i).toFixed(1)},${yRight(v).toFixed(1)}`;
  });
  if (path) segments.push(path);

  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  const measureLabel = measure === 'average' ? t('estabTools.salesChart.average') : t('estabTools.salesChart.reviews');
  const first = points[0]?.start ?? '';
  const last = points.at(-1)?.start ?? '';
  const summary = t(unit === 'week' ? 'estabTools.salesChart.summaryWeeks' : 'estabTools.salesChart.summaryDays', {
    measure: measureLabel,
    start: formatDay(lang, first),
    end: formatDay(lang, last),
  });

  return (
    <figure className={styles.salesChart} data-testid="sales-chart" data-unit={unit}>
      <figcaption>
        <strong>{t('estabTools.salesChart.title')}</strong>
      </figcaption>
      <div className={styles.toolbar}>
        <SelectField
          id={selectId}
          label={t('estabTools.salesChart.compare')}
          value={measure}
          onChange={(e) => setMeasure(e.target.value === 'reviews' ? 'reviews' : 'average')}
          options={[
            { value: 'average', label: t('estabTools.salesChart.average') },
            { value: 'reviews', label: t('estabTools.salesChart.reviews') },
          ]}
          data-testid="sales-chart-measure"
        />
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} preserveAspectRatio="xMidYMid meet">
        <g fontSize="11" fill="currentColor">
          {ticks.map((f) => (
            <g key={f}>
              <line x1={M.left} x2={WIDTH - M.right} y1={M.top + innerH * (1 - f)} y2={M.top + innerH * (1 - f)} stroke="currentColor" strokeOpacity={f === 0 ? 0.5 : 0.12} />
              <text x={M.left - 6} y={M.top + innerH * (1 - f) + 4} textAnchor="end">
                {formatNumber(lang, revenueMax * f)}
              </text>
              <text x={WIDTH - M.right + 6} y={M.top + innerH * (1 - f) + 4} textAnchor="start">
                {formatNumber(lang, rightMin + (rightMax - rightMin) * f, measure === 'average' ? 1 : 0)}
              </text>
            </g>
          ))}
          {points.map((p, i) =>
            i % labelEvery === 0 ? (
              <text key={p.start} x={xOf(i)} y={HEIGHT - M.bottom + 16} textAnchor="middle">
                {formatShortDay(lang, p.start)}
              </text>
            ) : null,
          )}
        </g>
        <g data-testid="sales-chart-bars">
          {points.map((p, i) => (
            <rect key={p.start} x={xOf(i) - barW / 2} y={yLeft(p.revenue)} width={barW} height={Math.max(0, M.top + innerH - yLeft(p.revenue))} fill={BAR} fillOpacity={0.45}>
              <title>{`${formatDay(lang, p.start)}: ${t('estabTools.salesChart.revenue')} ${formatNumber(lang, p.revenue, 2)}, ${t('estabTools.salesChart.reviews')} ${p.reviews}, ${t('estabTools.salesChart.average')} ${p.average === null ? '—' : formatNumber(lang, p.average, 2)}`}</title>
            </rect>
          ))}
        </g>
        <g data-testid="sales-chart-line" fill="none" stroke={LINE} strokeWidth={2}>
          {segments.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <g fill={LINE}>
          {points.map((p, i) => {
            const v = valueOf(p);
            return v === null ? null : <circle key={p.start} cx={xOf(i)} cy={yRight(v)} r={points.length > 40 ? 1.5 : 3} />;
          })}
        </g>
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.legendSwatch} style={{ background: BAR, opacity: 0.45 }} />
          {t('estabTools.salesChart.revenueAxis')}
        </li>
        <li>
          <span className={styles.legendSwatch} style={{ background: LINE }} />
          {t('estabTools.salesChart.measureAxis', { measure: measureLabel })}
        </li>
      </ul>
      <p className={styles.muted}>{t('estabTools.salesChart.tableNote')}</p>
    </figure>
  );
}
