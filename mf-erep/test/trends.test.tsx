import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerResources } from '@erep/shared/i18n';
import { fitInterval, periodsBetween } from '@erep/shared/rules';
import type { EstablishmentTrends, LanguageCode, TrendInterval, Trends, TrendSeries } from '@erep/shared/schemas';
import { setDateRange, setGlobalRange } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { chartLines, chartPeriods, DASHES, isolatedIndexes, labelKind, OWN_COLOUR, POINTS_MAX, SERIES_COLOURS, showPoints, tickCount, tickPeriods, WIDTHS } from '../src/components/trends/chart-series';
import { dayMonthFormat, monthYearFormat } from '../src/lib/format';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { AppRoutes } from '../src/routes';

registerResources('erep', { fr, en, sp });
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const mondays = (count: number, from = Date.UTC(2025, 0, 6)) => Array.from({ length: count }, (_, i) => new Date(from + 7 * i * 86_400_000).toISOString().slice(0, 10));
const weeks = (count: number) => mondays(count).map((period, i) => ({ period, reviews: i + 1, average: 4 }));
const place = (id: number, name: string, points: TrendSeries['points'], kind: TrendSeries['kind'] = 'establishment'): TrendSeries => ({ kind, id, name, points });
const point = (period: string, average: number, reviews = 1) => ({ period, reviews, average });

describe('trend periods and intervals', () => {
  it('fits the interval to the range: days for a month, weeks up to half a year, months beyond and for all time', () => {
    expect(fitInterval({ start_date: '2026-10-28', end_date: '2026-11-27' })).toBe('day');
    expect(fitInterval({ start_date: '2026-09-01', end_date: '2026-11-27' })).toBe('week');
    expect(fitInterval({ start_date: '2025-11-27', end_date: '2026-11-27' })).toBe('month');
    expect(fitInterval({ period: 'global' })).toBe('month');
  });

  it('lists every period of a range, as the API names them (Mondays, first of the month)', () => {
    expect(periodsBetween('2026-10-28', '2026-11-27', 'day')).toHaveLength(31);
    expect(periodsBetween('2026-10-28', '2026-11-27', 'week')).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(periodsBetween('2025-12-15', '2026-02-02', 'month')).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
  });
});

describe('trends chart lines', () => {
  const range = { start_date: '2025-01-06', end_date: '2025-02-09' };
  // Five weeks; the owner has no review in the third and fifth, the competitor only in the first and fourth.
  const [w1, w2, w3, w4, w5] = mondays(5);
  const series = [
    place(5, 'Brasserie (Lyon Centre)', [point(w1 ?? '', 3.2), point(w4 ?? '', 3.5)], 'competitor'),
    place(1, 'Lyon Centre', [point(w1 ?? '', 4), point(w2 ?? '', 4.5), point(w4 ?? '', 3.8)]),
    place(2, 'Empty', []),
  ];
  const periods = chartPeriods(series, 'week', range);

  it('leaves a gap for each period without reviews instead of a line bridging it', () => {
    expect(periods).toEqual([w1, w2, w3, w4, w5]);
    const [own, competitor] = chartLines(series, 'average', periods);
    expect(own?.data.map((d) => d.y)).toEqual([4, 4.5, null, 3.8, null]);
    expect(competitor?.data.map((d) => d.y)).toEqual([3.2, null, null, 3.5, null]);
    // Points alone between gaps are drawn as dots, since no line shows them.
    expect(isolatedIndexes(own ?? { id: '', kind: 'establishment', colour: '', dash: '', width: 1, data: [] })).toEqual([3]);
    expect(isolatedIndexes(competitor ?? { id: '', kind: 'competitor', colour: '', dash: '', width: 1, data: [] })).toEqual([0, 3]);
  });

  it('gives the owner the strongest line and each competitor its own colour and dash pattern', () => {
    const lines = chartLines([...series, place(6, 'Bouchon (Lyon Centre)', [point(w1 ?? '', 4)], 'competitor')], 'reviews', periods);
    expect(lines.map((l) => l.id)).toEqual(['Lyon Centre', 'Brasserie (Lyon Centre)', 'Bouchon (Lyon Centre)']);
    expect(lines[0]).toMatchObject({ colour: OWN_COLOUR, dash: '', width: WIDTHS.lead });
    expect(lines[1]).toMatchObject({ colour: SERIES_COLOURS[0], dash: DASHES[0], width: WIDTHS.competitor });
    expect(lines[2]).toMatchObject({ colour: SERIES_COLOURS[1], dash: DASHES[1], width: WIDTHS.competitor });
    expect(Math.max(...lines.slice(1).map((l) => l.width))).toBeLessThan(lines[0]?.width ?? 0);
    expect(lines[0]?.data.map((d) => d.y)).toEqual([1, 1, null, 1, null]);
  });

  it('spans all time from the first to the last period with figures', () => {
    expect(chartPeriods(series, 'week', { period: 'global' })).toEqual([w1, w2, w3, w4]);
    expect(chartPeriods([place(1, 'A', [])], 'week', { period: 'global' })).toEqual([]);
  });

  it('names at most the labels that fit, each a period of the chart, spread from first to last', () => {
    const twoYears = mondays(104);
    const ticks = tickPeriods(twoYears, 6);
    expect(ticks).toHaveLength(6);
    expect(ticks[0]).toBe(twoYears[0]);
    expect(ticks[5]).toBe(twoYears[103]);
    expect(tickPeriods(twoYears, tickCount(375 - 80))).toHaveLength(4);
    expect(tickCount(1200)).toBe(6);
  });

  it('shows point symbols only while every line is short', () => {
    const long = (n: number) => chartLines([place(1, 'A', weeks(n))], 'average', mondays(n));
    expect(showPoints(long(POINTS_MAX))).toBe(true);
    expect(showPoints(long(POINTS_MAX + 1))).toBe(false);
  });
});

