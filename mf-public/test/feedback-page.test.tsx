import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, HttpResponse, mockApi } from '@erep/shared/testing';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { mountStandalone } from '@erep/shared/federation';
import { captureServerPage } from '../src/lib/initial-data';
import { Root } from '../src/root';
import { apiError, context, coupon, renderPublic, trackedActions } from './render-public';

const { en } = VISITOR_TEXTS;
const PATH = '/public/demo-bistro/establishment/1/feedback';
const tracked = trackedActions();
const requests: string[] = [];
const server = mockApi(
  tracked.handler,
  http.get(apiPath('public/feedback/context'), () => HttpResponse.json({ data: context })),
  http.get(apiPath('public/feedback/thanks'), () => HttpResponse.json({ data: { context, coupon: coupon() } })),
);
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});

beforeEach(() => {
  sessionStorage.clear();
  requests.length = 0;
  tracked.actions.length = 0;
});

/** The fields the browser checks before anything is sent. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: en.feedback.rating.amazing }));
  await user.type(screen.getByLabelText(new RegExp(`^${en.feedback.firstname}`)), 'Emma');
  await user.click(screen.getByRole('checkbox', { name: new RegExp(en.feedback.acceptTerms) }));
}

describe('feedback page', () => {
  it('names the partner business under a partner’s advantage', async () => {
    const partnerOffer = { ...context.advantages[0]!, tag: 'adv-cookie', offeredBy: 'Baker Street Bakery' };
    server.use(http.get(apiPath('public/feedback/context'), () => HttpResponse.json({ data: { ...context, advantages: [partnerOffer] } })));
    renderPublic(PATH);
    const option = (await screen.findByRole('radio', { name: /Free coffee/ })).closest('label');
    expect(option).toHaveTextContent('Offered by Baker Street Bakery');
  });

  it('sends the review with the target and the language, then shows the thank-you page with the coupon', async () => {
    let sent: { query: string; body: Record<string, unknown> } | null = null;
    server.use(
      http.post(apiPath('public/feedback'), async ({ request }) => {
        sent = { query: new URL(request.url).search, body: (await request.json()) as Record<string, unknown> };
        return HttpResponse.json({ data: { share: 'ABCD1234', preview: false, coupon: { code: 'ABCD1234', expiresAt: '2030-06-30T10:00:00.000Z', title: 'Café offert' } } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPublic(PATH);
    await fillRequired(user);
    // The offer reads in the visitor's language.
    expect(screen.queryByRole('radio', { name: /Café offert/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Free coffee/ }));
    await user.click(screen.getByRole('button', { name: en.feedback.submit }));

    expect(await screen.findByTestId('thanks-page')).toHaveTextContent(en.thanks.title);
    expect(screen.getByTestId('coupon-code')).toHaveTextContent('ABCD1234');
    expect(screen.getByRole('link', { name: en.thanks.showCoupon })).toHaveAttribute('href', '/public/customer/demo-bistro/advantagecontact/ABCD1234');
    expect(sent).toEqual({
      query: '?customer=demo-bistro&establishment=1',
      body: expect.objectContaining({ rating: 5, firstname: 'Emma', acceptTerms: true, advantage: 'adv-cafe', language: 'en', preview: false }),
    });
    // An in-app visit is counted here (the server counts pre-rendered ones), and so is the submission.
    await waitFor(() => expect(tracked.actions.map((a) => a.action)).toEqual(expect.arrayContaining(['scan', 'rating_started', 'submitted', 'coupon_shown'])));
  });

  it("shows the server's field errors under their fields", async () => {
    server.use(http.post(apiPath('public/feedback'), () => apiError(400, 'Invalid body', { firstname: ['too_long'], email: ['email'] })));
    const user = userEvent.setup();
    renderPublic(PATH);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: en.feedback.submit }));

    expect(await screen.findByTestId('feedback-error')).toHaveTextContent(en.feedback.errors.summary);
    const firstname = screen.getByLabelText(new RegExp(`^${en.feedback.firstname}`));
    expect(firstname).toHaveAttribute('aria-invalid', 'true');
    expect(firstname).toHaveAccessibleDescription(en.feedback.errors.too_long);
    // The hint stays read with the error: what the address is for, then what is wrong with it.
    expect(screen.getByLabelText(en.feedback.email)).toHaveAccessibleDescription(`${en.feedback.emailHint} ${en.feedback.errors.email}`);
    expect(screen.queryByRole('heading', { name: en.thanks.title })).not.toBeInTheDocument();
  });

  it('says so when the visitor sent too many reviews in a short time', async () => {
    server.use(http.post(apiPath('public/feedback'), () => apiError(429, 'Too Many Requests')));
    const user = userEvent.setup();
    renderPublic(PATH);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: en.feedback.submit }));
    expect(await screen.findByTestId('feedback-error')).toHaveTextContent(en.feedback.errors.rate_limited);
  });

  it('says the review was already sent today', async () => {
    server.use(http.post(apiPath('public/feedback'), () => apiError(409, 'Already reviewed', { review: ['already_reviewed'] })));
    const user = userEvent.setup();
    renderPublic(PATH);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: en.feedback.submit }));
    const message = await screen.findByTestId('feedback-error');
    expect(message).toHaveTextContent(en.feedback.errors.already_reviewed);
    // Beside the button, announced, and the button says what stopped it.
    expect(message).toHaveAttribute('role', 'alert');
    const button = screen.getByRole('button', { name: en.feedback.submit });
    expect(button.parentElement).toContainElement(message);
    expect(button).toHaveAccessibleDescription(en.feedback.errors.already_reviewed);
  });

  it('keeps what was typed for the session and restores it on coming back', async () => {
    const user = userEvent.setup();
    const first = renderPublic(PATH);
    await fillRequired(user);
    await user.type(screen.getByLabelText(en.feedback.comment), 'Très bon');
    // The terms open in a new tab: the form stays.
    const terms = screen.getByRole('link', { name: new RegExp(en.feedback.terms) });
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('href', '/privacy-policy?customer=demo-bistro');
    first.unmount();

    renderPublic(PATH);
    expect(await screen.findByLabelText(en.feedback.comment)).toHaveValue('Très bon');
    expect(screen.getByLabelText(new RegExp(`^${en.feedback.firstname}`))).toHaveValue('Emma');
    expect(screen.getByRole('radio', { name: en.feedback.rating.amazing })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(en.feedback.acceptTerms) })).toBeChecked();
  });

  it('takes over the server-rendered page from its embedded data, without a request, keeping what was typed', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'erep-public-data';
    data.textContent = JSON.stringify({ kind: 'feedback', path: PATH, context: { ...context, establishment: { ...context.establishment, name: 'Rendered by the server' } } });
    document.body.appendChild(data);
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<form><input name="firstname" value="Lucía"><input name="comment" value="Muy bien"></form>';
    document.body.appendChild(root);

    renderPublic(PATH);
    expect(await screen.findByText(en.feedback.intro.replace('{{name}}', 'Rendered by the server'))).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${en.feedback.firstname}`))).toHaveValue('Lucía');
    expect(screen.getByLabelText(en.feedback.comment)).toHaveValue('Muy bien');
    expect(requests.filter((r) => r.startsWith('GET'))).toEqual([]);
    // Used once: the element is gone, so a later in-app visit loads fresh data.
    expect(document.getElementById('erep-public-data')).toBeNull();
    root.remove();
  });

  it('keeps what the visitor types while the remote starts: the server form stays until the take-over replaces it', async () => {
    window.history.pushState({}, '', PATH);
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'erep-public-data';
    data.textContent = JSON.stringify({ kind: 'feedback', path: PATH, context });
    document.body.appendChild(data);
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<form><input name="firstname" value="Lucía"><input id="f-email" name="email"></form>';
    document.body.appendChild(root);

    // Mounted as on the page, outside testing-library's act().
    const scope = globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    // The remote's script ran (its bootstrap): the strings and the first render are still to come.
    captureServerPage();
    const unmount = mountStandalone(Root, 'mf_public');
    // Unmounted, not only removed: its router would follow the next tests' addresses.
    onTestFinished(() => {
      unmount();
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      root.remove();
      window.history.pushState({}, '', '/');
    });
    const email = root.querySelector<HTMLInputElement>('input[name="email"]');
    expect(email?.isConnected).toBe(true);
    email!.value = 'lucia@example.com';
    email!.focus();

    const form = await screen.findByTestId('feedback-form');
    const field = within(form).getByRole('textbox', { name: new RegExp(`^${en.feedback.email}`) });
    expect(field).toHaveValue('lucia@example.com');
    expect(field).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: new RegExp(`^${en.feedback.firstname}`) })).toHaveValue('Lucía');
  });

  it('sends an unknown establishment to the not-found page', async () => {
    server.use(http.get(apiPath('public/feedback/context'), () => apiError(404, 'Establishment not found')));
    renderPublic('/public/demo-bistro/establishment/999/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: en.sections.establishmentNotFound.title })).toBeInTheDocument();
  });

  it('offers a retry when the context cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(apiPath('public/feedback/context'), () => {
        calls += 1;
        return calls === 1 ? apiError(400, 'Bad target') : HttpResponse.json({ data: context });
      }),
    );
    const user = userEvent.setup();
    renderPublic(PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bad target');
    await user.click(screen.getByRole('button', { name: en.retry }));
    expect(await within(await screen.findByTestId('feedback-page')).findByRole('heading', { name: en.sections.feedback.title })).toBeInTheDocument();
  });
});
