import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerResources } from '@erep/shared/i18n';
import type { SearchHit } from '@erep/shared/schemas';
import { setDateRange } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { AppRoutes } from '../src/routes';

registerResources('erep', { fr, en, sp });
configure({ asyncUtilTimeout: 4000 });

const hit = (id: number, rating: number, comment: string, starsDisagree: boolean): SearchHit => ({
  id,
  place: 'Bistro du Port',
  kind: 'establishment',
  source: 'Google',
  rating,
  comment,
  language: 'en',
  author: null,
  visit_day: '2026-11-20',
  created_at: '2026-11-20T12:00:00Z',
  is_internal: false,
  with_advantage: false,
  answered: false,
  highlighted: comment,
  sentiment: rating >= 4 ? 'positive' : rating === 3 ? 'neutral' : 'negative',
  stars_disagree: starsDisagree,
});

const HITS = [hit(1, 5, 'Filthy tables, rude waiter, never again.', true), hit(2, 5, 'Lovely evening, thank you.', false)];
const queries: URLSearchParams[] = [];
mockApi(
  http.get(apiPath('customer/:tag/reputation/ranking'), () => HttpResponse.json({ data: { prior: 5, mean: 4, rows: [] } })),
  http.get(apiPath('customer/:tag/reputation/reviews/search'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const data = query.get('stars_disagree') === 'true' ? HITS.filter((h) => h.stars_disagree) : HITS;
    return HttpResponse.json({ data, total: data.length, page: 1, per_page: 20 });
  }),
);

beforeEach(() => {
  setDateRange(null);
  queries.length = 0;
});

describe('reviews search: text and stars that disagree', () => {
  it('marks the reviews whose text contradicts their stars and filters on them', async () => {
    renderApp(<AppRoutes />, { url: '/home/erep/customer/demo-bistro/establishment/search/reviews', user: testUser({ id: 42 }), language: 'en' });
    const hits = await screen.findAllByTestId('search-hit');
    expect(hits).toHaveLength(2);
    // The sentiment shown is the stars' one; the disagreement is said beside it, on that review only.
    expect(within(hits[0] as HTMLElement).getByText(en.sentiments.positive)).toBeInTheDocument();
    expect(within(hits[0] as HTMLElement).getByTestId('stars-disagree')).toHaveTextContent(en.search.starsDisagree);
    expect(within(hits[1] as HTMLElement).queryByTestId('stars-disagree')).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(en.filters.starsDisagree), 'true');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(1));
    expect(queries.at(-1)?.get('stars_disagree')).toBe('true');
    expect(queries[0]?.has('stars_disagree')).toBe(false);
  });
});
