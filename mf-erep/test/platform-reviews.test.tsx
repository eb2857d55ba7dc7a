import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerResources } from '@erep/shared/i18n';
import type { EstablishmentReview, ReviewAnswer } from '@erep/shared/schemas';
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

const BASE = 'customer/:tag/establishment/:id';
const header = { id: 4, tag: 'demo-bistro-lyon', name: 'Bistro du Port', city: 'Lyon', customer: { tag: 'demo-bistro', name: 'Le Petit Bistro', language: 'fr', logo: null }, brand: 'Le Petit Bistro', score: 0.8, average: 4, reviews: 3 };
const review = (id: number, source: string, comment: string | null): EstablishmentReview => ({
  id,
  place: 'Bistro du Port',
  kind: 'establishment',
  source,
  rating: 2,
  comment,
  language: 'en',
  author: null,
  visit_day: '2026-11-20',
  created_at: '2026-11-20T12:00:00Z',
  is_internal: false,
  with_advantage: false,
  answered: false,
  sentiment: 'negative',
  topics: [],
  stars_disagree: false,
});
const page = (items: EstablishmentReview[]) => ({
  data: items,
  total: items.length,
  page: 1,
  per_page: 20,
  summary: { reviews: items.length, average: 2, sentiments: { positive: 0, neutral: 0, negative: items.length }, topics: [] },
});

let queries: URLSearchParams[];
let answers: ReviewAnswer[];
let retried: string[];
const failed: ReviewAnswer = {
  id: 70,
  text: 'Thank you',
  author: 'Owner',
  created_at: '2026-11-21T10:00:00Z',
  to_publish_on: null,
  publish_state: 'failed',
  publish_error: 'Google reply: Request contains an invalid argument.',
};

mockApi(
  http.get(apiPath(`${BASE}/header`), () => HttpResponse.json({ data: header })),
  http.get(apiPath(`${BASE}/reviews`), ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    return HttpResponse.json(page(query.get('source') === 'google' ? [review(21, 'Google', null)] : [review(21, 'Google', null), review(22, 'internal_form', 'Slow')]));
  }),
  http.get(apiPath('customer/:tag/reputation/answer-templates'), () => HttpResponse.json({ data: [] })),
  http.get(apiPath('customer/:tag/reputation/reviews/:id/answers'), () =>
    HttpResponse.json({
      data: {
        review: { id: 21, source: 'Google', language: 'en', sentiment: 'negative', firstname: null, establishment: 'Bistro du Port' },
        answers,
        suggested: null,
        templates: [],
        platform_url: null,
      },
    }),
  ),
  http.post(apiPath('customer/:tag/reputation/reviews/:id/answers/:answerId/retry'), ({ params }) => {
    retried.push(String(params.answerId));
    answers = [{ ...failed, publish_state: 'published', publish_error: null }];
    return HttpResponse.json({ data: { ...failed, publish_state: 'pending' } });
  }),
);

beforeEach(() => {
  setDateRange(null);
  queries = [];
  answers = [failed];
  retried = [];
});

const render = (path: string) => renderApp(<AppRoutes />, { url: path, user: testUser({ id: 42 }), language: 'en' });

describe('platform reviews', () => {
  it('shows each review with its platform and filters the list by source', async () => {
    render('/customer/demo-bistro/establishment/4/reviews');
    const cards = await screen.findAllByTestId('review-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(en.platforms.Google);
    expect(cards[1]).toHaveTextContent(en.platforms.internal_form);
    await userEvent.selectOptions(screen.getByTestId('reviews-source'), 'google');
    await waitFor(() => expect(screen.getAllByTestId('review-card')).toHaveLength(1));
    expect(queries.at(-1)?.get('source')).toBe('google');
    expect(screen.getByTestId('reviews-source')).toHaveDisplayValue(en.estab.reviews.sources.google);
  });

  it('keeps the source filter when the kind changes', async () => {
    render('/customer/demo-bistro/establishment/4/reviews?source=google');
    await screen.findAllByTestId('review-card');
    await userEvent.selectOptions(screen.getByTestId('reviews-type'), 'unanswered');
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('unanswered'));
    expect(queries.at(-1)?.get('source')).toBe('google');
  });

  it("shows an answer Google refused, with the reason and a retry", async () => {
    render('/customer/demo-bistro/establishment/4/reviews');
    const card = (await screen.findAllByTestId('review-card'))[0] as HTMLElement;
    await userEvent.click(within(card).getByTestId('answer-toggle'));
    const state = await within(card).findByTestId('publish-state');
    expect(state).toHaveTextContent('Not published on Google: Google reply: Request contains an invalid argument.');
    expect(within(card).queryByTestId('to-publish')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: engagementEn.answers.retry }));
    await waitFor(() => expect(retried).toEqual(['70']));
    await waitFor(() => expect(within(card).getByTestId('publish-state')).toHaveTextContent('Published on Google'));
    expect(within(card).queryByTestId('publish-retry')).toBeNull();
  });
});
