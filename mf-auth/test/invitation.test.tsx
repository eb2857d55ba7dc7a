import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { i18n } from '@erep/shared/i18n';
import { getSession } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { InvitationPage } from '../src/features/invitation/components/invitation-page';
import { en, fr, Landed, setUpAuthTests, sp } from './support';

setUpAuthTests();

const PASSWORD = 'Lantern-Harbour-73';
let accepted: unknown[] = [];
let live = true;

mockApi(
  http.get(apiPath('public/invitation/:token'), () =>
    live
      ? HttpResponse.json({ data: { business: 'Demo Bistro', email: 'marc@example.com', first_name: 'Marc' } })
      : HttpResponse.json({ status: 401, code: 'link_expired', message: 'expired' }, { status: 401 }),
  ),
  http.post(apiPath('public/invitation/:token'), async ({ request, params }) => {
    const body = (await request.json()) as { password: string; confirmation: string };
    if (body.password !== body.confirmation) return HttpResponse.json({ status: 400, code: 'password_mismatch', message: 'mismatch' }, { status: 400 });
    accepted.push({ token: params.token, ...body });
    live = false;
    return HttpResponse.json({ token: 'eyJ.invited', user: { ...testUser({ id: 12, email: 'marc@example.com', account_role: 'manager' }), language: 'sp' } });
  }),
);

beforeEach(() => {
  accepted = [];
  live = true;
  localStorage.removeItem('language_picked');
});

const open = (language: 'en' | 'fr' | 'sp') =>
  renderApp(<InvitationPage />, { path: '/invitation/:token', url: '/invitation/tok-invite-123', user: null, language, routes: <Route path="/" element={<Landed />} /> });

const fill = (texts: typeof en, password: string, confirmation = password) => {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${texts.invitation.password}`)), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${texts.invitation.confirmation}`)), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: texts.invitation.submit }));
};

describe('the invitation page', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['sp', sp],
  ] as const)('%s: welcomes the invited person to the business they join', async (language, texts) => {
    open(language);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(texts.invitation.title.replace('{{business}}', 'Demo Bistro'));
    expect(screen.getByText(texts.invitation.leadNamed.replace('{{name}}', 'Marc').replace('{{business}}', 'Demo Bistro'))).toBeInTheDocument();
    expect(screen.getByText(texts.invitation.email.replace('{{email}}', 'marc@example.com'))).toBeInTheDocument();
  });

  it('choosing the password signs the person in at once, in the language chosen for them', async () => {
    open('en');
    await screen.findByRole('heading', { level: 1 });
    fill(en, PASSWORD, 'Something-else-99');
    expect(await screen.findByText(en.reset.mismatch)).toBeInTheDocument();
    fill(en, PASSWORD);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    expect(accepted).toEqual([expect.objectContaining({ token: 'tok-invite-123', password: PASSWORD, confirmation: PASSWORD })]);
    expect(getSession().token).toBe('eyJ.invited');
    expect(getSession().user?.email).toBe('marc@example.com');
    expect(i18n.language).toBe('sp');
  });

  it('a language picked on this device stays after accepting', async () => {
    localStorage.setItem('language_picked', '1');
    localStorage.setItem('language', 'fr');
    open('fr');
    await screen.findByRole('heading', { level: 1 });
    fill(fr, PASSWORD);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    expect(i18n.language).toBe('fr');
  });

  it('a used, replaced or expired link says so and offers the sign-in', async () => {
    live = false;
    open('en');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(en.invitation.expiredTitle);
    expect(screen.getByText(en.invitation.expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.invitation.toSignIn })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByLabelText(new RegExp(`^${en.invitation.password}`))).toBeNull();
  });
});
