import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { readPending } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp } from '@erep/shared/testing';
import { ResumePage } from '../src/features/payment/components/resume-page';
import { en, Landed, setUpAuthTests, sp } from './support';

setUpAuthTests();

const TOKEN = 'Rk9vYmFyLXJlc3VtZS10b2tlbi0xMjM0NTY3ODkw';
const payment = {
  token: 'eyJ.payment',
  user_id: 31,
  customer_tag: 'chez-chloe-1a2b3c',
  subscription_id: 55,
  email: 'chloe@example.com',
  plan: { tag: 'lead-gen', name: 'Lead-Gen', price_code: 'price_lead_gen_monthly' },
  price: { amount: 39, currency: 'EUR', period: 'month' },
  term: { from: '2026-11-27', to: '2027-11-28' },
};

let sent: unknown[] = [];
const server = mockApi(
  http.post(apiPath('payment/resume'), async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(payment);
  }),
);

beforeEach(() => {
  sent = [];
  sessionStorage.clear();
});

const open = (language: 'en' | 'sp' = 'en') =>
  renderApp(<ResumePage />, {
    path: '/payment/resume/:token',
    url: `/payment/resume/${TOKEN}`,
    user: null,
    language,
    routes: (
      <>
        <Route path="/payment/checkout" element={<Landed />} />
        <Route path="/sign-in" element={<Landed />} />
      </>
    ),
  });

describe('the resume link page', () => {
  it('uses the link once and goes on to the payment step with what the server rebuilt', async () => {
    open();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/payment/checkout?code=price_lead_gen_monthly&email=chloe%40example.com');
    expect(sent).toEqual([{ token: TOKEN }]);
    expect(readPending()).toMatchObject({ token: 'eyJ.payment', subscriptionId: 55, email: 'chloe@example.com', planName: 'Lead-Gen' });
  });

  it('says an expired or used link has expired, in the reader language, and leads to sign-in', async () => {
    server.use(http.post(apiPath('payment/resume'), () => HttpResponse.json({ status: 410, code: 'resume_link_expired', message: 'x' }, { status: 410 })));
    open('sp');
    expect(await screen.findByRole('alert')).toHaveTextContent(sp.payment.resume.expired);
    expect(screen.getByRole('link', { name: sp.payment.toSignIn })).toHaveAttribute('href', '/sign-in');
    expect(readPending()).toBeNull();
  });

  it('says when nothing is left to pay', async () => {
    server.use(http.post(apiPath('payment/resume'), () => HttpResponse.json({ status: 409, code: 'nothing_pending', message: 'x' }, { status: 409 })));
    open();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en.payment.resume.nothing));
  });
});
