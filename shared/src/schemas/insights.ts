/** How strongly two daily series move together: Pearson's r over n days, named for readers. */
export const RELATION_STRENGTHS = ['too_few', 'none', 'weak', 'moderate', 'strong'] as const;
export type RelationStrength = (typeof RELATION_STRENGTHS)[number];
export interface Relation {
  /** Pearson correlation coefficient, -1..1; null when it cannot be computed (too few days, a constant series). */
  r: number | null;
  /** Days the coefficient was computed on. */
  n: number;
  strength: RelationStrength;
}

// ---------------------------------------------------------------- weather

export const TEMPERATURE_BANDS = ['cold', 'cool', 'mild', 'hot'] as const;
export type TemperatureBand = (typeof TEMPERATURE_BANDS)[number];

export interface WeatherDay {
  day: string;
  /** Highest temperature of the day, °C. */
  temperature_max: number;
  /** Rain of the day, mm. */
  precipitation: number;
  reviews: number;
  average: number | null;
}

export interface WeatherGroup {
  days: number;
  reviews: number;
  reviews_per_day: number | null;
  average: number | null;
}

export interface WeatherReport {
  /** Days with a known weather in the range. */
  days: WeatherDay[];
  bands: (WeatherGroup & { band: TemperatureBand })[];
  rain: { rainy: WeatherGroup; dry: WeatherGroup };
  relations: {
    temperature_rating: Relation;
    temperature_volume: Relation;
    rain_rating: Relation;
    rain_volume: Relation;
  };
  /** Whether the establishment has coordinates for fetching the weather. */
  located: boolean;
  /** The weather service failed this time: only the days already stored are shown. */
  fetch_failed: boolean;
}

// ---------------------------------------------------------------- sales

/** Largest sales file accepted: a few years of daily rows fit easily. */
export const SALES_CSV_MAX_BYTES = 512 * 1024;
export const SALES_CSV_MAX_ROWS = 5000;

export interface SalesDay {
  day: string;
  revenue: number;
  tickets: number;
  reviews: number;
  average: number | null;
}

export interface SalesReport {
  days: SalesDay[];
  totals: { revenue: number; tickets: number; reviews: number; average: number | null };
  relations: {
    revenue_volume: Relation;
    revenue_rating: Relation;
  };
}

export interface SalesImportResult {
  /** Days written (new or replaced). */
  imported: number;
  replaced: number;
  first_day: string | null;
  last_day: string | null;
}

/** Why a CSV row was refused (error `sales_csv_invalid`, `errors: { line_<n>: [reason] }`). */
export const SALES_ROW_ERRORS = ['columns', 'date', 'revenue', 'tickets', 'duplicate_day', 'future_day'] as const;
export type SalesRowError = (typeof SALES_ROW_ERRORS)[number];
