import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, HttpResponse, mockApi } from '@erep/shared/testing';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { context, coupon, renderPublic, trackedActions } from './render-public';

const { en } = VISITOR_TEXTS;
const PATH = '/public/demo-bistro/establishment/1/feedback';
const ENABLE = '/public/demo-bistro/establishment/demo-bistro-lyon/advantagecontact/adv-cafe/enable';
// The label as the server renders it for this customer (api public-pages views).
const LABEL = en.consent.marketing.replace('{{name}}', context.customer.name);

let sent: Record<string, unknown>[] = [];
const tracked = trackedActions();
mockApi(
  tracked.handler,
  http.get(apiPath('public/feedback/context'), () => HttpResponse.json({ data: context })),
  http.get(apiPath('public/feedback/thanks'), () => HttpResponse.json({ data: { context, coupon: null } })),
  http.post(apiPath('public/feedback'), async ({ request }) => {
    sent.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ data: { share: '42', preview: false, coupon: null } }, { status: 201 });
  }),
  http.post(apiPath('public/customers/demo-bistro/establishments/demo-bistro-lyon/advantages/adv-cafe/enable'), async ({ request }) => {
    sent.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ data: coupon({ code: 'NEWC0DE1' }) }, { status: 201 });
  }),
  http.get(apiPath('public/coupons/NEWC0DE1'), () => HttpResponse.json({ data: coupon({ code: 'NEWC0DE1' }) })),
);

beforeEach(() => {
  sessionStorage.clear();
  sent = [];
});

/** The server's page before the take-over: its data and its form as the visitor left it. */
function serverPage(formHtml: string) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'erep-public-data';
  data.textContent = JSON.stringify({ kind: 'feedback', path: PATH, context });
  document.body.appendChild(data);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<form>${formHtml}</form>`;
  document.body.appendChild(root);
  onTestFinished(() => root.remove());
}

async function sendReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: en.feedback.rating.good }));
  await user.type(screen.getByLabelText(new RegExp(`^${en.feedback.firstname}`)), 'Emma');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${en.feedback.email}`) }), 'emma@example.com');
  await user.click(screen.getByRole('checkbox', { name: new RegExp(en.feedback.acceptTerms) }));
  await user.click(screen.getByRole('button', { name: en.feedback.submit }));
  await screen.findByTestId('thanks-page');
}

describe('marketing consent on the feedback form', () => {
  it('is a box of its own, unticked: accepting the terms alone sends no consent', async () => {
    const user = userEvent.setup();
    renderPublic(PATH);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(box).not.toBeChecked();
    expect(box).not.toBeRequired();
    expect(box).not.toBe(screen.getByRole('checkbox', { name: new RegExp(en.feedback.acceptTerms) }));
    await sendReview(user);
    expect(sent).toEqual([expect.objectContaining({ acceptTerms: true, marketingConsent: false, email: 'emma@example.com', language: 'en' })]);
  });

  it('sends the consent when the visitor ticks it', async () => {
    const user = userEvent.setup();
    renderPublic(PATH);
    await user.click(await screen.findByRole('checkbox', { name: LABEL }));
    await sendReview(user);
    expect(sent).toEqual([expect.objectContaining({ acceptTerms: true, marketingConsent: true })]);
  });

  it('carries the box as ticked in the server-rendered form', async () => {
    serverPage('<input name="firstname" value="Lucía"><input type="checkbox" name="marketingConsent" value="on" checked>');
    renderPublic(PATH);
    expect(await screen.findByRole('checkbox', { name: LABEL })).toBeChecked();
    expect(screen.getByLabelText(new RegExp(`^${en.feedback.firstname}`))).toHaveValue('Lucía');
  });

  it('leaves it unticked when the visitor did not tick it in the server-rendered form', async () => {
    serverPage('<input name="firstname" value="Lucía"><input type="checkbox" name="marketingConsent" value="on"><input type="checkbox" name="acceptTerms" value="on" checked>');
    renderPublic(PATH);
    expect(await screen.findByRole('checkbox', { name: LABEL })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(en.feedback.acceptTerms) })).toBeChecked();
  });
});

describe('marketing consent on the advantage’s contact form', () => {
  it('is optional and unticked; ticked, it goes with the email and the form’s language', async () => {
    const user = userEvent.setup();
    renderPublic(ENABLE);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(box).not.toBeChecked();
    await user.type(screen.getByLabelText(en.enable.email), 'ana@example.com');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: en.enable.submit }));
    expect(await screen.findByTestId('coupon-code')).toHaveTextContent('NEWC0DE1');
    expect(sent).toEqual([{ email: 'ana@example.com', marketingConsent: true, language: 'en' }]);
  });

  it('sends no consent when the box is left alone', async () => {
    const user = userEvent.setup();
    renderPublic(ENABLE);
    await user.type(await screen.findByLabelText(en.enable.email), 'leo@example.com');
    await user.click(screen.getByRole('button', { name: en.enable.submit }));
    await screen.findByTestId('coupon-code');
    expect(sent).toEqual([expect.objectContaining({ email: 'leo@example.com', marketingConsent: false })]);
  });
});
