import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import '../src/root';
import { contrastIssues } from '../src/features/parameters/lib/contrast';
import { AppRoutes } from '../src/routes';

const lyon = { id: 1, tag: 'lyon', name: 'Lyon Centre', address: null, city: 'Lyon', zip: null, country: 'FR', phone: null, external_url: null, category: 'Restaurant', opening_hours: null, logo: null, archived: false, customer: 'demo-bistro', created_at: '2026-01-01T00:00:00.000Z', seller_code_set: true };
let sent: { url: string; body: unknown }[] = [];

const server = mockApi(
  http.get(apiPath('customer/demo-bistro/establishments'), () => HttpResponse.json({ data: [lyon], total: 1, page: 1, per_page: 10 })),
  http.get(apiPath('customer/demo-bistro/establishments/all'), () => HttpResponse.json({ status: 200, data: [lyon] })),
  http.post(apiPath('customer/demo-bistro/establishments'), async ({ request }) => {
    const body = await request.json();
    sent.push({ url: 'establishments', body });
    return HttpResponse.json({ data: { ...lyon, id: 2, name: 'New' } }, { status: 201 });
  }),
  http.get(apiPath('customer/demo-bistro/account/establishments/1/staff'), () => HttpResponse.json({ data: [] })),
  http.post(apiPath('customer/demo-bistro/account/establishments/1/staff'), async ({ request }) => {
    const body = await request.json();
    sent.push({ url: 'staff', body });
    return HttpResponse.json({ status: 409, code: 'tag_taken', message: 'taken', errors: { tag: ['taken'] } }, { status: 409 });
  }),
  http.get(apiPath('customer/demo-bistro/account/theme'), () => HttpResponse.json({ data: { back_color: '#1d4ed8', font_color: '#ffffff', title_color: '#111827', logo: null } })),
);

const open = (path: string) => renderApp(<AppRoutes />, { url: path, user: testUser(), language: 'en' });
const label = (text: string) => new RegExp(`^${text}`);
const p = en.parameters;

beforeEach(() => {
  sent = [];
});

describe('parameters', () => {
  it('lists the establishments and validates a new one before sending it', { timeout: 60_000 }, async () => {
    open('/customer/demo-bistro/account/parameters');
    expect(await screen.findByRole('cell', { name: 'Lyon Centre' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('establishment-new'));
    const form = await screen.findByTestId('establishment-form');
    await userEvent.type(within(form).getByLabelText(label(p.establishments.externalUrl)), 'ftp://x');
    await userEvent.click(within(form).getByRole('button', { name: en.save }));
    expect(await within(form).findByText(en.validation.required)).toBeInTheDocument();
    expect(within(form).getByText(p.validation.url)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(within(form).getByLabelText(label(p.establishments.externalUrl)));
    await userEvent.type(within(form).getByLabelText(label(p.establishments.name)), 'Gare');
    await userEvent.click(within(form).getByRole('button', { name: en.save }));
    await waitFor(() => expect(sent).toEqual([{ url: 'establishments', body: expect.objectContaining({ name: 'Gare', archived: false }) }]));
  });

  it('puts a taken tag beside its field', async () => {
    open('/customer/demo-bistro/account/parameters/staff/1');
    const form = await screen.findByTestId('staff-form');
    await userEvent.type(within(form).getByLabelText(label(en.fields.first_name)), 'Lina');
    await userEvent.type(within(form).getByLabelText(label(en.fields.last_name)), 'Roche');
    await userEvent.type(within(form).getByLabelText(label(p.tag)), 'lina');
    await userEvent.click(within(form).getByRole('button', { name: p.add }));
    expect(await within(form).findByText(p.validation.taken_tag)).toBeInTheDocument();
  });

  it('warns when the theme colours fall below WCAG AA', async () => {
    expect(contrastIssues({ back_color: '#1d4ed8', font_color: '#ffffff', title_color: '#111827' })).toEqual([]);
    expect(contrastIssues({ back_color: '#ffff00', font_color: '#ffffff', title_color: '#dddddd' }).map((i) => i.pair)).toEqual(['band', 'title']);
    open('/customer/demo-bistro/account/parameters/theme');
    const field = await screen.findByTestId('theme-font_color');
    expect(screen.getByTestId('theme-contrast-ok')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '#8899ff');
    expect(await screen.findByText(p.theme.contrastTitle)).toBeInTheDocument();
  });

  it('sends a colour-only change without the stored logo, and names a refused logo file with its reason', async () => {
    const stored = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>')}`;
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.get(apiPath('customer/demo-bistro/account/theme'), () => HttpResponse.json({ data: { back_color: '#1d4ed8', font_color: '#ffffff', title_color: '#111827', logo: stored } })),
      http.put(apiPath('customer/demo-bistro/account/theme'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        if (body.logo !== undefined) return HttpResponse.json({ status: 400, code: 'bad_request', message: 'unsafe', errors: { logo: ['logo_unsafe'] } }, { status: 400 });
        return HttpResponse.json({ data: { ...body, logo: stored } });
      }),
    );
    open('/customer/demo-bistro/account/parameters/theme');
    const colour = await screen.findByTestId('theme-back_color');
    await userEvent.clear(colour);
    await userEvent.type(colour, '#0f3d8a');
    await userEvent.click(screen.getByRole('button', { name: en.save }));
    await waitFor(() => expect(saves).toEqual([{ back_color: '#0f3d8a', font_color: '#ffffff', title_color: '#111827' }]));
    expect(screen.queryByTestId('logo-error')).not.toBeInTheDocument();

    const input = screen.getByLabelText(p.logo.file.replace('{{size}}', '150'));
    await userEvent.upload(input, new File(['<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>'], 'shop-sign.svg', { type: 'image/svg+xml' }));
    // The file is read after the change event: save once its preview shows, as a person would.
    await waitFor(() => expect(screen.getByRole('img', { name: p.logo.preview })).not.toHaveAttribute('src', stored));
    await userEvent.click(screen.getByRole('button', { name: en.save }));
    expect(await screen.findByTestId('logo-error')).toHaveTextContent(p.logo.refusedFile.replace('{{name}}', 'shop-sign.svg').replace('{{reason}}', p.validation.logo_unsafe));
  });
});
