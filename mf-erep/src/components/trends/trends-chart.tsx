import { ResponsiveLine, type LineCustomSvgLayerProps, type LineSvgLayer } from '@nivo/line';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EstablishmentEvent, TrendInterval } from '@erep/shared/schemas';
import { dayMonthFormat, monthYearFormat } from '../../lib/format';
import { isolatedIndexes, labelKind, showPoints, tickCount, tickPeriods, type ChartLine } from './chart-series';

const MARGIN = { top: 16, right: 32, bottom: 48, left: 48 };

/** Each line with its own width and dash pattern (nivo's own layer draws them all alike). */
function PatternedLines({ series, lineGenerator }: LineCustomSvgLayerProps<ChartLine>) {
  return (
    <g>
      {[...series].reverse().map((s) => (
        <path
          key={s.id}
          // Null periods are left out by the generator: a gap, not a line bridging it.
          d={lineGenerator(s.data.map((d) => d.position)) ?? ''}
          fill="none"
          stroke={s.colour}
          style={{ stroke: s.colour }}
          strokeWidth={s.width}
          strokeDasharray={s.dash || undefined}
          strokeLinejoin="round"
        />
      ))}
    </g>
  );
}

/** A point alone between two gaps, which a line cannot show: a dot of the line's colour. */
function LonePoints({ series }: LineCustomSvgLayerProps<ChartLine>) {
  return (
    <g>
      {series.flatMap((s) =>
        isolatedIndexes({ ...s, data: s.data.map((d) => d.data) }).map((i) => {
          const position = s.data[i]?.position;
          return position ? <circle key={`${s.id}-${i}`} cx={position.x} cy={position.y} r={s.width + 1} style={{ fill: s.colour }} /> : null;
        }),
      )}
    </g>
  );
}

const LAYERS: LineSvgLayer<ChartLine>[] = ['grid', 'markers', 'axes', PatternedLines, LonePoints, 'points', 'mesh'];

/** The container's width, measured on mount and on resize, to fit the number of date labels. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

interface TrendsChartProps {
  lines: ChartLine[];
  periods: string[];
  interval: TrendInterval;
  metric: 'average' | 'reviews';
  label: string;
  events?: readonly EstablishmentEvent[];
}

/** The line chart; its module (and @nivo) loads only when a trends page asks for it. */
export default function TrendsChart({ lines, periods, interval, metric, label, events = [] }: TrendsChartProps) {
  const { i18n } = useTranslation('erep');
  const { ref, width } = useWidth();
  const count = tickCount(width - MARGIN.left - MARGIN.right);
  const axisBottom = useMemo(() => {
    const ticks = tickPeriods(periods, count);
    const kind = labelKind(ticks, interval);
    const format = kind === 'month' ? monthYearFormat(i18n.language) : dayMonthFormat(i18n.language, kind === 'dayYear');
    return { format, tickValues: ticks.map((t) => new Date(`${t}T00:00:00Z`)) };
  }, [periods, count, interval, i18n.language]);
  const axisLeft = useMemo(() => ({ legend: label, legendOffset: -40, legendPosition: 'middle' as const }), [label]);
  const yScale = useMemo(() => ({ type: 'linear' as const, min: metric === 'average' ? 1 : 0, max: metric === 'average' ? 5 : ('auto' as const) }), [metric]);
  const markers = useMemo(
    () =>
      events.map((e) => ({
        axis: 'x' as const,
        value: new Date(`${e.day}T00:00:00Z`),
        legend: e.title,
        legendOrientation: 'vertical' as const,
        lineStyle: { stroke: '#6b21a8', strokeWidth: 1.5, strokeDasharray: '4 4' },
        textStyle: { fill: '#4a044e', fontSize: 11 },
      })),
    [events],
  );
  return (
    <div ref={ref} style={{ height: '100%' }}>
      <ResponsiveLine<ChartLine>
        data={lines}
        // Room on the right for the last date label, centred on the last period.
        margin={MARGIN}
        xScale={{ type: 'time', format: '%Y-%m-%d', precision: 'day', useUTC: true }}
        xFormat="time:%Y-%m-%d"
        yScale={yScale}
        axisBottom={axisBottom}
        enableGridX={false}
        axisLeft={axisLeft}
        colors={(line: ChartLine) => line.colour}
        layers={LAYERS}
        // Two years of weeks for several places: symbols on every point would cost the drawing and hide the lines.
        enablePoints={showPoints(lines)}
        pointSize={5}
        useMesh
        enableSlices={false}
        markers={markers}
        // Drawn at once: a figure is read, not watched, and animating thousands of points blocks the page.
        animate={false}
        role="img"
        ariaLabel={label}
      />
    </div>
  );
}
