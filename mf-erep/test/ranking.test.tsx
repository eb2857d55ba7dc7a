import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerResources } from '@erep/shared/i18n';
import type { Ranking, StaffRanking } from '@erep/shared/schemas';
import { setDateRange } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { AppRoutes } from '../src/routes';

registerResources('erep', { fr, en, sp });
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const ranking: Ranking = {
  prior: 35,
  mean: 4.07,
  rows: [
    { kind: 'competitor', id: 7, name: 'Brasserie des Terreaux', of: 'Lyon Centre', reviews: 40, average: 4.6, weighted: 4.28, rank: 1, previous_rank: 1, rank_change: 0, google_rating: null, google_reviews: null },
    { kind: 'establishment', id: 1, name: 'Lyon Centre', of: null, reviews: 49, average: 3.55, weighted: 3.55, rank: 2, previous_rank: 3, rank_change: 1, google_rating: null, google_reviews: null },
    { kind: 'competitor', id: 8, name: 'Le Bouchon', of: 'Lyon Centre', reviews: 10, average: 3.2, weighted: 3.2, rank: 3, previous_rank: 2, rank_change: -1, google_rating: null, google_reviews: null },
    { kind: 'establishment', id: 2, name: 'Croix-Rousse', of: null, reviews: 0, average: null, weighted: null, rank: 4, previous_rank: null, rank_change: null, google_rating: null, google_reviews: null },
  ],
};
const staff: StaffRanking = {
  prior: 4,
  mean: 3.74,
  rows: [{ id: 3, tag: 'ana', name: 'Ana Diaz', department: 'Floor', reviews: 5, average: 5, weighted: 4.44, rank: 1, topics: [] }],
};
const header = { id: 4, tag: 'lyon', name: 'Lyon Centre', city: 'Lyon', customer: { tag: 'demo-bistro', name: 'Le Petit Bistro', language: 'fr', logo: null }, brand: 'Le Petit Bistro', score: 0.8, average: 4, reviews: 3 };

mockApi(
  http.get(apiPath('customer/:tag/reputation/ranking'), () => HttpResponse.json({ data: ranking })),
  http.get(apiPath('customer/:tag/establishment/:id/header'), () => HttpResponse.json({ data: header })),
  http.get(apiPath('customer/:tag/establishment/:id/staff-ranking'), () => HttpResponse.json({ data: staff })),
);
beforeEach(() => setDateRange(null));

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('ranking page', () => {
  it('shows the plain average and the review count beside each rank, and says why few reviews rank cautiously', async () => {
    renderApp(<AppRoutes />, { url: '/home/erep/customer/demo-bistro/establishment/rank', user: testUser({ id: 42 }), language: 'en' });
    const table = await screen.findByRole('table', { name: en.rank.caption });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 5)).toEqual([en.rank.rank, en.rank.place, en.rank.average, en.rank.reviews, en.rank.weighted]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cells(rows[1] as HTMLElement).slice(0, 5)).toEqual(['2', 'Lyon Centre', '3.55', '49', '3.55']);
    expect(cells(rows[2] as HTMLElement).slice(0, 5)).toEqual(['3', 'Le Bouchon (competitor of Lyon Centre)', '3.20', '10', '3.20']);
    // No review, no rank: listed last without a number.
    expect(cells(rows[3] as HTMLElement).slice(0, 5)).toEqual(['—', 'Croix-Rousse', '—', '0', '—']);
    expect(screen.getByText(en.rank.cautious)).toBeVisible();
  });

  // Opening it from the keyboard is the browser's own (a native summary): e2e/tests/reputation.spec.ts presses Enter on it.
  it('keeps the formula, with this set’s prior and mean, in a closed note', async () => {
    renderApp(<AppRoutes />, { url: '/home/erep/customer/demo-bistro/establishment/rank', user: testUser({ id: 42 }), language: 'fr' });
    const note = await screen.findByTestId('rank-how');
    const summary = within(note).getByText(fr.rank.how.summary);
    expect(note).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(note).toHaveAttribute('open');
    expect(within(note).getByTestId('rank-formula')).toHaveTextContent('Score = (v × R + m × min(R, C)) ÷ (v + m)');
    // Figures in the page's language: a decimal comma in French.
    expect(note).toHaveTextContent('C = 4,07');
    expect(note).toHaveTextContent('m = 35');
  });

  it('gives the staff ranking the same note, with the prior of the staff', async () => {
    renderApp(<AppRoutes />, { url: '/customer/demo-bistro/establishment/4/staffsranking', user: testUser({ id: 42 }), language: 'sp' });
    const table = await screen.findByRole('table', { name: sp.estab.staff.caption });
    expect(cells(within(table).getAllByRole('row')[1] as HTMLElement).slice(0, 6)).toEqual(['1', 'Ana Diaz', 'Floor', '5,00', '5', '4,44']);
    expect(screen.getByText(sp.rank.cautiousStaff)).toBeInTheDocument();
    expect(screen.getByTestId('rank-how')).toHaveTextContent('m = 4');
  });
});
