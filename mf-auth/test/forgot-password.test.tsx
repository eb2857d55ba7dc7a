import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiPath, http, HttpResponse, mockApi, renderApp } from '@erep/shared/testing';
import { ForgotPage } from '../src/features/password/components/forgot-page';
import { en, setUpAuthTests } from './support';

setUpAuthTests();

let bodies: unknown[] = [];
const server = mockApi(
  http.post(apiPath('public/password/reset'), async ({ request }) => {
    bodies.push(await request.json());
    return new HttpResponse(null, { status: 202 });
  }),
);

beforeEach(() => {
  bodies = [];
});

function ask(email: string) {
  renderApp(<ForgotPage />, { language: 'en' });
  fireEvent.change(screen.getByLabelText(en.forgot.email), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: en.forgot.submit }));
}

describe('forgot password', () => {
  it('202: thanks the user; the request carries the email and the app address', async () => {
    ask('partner@nordic.test');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, an email containing the reset link has been sent to you.');
    expect(bodies).toEqual([{ email: 'partner@nordic.test', app_url: window.location.origin }]);
  });

  it('404: a closable warning showing the server message', async () => {
    server.use(
      http.post(apiPath('public/password/reset'), () =>
        HttpResponse.json({ status: 404, message: 'No account is registered with this email address.' }, { status: 404 }),
      ),
    );
    ask('ghost@demo.test');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('No account is registered with this email address.');
    expect(warning).toHaveClass('erep-alert--warning');
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('any other status: an error showing the server message', async () => {
    server.use(http.post(apiPath('public/password/reset'), () => HttpResponse.json({ status: 503, message: 'Mail service down' }, { status: 503 })));
    ask('someone@demo.test');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Mail service down');
    expect(error).toHaveClass('erep-alert--error');
  });

  it('sends the field as typed: no client validation (spec section 5)', async () => {
    ask('not an email');
    await screen.findByRole('status');
    expect(bodies).toEqual([{ email: 'not an email', app_url: window.location.origin }]);
  });
});
