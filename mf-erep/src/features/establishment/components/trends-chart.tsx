import { ResponsiveLine } from '@nivo/line';
import { useTranslation } from 'react-i18next';
import type { EstablishmentEvent, TrendSeries } from '@erep/shared/schemas';
import { monthYearFormat } from '../../../lib/format';

/** The line chart with the owner's events as dotted markers; its module (and @nivo) loads only when asked. */
export default function EstablishmentTrendsChart({ series, events, metric, label }: { series: TrendSeries[]; events: EstablishmentEvent[]; metric: 'average' | 'reviews'; label: string }) {
  const { i18n } = useTranslation('erep');
  const data = series
    .filter((s) => s.points.length > 0)
    .map((s) => ({ id: s.name, data: s.points.map((p) => ({ x: p.period, y: metric === 'average' ? p.average : p.reviews })) }));
  return (
    <ResponsiveLine
      data={data}
      margin={{ top: 24, right: 16, bottom: 48, left: 48 }}
      xScale={{ type: 'time', format: '%Y-%m-%d', precision: 'day', useUTC: true }}
      xFormat="time:%Y-%m-%d"
      yScale={{ type: 'linear', min: metric === 'average' ? 1 : 0, max: metric === 'average' ? 5 : 'auto' }}
      // Month names in the page's language, not d3's English.
      axisBottom={{ format: monthYearFormat(i18n.language), tickValues: 6 }}
      axisLeft={{ legend: label, legendOffset: -40, legendPosition: 'middle' }}
      pointSize={4}
      useMesh
      enableSlices={false}
      // Drawn at once: markers and lines are read, not watched.
      animate={false}
      markers={events.map((e) => ({
        axis: 'x' as const,
        value: new Date(`${e.day}T00:00:00Z`),
        legend: e.title,
        legendOrientation: 'vertical' as const,
        lineStyle: { stroke: '#6b21a8', strokeWidth: 1.5, strokeDasharray: '4 4' },
        textStyle: { fill: '#4a044e', fontSize: 10 },
      }))}
      legends={[{ anchor: 'top-left', direction: 'row', translateY: -22, itemWidth: 150, itemHeight: 16, symbolSize: 10 }]}
      role="img"
      ariaLabel={label}
    />
  );
}
