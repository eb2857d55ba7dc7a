import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@erep/shared/i18n';
import { getSession } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import sp from '../src/i18n/sp.json';
import '../src/root';
import { AppRoutes } from '../src/routes';

const profile = { first_name: 'Léa', last_name: 'Roux', email: 'customer@demo.test', language: 'en' };
let puts: unknown[] = [];
let passwordPosts: unknown[] = [];

const server = mockApi(
  http.get(apiPath('customer/demo-bistro/account/profile'), () => HttpResponse.json({ data: profile })),
  http.put(apiPath('customer/demo-bistro/account/profile'), async ({ request }) => {
    const body = (await request.json()) as typeof profile & { current_password?: string };
    puts.push(body);
    const { current_password: current, ...saved } = body;
    if (saved.email === profile.email) return HttpResponse.json({ data: saved });
    if (!current) {
      return HttpResponse.json({ status: 400, message: 'Give your current password to change the email address.', errors: { current_password: ['required'] } }, { status: 400 });
    }
    if (current !== 'Right-Pass-1') {
      return HttpResponse.json({ status: 400, message: 'The current password is not correct.', errors: { current_password: ['wrong_password'] } }, { status: 400 });
    }
    return HttpResponse.json({ data: { ...saved, token: 'token-after-email-change' } });
  }),
  http.post(apiPath('customer/demo-bistro/account/password'), async ({ request }) => {
    const body = (await request.json()) as { current_password: string };
    passwordPosts.push(body);
    if (body.current_password !== 'Right-Pass-1') {
      return HttpResponse.json({ status: 400, message: 'The current password is not correct.', errors: { current_password: ['wrong_password'] } }, { status: 400 });
    }
    return HttpResponse.json({ data: { token: 'fresh-token' } });
  }),
  http.get(apiPath('customer/demo-bistro/account/settings'), () => HttpResponse.json({ data: { alert_negative_reviews: true, daily_digest: false, default_range: '30' } })),
  http.put(apiPath('customer/demo-bistro/account/settings'), async ({ request }) => {
    const body = await request.json();
    puts.push(body);
    return HttpResponse.json({ data: body });
  }),
  http.get(apiPath('customer/demo-bistro/account/subscriptions'), () =>
    HttpResponse.json({
      data: [
        { id: 2, plan: { tag: 'lead-gen', name: 'Lead-Gen', price_code: 'price_lead' }, amount: 0, status: 'pending', started_at: '2026-11-20', expired_at: '2027-11-21' },
        { id: 1, plan: { tag: 'all-inclusive', name: 'All inclusive', price_code: 'price_all' }, amount: 290, status: 'active', started_at: '2026-01-10', expired_at: '2027-01-11' },
      ],
    }),
  ),
);

const open = (path: string) =>
  renderApp(<AppRoutes />, { url: `/customer/demo-bistro/account/personal_details${path}`, user: testUser(), language: 'en' });

beforeEach(() => {
  puts = [];
  passwordPosts = [];
  localStorage.removeItem('language');
});

