import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicCoupon } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi } from '@erep/shared/testing';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { apiError, context, coupon, renderPublic, sellerAuth, sellerSignsIn, trackedActions } from './render-public';

const { en } = VISITOR_TEXTS;
const tracked = trackedActions();
const server = mockApi(tracked.handler);
const answer = (c: PublicCoupon) => server.use(http.get(apiPath('public/coupons/:code'), () => HttpResponse.json({ data: c })));
const couponUrl = '/public/customer/demo-bistro/advantagecontact/ABCD1234';

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('coupon page', () => {
  it('shows an active coupon with its code and QR code, and sends the visitor to the cashier rather than to the seller sign-in', async () => {
    answer(coupon());
    renderPublic(couponUrl);
    const state = await screen.findByTestId('coupon-state');
    expect(state).toHaveAttribute('data-state', 'active');
    expect(state).toHaveTextContent(en.coupon.active);
    expect(screen.getByTestId('coupon-code')).toHaveTextContent('ABCD1234');
    expect(screen.getByTestId('qr-code')).toHaveAttribute('data-value', expect.stringMatching(/\/public\/discount\/validation\/ABCD1234$/));
    expect(screen.getByTestId('coupon-cashier')).toHaveTextContent(en.coupon.showCashier);
    // Nothing on the visitor's page leads to typing the shop's seller code.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(en.seller.code)).not.toBeInTheDocument();
  });

  it.each([
    ['expired', 'sorry, your coupon has expired'],
    ['sold_out', 'this benefit is sold out'],
  ] as const)('says a %s coupon is no longer usable, without a QR code', async (state, text) => {
    answer(coupon({ state }));
    renderPublic(couponUrl);
    expect(await screen.findByTestId('coupon-state')).toHaveTextContent(text);
    expect(screen.queryByTestId('qr-code')).not.toBeInTheDocument();
    expect(screen.queryByTestId('coupon-cashier')).not.toBeInTheDocument();
  });

  it("names the partner business giving the advantage on a coupon issued on another customer's page", async () => {
    const partner = { tag: 'demo-bakery', name: 'Baker Street Bakery', language: 'en', logo: null, theme: { back_color: null, font_color: null, title_color: null } };
    answer(coupon({ customer: partner, issuedOn: { tag: 'demo-bistro', name: 'Le Petit Bistro' } }));
    renderPublic(couponUrl);
    expect(await screen.findByTestId('offered-by')).toHaveTextContent('Offered by Baker Street Bakery');
  });

  it('says nothing of a giver on the customer’s own coupon', async () => {
    answer(coupon());
    renderPublic(couponUrl);
    await screen.findByTestId('coupon-state');
    expect(screen.queryByTestId('offered-by')).not.toBeInTheDocument();
  });

  it('says when a coupon was validated', async () => {
    answer(coupon({ state: 'validated', validatedAt: '2026-03-14T12:30:00.000Z', validatedWhere: 'Le Petit Bistro – Lyon' }));
    renderPublic(couponUrl);
    const state = await screen.findByTestId('coupon-state');
    expect(state).toHaveAttribute('data-state', 'validated');
    // en-GB dates, and where it was used; a warning, not a badge.
    expect(state).toHaveTextContent(/Validated on 14\/03\/2026, \d\d:\d\d at Le Petit Bistro – Lyon/);
    expect(state).toHaveClass('pf-warning');
    // Used, so it no longer asks to be shown at the till.
    expect(screen.getByTestId('coupon-lead')).toHaveTextContent(/^This coupon was used on 14\/03\/2026/);
    expect(screen.queryByText(en.sections.coupon.description)).not.toBeInTheDocument();
    expect(screen.queryByTestId('qr-code')).not.toBeInTheDocument();
  });

  it('says an unknown coupon does not exist', async () => {
    server.use(http.get(apiPath('public/coupons/:code'), () => apiError(404, 'Coupon not found')));
    renderPublic(couponUrl);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.coupon.notFound);
  });
});

