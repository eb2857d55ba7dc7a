/** One day as the archive service gives it. */
export interface FetchedWeatherDay {
  day: string;
  temperatureMax: number;
  precipitation: number;
}

export interface WeatherSource {
  /** Daily weather at a point over a range of days; throws when the service fails or answers nonsense. */
  daily(latitude: number, longitude: number, start: string, end: string): Promise<FetchedWeatherDay[]>;
}

interface ArchiveAnswer {
  daily?: { time?: unknown; temperature_2m_max?: unknown; precipitation_sum?: unknown };
}

const numbers = (value: unknown): (number | null)[] | null =>
  Array.isArray(value) ? value.map((x) => (typeof x === 'number' && Number.isFinite(x) ? x : null)) : null;

/**
 * An Open-Meteo-compatible archive API (WEATHER_URL, e.g. `https://archive-api.open-meteo.com/v1/archive`):
 * `?latitude=&longitude=&start_date=&end_date=&daily=temperature_2m_max,precipitation_sum`.
 */
export function createWeatherSource(url: string, timeoutMs = 8000): WeatherSource {
  new URL(url); // a malformed WEATHER_URL fails at start
  return {
    async daily(latitude, longitude, start, end) {
      const target = new URL(url);
      target.searchParams.set('latitude', latitude.toFixed(4));
      target.searchParams.set('longitude', longitude.toFixed(4));
      target.searchParams.set('start_date', start);
      target.searchParams.set('end_date', end);
      target.searchParams.set('daily', 'temperature_2m_max,precipitation_sum');
      target.searchParams.set('timezone', 'auto');
      const response = await fetch(target, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`weather service answered ${response.status}`);
      }
      const body = (await response.json()) as ArchiveAnswer;
      const days = Array.isArray(body.daily?.time) ? body.daily.time : null;
      const temperatures = numbers(body.daily?.temperature_2m_max);
      const rain = numbers(body.daily?.precipitation_sum);
      if (!days || !temperatures || !rain) throw new Error('weather service answer has no daily series');
      const result: FetchedWeatherDay[] = [];
      days.forEach((day, i) => {
        const temperatureMax = temperatures[i];
        const precipitation = rain[i];
        // Days the archive does not know yet come as null: they are asked again later.
        if (typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && temperatureMax != null && precipitation != null && day >= start && day <= end) {
          result.push({ day, temperatureMax, precipitation });
        }
      });
      return result;
    },
  };
}