describe('personal details', () => {
  it('changing the language switches the interface at once, stores it and updates the session user', async () => {
    open('');
    const language = await screen.findByLabelText(en.fields.language);
    expect(screen.getByLabelText(new RegExp(`^${en.fields.first_name}`))).toHaveValue('Léa');
    await userEvent.selectOptions(language, 'sp');
    await userEvent.click(screen.getByRole('button', { name: en.save }));
    await waitFor(() => expect(i18n.language).toBe('sp'));
    expect(puts).toEqual([{ ...profile, language: 'sp' }]);
    expect(localStorage.getItem('language')).toBe('sp');
    expect(getSession().user?.language).toBe('sp');
    // The page itself is now in Spanish.
    expect(await screen.findByRole('tab', { name: sp.personal.tabs.user })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('validates before sending and shows a server field error beside its field', async () => {
    server.use(
      http.put(apiPath('customer/demo-bistro/account/profile'), () =>
        HttpResponse.json({ status: 409, message: 'taken', errors: { email: ['taken'] } }, { status: 409 }),
      ),
    );
    open('/user');
    const first = await screen.findByLabelText(new RegExp(`^${en.fields.first_name}`));
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: en.save }));
    expect(await screen.findByText(en.validation.required)).toBeInTheDocument();
    await userEvent.type(first, 'Ana');
    await userEvent.clear(screen.getByLabelText(new RegExp(`^${en.fields.email}`)));
    await userEvent.type(screen.getByLabelText(new RegExp(`^${en.fields.email}`)), 'bakery@demo.test');
    await userEvent.click(screen.getByRole('button', { name: en.save }));
    expect(await screen.findByText(en.validation.taken)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${en.fields.email}`))).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the current password only when the email changes, and goes on with the token answered', async () => {
    open('/user');
    const email = await screen.findByLabelText(new RegExp(`^${en.fields.email}`));
    const profileForm = screen.getByRole('button', { name: en.save }).closest('form') as HTMLFormElement;
    const currentField = () => within(profileForm).queryByLabelText(new RegExp(`^${en.fields.current_password}`));
    expect(currentField()).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'lea.new@demo.test');
    const current = currentField();
    if (!current) throw new Error('no current password field');
    expect(within(profileForm).getByText(en.personal.user.emailPasswordHint)).toBeInTheDocument();
    // Without it the server refuses, and says so beside the field.
    await userEvent.click(screen.getByRole('button', { name: en.save }));
    expect(await within(profileForm).findByText(en.validation.required)).toBeInTheDocument();
    expect(puts.at(-1)).toMatchObject({ email: 'lea.new@demo.test', current_password: '' });

    await userEvent.type(current, 'Wrong-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: en.save }));
    expect(await within(profileForm).findByText(en.validation.wrong_password)).toBeInTheDocument();
    await userEvent.clear(current);
    await userEvent.type(current, 'Right-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: en.save }));
    await waitFor(() => expect(getSession().token).toBe('token-after-email-change'));
    expect(puts.at(-1)).toEqual({ ...profile, email: 'lea.new@demo.test', current_password: 'Right-Pass-1' });
    expect(getSession().user?.email).toBe('lea.new@demo.test');
  });

  it('changes the password only with the current one, and says when it is wrong', async () => {
    open('');
    await userEvent.type(await screen.findByLabelText(new RegExp(`^${en.fields.current_password}`)), 'Wrong-Pass-1');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${en.fields.new_password}`)), 'Copper-Kettle-72');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${en.fields.confirmation}`)), 'Copper-Kettle-73');
    await userEvent.click(screen.getByRole('button', { name: en.personal.password.submit }));
    expect(await screen.findByText(en.validation.mismatch)).toBeInTheDocument();
    expect(passwordPosts).toHaveLength(0);

    const confirmation = screen.getByLabelText(new RegExp(`^${en.fields.confirmation}`));
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Copper-Kettle-72');
    await userEvent.click(screen.getByRole('button', { name: en.personal.password.submit }));
    expect(await screen.findByText(en.validation.wrong_password)).toBeInTheDocument();

    const current = screen.getByLabelText(new RegExp(`^${en.fields.current_password}`));
    await userEvent.clear(current);
    await userEvent.type(current, 'Right-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: en.personal.password.submit }));
    await waitFor(() => expect(current).toHaveValue(''));
    expect(passwordPosts).toHaveLength(2);
    // Other sessions end on the server; this one keeps going on the token it was handed.
    expect(getSession().token).toBe('fresh-token');
  });

  it('shows the subscription in force with its dates, and links renewal and plan change to the payment flow', async () => {
    open('/subscription');
    const summary = await screen.findByTestId('current-subscription');
    expect(within(summary).getByText('All inclusive')).toBeInTheDocument();
    expect(within(summary).getByText(en.subscriptions.status.active)).toBeInTheDocument();
    expect(within(summary).getByText('11 Jan 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.personal.subscription.renew })).toHaveAttribute('href', '/customer/demo-bistro/account/subscriptions/new?plan=all-inclusive');
    expect(screen.getByRole('link', { name: en.personal.subscription.change })).toHaveAttribute('href', '/customer/demo-bistro/account/subscriptions/new');
  });

  it('saves the notification choices and the default date range', async () => {
    open('/setting');
    const digest = await screen.findByLabelText(en.personal.settings.dailyDigest);
    fireEvent.click(digest);
    await userEvent.selectOptions(screen.getByLabelText(en.personal.settings.defaultRange), '90');
    await userEvent.click(screen.getByRole('button', { name: en.save }));
    await waitFor(() => expect(puts).toEqual([{ alert_negative_reviews: true, daily_digest: true, default_range: '90' }]));
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(apiPath('customer/demo-bistro/account/profile'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ status: 500, message: 'boom' }, { status: 500 }) : HttpResponse.json({ data: profile });
      }),
    );
    open('');
    expect(await screen.findByText(en.errors.load)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.retry }));
    expect(await screen.findByLabelText(new RegExp(`^${en.fields.first_name}`))).toHaveValue('Léa');
  });
});
