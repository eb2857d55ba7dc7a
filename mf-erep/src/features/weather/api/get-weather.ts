import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { WeatherReport } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';

export const weatherKey = (tag: string, establishmentId: number, range: RangeParams) => ['erep', 'customer', tag, 'establishment', establishmentId, 'weather', range] as const;

export async function getWeather(tag: string, establishmentId: number, range: RangeParams): Promise<WeatherReport> {
  return (await unwrap(api.get<{ data: WeatherReport }>(`customer/${encodeURIComponent(tag)}/establishments/${establishmentId}/weather`, { query: range }))).data;
}

/** Daily weather of the establishment with its reviews; days missing are fetched by the API once. */
export function useWeather(tag: string, establishmentId: number, range: RangeParams) {
  return useQuery({ queryKey: weatherKey(tag, establishmentId, range), queryFn: () => getWeather(tag, establishmentId, range), enabled: establishmentId > 0 });
}
