import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellerCoupon, SellerDesk } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi } from '@erep/shared/testing';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { couponCodeIn } from '../src/features/coupons/lib/coupon-code';
import { apiError, coupon, renderPublic, sellerAuth, sellerSignsIn } from './render-public';

const { en } = VISITOR_TEXTS;
const DESK = '/public/customer/demo-bistro/seller';
const bistro: SellerDesk['customer'] = { tag: 'demo-bistro', name: 'Le Petit Bistro', language: 'en', logo: null, theme: { back_color: null, font_color: null, title_color: null } };

/** The desk as the API answers it: a session only for the token 2468 opens ('seller-token') while `valid`. */
function deskApi(state: { valid: boolean }) {
  return http.get(apiPath('public/customers/demo-bistro/seller'), ({ request }) => {
    const token = request.headers.get('x-seller-token');
    const session = token === 'seller-token' && state.valid ? { establishment: 'Le Petit Bistro – Lyon', expiresAt: '2099-01-01T00:00:00.000Z' } : null;
    return HttpResponse.json({ data: { customer: bistro, session } satisfies SellerDesk });
  });
}

const sellerCoupon = (overrides: Partial<SellerCoupon> = {}): SellerCoupon => ({ ...coupon(), validHere: true, ...overrides });

const server = mockApi();

const signedIn = () =>
  window.localStorage.setItem(
    'erep_seller',
    JSON.stringify({ token: 'seller-token', expiresAt: '2099-01-01T00:00:00.000Z', establishment: 'Le Petit Bistro – Lyon', customer: 'demo-bistro' }),
  );

afterEach(() => {
  window.localStorage.clear();
});

async function lookUp(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = await screen.findByLabelText(en.desk.couponCode);
  await user.clear(field);
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: en.desk.lookUp }));
}

