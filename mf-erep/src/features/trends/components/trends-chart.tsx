import { ResponsiveLine } from '@nivo/line';
import type { TrendSeries } from '@erep/shared/schemas';

/** The line chart; its module (and @nivo) loads only when the trends page asks for it. */
export default function TrendsChart({ series, metric, label }: { series: TrendSeries[]; metric: 'average' | 'reviews'; label: string }) {
  const data = series
    .filter((s) => s.points.length > 0)
    .map((s) => ({ id: s.name, data: s.points.map((p) => ({ x: p.period, y: metric === 'average' ? p.average : p.reviews })) }));
  return (
    <ResponsiveLine
      data={data}
      margin={{ top: 16, right: 16, bottom: 48, left: 48 }}
      xScale={{ type: 'time', format: '%Y-%m-%d', precision: 'day' }}
      xFormat="time:%Y-%m-%d"
      yScale={{ type: 'linear', min: metric === 'average' ? 1 : 0, max: metric === 'average' ? 5 : 'auto' }}
      axisBottom={{ format: '%b %y', tickValues: 6 }}
      axisLeft={{ legend: label, legendOffset: -40, legendPosition: 'middle' }}
      pointSize={4}
      useMesh
      enableSlices={false}
      role="img"
      ariaLabel={label}
    />
  );
}
