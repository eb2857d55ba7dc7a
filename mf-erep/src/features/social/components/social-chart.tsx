import { ResponsiveLine } from '@nivo/line';
import type { PlatformPresence } from '@erep/shared/schemas';

/** Per-platform curves; this module (and @nivo) loads only when the social page asks for it. */
export default function SocialChart({ platforms, metric, label, nameOf }: { platforms: PlatformPresence[]; metric: 'average' | 'reviews'; label: string; nameOf: (source: string) => string }) {
  // One point per month on every curve (null: no rating that month), so the month axis is shared.
  const data = platforms.map((p) => ({
    id: nameOf(p.source),
    data: p.series.map((s) => ({ x: s.month.slice(0, 7), y: metric === 'average' ? s.average : s.reviews })),
  }));
  const months = platforms[0]?.series.map((s) => s.month.slice(0, 7)) ?? [];
  return (
    <ResponsiveLine
      data={data}
      margin={{ top: 16, right: 120, bottom: 48, left: 48 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: metric === 'average' ? 1 : 0, max: metric === 'average' ? 5 : 'auto' }}
      axisBottom={{ tickValues: months.filter((_, i) => (months.length - 1 - i) % 3 === 0) }}
      axisLeft={{ legend: label, legendOffset: -40, legendPosition: 'middle' }}
      pointSize={5}
      useMesh
      animate={false}
      legends={[{ anchor: 'right', direction: 'column', translateX: 110, itemWidth: 100, itemHeight: 18 }]}
      role="img"
      ariaLabel={label}
    />
  );
}
