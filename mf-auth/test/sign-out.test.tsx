import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { getSession } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { SignOutPage } from '../src/features/sign-out/components/sign-out-page';
import { setUpAuthTests } from './support';

setUpAuthTests();

let calls: Array<string | null> = [];
const server = mockApi(
  http.post(apiPath('logout'), ({ request }) => {
    calls.push(request.headers.get('authorization'));
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  calls = [];
});

const signInPage = <Route path="/sign-in" element={<h1>sign-in page</h1>} />;

describe('sign-out', () => {
  it('revokes the token on the server, then clears the session and lands on sign-in', async () => {
    renderApp(<SignOutPage />, { user: testUser(), url: '/sign-out', path: '/sign-out', routes: signInPage });
    expect(await screen.findByRole('heading', { name: 'sign-in page' })).toBeInTheDocument();
    expect(calls).toEqual(['Bearer test-token']);
    expect(getSession().token).toBeNull();
    expect(getSession().mustRefresh).toBe(true);
  });

  it('still signs out on this device when the server cannot be reached', async () => {
    server.use(http.post(apiPath('logout'), () => HttpResponse.error()));
    renderApp(<SignOutPage />, { user: testUser(), url: '/sign-out', path: '/sign-out', routes: signInPage });
    expect(await screen.findByRole('heading', { name: 'sign-in page' })).toBeInTheDocument();
    await waitFor(() => expect(getSession().token).toBeNull());
  });
});