describe('coupon validation by the seller', () => {
  const signedIn = () =>
    window.localStorage.setItem(
      'erep_seller',
      JSON.stringify({ token: 'seller-token', expiresAt: '2099-01-01T00:00:00.000Z', establishment: 'Le Petit Bistro – Lyon', customer: 'demo-bistro' }),
    );

  it('sends a seller who is not signed in to the sign-in page, and back', async () => {
    answer(coupon());
    server.use(
      sellerAuth(),
    );
    const user = userEvent.setup();
    renderPublic('/public/discount/validation/ABCD1234');
    await sellerSignsIn(user, en.seller);
    expect(await screen.findByRole('heading', { level: 1, name: en.sections.validation.title })).toBeInTheDocument();
    expect(screen.getByText(/^Signed in for Le Petit Bistro – Lyon until /)).toBeInTheDocument();
    // Kept on the device for the shift: another tab or coupon does not ask again.
    expect(JSON.parse(window.localStorage.getItem('erep_seller') ?? '{}')).toMatchObject({ token: 'seller-token', customer: 'demo-bistro' });
  });

  it('does not ask a seller already signed in on this device for the code again', async () => {
    signedIn();
    answer(coupon());
    renderPublic('/public/customer/demo-bistro/discount/auth/ABCD1234?redirect=%2Fpublic%2Fdiscount%2Fvalidation%2FABCD1234');
    expect(await screen.findByRole('button', { name: en.seller.validate })).toBeInTheDocument();
    expect(screen.queryByLabelText(en.seller.code)).not.toBeInTheDocument();
  });

  it.each([
    ['validated', { validatedAt: '2026-03-14T12:30:00.000Z', validatedWhere: 'Le Petit Bistro – Lyon' }, /Validated on 14\/03\/2026, \d\d:\d\d at Le Petit Bistro – Lyon/],
    ['expired', {}, /sorry, your coupon has expired/],
    ['sold_out', {}, /this benefit is sold out/],
  ] as const)('tells the seller a %s coupon before any tap, with no validate button', async (state, extra, text) => {
    signedIn();
    answer(coupon({ state, ...extra }));
    renderPublic('/public/discount/validation/ABCD1234');
    const shown = await screen.findByTestId('coupon-state');
    expect(shown).toHaveAttribute('data-state', state);
    expect(shown).toHaveTextContent(text);
    expect(screen.getByTestId('seller-nothing-to-do')).toHaveTextContent(en.seller.nothingToDo);
    expect(screen.queryByRole('button', { name: en.seller.validate })).not.toBeInTheDocument();
  });

  it('tells the state of a closed coupon without asking for the seller code', async () => {
    answer(coupon({ state: 'expired' }));
    renderPublic('/public/discount/validation/ABCD1234');
    expect(await screen.findByTestId('coupon-state')).toHaveAttribute('data-state', 'expired');
    expect(screen.queryByLabelText(en.seller.code)).not.toBeInTheDocument();
  });

  it('asks for the code again when the session was ended by a seller code change', async () => {
    signedIn();
    answer(coupon());
    server.use(http.post(apiPath('public/coupons/ABCD1234/validate'), () => apiError(401, 'Seller authentication required')));
    const user = userEvent.setup();
    renderPublic('/public/discount/validation/ABCD1234');
    await user.click(await screen.findByRole('button', { name: en.seller.validate }));
    expect(await screen.findByLabelText(en.seller.code)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(en.seller.ended);
    expect(window.localStorage.getItem('erep_seller')).toBeNull();
  });

  it('validates an active coupon once, with the seller token, and shows its new state', async () => {
    signedIn();
    answer(coupon());
    let token: string | null = null;
    server.use(
      http.post(apiPath('public/coupons/ABCD1234/validate'), ({ request }) => {
        token = request.headers.get('x-seller-token');
        return HttpResponse.json({ data: coupon({ state: 'validated', validatedAt: '2026-03-14T15:30:00.000Z' }) });
      }),
    );
    const user = userEvent.setup();
    renderPublic('/public/discount/validation/ABCD1234');
    await user.click(await screen.findByRole('button', { name: en.seller.validate }));
    expect(await screen.findByTestId('validation-result')).toHaveTextContent(en.seller.validated);
    expect(screen.getByTestId('coupon-state')).toHaveAttribute('data-state', 'validated');
    expect(screen.queryByRole('button', { name: en.seller.validate })).not.toBeInTheDocument();
    expect(token).toBe('seller-token');
  });

  it('refuses a coupon validated elsewhere meanwhile, and reloads its state', async () => {
    signedIn();
    let validated = false;
    server.use(
      http.get(apiPath('public/coupons/:code'), () =>
        HttpResponse.json({ data: validated ? coupon({ state: 'validated', validatedAt: '2026-03-14T15:30:00.000Z' }) : coupon() }),
      ),
      http.post(apiPath('public/coupons/ABCD1234/validate'), () => {
        validated = true;
        return apiError(409, 'Already validated', { coupon: ['already_validated'] });
      }),
    );
    const user = userEvent.setup();
    renderPublic('/public/discount/validation/ABCD1234');
    await user.click(await screen.findByRole('button', { name: en.seller.validate }));
    expect(await screen.findByTestId('validation-result')).toHaveTextContent(en.seller.already_validated);
    await waitFor(() => expect(screen.getByTestId('coupon-state')).toHaveAttribute('data-state', 'validated'));
    expect(screen.queryByRole('button', { name: en.seller.validate })).not.toBeInTheDocument();
  });
});

describe('enabling an advantage', () => {
  it('says a sold-out advantage is sold out instead of offering the form', async () => {
    server.use(http.get(apiPath('public/feedback/context'), () => HttpResponse.json({ data: context })));
    renderPublic('/public/demo-bistro/establishment/demo-bistro-lyon/advantagecontact/adv-apero/enable');
    expect(await screen.findByTestId('coupon-state')).toHaveTextContent('this benefit is sold out');
    expect(screen.queryByRole('button', { name: en.enable.submit })).not.toBeInTheDocument();
  });

  it('issues a coupon for the email and opens it', async () => {
    let email: unknown = null;
    server.use(
      http.get(apiPath('public/feedback/context'), () => HttpResponse.json({ data: context })),
      http.post(apiPath('public/customers/demo-bistro/establishments/demo-bistro-lyon/advantages/adv-cafe/enable'), async ({ request }) => {
        email = ((await request.json()) as { email: string }).email;
        return HttpResponse.json({ data: coupon({ code: 'NEWC0DE1' }) }, { status: 201 });
      }),
      http.get(apiPath('public/coupons/NEWC0DE1'), () => HttpResponse.json({ data: coupon({ code: 'NEWC0DE1' }) })),
    );
    const user = userEvent.setup();
    renderPublic('/public/demo-bistro/establishment/demo-bistro-lyon/advantagecontact/adv-cafe/enable');
    await user.type(await screen.findByLabelText(en.enable.email), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: en.enable.submit }));
    expect(await screen.findByTestId('coupon-code')).toHaveTextContent('NEWC0DE1');
    expect(email).toBe('ana@example.com');
  });
});
