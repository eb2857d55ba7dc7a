import { useMemo } from 'react';
import styles from '../../../components/erep.module.css';
import { CONTOUR_DEFAULTS, densityContours, pathOf, type ContourChartInput, type Domain } from '../lib/density';

export interface AxisSpec {
  domain: Domain;
  ticks: { value: number; label: string }[];
  label: string;
}

const MARGIN = { top: 8, right: 8, bottom: 34, left: 54 };

/** The contour (density) chart of the spec: filled density bands, contour lines when asked. */
export function DensityChart<T>({
  label,
  xAxis,
  yAxis,
  plotData,
  xKey,
  yKey,
  width = CONTOUR_DEFAULTS.width,
  height = CONTOUR_DEFAULTS.height,
  bins = CONTOUR_DEFAULTS.bins,
  bandwidth = CONTOUR_DEFAULTS.bandwidth,
  useThresholds = CONTOUR_DEFAULTS.useThresholds,
}: ContourChartInput<T> & { label: string; xAxis: AxisSpec; yAxis: AxisSpec }) {
  const contours = useMemo(
    () => densityContours({ plotData, xKey, yKey, width, height, bins, bandwidth }, xAxis.domain, yAxis.domain),
    [plotData, xKey, yKey, width, height, bins, bandwidth, xAxis.domain, yAxis.domain],
  );
  const sx = (v: number) => ((v - xAxis.domain.min) / (xAxis.domain.max - xAxis.domain.min)) * width;
  const sy = (v: number) => height - ((v - yAxis.domain.min) / (yAxis.domain.max - yAxis.domain.min)) * height;

  return (
    <svg
      className={styles.density}
      viewBox={`0 0 ${width + MARGIN.left + MARGIN.right} ${height + MARGIN.top + MARGIN.bottom}`}
      role="img"
      aria-label={label}
      data-testid="density-chart"
    >
      <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
        <rect width={width} height={height} fill="none" stroke="currentColor" strokeOpacity={0.25} />
        {contours.map((c, i) => (
          <path key={`f${c.value}`} className={styles.densityFill} d={pathOf(c)} fillOpacity={Math.min(0.9, 0.08 + (i / Math.max(1, contours.length)) * 0.8)} />
        ))}
        {useThresholds ? contours.map((c) => <path key={`l${c.value}`} className={styles.densityLine} d={pathOf(c)} />) : null}
        {xAxis.ticks.map((tick) => (
          <text key={`x${tick.value}`} className={styles.axis} x={sx(tick.value)} y={height + 12} textAnchor="middle">
            {tick.label}
          </text>
        ))}
        {yAxis.ticks.map((tick) => (
          <text key={`y${tick.value}`} className={styles.axis} x={-6} y={sy(tick.value) + 3} textAnchor="end">
            {tick.label}
          </text>
        ))}
        <text className={styles.axis} x={width / 2} y={height + 28} textAnchor="middle">
          {xAxis.label}
        </text>
        <text className={styles.axis} transform="rotate(-90)" x={-height / 2} y={-44} textAnchor="middle">
          {yAxis.label}
        </text>
      </g>
    </svg>
  );
}
