import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Integration, PlatformLocation } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { Toaster } from '@erep/shared/ui';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import '../src/root';
import { AppRoutes } from '../src/routes';

const p = en.parameters.platforms;
let integration: Integration;
let locations: PlatformLocation[];
let calls: { method: string; path: string; body?: unknown }[];
let forbidden: boolean;
let revoked: boolean;

const connected = (): Integration => ({
  provider: 'google',
  state: 'connected',
  connected_at: '2026-11-20T09:00:00.000Z',
  broken_reason: null,
  links: [
    {
      establishment_id: 11,
      establishment: 'Le Petit Bistro – Lyon Centre',
      location: 'accounts/1/locations/5',
      title: 'Petit Bistro Lyon',
      last_sync_at: '2026-11-27T08:00:00.000Z',
      last_result: 'ok',
      last_error: null,
      next_sync_at: '2099-01-01T00:00:00.000Z',
      imported: 12,
      updated: 2,
      removed: 1,
    },
  ],
});

mockApi(
  http.get(apiPath('customer/demo-bistro/integrations'), () =>
    forbidden ? HttpResponse.json({ status: 403, code: 'owner_only', message: 'owners' }, { status: 403 }) : HttpResponse.json({ data: [integration] }),
  ),
  http.get(apiPath('customer/demo-bistro/establishments'), () => HttpResponse.json({ data: [], total: 0, page: 1, per_page: 10 })),
  http.get(apiPath('customer/demo-bistro/integrations/google/locations'), () => {
    if (!revoked) return HttpResponse.json({ data: locations });
    integration = { ...integration, state: 'broken', broken_reason: 'invalid_grant' };
    return HttpResponse.json({ status: 409, code: 'integration_broken', message: 'The platform revoked access: reconnect' }, { status: 409 });
  }),
  http.get(apiPath('customer/demo-bistro/establishments/all'), () =>
    HttpResponse.json({
      status: 200,
      data: [
        { id: 11, name: 'Le Petit Bistro – Lyon Centre' },
        { id: 12, name: 'Le Petit Bistro – Croix-Rousse' },
      ],
    }),
  ),
  http.post(apiPath('customer/demo-bistro/integrations/google/connect'), () => {
    calls.push({ method: 'POST', path: 'connect' });
    return HttpResponse.json({ data: { authorize_url: 'https://accounts.google.com/o/oauth2/v2/auth?state=x' } });
  }),
  http.post(apiPath('customer/demo-bistro/integrations/google/sync'), () => {
    calls.push({ method: 'POST', path: 'sync' });
    return HttpResponse.json({ data: integration.links }, { status: 202 });
  }),
  http.delete(apiPath('customer/demo-bistro/integrations/google'), () => {
    calls.push({ method: 'DELETE', path: 'google' });
    integration = { ...integration, state: 'disconnected', connected_at: null, links: [] };
    return new HttpResponse(null, { status: 204 });
  }),
  http.put(apiPath('customer/demo-bistro/establishments/:id/platforms/google'), async ({ params, request }) => {
    const body = (await request.json()) as { location: string };
    calls.push({ method: 'PUT', path: `establishments/${String(params.id)}`, body });
    if (Number(params.id) === 11 && body.location === 'accounts/1/locations/9') {
      return HttpResponse.json({ status: 409, code: 'location_taken', message: 'taken' }, { status: 409 });
    }
    return HttpResponse.json({ data: { ...connected().links[0], establishment_id: Number(params.id), location: body.location } });
  }),
  http.delete(apiPath('customer/demo-bistro/establishments/:id/platforms/google'), ({ params }) => {
    calls.push({ method: 'DELETE', path: `establishments/${String(params.id)}` });
    return new HttpResponse(null, { status: 204 });
  }),
);

const open = (search = '', language: 'en' | 'fr' = 'en') =>
  renderApp(
    <>
      <AppRoutes />
      <Toaster />
    </>,
    { url: `/customer/demo-bistro/account/parameters/platforms${search}`, user: testUser(), language },
  );

beforeEach(() => {
  integration = connected();
  locations = [
    { location: 'accounts/1/locations/5', account: 'accounts/1', account_name: 'Bistro', title: 'Petit Bistro Lyon', address: '12 rue des Marronniers, 69002 Lyon', place_id: 'P1', establishment_id: 11, suggested_establishment_id: 11 },
    { location: 'accounts/1/locations/9', account: 'accounts/1', account_name: 'Bistro', title: 'Bistro Croix-Rousse', address: '5 place de la Croix-Rousse', place_id: 'P2', establishment_id: null, suggested_establishment_id: 12 },
  ];
  calls = [];
  forbidden = false;
  revoked = false;
});

