import { contourDensity, type ContourMultiPolygon } from 'd3-contour';

/** The spec's contour chart inputs (section 3) and their defaults. */
export interface ContourChartInput<T> {
  plotData: readonly T[];
  width?: number;
  height?: number;
  xKey: keyof T & string;
  yKey: keyof T & string;
  /** Grid of the density estimate, columns by rows. */
  bins?: readonly [number, number];
  bandwidth?: number;
  /** Draw the contour lines over the filled density. */
  useThresholds?: boolean;
}

export const CONTOUR_DEFAULTS = { width: 256, height: 256, bins: [256, 256] as const, bandwidth: 12, useThresholds: true };

export interface Domain {
  min: number;
  max: number;
}

/** d3 estimates on a grid of size / cellSize cells, cellSize a power of two: the nearest to size / bins. */
export function cellSizeFor(width: number, height: number, bins: readonly [number, number]): number {
  const wanted = Math.max(1, Math.min(width / bins[0], height / bins[1]));
  return 2 ** Math.round(Math.log2(wanted));
}

/** Contours of the points' density in a width x height box (y grows downwards, as in SVG). */
export function densityContours<T>(input: ContourChartInput<T>, xDomain: Domain, yDomain: Domain, thresholds = 10): ContourMultiPolygon[] {
  const width = input.width ?? CONTOUR_DEFAULTS.width;
  const height = input.height ?? CONTOUR_DEFAULTS.height;
  const bins = input.bins ?? CONTOUR_DEFAULTS.bins;
  const sx = (v: number) => ((v - xDomain.min) / (xDomain.max - xDomain.min)) * width;
  const sy = (v: number) => height - ((v - yDomain.min) / (yDomain.max - yDomain.min)) * height;
  return contourDensity<T>()
    .x((d) => sx(Number(d[input.xKey])))
    .y((d) => sy(Number(d[input.yKey])))
    .size([width, height])
    .cellSize(cellSizeFor(width, height, bins))
    .bandwidth(input.bandwidth ?? CONTOUR_DEFAULTS.bandwidth)
    .thresholds(thresholds)([...input.plotData]);
}

/** A GeoJSON multipolygon in pixel space as an SVG path. */
export function pathOf(contour: ContourMultiPolygon): string {
  return contour.coordinates
    .map((polygon) => polygon.map((ring) => `M${ring.map(([x, y]) => `${(x ?? 0).toFixed(1)},${(y ?? 0).toFixed(1)}`).join('L')}Z`).join(''))
    .join('');
}
