import { ResponsiveLine } from '@nivo/line';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dayMonthFormat, monthYearFormat } from '../../../lib/format';
import { showPoints, tickPeriods, type ChartLine } from '../lib/chart-series';

/** The line chart; its module (and @nivo) loads only when the trends page asks for it. */
export default function TrendsChart({ lines, metric, label }: { lines: ChartLine[]; metric: 'average' | 'reviews'; label: string }) {
  const { i18n } = useTranslation('erep');
  const axisBottom = useMemo(() => {
    const ticks = tickPeriods(lines);
    const months = monthYearFormat(i18n.language);
    // Weeks of one month would all read 'oct. 26': then the ticks name their day.
    const oneTickPerMonth = new Set(ticks.map(months)).size === ticks.length;
    return { format: oneTickPerMonth ? months : dayMonthFormat(i18n.language), tickValues: ticks.map((t) => new Date(`${t}T00:00:00Z`)) };
  }, [lines, i18n.language]);
  const axisLeft = useMemo(() => ({ legend: label, legendOffset: -40, legendPosition: 'middle' as const }), [label]);
  const yScale = useMemo(() => ({ type: 'linear' as const, min: metric === 'average' ? 1 : 0, max: metric === 'average' ? 5 : ('auto' as const) }), [metric]);
  return (
    <ResponsiveLine
      data={lines}
      // Room on the right for the last date label, centred on the last point.
      margin={{ top: 16, right: 32, bottom: 48, left: 48 }}
      xScale={{ type: 'time', format: '%Y-%m-%d', precision: 'day', useUTC: true }}
      xFormat="time:%Y-%m-%d"
      yScale={yScale}
      axisBottom={axisBottom}
      enableGridX={false}
      axisLeft={axisLeft}
      colors={(line: ChartLine) => line.colour}
      // Two years of weeks for several places: symbols on every point would cost the drawing and hide the lines.
      enablePoints={showPoints(lines)}
      pointSize={4}
      useMesh
      enableSlices={false}
      // Drawn at once: a figure is read, not watched, and animating thousands of points blocks the page.
      animate={false}
      role="img"
      ariaLabel={label}
    />
  );
}
