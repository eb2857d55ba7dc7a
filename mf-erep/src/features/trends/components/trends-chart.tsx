import { ResponsiveLine } from '@nivo/line';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { monthYearFormat } from '../../../lib/format';
import { showPoints, type ChartLine } from '../lib/chart-series';

/** The line chart; its module (and @nivo) loads only when the trends page asks for it. */
export default function TrendsChart({ lines, metric, label }: { lines: ChartLine[]; metric: 'average' | 'reviews'; label: string }) {
  const { i18n } = useTranslation('erep');
  const axisBottom = useMemo(() => ({ format: monthYearFormat(i18n.language), tickValues: 6 }), [i18n.language]);
  const axisLeft = useMemo(() => ({ legend: label, legendOffset: -40, legendPosition: 'middle' as const }), [label]);
  const yScale = useMemo(() => ({ type: 'linear' as const, min: metric === 'average' ? 1 : 0, max: metric === 'average' ? 5 : ('auto' as const) }), [metric]);
  return (
    <ResponsiveLine
      data={lines}
      margin={{ top: 16, right: 16, bottom: 48, left: 48 }}
      xScale={{ type: 'time', format: '%Y-%m-%d', precision: 'day', useUTC: true }}
      xFormat="time:%Y-%m-%d"
      yScale={yScale}
      axisBottom={axisBottom}
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
