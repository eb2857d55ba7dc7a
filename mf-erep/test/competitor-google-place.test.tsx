import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerResources } from '@erep/shared/i18n';
import type { CompetitorRatings, CompetitorsAndLinksData, PlaceMatch, Ranking } from '@erep/shared/schemas';
import { setDateRange } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import engagementEn from '../src/i18n/engagement/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { AppRoutes } from '../src/routes';

registerResources('erep', { fr, en, sp });
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const g = engagementEn.places;
const header = { id: 4, tag: 'demo-bistro-lyon', name: 'Bistro du Port', city: 'Lyon', customer: { tag: 'demo-bistro', name: 'Le Petit Bistro', language: 'fr', logo: null }, brand: 'Le Petit Bistro', score: 0.8, average: 4, reviews: 3 };
const competitors: CompetitorsAndLinksData = {
  establishment: { id: 4, tag: 'demo-bistro-lyon', name: 'Bistro du Port' },
  links: [],
  competitors: [{ id: 31, competitor_tag: 'brasserie-terreaux', name: 'Brasserie des Terreaux', links: [] }],
  providers: [],
};
const matches: PlaceMatch[] = [{ place_id: 'ChIJTerreauxBrasserie01', name: 'Brasserie des Terreaux', address: '3 place des Terreaux, 69001 Lyon', rating: 4.3, user_rating_count: 812 }];
let ratings: CompetitorRatings;
let searched: string[];
let tied: unknown[];
let configured: boolean;

const ranking: Ranking = {
  prior: 10,
  mean: 4.1,
  rows: [
    { kind: 'establishment', id: 4, name: 'Bistro du Port', of: null, reviews: 30, average: 4.2, weighted: 4.18, rank: 1, previous_rank: null, rank_change: null, google_rating: null, google_reviews: null },
    { kind: 'competitor', id: 31, name: 'Brasserie des Terreaux', of: 'Bistro du Port', reviews: 3, average: 4, weighted: 4.08, rank: 2, previous_rank: null, rank_change: null, google_rating: 4.3, google_reviews: 812 },
  ],
};

mockApi(
  http.get(apiPath('customer/:tag/reputation/ranking'), () => HttpResponse.json({ data: ranking })),
  http.get(apiPath('customer/:tag/establishment/:id/header'), () => HttpResponse.json({ data: header })),
  http.get(apiPath('customer/:tag/reputation/establishments/:id/social'), () => HttpResponse.json({ data: { links: [], competitors: [], platforms: [] } })),
  http.get(apiPath('customer/:tag/reputation/establishments/:id/competitors'), () => HttpResponse.json({ data: competitors })),
  http.get(apiPath('customer/:tag/reputation/establishments/:id/competitors/:item/google-ratings'), () => HttpResponse.json({ data: ratings })),
  http.get(apiPath('customer/:tag/reputation/establishments/:id/places'), ({ request }) => {
    searched.push(new URL(request.url).searchParams.get('q') ?? '');
    if (!configured) return HttpResponse.json({ status: 409, code: 'places_not_configured', message: 'off' }, { status: 409 });
    return HttpResponse.json({ data: matches });
  }),
  http.put(apiPath('customer/:tag/reputation/establishments/:id/competitors/:item/google-place'), async ({ request, params }) => {
    tied.push({ item: params.item, body: await request.json() });
    ratings = { place_id: 'ChIJTerreauxBrasserie01', history: [{ day: '2026-11-27', rating: 4.3, user_rating_count: 812 }] };
    return HttpResponse.json({ data: ratings });
  }),
);

beforeEach(() => {
  setDateRange(null);
  ratings = { place_id: null, history: [] };
  searched = [];
  tied = [];
  configured = true;
});

const open = () => renderApp(<AppRoutes />, { url: '/customer/demo-bistro/establishment/4/social', user: testUser({ id: 42 }), language: 'en' });

describe("a competitor's Google rating", () => {
  it('finds the Google place by name and town and tracks it', async () => {
    open();
    const section = await screen.findByTestId('competitor-google');
    expect(section).toHaveTextContent(g.notTracked);
    const field = within(section).getByLabelText(new RegExp(`^${g.search}`));
    expect(field).toHaveValue('Brasserie des Terreaux');
    await userEvent.type(field, ' Lyon');
    await userEvent.click(within(section).getByRole('button', { name: g.find }));
    const result = await within(section).findByTestId('place-result');
    expect(searched).toEqual(['Brasserie des Terreaux Lyon']);
    expect(result).toHaveTextContent('3 place des Terreaux, 69001 Lyon · 4.3 ★ from 812 reviews');
    await userEvent.click(within(result).getByRole('button', { name: 'Track Brasserie des Terreaux' }));
    await waitFor(() => expect(tied).toEqual([{ item: '31', body: { place_id: 'ChIJTerreauxBrasserie01' } }]));
    expect(await within(section).findByTestId('competitor-google-rating')).toHaveTextContent('4.3 ★ from 812 reviews');
  });

  it('shows the trend since the first point', async () => {
    ratings = {
      place_id: 'ChIJTerreauxBrasserie01',
      history: [
        { day: '2026-10-01', rating: 4.1, user_rating_count: 700 },
        { day: '2026-11-27', rating: 4.3, user_rating_count: 812 },
      ],
    };
    open();
    expect(await screen.findByTestId('competitor-google-rating')).toHaveTextContent('4.3 ★ from 812 reviews · 4.1 ★ on 2026-10-01');
  });

  it('says how to enable Google Places when the server has no key', async () => {
    configured = false;
    open();
    const section = await screen.findByTestId('competitor-google');
    await userEvent.click(within(section).getByRole('button', { name: g.find }));
    expect(await within(section).findByText(g.notConfigured)).toBeInTheDocument();
  });
});

describe('the import by file', () => {
  it('offers a template file to fill in for platforms without a connector', async () => {
    open();
    const link = await screen.findByTestId('review-import-template');
    expect(link).toHaveAttribute('download', 'reviews-import-template.csv');
    const content = decodeURIComponent((link.getAttribute('href') ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''));
    expect(content.split('\n')[0]).toBe('rating,text,author,date,platform,external_id');
  });
});

describe('the ranking', () => {
  it("shows a followed competitor's public Google rating beside its reviews here", async () => {
    renderApp(<AppRoutes />, { url: '/home/erep/customer/demo-bistro/establishment/rank', user: testUser({ id: 42 }), language: 'en' });
    const row = await screen.findByRole('row', { name: /Brasserie des Terreaux/ });
    expect(row).toHaveTextContent('4.3 ★ (812)');
    expect(screen.getByRole('columnheader', { name: en.rank.google })).toBeInTheDocument();
  });
});
