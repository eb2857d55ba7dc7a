import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerResources } from '@erep/shared/i18n';
import type { AnswerTemplate, EstablishmentReview, SalesDay } from '@erep/shared/schemas';
import { setDateRange } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { salesPoints } from '../src/features/sales/components/sales-chart';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { AppRoutes } from '../src/routes';

registerResources('erep', { fr, en, sp });
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const BASE = 'customer/:tag/establishment/:id';
const header = { id: 4, tag: 'demo-bistro-lyon', name: 'Bistro du Port', city: 'Lyon', customer: { tag: 'demo-bistro', name: 'Le Petit Bistro', language: 'fr', logo: null }, brand: 'Le Petit Bistro', score: 0.8, average: 4, reviews: 3 };
const review = (id: number, rating: number, comment: string): EstablishmentReview => ({
  id,
  place: 'Bistro du Port',
  kind: 'establishment',
  source: 'internal_form',
  rating,
  comment,
  language: 'en',
  author: 'Sam',
  visit_day: '2026-11-20',
  created_at: '2026-11-20T12:00:00Z',
  is_internal: false,
  with_advantage: false,
  answered: false,
  sentiment: rating <= 2 ? 'negative' : 'positive',
  topics: [],
  stars_disagree: false,
});
const reviewsPage = (items: EstablishmentReview[]) => ({
  data: items,
  total: items.length,
  page: 1,
  per_page: 20,
  summary: { reviews: items.length, average: 2, sentiments: { positive: 0, neutral: 0, negative: items.length }, topics: [] },
});
const builtin: AnswerTemplate[] = (['fr', 'en', 'sp'] as const).flatMap((language) =>
  (['positive', 'neutral', 'negative'] as const).map((sentiment) => ({ id: 0, language, sentiment, title: `Default ${language} ${sentiment}`, body: `Hello {firstname} (${sentiment})`, builtin: true })),
);

let own: AnswerTemplate[] = [];
const server = mockApi(
  http.get(apiPath(`${BASE}/header`), () => HttpResponse.json({ data: header })),
  http.get(apiPath(`${BASE}/reviews`), () => HttpResponse.json(reviewsPage([review(11, 2, 'Cold soup'), review(12, 1, 'Very slow service'), review(13, 1, 'Noisy')]))),
  http.get(apiPath('customer/:tag/reputation/answer-templates'), () => HttpResponse.json({ data: [...own, ...builtin] })),
);

function render(path: string) {
  return renderApp(<AppRoutes />, { url: path, user: testUser({ id: 42 }), language: 'en' });
}

beforeEach(() => {
  setDateRange(null);
  own = [];
});

