import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageCode } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi } from '@erep/shared/testing';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { apiError, context, coupon, renderPublic, sellerAuth, sellerSignsIn, trackedActions } from './render-public';

/*
 * The visitor pages in each language a phone's browser may ask for: the texts, offers and dates
 * the browser suite reads in one language only (its own tests pick one each).
 */

const LANGUAGES = [
  { browser: 'fr-FR', code: 'fr', lang: 'fr' },
  { browser: 'en-GB', code: 'en', lang: 'en' },
  { browser: 'es-ES', code: 'sp', lang: 'es' },
] as const satisfies readonly { browser: string; code: LanguageCode; lang: string }[];

const PATH = '/public/demo-bistro/establishment/1/feedback';
const VALIDATION = '/public/discount/validation/ABCD1234';
const COFFEE = context.advantages[0]!;
// The partner's terms as the API gives them in each language (the seed's headings).
const TERMS_HEADING: Record<LanguageCode, string> = {
  fr: "Conditions générales d'utilisation et de vente",
  en: 'Terms of use and sale',
  sp: 'Condiciones generales de uso y venta',
};
const partner = { code: 'demo', brand: 'Avis Démo', title: 'Avis', logo: null, back_color: '#000', font_color: '#fff', title_color: '#000', cgv: '<h2>CGV</h2>' };

