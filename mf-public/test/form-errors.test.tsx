import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@erep/shared/i18n';
import { apiErrorTextIn, apiPath, http, HttpResponse, mockApi } from '@erep/shared/testing';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { context, renderPublic, trackedActions } from './render-public';

/*
 * Every form of the visitor pages turns what the API refused into texts in the visitor's language:
 * field errors under their field (the first one focused), the rest through the shared error texts.
 */

const { sp } = VISITOR_TEXTS;
const tracked = trackedActions();
const server = mockApi(tracked.handler, http.get(apiPath('public/feedback/context'), () => HttpResponse.json({ data: context })));
/** The shared error texts in Spanish, as the visitor reads them. */
const shared = (code: string) => apiErrorTextIn('sp', code);
const refused = (status: number, code: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status, code, message: 'English server message', ...(errors ? { errors } : {}) }, { status });

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  // A visitor who chose Spanish on these pages (the browser of the tests speaks English).
  sessionStorage.setItem('erep_public_language', 'sp');
  await act(() => i18n.changeLanguage('sp'));
});

describe('contact form', () => {
  it('puts field errors under their fields, focuses the first, and words a server failure in Spanish', async () => {
    let answer = refused(400, 'validation_failed', { message: ['too_long'], email: ['email'] });
    server.use(http.post(apiPath('public/contact'), () => answer));
    const user = userEvent.setup();
    renderPublic('/contact', 'sp');
    await user.type(await screen.findByLabelText(`${sp.contact.name} *`), 'Ana');
    await user.type(screen.getByLabelText(`${sp.contact.email} *`), 'ana@example.com');
    await user.type(screen.getByLabelText(`${sp.contact.subject} *`), 'Pregunta');
    await user.type(screen.getByLabelText(`${sp.contact.message} *`), 'Hola');
    await user.click(screen.getByRole('button', { name: sp.contact.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`${sp.contact.error} ${shared('validation_failed')}`);
    const email = screen.getByLabelText(`${sp.contact.email} *`);
    expect(email).toHaveAccessibleDescription(sp.feedback.errors.email);
    expect(screen.getByLabelText(`${sp.contact.message} *`)).toHaveAccessibleDescription(sp.feedback.errors.too_long);
    // The email comes before the message in the form.
    await waitFor(() => expect(email).toHaveFocus());

    answer = refused(500, 'internal_error');
    await user.click(screen.getByRole('button', { name: sp.contact.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(shared('internal_error')));
    expect(screen.getByRole('alert')).not.toHaveTextContent('English server message');
  });
});

describe('enable-advantage form', () => {
  const url = '/public/demo-bistro/establishment/demo-bistro-lyon/advantagecontact/adv-cafe/enable';
  const enablePath = apiPath('public/customers/demo-bistro/establishments/demo-bistro-lyon/advantages/adv-cafe/enable');

  it('shows the email the server refused under the field, focused, and a failure in Spanish', async () => {
    let answer = refused(400, 'validation_failed', { email: ['email'] });
    server.use(http.post(enablePath, () => answer));
    const user = userEvent.setup();
    renderPublic(url, 'sp');
    const email = await screen.findByLabelText(sp.enable.email);
    await user.type(email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: sp.enable.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shared('validation_failed'));
    expect(email).toHaveAccessibleDescription(sp.feedback.errors.email);
    await waitFor(() => expect(email).toHaveFocus());

    answer = refused(503, 'unavailable');
    await user.click(screen.getByRole('button', { name: sp.enable.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(shared('unavailable')));
  });
});

describe('seller sign-in form', () => {
  it('shows a refused code under the field, focused, and a failure in Spanish', async () => {
    let answer = refused(400, 'validation_failed', { code: ['too_long'] });
    server.use(
      http.get(apiPath('public/coupons/:code'), () => HttpResponse.json({ status: 404, code: 'not_found', message: 'Not found' }, { status: 404 })),
      http.post(apiPath('public/customers/demo-bistro/seller/auth'), () => answer),
    );
    const user = userEvent.setup();
    renderPublic('/public/customer/demo-bistro/discount/auth/ABCD1234', 'sp');
    const code = await screen.findByLabelText(sp.seller.code);
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: sp.seller.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shared('validation_failed'));
    expect(code).toHaveAccessibleDescription(sp.feedback.errors.too_long);
    await waitFor(() => expect(code).toHaveFocus());

    answer = refused(500, 'internal_error');
    await user.click(screen.getByRole('button', { name: sp.seller.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(shared('internal_error')));
  });
});

describe('feedback form', () => {
  it('focuses the first field the server refused in page order, and words a server failure in Spanish', async () => {
    let answer = refused(400, 'validation_failed', { email: ['email'], firstname: ['too_long'] });
    server.use(http.post(apiPath('public/feedback'), () => answer));
    const user = userEvent.setup();
    renderPublic('/public/demo-bistro/establishment/1/feedback', 'sp');
    await user.click(await screen.findByRole('radio', { name: sp.feedback.rating.amazing }));
    const firstname = screen.getByLabelText(new RegExp(`^${sp.feedback.firstname}`));
    await user.type(firstname, 'Emma');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(sp.feedback.acceptTerms) }));
    await user.click(screen.getByRole('button', { name: sp.feedback.submit }));
    expect(await screen.findByTestId('feedback-error')).toHaveTextContent(sp.feedback.errors.summary);
    expect(firstname).toHaveAccessibleDescription(sp.feedback.errors.too_long);
    await waitFor(() => expect(firstname).toHaveFocus());

    answer = refused(500, 'internal_error');
    await user.click(screen.getByRole('button', { name: sp.feedback.submit }));
    await waitFor(() => expect(screen.getByTestId('feedback-error')).toHaveTextContent(shared('internal_error')));
  });
});
