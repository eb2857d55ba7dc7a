import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey, CreatedApiKey } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { Toaster } from '@erep/shared/ui';
import en from '../src/i18n/en.json';
import sp from '../src/i18n/sp.json';
import '../src/root';
import { AppRoutes } from '../src/routes';

vi.setConfig({ testTimeout: 30_000 });

const k = en.parameters.apiKeys;
const SECRET = `erep_test_${'s'.repeat(43)}`;
const existing: ApiKey = { id: 7, name: 'Dashboard', prefix: 'erep_test_AbCdEf', scopes: ['read', 'reviews'], establishments: [2], created_at: '2026-03-01T09:00:00.000Z', last_used_at: null };

let keys: ApiKey[] = [];
let posted: unknown[] = [];
let revoked: string[] = [];

mockApi(
  http.get(apiPath('customer/:tag/api-keys'), () => HttpResponse.json({ data: keys })),
  // The webhooks share the Developer tab.
  http.get(apiPath('customer/:tag/webhooks'), () => HttpResponse.json({ data: [] })),
  http.post(apiPath('customer/:tag/api-keys'), async ({ request }) => {
    const body = (await request.json()) as { name: string; scopes: ApiKey['scopes']; establishments: number[] | null };
    posted.push(body);
    const created: CreatedApiKey = { id: 8, name: body.name, prefix: SECRET.slice(0, 16), scopes: body.scopes, establishments: body.establishments, created_at: '2026-03-02T10:00:00.000Z', last_used_at: null, key: SECRET };
    const { key: _secret, ...listed } = created;
    keys = [listed, ...keys];
    return HttpResponse.json({ data: created }, { status: 201 });
  }),
  http.delete(apiPath('customer/:tag/api-keys/:id'), ({ params }) => {
    revoked.push(String(params.id));
    keys = keys.filter((key) => String(key.id) !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(apiPath('customer/:tag/establishments'), () => HttpResponse.json({ data: [], total: 0, page: 1, per_page: 10 })),
  http.get(apiPath('customer/:tag/establishments/all'), () =>
    HttpResponse.json({ status: 200, data: [{ id: 1, name: 'Lyon Centre', city: 'Lyon' }, { id: 2, name: 'Croix-Rousse', city: 'Lyon' }] }),
  ),
);

beforeEach(() => {
  keys = [existing];
  posted = [];
  revoked = [];
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

const open = (user = testUser(), language: 'en' | 'sp' = 'en') =>
  renderApp(
    <>
      <AppRoutes />
      <Toaster />
    </>,
    { url: '/customer/demo-bistro/account/parameters/developer', user, language },
  );

describe('the developer tab', () => {
  it('lists keys with their prefix, scopes, establishments and dates, never a secret', async () => {
    open();
    const row = await screen.findByRole('row', { name: /Dashboard/ });
    expect(within(row).getByText('erep_test_AbCdEf…')).toBeInTheDocument();
    expect(within(row).getByText(`${k.scope.read}, ${k.scope.reviews}`)).toBeInTheDocument();
    expect(await within(row).findByText('Croix-Rousse')).toBeInTheDocument();
    expect(within(row).getByText(k.never)).toBeInTheDocument();
  });

  it('links to the API reference page the API serves, in a new tab', async () => {
    open(testUser(), 'sp');
    const link = await screen.findByRole('link', { name: sp.parameters.apiKeys.reference });
    expect(link).toHaveAttribute('href', '/api/docs');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('creates a key, shows the secret once with a copy button, and the list then holds it without the secret', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    await screen.findByRole('row', { name: /Dashboard/ });
    await user.click(screen.getByRole('button', { name: k.create }));
    const form = await screen.findByTestId('api-key-form');
    // Neither read nor write: refused before anything is sent.
    await user.click(within(form).getByRole('checkbox', { name: k.scope.read }));
    await user.type(within(form).getByRole('textbox', { name: new RegExp(k.name) }), 'CRM sync');
    await user.click(within(form).getByRole('button', { name: k.createSubmit }));
    expect(await within(form).findByText(k.accessRequired)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: k.scope.read }));
    await user.click(within(form).getByRole('checkbox', { name: k.scope.contacts }));
    await user.click(within(form).getByRole('checkbox', { name: /Lyon Centre/ }));
    await user.click(within(form).getByRole('button', { name: k.createSubmit }));
    await waitFor(() => expect(posted).toEqual([{ name: 'CRM sync', scopes: ['read', 'contacts'], establishments: [1] }]));

    const dialog = await screen.findByRole('dialog', { name: k.createdTitle.replace('{{name}}', 'CRM sync') });
    expect(within(dialog).getByText(k.once)).toBeInTheDocument();
    expect(within(dialog).getByTestId('api-key-secret')).toHaveTextContent(SECRET);
    await user.click(within(dialog).getByRole('button', { name: k.copy }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await user.click(within(dialog).getByRole('button', { name: k.done }));

    const row = await screen.findByRole('row', { name: /CRM sync/ });
    expect(within(row).getByText('Lyon Centre')).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('revokes a key after confirmation only', async () => {
    const user = userEvent.setup();
    open();
    const row = await screen.findByRole('row', { name: /Dashboard/ });
    await user.click(within(row).getByRole('button', { name: k.revokeNamed.replace('{{name}}', 'Dashboard') }));
    const confirm = await screen.findByRole('alertdialog', { name: k.revokeTitle });
    await user.click(within(confirm).getByRole('button', { name: en.parameters.cancel }));
    expect(revoked).toEqual([]);
    await user.click(within(row).getByRole('button', { name: k.revokeNamed.replace('{{name}}', 'Dashboard') }));
    await user.click(within(await screen.findByRole('alertdialog', { name: k.revokeTitle })).getByRole('button', { name: k.revoke }));
    expect(await screen.findByText(k.revoked.replace('{{name}}', 'Dashboard'))).toBeInTheDocument();
    expect(revoked).toEqual(['7']);
    expect(await screen.findByText(k.empty)).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    open(testUser(), 'sp');
    expect(await screen.findByRole('tab', { name: sp.parameters.tabs.developer })).toBeInTheDocument();
    expect(await screen.findByText(sp.parameters.apiKeys.intro)).toBeInTheDocument();
  });

  it.each([
    ['managers', testUser({ account_role: 'manager' })],
    ['partner users looking at a customer', testUser({ roles: ['ROLE_EREP', 'ROLE_PARTNER'], customer: null, partner: { code: 'demo', language: 'fr' } })],
  ])('is not offered to %s', async (_who, user) => {
    open(user);
    expect(await screen.findByRole('tab', { name: en.parameters.tabs.establishments })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: en.parameters.tabs.developer })).toBeNull();
    expect(screen.queryByText(k.intro)).toBeNull();
  });
});