const tracked = trackedActions();
const server = mockApi(
  tracked.handler,
  http.get(apiPath('public/feedback/context'), () => HttpResponse.json({ data: context })),
  http.get(apiPath('partner/info'), () => HttpResponse.json(partner)),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text with `{{date}}` (and `{{place}}`) as a pattern: the date written dd/mm/yyyy, with a time when asked. */
const dated = (text: string, withTime: boolean, place = '') =>
  new RegExp(
    escape(text)
      .replace(escape('{{date}}'), withTime ? '\\d\\d/\\d\\d/\\d{4},? \\d\\d:\\d\\d' : '\\d\\d/\\d\\d/\\d{4}')
      .replace(escape('{{place}}'), escape(place)),
  );

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe.each(LANGUAGES)('a phone whose browser speaks $browser', ({ browser, code, lang }) => {
  const texts = VISITOR_TEXTS[code];

  beforeEach(() => {
    // What the visitor pages follow once the customer is known (nothing chosen on the page).
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([browser]);
  });

  it('reads the feedback form and its offers in that language only; "already sent today" is announced beside the button', async () => {
    let language: unknown = null;
    server.use(
      http.post(apiPath('public/feedback'), async ({ request }) => {
        language = ((await request.json()) as { language?: unknown }).language;
        return apiError(409, 'Already reviewed', { review: ['already_reviewed'] });
      }),
    );
    const user = userEvent.setup();
    renderPublic(PATH, code);
    const page = await screen.findByTestId('feedback-page');
    expect(await within(page).findByRole('radio', { name: new RegExp(escape(COFFEE.texts[code].title)) })).toBeInTheDocument();
    for (const other of LANGUAGES.filter((l) => l.code !== code)) {
      expect(within(page).queryByText(new RegExp(escape(COFFEE.texts[other.code].title)))).not.toBeInTheDocument();
    }
    expect(document.documentElement.lang).toBe(lang);

    await user.click(screen.getByRole('radio', { name: texts.feedback.rating.amazing }));
    await user.type(screen.getByLabelText(new RegExp(`^${escape(texts.feedback.firstname)}`)), 'Alex');
    await user.type(screen.getByLabelText(texts.feedback.comment), 'Service au top');
    expect(screen.getByLabelText(texts.feedback.email)).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(escape(texts.feedback.acceptTerms)) }));
    const terms = screen.getByRole('link', { name: new RegExp(`^${escape(texts.feedback.terms)}`) });
    expect(terms).toHaveAttribute('href', '/privacy-policy?customer=demo-bistro');
    expect(terms).toHaveAttribute('target', '_blank');

    const button = screen.getByRole('button', { name: texts.feedback.submit });
    await user.click(button);
    const message = await screen.findByTestId('feedback-error');
    expect(message).toHaveTextContent(texts.feedback.errors.already_reviewed);
    expect(message).toHaveAttribute('role', 'alert');
    expect(button.parentElement).toContainElement(message);
    expect(button).toHaveAccessibleDescription(texts.feedback.errors.already_reviewed);
    // The review carries the page's language.
    expect(language).toBe(code);
  });

  it('is thanked in that language, with the advantage in it and its coupon dated dd/mm/yyyy', async () => {
    const given = coupon();
    server.use(http.get(apiPath('public/feedback/thanks'), () => HttpResponse.json({ data: { context, coupon: given } })));
    renderPublic('/public/demo-bistro/establishment/1/ABCD1234/feedback-success', code);
    const thanks = await screen.findByTestId('thanks-page');
    expect(within(thanks).getByRole('heading', { level: 1 })).toHaveTextContent(texts.thanks.title);
    expect(screen.getByText(given.advantage.texts[code].title)).toBeInTheDocument();
    expect(screen.getByText(dated(texts.thanks.expires, false))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.thanks.showCoupon })).toHaveAttribute('href', '/public/customer/demo-bistro/advantagecontact/ABCD1234');
  });

  it("reads the terms opened from the form in that language, in the customer's brand", async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiPath('public/customers/demo-bistro/disclosure'), ({ request }) => {
        const terms = (new URL(request.url).searchParams.get('lang') ?? 'fr') as LanguageCode;
        asked.push(terms);
        return HttpResponse.json({
          data: {
            customer: context.customer,
            counterpart: true,
            retentionYears: 3,
            terms: { html: `<h2>${TERMS_HEADING[terms]}</h2><p>…</p>`, language: terms },
          },
        });
      }),
    );
    // Opened in another language: the page turns to the browser's once it knows the customer.
    renderPublic('/privacy-policy?customer=demo-bistro', code === 'fr' ? 'en' : 'fr');
    expect(await screen.findByRole('heading', { name: TERMS_HEADING[code] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.sections.privacy.title);
    expect(screen.getByTestId('privacy-terms')).toHaveAttribute('lang', lang);
    expect(screen.getByTestId('brand-name')).toHaveTextContent('Le Petit Bistro');
    expect(asked.at(-1)).toBe(code);
  });

  it('reads the contact and privacy pages in that language, each with one language switch named in it', async () => {
    const contact = renderPublic('/contact', code);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(texts.sections.contact.title);
    expect(screen.getAllByRole('navigation', { name: texts.language })).toHaveLength(1);
    contact.unmount();

    renderPublic('/privacy-policy', code);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(texts.sections.privacy.title);
    expect(screen.getAllByRole('navigation', { name: texts.language })).toHaveLength(1);
  });

  it('reads a coupon dated dd/mm/yyyy: until when an active one is valid, when a used one was used', async () => {
    let shown = coupon();
    server.use(http.get(apiPath('public/coupons/:code'), () => HttpResponse.json({ data: shown })));
    const active = renderPublic('/public/customer/demo-bistro/advantagecontact/ABCD1234', code);
    expect(await screen.findByText(dated(texts.coupon.expires, false))).toBeInTheDocument();
    expect(screen.getByTestId('coupon-state')).toHaveTextContent(texts.coupon.active);
    expect(screen.getByTestId('coupon-cashier')).toHaveTextContent(texts.coupon.showCashier);
    active.unmount();

    shown = coupon({ state: 'validated', validatedAt: '2026-03-14T12:30:00.000Z', validatedWhere: 'Le Petit Bistro – Lyon' });
    renderPublic('/public/customer/demo-bistro/advantagecontact/ABCD1234', code);
    expect(await screen.findByTestId('coupon-lead')).toHaveTextContent(dated(texts.coupon.used, true));
    expect(screen.getByTestId('coupon-state')).toHaveTextContent(dated(texts.coupon.validatedWhere, true, 'Le Petit Bistro – Lyon'));
    expect(screen.queryByTestId('qr-code')).not.toBeInTheDocument();
  });

  it('tells a seller a validated, expired or sold-out coupon in that language, asking neither the seller code nor a tap', async () => {
    const states = [
      ['validated', coupon({ state: 'validated', validatedAt: '2026-03-14T12:30:00.000Z', validatedWhere: 'Le Petit Bistro – Lyon' }), dated(texts.coupon.validatedWhere, true, 'Le Petit Bistro – Lyon')],
      ['expired', coupon({ state: 'expired' }), new RegExp(escape(texts.coupon.expired))],
      ['sold_out', coupon({ state: 'sold_out' }), new RegExp(escape(texts.coupon.sold_out))],
    ] as const;
    for (const [state, shown, text] of states) {
      server.use(http.get(apiPath('public/coupons/:code'), () => HttpResponse.json({ data: shown })));
      const view = renderPublic(VALIDATION, code);
      const closed = await screen.findByTestId('coupon-state');
      expect(closed).toHaveAttribute('data-state', state);
      expect(closed).toHaveClass('pf-warning');
      expect(closed).toHaveTextContent(text);
      expect(screen.getByTestId('seller-nothing-to-do')).toHaveTextContent(texts.seller.nothingToDo);
      expect(screen.queryByLabelText(texts.seller.code)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: texts.seller.validate })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('lets a seller sign in with the code in that language, validate, and validate the next coupon without the code', async () => {
    server.use(
      http.get(apiPath('public/coupons/:code'), ({ params }) => HttpResponse.json({ data: coupon({ code: String(params.code) }) })),
      sellerAuth(),
      http.post(apiPath('public/coupons/:code/validate'), ({ params }) =>
        HttpResponse.json({ data: coupon({ code: String(params.code), state: 'validated', validatedAt: '2026-03-14T15:30:00.000Z' }) }),
      ),
    );
    const user = userEvent.setup();
    const first = renderPublic(VALIDATION, code);
    await sellerSignsIn(user, texts.seller);
    await user.click(await screen.findByRole('button', { name: texts.seller.validate }));
    expect(await screen.findByTestId('validation-result')).toHaveTextContent(texts.seller.validated);
    await waitFor(() => expect(screen.getByTestId('coupon-state')).toHaveAttribute('data-state', 'validated'));
    first.unmount();

    // The next scanned coupon, on the same device: no code asked.
    renderPublic('/public/discount/validation/EFGH5678', code);
    expect(await screen.findByRole('button', { name: texts.seller.validate })).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.seller.code)).not.toBeInTheDocument();
  });
});

