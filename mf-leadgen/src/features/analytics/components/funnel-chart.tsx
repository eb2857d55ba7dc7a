import { ResponsiveBar } from '@nivo/bar';

export interface FunnelBar {
  step: string;
  count: number;
}

/** The bar chart; its module (and @nivo) loads only when the statistics page asks for it. */
export default function FunnelChart({ bars, label }: { bars: FunnelBar[]; label: string }) {
  return (
    <ResponsiveBar
      data={bars.map((b) => ({ step: b.step, count: b.count }))}
      keys={['count']}
      indexBy="step"
      margin={{ top: 16, right: 16, bottom: 64, left: 56 }}
      padding={0.3}
      colors={['#2563eb']}
      axisBottom={{ tickRotation: -20 }}
      labelTextColor="#ffffff"
      role="img"
      ariaLabel={label}
      isInteractive
    />
  );
}