describe('the Platforms tab', () => {
  it('shows the connection, the last sync of each tied location and its result', async () => {
    open();
    const card = await screen.findByTestId('platform-google');
    expect(screen.getByRole('tab', { name: en.parameters.tabs.platforms })).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByTestId('platform-state')).toHaveTextContent(p.states.connected);
    const row = within(card).getByRole('row', { name: /Petit Bistro Lyon/ });
    expect(row).toHaveTextContent('OK: 12 new, 2 updated, 1 removed');
  });

  it('says how to enable Google when the server has no OAuth client', async () => {
    integration = { provider: 'google', state: 'not_configured', connected_at: null, broken_reason: null, links: [] };
    open();
    expect(await screen.findByTestId('platform-not-configured')).toHaveTextContent('GOOGLE_OAUTH_CLIENT_ID');
    expect(screen.queryByRole('button', { name: p.connect })).toBeNull();
  });

  it('offers a reconnection when Google revoked access, and shows a failed sync', async () => {
    integration = { ...connected(), state: 'broken', broken_reason: 'invalid_grant' };
    integration.links[0] = { ...integration.links[0]!, last_result: 'error', last_error: 'revoked' };
    open();
    expect(await screen.findByTestId('platform-broken')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Petit Bistro Lyon/ })).toHaveTextContent(p.resultRevoked);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      await userEvent.click(screen.getByRole('button', { name: p.reconnect }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=x'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the connection broken as soon as listing the locations finds access revoked', async () => {
    revoked = true;
    open();
    const card = await screen.findByTestId('platform-google');
    await waitFor(() => expect(within(card).getByTestId('platform-state')).toHaveTextContent(p.states.broken));
    expect(within(card).getByRole('button', { name: p.reconnect })).toBeInTheDocument();
  });

  it('preselects the suggested establishment of an untied location and ties it', async () => {
    open();
    const rows = await screen.findAllByTestId('platform-location');
    const second = rows[1] as HTMLElement;
    const picker = within(second).getByLabelText(/Establishment for Bistro Croix-Rousse/);
    expect(picker).toHaveValue('12');
    expect(within(second).getByRole('option', { name: 'Le Petit Bistro – Croix-Rousse (suggested)' })).toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: p.save }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', path: 'establishments/12', body: { location: 'accounts/1/locations/9' } }));
  });

  it('unties a location, and explains a location already taken', async () => {
    open();
    const rows = await screen.findAllByTestId('platform-location');
    const first = rows[0] as HTMLElement;
    await userEvent.selectOptions(within(first).getByLabelText(/Establishment for Petit Bistro Lyon/), '');
    await userEvent.click(within(first).getByRole('button', { name: p.save }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: 'establishments/11' }));
    const second = rows[1] as HTMLElement;
    await userEvent.selectOptions(within(second).getByLabelText(/Establishment for Bistro Croix-Rousse/), '11');
    await userEvent.click(within(second).getByRole('button', { name: p.save }));
    expect(await screen.findByText(p.locationTaken)).toBeInTheDocument();
  });

  it('syncs now, and disconnects only after confirmation', async () => {
    open();
    const card = await screen.findByTestId('platform-google');
    await userEvent.click(within(card).getByRole('button', { name: p.syncNow }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: 'sync' }));
    await userEvent.click(within(card).getByRole('button', { name: p.disconnect }));
    const dialog = await screen.findByRole('alertdialog', { name: p.disconnectTitle.replace('{{name}}', p.names.google) });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: p.disconnect }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: 'google' }));
    expect(await within(card).findByRole('button', { name: p.connect })).toBeInTheDocument();
  });

  it('tells the owner how the return from Google went, in their language', async () => {
    open('?google=connected', 'fr');
    await waitFor(() => expect(screen.getByTestId('platform-return')).toHaveTextContent(fr.parameters.platforms.returns.connected));
    expect(screen.getByTestId('platform-return')).toHaveAttribute('role', 'status');
  });

  it('is hidden from managers and refused to them', async () => {
    forbidden = true;
    renderApp(<AppRoutes />, {
      url: '/customer/demo-bistro/account/parameters/platforms',
      user: testUser({ account_role: 'manager' }),
      language: 'en',
    });
    expect(await screen.findByRole('tab', { name: en.parameters.tabs.establishments })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: en.parameters.tabs.platforms })).toBeNull();
  });
});
