import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { registerResources } from '@erep/shared/i18n';
import type { FeedbackContext, LanguageCode, OfferTexts, PublicCoupon, ScreenData } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, renderApp } from '@erep/shared/testing';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { AppRoutes } from '../src/routes';

registerResources('public', VISITOR_TEXTS);

/**
 * The remote's own route table at a URL, with a fresh query client. English by default: it is also
 * the browser's language in jsdom, which the visitor pages follow once a customer is known.
 */
export function renderPublic(url: string, language: LanguageCode = 'en') {
  return renderApp(<AppRoutes />, { url, language, user: null });
}

/** Visitor actions are fire-and-forget; tests answer them and may read what was sent. */
export function trackedActions() {
  const actions: Record<string, unknown>[] = [];
  const handler = http.post(apiPath('public/visitors/actions'), async ({ request }) => {
    actions.push((await request.json()) as Record<string, unknown>);
    return new HttpResponse(null, { status: 204 });
  });
  return { actions, handler };
}

export const apiError = (status: number, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status, message, ...(errors ? { errors } : {}) }, { status });

/** The bistro's seller sign-in as the API answers it: 2468 opens a session, any other code is refused. */
export const sellerAuth = () =>
  http.post(apiPath('public/customers/demo-bistro/seller/auth'), async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    return code === '2468'
      ? HttpResponse.json({ data: { token: 'seller-token', expiresAt: '2099-01-01T00:00:00.000Z', establishment: 'Le Petit Bistro – Lyon' } })
      : apiError(401, 'Wrong code', { code: ['seller_code'] });
  });

/** A seller types a wrong code, is told so in an alert, then signs in with the right one. */
export async function sellerSignsIn(user: UserEvent, seller: { code: string; submit: string; wrong: string }): Promise<void> {
  await user.type(await screen.findByLabelText(seller.code), '0000');
  await user.click(screen.getByRole('button', { name: seller.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(seller.wrong);
  await user.clear(screen.getByLabelText(seller.code));
  await user.type(screen.getByLabelText(seller.code), '2468');
  await user.click(screen.getByRole('button', { name: seller.submit }));
}

/** An offer's texts as the API gives them: missing languages filled with the customer's (French) title. */
export function offerTexts(title: string, others: Partial<Record<'en' | 'sp', string>> = {}, description: string | null = null): OfferTexts {
  return {
    fr: { title, description },
    en: { title: others.en ?? title, description },
    sp: { title: others.sp ?? title, description },
  };
}

export const context: FeedbackContext = {
  customer: { tag: 'demo-bistro', name: 'Le Petit Bistro', language: 'fr', logo: null, theme: { back_color: '#8c2f39', font_color: '#ffffff', title_color: '#461220' } },
  establishment: { id: 1, tag: 'demo-bistro-lyon', name: 'Le Petit Bistro – Lyon', city: 'Lyon', externalUrl: null },
  staff: null,
  staffList: [],
  unit: null,
  advantages: [
    {
      tag: 'adv-cafe',
      title: 'Café offert',
      description: null,
      texts: offerTexts('Café offert', { en: 'Free coffee', sp: 'Café gratis' }),
      attribute: 'gift',
      value: null,
      validityDays: 30,
      expiresAt: null,
      soldOut: false,
      offeredBy: null,
    },
    { tag: 'adv-apero', title: 'Apéritif', description: null, texts: offerTexts('Apéritif'), attribute: 'gift', value: null, validityDays: 90, expiresAt: null, soldOut: true, offeredBy: null },
  ],
  links: [{ name: 'Google', category: 'review', url: 'https://g.example/review' }],
};

export function coupon(overrides: Partial<PublicCoupon> = {}): PublicCoupon {
  return {
    code: 'ABCD1234',
    state: 'active',
    expiresAt: '2030-06-30T10:00:00.000Z',
    validatedAt: null,
    validatedWhere: null,
    advantage: {
      tag: 'adv-cafe',
      title: 'Café offert',
      description: 'Un café avec le dessert',
      texts: offerTexts('Café offert', { en: 'Free coffee' }, 'Un café avec le dessert'),
      attribute: 'gift',
      value: null,
      validityDays: 30,
    },
    customer: { tag: 'demo-bistro', name: 'Le Petit Bistro', language: 'fr', logo: null, theme: { back_color: null, font_color: null, title_color: null } },
    issuedOn: null,
    ...overrides,
  };
}

export function screenData(overrides: Partial<ScreenData> = {}): ScreenData {
  return {
    screen: { tag: 'screen-lyon', name: 'Comptoir', intervalSeconds: 8, language: 'en' },
    rule: { reviewCount: 20, minRating: 1 },
    establishment: { id: 1, name: 'Le Petit Bistro – Lyon' },
    customer: { tag: 'demo-bistro', name: 'Le Petit Bistro', logo: null, theme: { back_color: null, font_color: null, title_color: null } },
    average: 4.5,
    count: 2,
    reviews: [{ id: 7, rating: 5, comment: 'Un accueil parfait', firstname: 'Léa', withAdvantage: true, createdAt: '2026-01-10T12:00:00.000Z' }],
    advantages: [],
    feedbackUrl: '/public/demo-bistro/establishment/demo-bistro-lyon/feedback',
    ...overrides,
  };
}
