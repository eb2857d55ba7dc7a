import { RELATION_STRENGTHS, TEMPERATURE_BANDS, type WeatherReport } from '@erep/shared/schemas';
import * as v from 'valibot';
import { describeComponents, type Equal, type Expect } from '../../http/openapi-schemas';

/* What the weather report answers, for the OpenAPI document only (checked against the shared types below). */
const num = v.number();
const nullableNum = v.nullable(v.number());
export const relationDoc = v.object({ r: nullableNum, n: num, strength: v.picklist(RELATION_STRENGTHS) });
const groupEntries = { days: num, reviews: num, reviews_per_day: nullableNum, average: nullableNum };

export const weatherReportDoc = v.object({
  days: v.array(v.object({ day: v.string(), temperature_max: num, precipitation: num, reviews: num, average: nullableNum })),
  bands: v.array(v.object({ ...groupEntries, band: v.picklist(TEMPERATURE_BANDS) })),
  rain: v.object({ rainy: v.object(groupEntries), dry: v.object(groupEntries) }),
  relations: v.object({ temperature_rating: relationDoc, temperature_volume: relationDoc, rain_rating: relationDoc, rain_volume: relationDoc }),
  located: v.boolean(),
  fetch_failed: v.boolean(),
});

describeComponents({ WeatherReport: weatherReportDoc });

type Flat<T> = { [K in keyof T]: T[K] };
/** @public A compile-time check that the descriptions match the shared types. */
export type WeatherDocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof weatherReportDoc>['days'], WeatherReport['days']>>,
  Expect<Equal<v.InferOutput<typeof weatherReportDoc>['bands'][number], Flat<WeatherReport['bands'][number]>>>,
  Expect<Equal<Omit<v.InferOutput<typeof weatherReportDoc>, 'bands'>, Omit<WeatherReport, 'bands'>>>,
];