describe('date labels', () => {
  const day = new Date(Date.UTC(2026, 9, 26));
  it('tells a day from a month: "26 oct." against "oct. 2026", in each language', () => {
    expect(dayMonthFormat('fr')(day)).toBe('26 oct.');
    expect(monthYearFormat('fr')(day)).toBe('oct. 2026');
    expect(dayMonthFormat('en')(day)).toBe('Oct 26');
    expect(monthYearFormat('en')(day)).toBe('Oct 2026');
    expect(dayMonthFormat('sp')(day)).toMatch(/^26 oct\.?$/);
    expect(monthYearFormat('sp')(day)).toMatch(/^oct\.? 2026$/);
    expect(dayMonthFormat('fr', true)(day)).toBe('26 oct. 2026');
  });

  it('names days for a month of days or weeks, months for months or ticks half a year apart, and the year across a new year', () => {
    expect(labelKind(periodsBetween('2026-10-28', '2026-11-27', 'day').filter((_, i) => i % 6 === 0), 'day')).toBe('day');
    expect(labelKind(['2026-12-14', '2026-12-28', '2027-01-11'], 'week')).toBe('dayYear');
    expect(labelKind(tickPeriods(mondays(104), 6), 'week')).toBe('month');
    expect(labelKind(['2026-01-01', '2026-02-01'], 'month')).toBe('month');
  });
});

const trendsPath = '/home/erep/customer/demo-bistro/establishment/trends';
const DAY_LABEL: Record<LanguageCode, RegExp> = { fr: /^\d{1,2} [a-zéû]+\.?$/, en: /^[A-Z][a-z]{2,3} \d{1,2}$/, sp: /^\d{1,2} [a-z]+\.?$/ };
const MONTH_LABEL: Record<LanguageCode, RegExp> = { fr: /^[a-zéû]+\.? 20\d{2}$/, en: /^[A-Z][a-z]{2,3} 20\d{2}$/, sp: /^[a-z]+\.? 20\d{2}$/ };

/** jsdom lays nothing out: the chart's box gets the size nivo and the label count measure. */
function measureChart(width = 900) {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const [w, h] = this.closest('[data-testid$="trends-chart"]') ? [width, 400] : [0, 0];
    return { x: 0, y: 0, top: 0, left: 0, right: w, bottom: h, width: w, height: h, toJSON: () => ({}) };
  });
}
const axisLabels = (chart: HTMLElement, pattern: RegExp) =>
  [...chart.querySelectorAll('svg[role="img"] text')].map((t) => t.textContent?.trim() ?? '').filter((t) => pattern.test(t));

