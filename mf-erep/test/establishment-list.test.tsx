import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setActiveManifest } from '@erep/shared/guards';
import { registerResources } from '@erep/shared/i18n';
import { setDateRange } from '@erep/shared/session';
import type { RemoteManifest, RemoteName } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { AppRoutes } from '../src/routes';

registerResources('erep', { fr, en, sp });
// A first render on a busy machine can take more than the default second.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const OVERVIEW = 'customer/:tag/reputation/overview';
const lyon = {
  establishment_id: 4,
  name: 'Bistro du Port',
  city: 'Lyon',
  reviews: 12,
  average: 4.25,
  previous_reviews: 10,
  previous_average: 4,
  change: 0.25,
  with_comment: 0.75,
  answered: 0.5,
};
const nantes = { ...lyon, establishment_id: 7, name: 'Café des Arts', city: null, reviews: 0, average: null, change: null, with_comment: null, answered: null };
const overview = { score: 0.85, average: 4.25, reviews: 12, establishments: [lyon, nantes] };

const server = mockApi(http.get(apiPath(OVERVIEW), () => HttpResponse.json({ data: overview })));
const error = (status: number, message: string) => HttpResponse.json({ status, message }, { status });

const user = testUser({ id: 42 });

function renderList(tag = 'demo-bistro') {
  return renderApp(<AppRoutes />, { url: `/home/erep/customer/${tag}`, user, language: 'en' });
}

/** The remotes the signed-in customer's plan includes, as the shell records them. */
function plan(names: RemoteName[]): void {
  const remotes = names.map((name) => {
    const pkg = name.replace('_', '-') as RemoteManifest['remotes'][number]['package'];
    return { name, package: pkg, entry: `/remotes/${pkg}/remoteEntry.js`, version: 'local' };
  });
  setActiveManifest({ partner: 'demo', remotes }, { token: 'test-token', user });
}

beforeEach(() => setDateRange(null));
afterEach(() => setActiveManifest(null, { token: null, user: null }));

describe('establishment list', () => {
  it('shows the score bar and, per establishment, reviews, average, change, comment and answered shares', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: lyon.name });
    expect(link).toHaveAttribute('href', '/customer/demo-bistro/establishment/4');
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual([lyon.name, 'Lyon', '12', '4.25 / 5', '▲ +0.25 up on the previous period', '75%', '50%']);
    expect(within(second as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual([nantes.name, '—', '0', '—', '—', '—', '—']);
    // Score helper: width 0.85 x 50, red (1 - 0.85) x 255, green 255.
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', '42.5');
    expect((meter.firstElementChild as HTMLElement).style.background).toBe('rgb(38, 255, 0)');
    expect(screen.getByTestId('score-bar')).toHaveAttribute('data-feeling', '1');
  });

  it("asks for the shared range, then all time with 'Global'", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(apiPath(OVERVIEW), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: overview });
      }),
    );
    renderList();
    await screen.findByRole('link', { name: lyon.name });
    expect(asked[0]?.get('start_date')).toMatch(/^\d{4}-\d{1,2}-\d{2}$/);
    expect(asked[0]?.get('period')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: en.range.global }));
    await screen.findByText(en.range.showingGlobal);
    expect(asked.at(-1)?.get('period')).toBe('global');
    expect(asked.at(-1)?.get('start_date')).toBeNull();
  });

  it('shows the empty state when the customer has no establishment', async () => {
    server.use(http.get(apiPath(OVERVIEW), () => HttpResponse.json({ data: { ...overview, score: 0, average: null, reviews: 0, establishments: [] } })));
    renderList();
    expect(await screen.findByText(en.establishments.empty)).toBeInTheDocument();
    // No review, no score: text only, no empty meter that would read as the worst score.
    expect(screen.getByTestId('score-bar')).toHaveAttribute('data-feeling', 'none');
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('a shop with no review yet is told how reviews arrive, not that the feeling is negative', async () => {
    server.use(http.get(apiPath(OVERVIEW), () => HttpResponse.json({ data: { score: 0, average: null, reviews: 0, establishments: [nantes] } })));
    plan(['mf_erep', 'mf_leadgen']);
    const first = renderList();
    const steps = await screen.findByTestId('first-steps');
    expect(steps).toHaveTextContent(en.establishments.firstSteps.title);
    expect(within(steps).getByRole('link', { name: en.establishments.firstSteps.poster.replace('{{name}}', nantes.name) })).toHaveAttribute(
      'href',
      '/customer/demo-bistro/establishment/7/qr_code_document_preview',
    );
    expect(within(steps).getByRole('link', { name: en.establishments.firstSteps.offer })).toHaveAttribute('href', '/home/leadgen/customer/demo-bistro/advantage');
    // The first steps stand in place of the score: no verdict, no empty meter.
    expect(screen.queryByTestId('score-bar')).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByText(new RegExp(en.score.negative))).toBeNull();
    first.unmount();

    // A plan without the offers area is not sent there.
    plan(['mf_erep']);
    renderList();
    const again = await screen.findByTestId('first-steps');
    expect(within(again).getAllByRole('link')).toHaveLength(1);
  });

  it('shows no first steps once reviews came in', async () => {
    renderList();
    await screen.findByRole('link', { name: lyon.name });
    expect(screen.queryByTestId('first-steps')).toBeNull();
    expect(screen.getByTestId('score-bar')).toHaveTextContent(en.score.positive);
  });

  it('says the data could not be loaded on a server error, and that access is refused on 403', async () => {
    server.use(http.get(apiPath(OVERVIEW), () => error(500, 'Internal Server Error')));
    const first = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.generic);
    first.unmount();
    server.use(http.get(apiPath(OVERVIEW), () => error(403, 'Your plan does not include reputation monitoring')));
    renderList('demo-bakery');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.forbidden);
  });
});

