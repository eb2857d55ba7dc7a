import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiPath, http, HttpResponse, mockApi, renderApp } from '@erep/shared/testing';
import { ForgotPage } from '../src/features/password/components/forgot-page';
import { en, fr, setUpAuthTests } from './support';

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

  it('404: a closable warning, the server code worded for people in the page language', async () => {
    server.use(
      http.post(apiPath('public/password/reset'), () =>
        HttpResponse.json({ status: 404, code: 'unknown_email', message: 'No account is registered with this email address.' }, { status: 404 }),
      ),
    );
    ask('ghost@demo.test');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('No account is registered with this email address. Check the address or create an account.');
    expect(warning).toHaveClass('erep-alert--warning');
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('any other status: an error people can act on, never the developer message', async () => {
    server.use(http.post(apiPath('public/password/reset'), () => HttpResponse.json({ status: 503, message: 'Mail service down' }, { status: 503 })));
    ask('someone@demo.test');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Something went wrong on our side. Try again shortly.');
    expect(error).not.toHaveTextContent('Mail service down');
    expect(error).toHaveClass('erep-alert--error');
  });

  it('a validation error sits under the field, in French on a French page, and the field takes the focus', async () => {
    server.use(
      http.post(apiPath('public/password/reset'), () =>
        HttpResponse.json({ status: 400, code: 'validation_failed', message: 'Invalid body: email: required', errors: { email: ['required'] } }, { status: 400 }),
      ),
    );
    renderApp(<ForgotPage />, { language: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: fr.forgot.submit }));
    const field = screen.getByLabelText(fr.forgot.email);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(fr.validation.required);
    expect(screen.queryByText(/Invalid body/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('sends the field as typed: no client validation (spec section 5)', async () => {
    ask('not an email');
    await screen.findByRole('status');
    expect(bodies).toEqual([{ email: 'not an email', app_url: window.location.origin }]);
  });
});
