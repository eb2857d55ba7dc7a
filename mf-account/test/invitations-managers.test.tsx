import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountUser } from '@erep/shared/schemas';
import { apiErrorTextIn, apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { Toaster } from '@erep/shared/ui';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import '../src/root';
import { AppRoutes } from '../src/routes';

vi.setConfig({ testTimeout: 30_000 });

const u = en.parameters.users;
const owner: AccountUser = { id: 1, email: 'customer@demo.test', first_name: 'Léa', last_name: 'Roux', role: 'owner', active: true, establishments: [], language: 'en', self: true, invited: false };
const invitee: AccountUser = { id: 12, email: 'marc@example.com', first_name: 'Marc', last_name: 'Petit', role: 'manager', active: true, establishments: [1], language: 'fr', self: false, invited: true };
const joined: AccountUser = { ...invitee, id: 13, email: 'ana@example.com', first_name: 'Ana', invited: false };

let users: AccountUser[] = [];
let resent: string[] = [];
const contact = { name: 'Bistro', address1: '3 quai', address2: '', zipcode: '13002', city: 'Marseille', country: 'FR', phone: '', billing_email: 'billing@bistro.test' };
const profile = { first_name: 'Marc', last_name: 'Petit', email: 'marc@example.com', language: 'en' };

mockApi(
  http.get(apiPath('customer/:tag/account/users'), () => HttpResponse.json({ data: users })),
  http.post(apiPath('customer/:tag/account/users/:id/invitation'), ({ params }) => {
    resent.push(String(params.id));
    if (params.id === String(joined.id)) return HttpResponse.json({ status: 409, code: 'not_invited', message: 'accepted' }, { status: 409 });
    return HttpResponse.json({ data: users.find((user) => user.id === Number(params.id)) });
  }),
  http.get(apiPath('customer/:tag/establishments/all'), () => HttpResponse.json({ status: 200, data: [{ id: 1, name: 'Lyon Centre', city: 'Lyon' }] })),
  http.get(apiPath('customer/:tag/account/profile'), () => HttpResponse.json({ data: profile })),
  http.get(apiPath('customer/:tag/account/subscriptions'), () => HttpResponse.json({ data: [] })),
  http.get(apiPath('customer/:tag/account/contact'), () => HttpResponse.json({ data: contact })),
  http.put(apiPath('customer/:tag/account/contact'), () => HttpResponse.json({ status: 403, code: 'owner_only', message: "Only the account's owners may do this" }, { status: 403 })),
);

beforeEach(() => {
  users = [owner, invitee, joined];
  resent = [];
});

const open = (path: string, user = testUser(), language: 'en' | 'fr' = 'en') =>
  renderApp(
    <>
      <AppRoutes />
      <Toaster />
    </>,
    { url: path, user, language },
  );

describe('the users list and invitations', () => {
  it('shows "invited" until the invitation is accepted, and sends it again with a new link', async () => {
    open('/customer/demo-bistro/account/parameters/users');
    const pending = await screen.findByRole('row', { name: /marc@example\.com/ });
    expect(within(pending).getByText(u.pending)).toBeInTheDocument();
    const accepted = screen.getByRole('row', { name: /ana@example\.com/ });
    expect(within(accepted).getByText(u.active)).toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: u.resendNamed.replace('{{email}}', 'ana@example.com') })).toBeNull();

    await userEvent.click(within(pending).getByRole('button', { name: u.resendNamed.replace('{{email}}', 'marc@example.com') }));
    expect(await screen.findByText(u.resent.replace('{{email}}', 'marc@example.com'))).toBeInTheDocument();
    expect(resent).toEqual(['12']);
  });

  it('reads in French too, and a refusal says the invitation was already accepted', async () => {
    users = [owner, { ...joined, invited: true }];
    open('/customer/demo-bistro/account/parameters/users', testUser(), 'fr');
    const row = await screen.findByRole('row', { name: /ana@example\.com/ });
    expect(within(row).getByText(fr.parameters.users.pending)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: fr.parameters.users.resendNamed.replace('{{email}}', 'ana@example.com') }));
    expect(await screen.findByText(fr.parameters.errors.notInvited)).toBeInTheDocument();
    expect(resent).toEqual(['13']);
  });
});

describe('billing is the owners’', () => {
  const manager = testUser({ account_role: 'manager' });

  it('a manager sees no subscriptions in the account navigation and no subscription tab', async () => {
    open('/customer/demo-bistro/account/personal_details', manager);
    const nav = await screen.findByTestId('account-nav');
    expect(within(nav).queryByRole('link', { name: en.sections.subscriptions.title })).toBeNull();
    expect(within(nav).getByRole('link', { name: en.sections.personalDetails.title })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: en.personal.tabs.user })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: en.personal.tabs.subscription })).toBeNull();
  });

  it('a manager opening the subscriptions address reads why, with no way to subscribe', async () => {
    open('/customer/demo-bistro/account/subscriptions', manager);
    expect(await screen.findByText(en.subscriptions.ownersOnly)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.subscriptions.new })).toBeNull();
  });

  it('when the server refuses a manager anyway, the message says why, in their language', async () => {
    open('/customer/demo-bistro/account/contact', manager, 'fr');
    await waitFor(() => expect(screen.getByLabelText(new RegExp(`^${fr.fields.company}`))).toHaveValue('Bistro'));
    await userEvent.type(screen.getByLabelText(new RegExp(`^${fr.fields.phone}`)), '+33 4 91 00 00 00');
    await userEvent.click(screen.getByRole('button', { name: fr.save }));
    const reason = apiErrorTextIn('fr', 'owner_only');
    expect(reason).toMatch(/propriétaires/);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(fr.errors.forbidden)).toBeNull();
  });

  it('an owner keeps both', async () => {
    open('/customer/demo-bistro/account/personal_details', testUser({ account_role: 'owner' }));
    const nav = await screen.findByTestId('account-nav');
    expect(within(nav).getByRole('link', { name: en.sections.subscriptions.title })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: en.personal.tabs.subscription })).toBeInTheDocument();
  });
});