describe('answer templates on the reviews page', () => {
  it('lists templates per language with an empty state, and adds, edits and deletes (after confirming) a template', async () => {
    const sent: { method: string; body: unknown; id?: string }[] = [];
    server.use(
      http.post(apiPath('customer/:tag/reputation/answer-templates'), async ({ request }) => {
        const body = (await request.json()) as Omit<AnswerTemplate, 'id' | 'builtin'>;
        sent.push({ method: 'POST', body });
        own = [{ ...body, id: 7, builtin: false }];
        return HttpResponse.json({ data: own[0] }, { status: 201 });
      }),
      http.put(apiPath('customer/:tag/reputation/answer-templates/:id'), async ({ request, params }) => {
        const body = (await request.json()) as Omit<AnswerTemplate, 'id' | 'builtin'>;
        sent.push({ method: 'PUT', body, id: String(params.id) });
        own = [{ ...body, id: 7, builtin: false }];
        return HttpResponse.json({ data: own[0] });
      }),
      http.delete(apiPath('customer/:tag/reputation/answer-templates/:id'), ({ params }) => {
        sent.push({ method: 'DELETE', body: null, id: String(params.id) });
        own = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    render('/customer/demo-bistro/establishment/4/reviews');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('templates-toggle'));
    const section = screen.getByTestId('answer-templates');
    // The interface language's tab first: no own template yet, the three defaults listed.
    expect(within(section).getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(section).findByText('You have no template of your own in English yet.')).toBeInTheDocument();
    expect(within(section).getAllByTestId('template-builtin')).toHaveLength(3);
    expect(within(section).queryByTestId('template-edit')).toBeNull();

    await user.click(within(section).getByTestId('template-add'));
    // Required fields are checked before anything is sent.
    await user.click(within(section).getByTestId('template-save'));
    expect(within(section).getAllByText('This field is required.')).toHaveLength(2);
    expect(sent).toHaveLength(0);
    await user.selectOptions(within(section).getByTestId('template-sentiment'), 'negative');
    await user.type(within(section).getByTestId('template-title'), 'Sorry note');
    await user.type(within(section).getByTestId('template-body'), 'Dear {{firstname}, sorry.');
    await user.click(within(section).getByTestId('template-save'));
    await waitFor(() => expect(sent[0]).toEqual({ method: 'POST', body: { language: 'en', sentiment: 'negative', title: 'Sorry note', body: 'Dear {firstname}, sorry.' } }));
    expect(await within(section).findByRole('heading', { name: 'Sorry note' })).toBeInTheDocument();

    // Another language's tab has its own (empty) list.
    await user.click(within(section).getByRole('tab', { name: 'French' }));
    expect(await within(section).findByText('You have no template of your own in French yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('tab', { name: 'English' }));

    await user.click(await within(section).findByRole('button', { name: 'Edit — Sorry note' }));
    const title = within(section).getByTestId('template-title');
    expect(title).toHaveValue('Sorry note');
    await user.clear(title);
    await user.type(title, 'Apology');
    await user.click(within(section).getByTestId('template-save'));
    await waitFor(() => expect(sent[1]).toMatchObject({ method: 'PUT', id: '7', body: { title: 'Apology', sentiment: 'negative' } }));
    expect(await within(section).findByRole('heading', { name: 'Apology' })).toBeInTheDocument();

    // Delete asks first; cancelling keeps it.
    await user.click(within(section).getByRole('button', { name: 'Delete — Apology' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The template “Apology” will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(2);
    await user.click(within(section).getByRole('button', { name: 'Delete — Apology' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent[2]).toEqual({ method: 'DELETE', body: null, id: '7' }));
    expect(await within(section).findByText('You have no template of your own in English yet.')).toBeInTheDocument();
  });

  it('a manager adds templates but is not offered to change or delete the account\'s own ones', async () => {
    own = [{ id: 7, language: 'en', sentiment: 'negative', title: 'Apology', body: 'Dear {firstname}, sorry.', builtin: false }];
    const user = userEvent.setup();
    renderApp(<AppRoutes />, { url: '/customer/demo-bistro/establishment/4/reviews', user: testUser({ id: 43, account_role: 'manager' }), language: 'en' });
    await user.click(await screen.findByTestId('templates-toggle'));
    const section = screen.getByTestId('answer-templates');
    expect(await within(section).findByRole('heading', { name: 'Apology' })).toBeInTheDocument();
    expect(within(section).getByTestId('templates-owners-only')).toHaveTextContent(en.estabTools.templates.ownersOnly);
    expect(within(section).queryByTestId('template-edit')).toBeNull();
    expect(within(section).queryByTestId('template-delete')).toBeNull();
    expect(within(section).getByTestId('template-add')).toBeInTheDocument();
  });

  it("suggests the customer's own template when answering a review", async () => {
    own = [{ id: 7, language: 'en', sentiment: 'negative', title: 'Apology', body: 'Dear {firstname}, sorry from {establishment}.', builtin: false }];
    server.use(
      http.get(apiPath('customer/:tag/reputation/reviews/:id/answers'), () =>
        HttpResponse.json({
          data: {
            review: { id: 12, source: 'internal_form', language: 'en', sentiment: 'negative', firstname: 'Sam', establishment: 'Bistro du Port' },
            answers: [],
            suggested: { template: own[0], text: 'Dear Sam, sorry from Bistro du Port.' },
            templates: [...own, ...builtin],
            platform_url: null,
          },
        }),
      ),
    );
    render('/customer/demo-bistro/establishment/4/reviews/negative');
    const user = userEvent.setup();
    const card = (await screen.findAllByTestId('review-card'))[1] as HTMLElement;
    await user.click(within(card).getByTestId('answer-toggle'));
    expect(await within(card).findByTestId('answer-text')).toHaveValue('Dear Sam, sorry from Bistro du Port.');
    expect(within(card).getByTestId('answer-template')).toHaveDisplayValue(/^Apology/);
  });
});

describe('a review linked from an alert mail', () => {
  it('is marked as current, scrolled into view and focused', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      render('/customer/demo-bistro/establishment/4/reviews/negative?review=12');
      const cards = await screen.findAllByTestId('review-card');
      const target = cards.find((c) => c.getAttribute('data-review-id') === '12');
      expect(target).toHaveAttribute('aria-current', 'true');
      expect(target).toHaveTextContent('Review from the alert');
      await waitFor(() => expect(target).toHaveFocus());
      expect(scrolled).toEqual([target]);
      expect(cards.filter((c) => c.hasAttribute('aria-current'))).toHaveLength(1);
      expect(screen.queryByTestId('review-not-shown')).toBeNull();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('says so when the review is not in the list shown', async () => {
    render('/customer/demo-bistro/establishment/4/reviews/negative?review=99');
    expect(await screen.findByText('The review from the alert is not in this list: choose “All” or widen the period.')).toBeInTheDocument();
    expect(screen.getAllByTestId('review-card').some((c) => c.hasAttribute('aria-current'))).toBe(false);
  });
});

describe('sales against reviews', () => {
  const day = (i: number, revenue: number, reviews: number, average: number | null): SalesDay => ({
    day: new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10),
    revenue,
    tickets: 50,
    reviews,
    average,
  });

  it('draws revenue bars and a rating or volume line, with the table of figures', async () => {
    const days = [day(0, 1200, 2, 4.5), day(1, 900, 0, null), day(2, 1500, 3, 3)];
    server.use(
      http.get(apiPath('customer/:tag/establishments/:id/sales'), () =>
        HttpResponse.json({
          data: {
            days,
            totals: { revenue: 3600, tickets: 150, reviews: 5, average: 3.6 },
            relations: { revenue_volume: { r: null, n: 3, strength: 'too_few' }, revenue_rating: { r: null, n: 2, strength: 'too_few' } },
          },
        }),
      ),
    );
    render('/customer/demo-bistro/establishment/4/sales');
    const chart = await screen.findByTestId('sales-chart');
    const svg = within(chart).getByRole('img');
    expect(svg).toHaveAccessibleName('Chart of the revenue and the Average rating day by day, from Oct 1, 2026 to Oct 3, 2026.');
    expect(within(chart).getByTestId('sales-chart-bars').querySelectorAll('rect')).toHaveLength(3);
    // No review on the 2nd: the rating line breaks there.
    expect(within(chart).getByTestId('sales-chart-line').querySelectorAll('path')).toHaveLength(2);
    await userEvent.selectOptions(within(chart).getByTestId('sales-chart-measure'), 'reviews');
    expect(within(chart).getByTestId('sales-chart-line').querySelectorAll('path')).toHaveLength(1);
    expect(svg).toHaveAccessibleName(/Number of reviews day by day/);
    // The table alternative holds the same figures.
    expect(screen.getByRole('table', { name: 'Sales and reviews day by day' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('sums long periods by week, weighting the rating by reviews', () => {
    const days = Array.from({ length: 70 }, (_, i) => day(i, 100, i % 7 === 0 ? 2 : 1, i % 7 === 0 ? 5 : 2));
    const { unit, points } = salesPoints(days);
    expect(unit).toBe('week');
    // 1 Oct 2026 is a Thursday: the first week starts on Monday 28 Sept.
    expect(points[0]).toEqual({ start: '2026-09-28', revenue: 400, reviews: 5, average: 3.2 });
    expect(points.reduce((n, p) => n + p.revenue, 0)).toBe(7000);
    expect(salesPoints(days.slice(0, 10)).unit).toBe('day');
  });
});
