import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { readPending } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import '../src/root';
import { AppRoutes } from '../src/routes';

const contact = { name: 'Bistro', address1: '3 quai', address2: '', zipcode: '13002', city: 'Marseille', country: 'FR', phone: '', billing_email: 'billing@bistro.test' };
let sent: { url: string; body: unknown }[] = [];

const server = mockApi(
  http.get(apiPath('customer/demo-bistro/account/contact'), () => HttpResponse.json({ data: contact })),
  http.put(apiPath('customer/demo-bistro/account/contact'), async ({ request }) => {
    const body = await request.json();
    sent.push({ url: 'contact', body });
    return HttpResponse.json({ data: body });
  }),
  http.get(apiPath('customer/demo-bistro/account/subscriptions'), () => HttpResponse.json({ data: [] })),
  http.get(apiPath('plan/list'), () =>
    HttpResponse.json({
      status: 200,
      data: [
        { id: 1, tag: 'lead-gen', name: 'Lead-Gen', price_code: 'price_lead' },
        { id: 2, tag: 'legacy', name: 'Legacy', price_code: null },
      ],
    }),
  ),
  http.post(apiPath('subscription/create'), async ({ request }) => {
    sent.push({ url: 'subscription', body: await request.json() });
    return HttpResponse.json({ status: 201, data: { id: 41, status: 'pending', expired_at: '2027-11-23' } }, { status: 201 });
  }),
  http.post(apiPath('support/requests'), async ({ request }) => {
    sent.push({ url: 'support', body: await request.json() });
    return HttpResponse.json({ data: { id: 12 } }, { status: 201 });
  }),
  http.get(apiPath('partner/chat'), () => HttpResponse.json({ data: { party_id: 'demo', url: 'https://pbx.example.test' } })),
);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const open = (path: string) =>
  renderApp(
    <>
      <AppRoutes />
      <Where />
    </>,
    { url: path, user: testUser(), language: 'en' },
  );
const label = (text: string) => new RegExp(`^${text}`);

beforeEach(() => {
  sent = [];
  sessionStorage.clear();
});

describe('contact', () => {
  it('lists the shortlist of five countries first and saves valid company details', async () => {
    open('/customer/demo-bistro/account/contact');
    const country = await screen.findByLabelText(label(en.fields.country));
    const codes = within(country).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(codes.slice(0, 6)).toEqual(['', 'FR', 'ES', 'GB', 'US', 'MU']);
    // The saved details fill the form once they arrive.
    await waitFor(() => expect(screen.getByLabelText(label(en.fields.company))).toHaveValue('Bistro'));

    const billing = screen.getByLabelText(label(en.fields.billing_email));
    await userEvent.clear(billing);
    await userEvent.type(billing, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: en.save }));
    expect(await screen.findByText(en.validation.email)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.clear(billing);
    await userEvent.type(billing, 'Compta@Bistro.test');
    await userEvent.type(screen.getByLabelText(label(en.fields.phone)), '+33 4 91 00 00 00');
    await userEvent.click(screen.getByRole('button', { name: en.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ ...contact, phone: '+33 4 91 00 00 00', billing_email: 'compta@bistro.test' });
  });

  it('shows the error state when the details cannot be loaded', async () => {
    server.use(http.get(apiPath('customer/demo-bistro/account/contact'), () => HttpResponse.json({ status: 500, message: 'x' }, { status: 500 })));
    open('/customer/demo-bistro/account/contact');
    expect(await screen.findByText(en.errors.load)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.retry })).toBeInTheDocument();
  });
});

describe('subscriptions', () => {
  it('shows an empty list with the way to subscribe', async () => {
    open('/customer/demo-bistro/account/subscriptions');
    expect(await screen.findByText(en.subscriptions.empty.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.subscriptions.new })).toHaveAttribute('href', '/customer/demo-bistro/account/subscriptions/new');
  });

  it('new: a plan with a price code, confirmed, creates the pending subscription and goes to the payment page', async () => {
    open('/customer/demo-bistro/account/subscriptions/new');
    expect(await screen.findByRole('button', { name: 'Choose Lead-Gen' })).toBeInTheDocument();
    // A plan without a price code cannot be paid for.
    expect(screen.queryByRole('button', { name: 'Choose Legacy' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Lead-Gen' }));
    const dialog = await screen.findByRole('alertdialog', { name: en.subscriptions.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: en.subscriptions.confirmAction }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payment/checkout?code=price_lead&email=customer%40demo.test'));
    expect(sent[0]).toMatchObject({ url: 'subscription', body: { customer: 'demo-bistro', plan: 'lead-gen', email: 'customer@demo.test' } });
    expect(readPending()).toMatchObject({ subscriptionId: 41, tag: 'demo-bistro', priceCode: 'price_lead', planName: 'Lead-Gen', token: 'test-token' });
  });

  it('a partner user sees the plans but cannot pay for the customer', async () => {
    renderApp(<AppRoutes />, {
      url: '/customer/demo-bistro/account/subscriptions/new',
      user: testUser({ roles: ['ROLE_EREP', 'ROLE_PARTNER'], customer: null, partner: { code: 'demo', language: 'fr' } }),
      language: 'en',
    });
    expect(await screen.findByText(en.subscriptions.customerOnly)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose Lead-Gen' })).toBeDisabled();
  });
});

describe('support', () => {
  it('answers common questions, sends a request and offers the partner’s live chat', async () => {
    open('/customer/support');
    expect(await screen.findByText(en.support.faq.qr.q)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: en.support.chatLink })).toHaveAttribute('href', 'https://pbx.example.test');

    await userEvent.click(screen.getByRole('button', { name: en.support.send }));
    expect(await screen.findAllByText(en.validation.required)).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText(label(en.support.topic)), 'qrcodes');
    await userEvent.type(screen.getByLabelText(label(en.support.subject)), 'Printing');
    await userEvent.type(screen.getByLabelText(en.support.message), 'How do I print my QR code?');
    await userEvent.click(screen.getByRole('button', { name: en.support.send }));
    expect(await screen.findByText('Request #12 sent. We answer by email; a copy is in your mailbox.')).toBeInTheDocument();
    expect(sent).toEqual([{ url: 'support', body: { topic: 'qrcodes', subject: 'Printing', message: 'How do I print my QR code?' } }]);
    expect(screen.getByLabelText(label(en.support.subject))).toHaveValue('');
  });
});