describe('trends page', () => {
  const asked: string[] = [];
  let answer: (interval: TrendInterval) => Trends = (interval) => ({ interval, series: [] });
  mockApi(
    http.get(apiPath('customer/:tag/reputation/trends'), ({ request }) => {
      const interval = (new URL(request.url).searchParams.get('interval') ?? 'month') as TrendInterval;
      asked.push(interval);
      return HttpResponse.json({ data: answer(interval) });
    }),
  );
  beforeEach(() => {
    asked.length = 0;
    setDateRange(null);
  });

  it('asks for days over the default month, weeks when picked, and months over a year', async () => {
    answer = (interval) => ({ interval, series: [place(1, 'Lyon Centre', [point('2026-11-02', 4)])] });
    setDateRange({ start_date: '2026-10-28', end_date: '2026-11-27' });
    renderApp(<AppRoutes />, { url: trendsPath, user: testUser({ id: 42 }), language: 'en' });
    const select = await screen.findByTestId('trends-interval');
    await waitFor(() => expect(asked).toEqual(['day']));
    expect(select).toHaveValue('day');
    await userEvent.selectOptions(select, 'week');
    await waitFor(() => expect(asked).toContain('week'));
    cleanup();
    setDateRange({ start_date: '2025-11-27', end_date: '2026-11-27' });
    renderApp(<AppRoutes />, { url: trendsPath, user: testUser({ id: 42 }), language: 'en' });
    await waitFor(() => expect(asked.at(-1)).toBe('month'));
    expect(await screen.findByTestId('trends-interval')).toHaveValue('month');
  });

  it('draws a period without reviews as a gap: the owner’s line breaks, a lone point is a dot', async () => {
    setDateRange({ start_date: '2026-11-02', end_date: '2026-11-08' });
    answer = (interval) => ({
      interval,
      series: [
        place(1, 'Lyon Centre', [point('2026-11-02', 4), point('2026-11-03', 4.5), point('2026-11-05', 3), point('2026-11-06', 3.5), point('2026-11-08', 5)]),
        place(5, 'Brasserie (Lyon Centre)', [point('2026-11-02', 3), point('2026-11-08', 4)], 'competitor'),
      ],
    });
    const measure = measureChart();
    try {
      renderApp(<AppRoutes />, { url: trendsPath, user: testUser({ id: 42 }), language: 'fr' });
      const chart = await screen.findByTestId('trends-chart');
      const lines = () => [...chart.querySelectorAll<SVGPathElement>('svg[role="img"] path[fill="none"][stroke-width]')];
      await waitFor(() => expect(lines().length).toBe(2));
      const own = lines().find((p) => p.getAttribute('stroke-width') === String(WIDTHS.lead));
      const competitor = lines().find((p) => p.getAttribute('stroke-width') === String(WIDTHS.competitor));
      // Three segments (2-3 Nov, 5-6 Nov, 8 Nov alone, also drawn as a dot). The competitor's two days are never joined.
      expect(own?.getAttribute('d')?.match(/M/g)).toHaveLength(3);
      expect(own?.style.stroke).toBe(OWN_COLOUR);
      expect(own?.getAttribute('stroke-dasharray')).toBeNull();
      expect(competitor?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
      expect(competitor?.getAttribute('d')).not.toContain('L');
      expect(competitor?.getAttribute('stroke-dasharray')).toBe(DASHES[0]);
      expect(chart.querySelectorAll('svg[role="img"] circle').length).toBeGreaterThanOrEqual(3);
      expect(screen.getByText(fr.trends.gapsHint)).toBeInTheDocument();
    } finally {
      measure.mockRestore();
    }
  });

  it('names each line in a legend with a sample of its colour and pattern', async () => {
    answer = (interval) => ({ interval, series: [place(5, 'Brasserie des Terreaux (Lyon Centre)', weeks(4), 'competitor'), place(1, 'Lyon Centre', weeks(4)), place(2, 'Silent', [])] });
    renderApp(<AppRoutes />, { url: trendsPath, user: testUser({ id: 42 }), language: 'fr' });
    const legend = await screen.findByRole('list', { name: fr.trends.legend });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Lyon Centre', 'Brasserie des Terreaux (Lyon Centre)']);
    const sample = (i: number) => items[i]?.querySelector('svg line');
    expect(items[0]?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(sample(0)?.getAttribute('stroke-dasharray')).toBeNull();
    expect(sample(1)?.getAttribute('stroke-dasharray')).toBe(DASHES[0]);
    expect((sample(1) as SVGElement | null | undefined)?.style.stroke).toBe('rgb(194, 65, 12)');
  });

  it('labels a month of days by day, and two years by month and year, in the page language', async () => {
    const measure = measureChart();
    try {
      for (const language of ['en', 'sp', 'fr'] as const) {
        // A month of days: the labels name days ('26 oct.'), never a bare month and two-digit year.
        setDateRange({ start_date: '2026-10-28', end_date: '2026-11-27' });
        answer = (interval) => ({ interval, series: [place(1, 'Lyon Centre', periodsBetween('2026-10-28', '2026-11-27', 'day').map((d) => point(d, 4)))] });
        renderApp(<AppRoutes />, { url: trendsPath, user: testUser({ id: 42 }), language });
        let chart = await screen.findByTestId('trends-chart');
        await waitFor(() => expect(axisLabels(chart, DAY_LABEL[language]).length, language).toBe(6));
        cleanup();
        // All time, two years of weeks: six labels, each a month and its full year.
        setGlobalRange();
        answer = () => ({ interval: 'week', series: [place(1, 'Lyon Centre', weeks(104)), place(5, 'Brasserie des Terreaux (Lyon Centre)', weeks(80), 'competitor')] });
        renderApp(<AppRoutes />, { url: trendsPath, user: testUser({ id: 42 }), language });
        chart = await screen.findByTestId('trends-chart');
        await waitFor(() => expect(axisLabels(chart, MONTH_LABEL[language]).length, language).toBe(6));
        cleanup();
      }
    } finally {
      measure.mockRestore();
    }
  });

  it('fits fewer date labels on a phone', async () => {
    setDateRange({ start_date: '2026-10-28', end_date: '2026-11-27' });
    answer = (interval) => ({ interval, series: [place(1, 'Lyon Centre', periodsBetween('2026-10-28', '2026-11-27', 'day').map((d) => point(d, 4)))] });
    const measure = measureChart(343);
    try {
      renderApp(<AppRoutes />, { url: trendsPath, user: testUser({ id: 42 }), language: 'fr' });
      const chart = await screen.findByTestId('trends-chart');
      await waitFor(() => expect(axisLabels(chart, DAY_LABEL.fr)).toHaveLength(3));
    } finally {
      measure.mockRestore();
    }
  });
});

describe('establishment trends page', () => {
  const header = { id: 4, tag: 'lyon', name: 'Lyon Centre', city: 'Lyon', customer: { tag: 'demo-bistro', name: 'Le Petit Bistro', language: 'fr', logo: null }, brand: 'Le Petit Bistro', score: 0.8, average: 4, reviews: 3 };
  const trends: EstablishmentTrends = {
    interval: 'day',
    series: [place(4, 'Lyon Centre', [point('2026-11-02', 4), point('2026-11-03', 4.5)]), place(9, 'Brasserie', [point('2026-11-02', 3), point('2026-11-03', 3.5)], 'competitor')],
    events: [{ id: 1, day: '2026-11-03', end_day: null, kind: 'renovation', title: 'Nouvelle terrasse', note: null, created_at: '2026-11-01T10:00:00Z' }],
  };
  mockApi(
    http.get(apiPath('customer/:tag/establishment/:id/header'), () => HttpResponse.json({ data: header })),
    http.get(apiPath('customer/:tag/establishment/:id/trends'), () => HttpResponse.json({ data: trends })),
  );

  it('draws the owner’s events on the chart, with the same legend', async () => {
    setDateRange({ start_date: '2026-11-01', end_date: '2026-11-07' });
    const measure = measureChart();
    try {
      renderApp(<AppRoutes />, { url: '/customer/demo-bistro/establishment/4/trends', user: testUser({ id: 42 }), language: 'fr' });
      const chart = await screen.findByTestId('estab-trends-chart');
      await waitFor(() => expect(chart.querySelector('svg[role="img"]')).toHaveTextContent('Nouvelle terrasse'));
      const legend = screen.getByRole('list', { name: fr.trends.legend });
      expect(within(legend).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Lyon Centre', 'Brasserie']);
    } finally {
      measure.mockRestore();
    }
  });
});