describe('the seller page', () => {
  it('signs the cashier in with the seller code (a wrong one refused), then types a coupon and validates it', async () => {
    let lookedUpWith: string | null = null;
    let validatedWith: string | null = null;
    let validated = false;
    server.use(
      deskApi({ valid: true }),
      sellerAuth(),
      http.get(apiPath('public/seller/coupons/:code'), ({ request, params }) => {
        lookedUpWith = request.headers.get('x-seller-token');
        if (params.code !== 'ABCD1234') return apiError(404, 'Coupon not found');
        return HttpResponse.json({ data: validated ? sellerCoupon({ state: 'validated', validatedAt: '2026-03-14T15:30:00.000Z' }) : sellerCoupon() });
      }),
      http.post(apiPath('public/coupons/ABCD1234/validate'), ({ request }) => {
        validatedWith = request.headers.get('x-seller-token');
        validated = true;
        return HttpResponse.json({ data: coupon({ state: 'validated', validatedAt: '2026-03-14T15:30:00.000Z' }) });
      }),
    );
    const user = userEvent.setup();
    renderPublic(DESK);
    expect(await screen.findByText(en.desk.intro)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: en.sections.sellerDesk.title })).toBeInTheDocument();
    await sellerSignsIn(user, en.seller);
    expect(await screen.findByTestId('seller-session')).toHaveTextContent(/^Signed in for Le Petit Bistro – Lyon until /);
    expect(JSON.parse(window.localStorage.getItem('erep_seller') ?? '{}')).toMatchObject({ token: 'seller-token', customer: 'demo-bistro' });

    // Typed in lower case, as cashiers do.
    await lookUp(user, 'abcd1234');
    const state = await screen.findByTestId('coupon-state');
    expect(state).toHaveAttribute('data-state', 'active');
    expect(screen.getByTestId('coupon-code')).toHaveTextContent('ABCD1234');
    expect(lookedUpWith).toBe('seller-token');
    await user.click(screen.getByRole('button', { name: en.seller.validate }));
    expect(await screen.findByTestId('validation-result')).toHaveTextContent(en.seller.validated);
    expect(validatedWith).toBe('seller-token');
    await waitFor(() => expect(screen.getByTestId('coupon-state')).toHaveAttribute('data-state', 'validated'));
    expect(screen.queryByRole('button', { name: en.seller.validate })).not.toBeInTheDocument();

    // The next visitor: a code nobody issued.
    await user.click(screen.getByRole('button', { name: en.desk.next }));
    expect(screen.getByLabelText(en.desk.couponCode)).toHaveValue('');
    await lookUp(user, 'ZZZZ9999');
    expect(await screen.findByTestId('seller-coupon-error')).toHaveTextContent(en.desk.notFound);
  });

  it('takes the address a coupon’s QR code carries, and refuses text that holds no code without asking the API', async () => {
    signedIn();
    const asked: string[] = [];
    server.use(
      deskApi({ valid: true }),
      http.get(apiPath('public/seller/coupons/:code'), ({ params }) => {
        asked.push(String(params.code));
        return HttpResponse.json({ data: sellerCoupon() });
      }),
    );
    const user = userEvent.setup();
    renderPublic(DESK);
    await lookUp(user, 'not a code!');
    expect(await screen.findByText(en.desk.badCode)).toBeInTheDocument();
    expect(screen.getByLabelText(en.desk.couponCode)).toHaveAttribute('aria-invalid', 'true');
    await lookUp(user, 'https://shop.example/public/discount/validation/ABCD1234');
    expect(await screen.findByTestId('coupon-state')).toHaveAttribute('data-state', 'active');
    expect(asked).toEqual(['ABCD1234']);
  });

  it.each([
    ['validated', { validatedAt: '2026-03-14T12:30:00.000Z', validatedWhere: 'Le Petit Bistro – Lyon' }, /Validated on 14\/03\/2026, \d\d:\d\d at Le Petit Bistro – Lyon/],
    ['expired', {}, /sorry, your coupon has expired/],
    ['sold_out', {}, /this benefit is sold out/],
  ] as const)('tells a %s coupon before any tap, with no validate button', async (state, extra, text) => {
    signedIn();
    server.use(deskApi({ valid: true }), http.get(apiPath('public/seller/coupons/:code'), () => HttpResponse.json({ data: sellerCoupon({ state, ...extra }) })));
    const user = userEvent.setup();
    renderPublic(DESK);
    await lookUp(user, 'ABCD1234');
    expect(await screen.findByTestId('coupon-state')).toHaveTextContent(text);
    expect(screen.getByTestId('seller-nothing-to-do')).toHaveTextContent(en.seller.nothingToDo);
    expect(screen.queryByRole('button', { name: en.seller.validate })).not.toBeInTheDocument();
  });

  it('says an active coupon valid only at another establishment, with no validate button', async () => {
    signedIn();
    server.use(deskApi({ valid: true }), http.get(apiPath('public/seller/coupons/:code'), () => HttpResponse.json({ data: sellerCoupon({ validHere: false }) })));
    const user = userEvent.setup();
    renderPublic(DESK);
    await lookUp(user, 'ABCD1234');
    expect(await screen.findByTestId('seller-not-here')).toHaveTextContent(en.seller.other_establishment);
    expect(screen.queryByRole('button', { name: en.seller.validate })).not.toBeInTheDocument();
  });

  it('shows the refusal of a coupon validated elsewhere meanwhile', async () => {
    signedIn();
    server.use(
      deskApi({ valid: true }),
      http.get(apiPath('public/seller/coupons/:code'), () => HttpResponse.json({ data: sellerCoupon() })),
      http.post(apiPath('public/coupons/ABCD1234/validate'), () => apiError(409, 'Already validated', { coupon: ['already_validated'] })),
    );
    const user = userEvent.setup();
    renderPublic(DESK);
    await lookUp(user, 'ABCD1234');
    await user.click(await screen.findByRole('button', { name: en.seller.validate }));
    expect(await screen.findByTestId('validation-result')).toHaveTextContent(en.seller.already_validated);
  });

  it('asks for the seller code again when the stored session is no longer valid (the seller code changed)', async () => {
    signedIn();
    server.use(deskApi({ valid: false }));
    renderPublic(DESK);
    expect(await screen.findByLabelText(en.seller.code)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(en.seller.ended);
    expect(window.localStorage.getItem('erep_seller')).toBeNull();
  });

  it('asks for the code again when a lookup is refused for an ended session', async () => {
    signedIn();
    server.use(deskApi({ valid: true }), http.get(apiPath('public/seller/coupons/:code'), () => apiError(401, 'Seller authentication required')));
    const user = userEvent.setup();
    renderPublic(DESK);
    await lookUp(user, 'ABCD1234');
    expect(await screen.findByLabelText(en.seller.code)).toBeInTheDocument();
    expect(window.localStorage.getItem('erep_seller')).toBeNull();
  });

  it('signs the cashier out on this device', async () => {
    signedIn();
    server.use(deskApi({ valid: true }));
    const user = userEvent.setup();
    renderPublic(DESK);
    await user.click(await screen.findByRole('button', { name: en.seller.signOut }));
    expect(await screen.findByLabelText(en.seller.code)).toBeInTheDocument();
    expect(window.localStorage.getItem('erep_seller')).toBeNull();
  });
});

describe('reading a coupon code', () => {
  it.each([
    ['ABCD1234', 'ABCD1234'],
    ['  abcd1234 ', 'ABCD1234'],
    ['http://127.0.0.1:8700/public/discount/validation/EFGH5678', 'EFGH5678'],
    ['/public/discount/code/validation/EFGH5678?x=1', 'EFGH5678'],
    ['AB', null],
    ['not a code', null],
    ['https://example.com/', null],
  ])('%s gives %s', (text, expected) => {
    expect(couponCodeIn(text)).toBe(expected);
  });
});
