import { configure, screen, within } from '@testing-library/react';
import { registerResources } from '@erep/shared/i18n';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { AppRoutes } from '../src/routes';

registerResources('erep', { fr, en, sp });
// A first render on a busy machine can take more than the default second.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const LIST = 'customer/:tag/establishments/all';
const SUMMARY = 'customer/:tag/reviews/summary';
const bistro = { id: 4, tag: 'bistro-lyon', name: 'Bistro du Port', city: 'Lyon', country: 'FR' };
const cafe = { id: 7, tag: 'cafe-nantes', name: 'Café des Arts', city: null, country: 'FR' };

const server = mockApi(
  http.get(apiPath(LIST), () => HttpResponse.json({ status: 200, data: [bistro, cafe] })),
  http.get(apiPath(SUMMARY), () =>
    HttpResponse.json({ status: 200, data: [{ establishment_id: 4, name: bistro.name, reviews: 12, average: 4.25 }] }),
  ),
);

const error = (status: number, message: string) => HttpResponse.json({ status, message }, { status });

function renderList(tag = 'demo-bistro') {
  return renderApp(<AppRoutes />, { initialEntries: [`/home/erep/customer/${tag}`], user: testUser({ id: 42 }), language: 'en' });
}

describe('establishment list', () => {
  it('loads the establishments of the customer in the address, with their figures', async () => {
    const asked: URL[] = [];
    server.use(
      http.get(apiPath(LIST), ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({ status: 200, data: [bistro, cafe] });
      }),
    );
    renderList('demo-bistro');
    const link = await screen.findByRole('link', { name: bistro.name });
    expect(link).toHaveAttribute('href', '/customer/demo-bistro/establishment/4');
    expect(asked.map((url) => url.pathname)).toEqual(['/api/customer/demo-bistro/establishments/all']);
    expect(asked[0]?.searchParams.get('user_id')).toBe('42');
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual([bistro.name, 'Lyon', '12', '4.3 / 5']);
    // No figures for this one: dashes, not zeros.
    expect(within(second as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual([cafe.name, '—', '—', '—']);
    expect(screen.getByTestId('to-offers')).toHaveAttribute('href', '/home/leadgen/customer/demo-bistro/advantage');
  });

  it('shows the empty state only when the customer really has no establishment', async () => {
    server.use(
      http.get(apiPath(LIST), () => HttpResponse.json({ status: 200, data: [] })),
      http.get(apiPath(SUMMARY), () => HttpResponse.json({ status: 200, data: [] })),
    );
    renderList();
    expect(await screen.findByText(en.establishments.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the data could not be loaded on a server error, instead of an empty list', async () => {
    server.use(http.get(apiPath(LIST), () => error(500, 'Internal Server Error')));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.generic);
    expect(screen.queryByText(en.establishments.empty)).not.toBeInTheDocument();
  });

  it('says so when the user may not see this customer', async () => {
    server.use(http.get(apiPath(LIST), () => error(403, 'Forbidden')));
    renderList('someone-else');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.forbidden);
  });

  it('still lists the establishments of a Lead-Gen customer, whose plan refuses the figures (403)', async () => {
    server.use(http.get(apiPath(SUMMARY), () => error(403, 'Your plan does not include this area')));
    renderList('demo-bakery');
    expect(await screen.findByRole('link', { name: bistro.name })).toBeInTheDocument();
    const [, first] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual([bistro.name, 'Lyon', '—', '—']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('routes relative to the prefixes', () => {
  it.each([
    ['/home/erep/customer/demo-bistro/establishment/trends', en.sections.trends.title],
    ['/home/erep/customers', en.sections.customers.title],
    ['/customer/demo-bistro/establishment/4/analysis', en.sections.establishment.title],
    ['/customer/demo-bistro/categorization/2/review', en.sections.categorizationReview.title],
  ])('%s is a page that says plainly it is not available yet', async (path, title) => {
    renderApp(<AppRoutes />, { initialEntries: [path], user: testUser(), language: 'en' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(en.soon.title)).toBeInTheDocument();
    expect(screen.getByText(en.soon.description)).toBeInTheDocument();
  });

  it('answers an unknown path under /home/erep with the not-found page', async () => {
    renderApp(<AppRoutes />, { initialEntries: ['/home/erep/nothing/here'], user: testUser(), language: 'en' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(en.sections.missing.title);
    expect(screen.queryByText(en.soon.title)).not.toBeInTheDocument();
  });
});
