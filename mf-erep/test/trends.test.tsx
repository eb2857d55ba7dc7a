import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { registerResources } from '@erep/shared/i18n';
import type { LanguageCode, Trends, TrendSeries } from '@erep/shared/schemas';
import { setDateRange } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { chartLines, POINTS_MAX, SERIES_COLOURS, showPoints, tickPeriods } from '../src/features/trends/lib/chart-series';
import { monthYearFormat } from '../src/lib/format';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { AppRoutes } from '../src/routes';

registerResources('erep', { fr, en, sp });
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const weeks = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ period: new Date(Date.UTC(2025, 0, 6 + 7 * i)).toISOString().slice(0, 10), reviews: i + 1, average: 4 }));
const place = (id: number, name: string, points: TrendSeries['points'], kind: TrendSeries['kind'] = 'establishment'): TrendSeries => ({ kind, id, name, points });

describe('trends chart lines', () => {
  const series = [place(1, 'Lyon Centre', weeks(3)), place(2, 'Empty', []), place(3, 'Brasserie (Lyon Centre)', weeks(2), 'competitor')];

  it('draws the places with figures, each in its own colour, with the chosen measure', () => {
    const lines = chartLines(series, 'reviews');
    expect(lines.map((l) => l.id)).toEqual(['Lyon Centre', 'Brasserie (Lyon Centre)']);
    expect(lines.map((l) => l.colour)).toEqual([SERIES_COLOURS[0], SERIES_COLOURS[1]]);
    expect(lines[0]?.data).toEqual([
      { x: '2025-01-06', y: 1 },
      { x: '2025-01-13', y: 2 },
      { x: '2025-01-20', y: 3 },
    ]);
    expect(chartLines(series, 'average')[1]?.data.map((d) => d.y)).toEqual([4, 4]);
  });

  it('names at most six periods on the date axis, each a point of the lines, spread from first to last', () => {
    expect(tickPeriods(chartLines(series, 'average'))).toEqual(['2025-01-06', '2025-01-13', '2025-01-20']);
    const ticks = tickPeriods(chartLines([place(1, 'A', weeks(104)), place(2, 'B', weeks(50))], 'average'));
    expect(ticks).toHaveLength(6);
    expect(ticks[0]).toBe('2025-01-06');
    expect(ticks[5]).toBe(weeks(104).at(-1)?.period);
    expect(new Set(ticks).size).toBe(6);
  });

  it('shows point symbols only while every line is short', () => {
    expect(showPoints(chartLines([place(1, 'A', weeks(POINTS_MAX))], 'average'))).toBe(true);
    expect(showPoints(chartLines([place(1, 'A', weeks(3)), place(2, 'B', weeks(POINTS_MAX + 1))], 'average'))).toBe(false);
  });

  it('labels the date axis in the page language', () => {
    const day = new Date(Date.UTC(2025, 0, 6));
    expect(monthYearFormat('fr')(day)).toMatch(/^janv\.? 25$/);
    expect(monthYearFormat('en')(day)).toMatch(/^Jan 25$/);
    expect(monthYearFormat('sp')(day)).toMatch(/^ene\.? 25$/);
    expect(monthYearFormat('fr')('2025-08-04')).toMatch(/^août 25$/);
  });
});

describe('trends page', () => {
  const trends: Trends = { interval: 'month', series: [place(1, 'Lyon Centre', weeks(4)), place(5, 'Brasserie des Terreaux (Lyon Centre)', weeks(4), 'competitor'), place(2, 'Silent', [])] };
  const server = mockApi(http.get(apiPath('customer/:tag/reputation/trends'), () => HttpResponse.json({ data: trends })));
  beforeEach(() => setDateRange(null));

  it('names every drawn line in a legend list, with its colour', async () => {
    renderApp(<AppRoutes />, { initialEntries: ['/home/erep/customer/demo-bistro/establishment/trends'], user: testUser({ id: 42 }), language: 'fr' });
    const legend = await screen.findByRole('list', { name: fr.trends.legend });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Lyon Centre', 'Brasserie des Terreaux (Lyon Centre)']);
    const swatch = items[1]?.querySelector('span');
    expect(swatch?.getAttribute('aria-hidden')).toBe('true');
    expect(swatch?.style.backgroundColor).toBe('rgb(194, 65, 12)');
  });

  it('names the months of the drawn date axis in the page language', async () => {
    // Two years of weeks: six ticks, each in its own month, so the axis names months, not days.
    const twoYears: Trends = { interval: 'week', series: [place(1, 'Lyon Centre', weeks(104)), place(5, 'Brasserie des Terreaux (Lyon Centre)', weeks(80), 'competitor')] };
    server.use(http.get(apiPath('customer/:tag/reputation/trends'), () => HttpResponse.json({ data: twoYears })));
    // jsdom lays nothing out: give the chart's box the size nivo's auto-sizer measures on mount.
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const [width, height] = this.dataset.testid === 'trends-chart' ? [900, 400] : [0, 0];
      return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) };
    });
    const months: Record<LanguageCode, RegExp> = {
      fr: /^(janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{2}$/,
      en: /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec) \d{2}$/,
      sp: /^(ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.? \d{2}$/,
    };
    try {
      for (const language of ['en', 'sp', 'fr'] as const) {
        renderApp(<AppRoutes />, { initialEntries: ['/home/erep/customer/demo-bistro/establishment/trends'], user: testUser({ id: 42 }), language });
        const chart = await screen.findByTestId('trends-chart');
        // The date labels: the axis texts ending in a two-digit year.
        const labels = () => [...chart.querySelectorAll('svg[role="img"] text')].map((t) => t.textContent?.trim() ?? '').filter((t) => /^\S+ \d{2}$/.test(t));
        await waitFor(() => expect(labels()).toHaveLength(6));
        for (const label of labels()) expect(label, language).toMatch(months[language]);
        cleanup();
      }
    } finally {
      measure.mockRestore();
    }
  });
});