describe('routes relative to the prefixes', () => {
  const header = {
    id: 4,
    tag: 'bistro-du-port',
    name: 'Bistro du Port',
    city: 'Lyon',
    customer: { tag: 'demo-bistro', name: 'Le Petit Bistro', language: 'fr', logo: null },
    brand: 'Avis Demo',
    score: 0.85,
    average: 4.25,
    reviews: 12,
  };
  const analysis = {
    reviews: 12,
    average: 4.25,
    previous_reviews: 10,
    previous_average: 4,
    change: 0.25,
    with_comment: 0.75,
    answered: 0.5,
    sentiments: { positive: 8, neutral: 2, negative: 2 },
    ratings: [1, 2, 3, 4, 5].map((rating) => ({ rating, reviews: rating === 5 ? 8 : 1 })),
    platforms: [{ source: 'internal_form', reviews: 12, average: 4.25 }],
    topics: [],
    points: Array.from({ length: 40 }, (_v, i) => ({ hour: 12 + (i % 3), weekday: i % 7, rating: 4 + (i % 2) })),
  };

  it('opens an establishment on its analysis, inside the establishment layout', async () => {
    server.use(
      http.get(apiPath('customer/:tag/establishment/:id/header'), () => HttpResponse.json({ data: header })),
      http.get(apiPath('customer/:tag/establishment/:id/analysis'), () => HttpResponse.json({ data: analysis })),
    );
    renderApp(<AppRoutes />, { url: '/customer/demo-bistro/establishment/4', user: testUser(), language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: en.estab.analysis.title })).toBeInTheDocument();
    expect(screen.getByTestId('estab-name')).toHaveTextContent('Bistro du Port');
    expect(screen.getByRole('navigation', { name: en.estab.nav.label })).toBeInTheDocument();
    expect(await screen.findByTestId('density-chart')).toBeInTheDocument();
    expect(screen.queryByText(en.soon.title)).not.toBeInTheDocument();
  });

  it("shows the not-found view when the API does not know the establishment (or it is another customer's)", async () => {
    server.use(http.get(apiPath('customer/:tag/establishment/:id/header'), () => error(404, 'Establishment not found')));
    renderApp(<AppRoutes />, { url: '/customer/demo-bistro/establishment/999/analysis', user: testUser(), language: 'en' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(en.estab.notFound.title);
  });

  it('answers an unknown path under /home/erep with the not-found page', async () => {
    renderApp(<AppRoutes />, { url: '/home/erep/nothing/here', user: testUser(), language: 'en' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(en.sections.missing.title);
    expect(screen.queryByText(en.soon.title)).not.toBeInTheDocument();
  });
});
