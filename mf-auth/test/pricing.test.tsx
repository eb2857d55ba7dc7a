import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import type { PartnerInfo, PartnerTheme, PartnerThemeInput, PricingPlan } from '@erep/shared/schemas';
import { Toaster } from '@erep/shared/ui';
import { PartnerThemePage } from '../src/features/partner-theme/components/theme-page';
import { PricingPage } from '../src/features/pricing/components/pricing-page';
import { SignInPage } from '../src/features/sign-in/components/sign-in-page';
import { SignUpPage } from '../src/features/sign-up/components/sign-up-page';
import { en, fr, Landed, setUpAuthTests, sp } from './support';

setUpAuthTests();

const PLANS: PricingPlan[] = [
  { tag: 'lead-gen', name: 'Lead-Gen', price: { amount: 39, currency: 'EUR', period: 'month' }, features: ['qr', 'mobile', 'offers'] },
  { tag: 'all-inclusive', name: 'All_inclusive_monthly', price: { amount: 1290.5, currency: 'EUR', period: 'year' }, features: ['qr', 'mobile', 'offers', 'reviews', 'competitors'] },
];
const INFO: PartnerInfo = {
  code: 'demo',
  brand: 'Avis Boost',
  title: 'Avis Boost',
  logo: null,
  back_color: '#1f6feb',
  font_color: '#ffffff',
  title_color: '#0b2a4a',
  cgv: '<p>Terms</p>',
  pricing_url: null,
};
const EXTERNAL = 'https://avisboost.example/tarifs';

let asked: string[] = [];
const server = mockApi(
  http.get(apiPath('plan/pricing'), ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('code') ?? '');
    return HttpResponse.json({ data: PLANS });
  }),
  http.get(apiPath('partner/info'), () => HttpResponse.json(INFO)),
  http.get(apiPath('plan/list'), () =>
    HttpResponse.json({ status: 200, data: [{ id: 1, tag: 'lead-gen', name: 'Lead-Gen', price_code: 'price_lead_gen_monthly', price: PLANS[0]?.price }] }),
  ),
);

beforeEach(() => {
  asked = [];
});

const withExternalPricing = () => server.use(http.get(apiPath('partner/info'), () => HttpResponse.json({ ...INFO, pricing_url: EXTERNAL })));

function openPricing(language: 'fr' | 'en' | 'sp' = 'en') {
  return renderApp(<PricingPage />, { path: '/pricing', url: '/pricing', user: null, language, routes: <Route path="/sign-up" element={<Landed />} /> });
}

const cards = () => screen.findAllByTestId('pricing-plan');

describe('pricing page', () => {
  it("lists the partner's plans with price, period, features and a link to each one's sign-up", async () => {
    openPricing();
    expect(await screen.findByRole('heading', { level: 1, name: en.pricing.title })).toBeInTheDocument();
    const [leadGen, allInclusive] = await cards();
    if (!leadGen || !allInclusive) throw new Error('two plans expected');
    expect(within(leadGen).getByRole('heading', { level: 2, name: 'Lead-Gen' })).toBeInTheDocument();
    expect(within(leadGen).getByTestId('plan-price')).toHaveTextContent('€39 per month, billed monthly');
    expect(within(allInclusive).getByTestId('plan-price')).toHaveTextContent('€1,290.50 per year, billed yearly');
    const features = (card: HTMLElement) => [...within(card).getByTestId('plan-features').querySelectorAll('li')].map((li) => li.textContent);
    expect(features(leadGen)).toEqual([en.signUp.features.qr, en.signUp.features.mobile, en.signUp.features.offers]);
    expect(features(allInclusive)).toEqual(['qr', 'mobile', 'offers', 'reviews', 'competitors'].map((k) => en.signUp.features[k as keyof typeof en.signUp.features]));
    expect(within(leadGen).getByRole('link', { name: 'Choose Lead-Gen' })).toHaveAttribute('href', '/sign-up?c=lead-gen&n=Lead-Gen');
    expect(within(allInclusive).getByRole('link', { name: 'Choose All_inclusive_monthly' })).toHaveAttribute('href', '/sign-up?c=all-inclusive&n=All_inclusive_monthly');
    expect(screen.getByRole('link', { name: en.signUp.alreadySubscribed })).toHaveAttribute('href', '/sign-in');
    // The plans of the partner whose brand the page wears.
    expect(asked).toEqual(['demo']);
  });

  it('leads to the sign-up form of the plan picked', async () => {
    openPricing();
    fireEvent.click(await screen.findByRole('link', { name: 'Choose Lead-Gen' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/sign-up?c=lead-gen&n=Lead-Gen');
  });

  it.each([
    ['fr', fr, /^39\s€ par mois, facturé mensuellement$/, 'Choisir Lead-Gen'],
    ['sp', sp, /^39\s€ al mes, facturado mensualmente$/, 'Elegir Lead-Gen'],
  ] as const)('speaks %s, prices written as that language writes them', async (language, strings, price, choose) => {
    openPricing(language);
    expect(await screen.findByRole('heading', { level: 1, name: strings.pricing.title })).toBeInTheDocument();
    const [leadGen] = await cards();
    if (!leadGen) throw new Error('a plan expected');
    expect(within(leadGen).getByTestId('plan-price').textContent).toMatch(price);
    expect(within(leadGen).getByText(strings.signUp.features.offers)).toBeInTheDocument();
    expect(within(leadGen).getByRole('link', { name: choose })).toBeInTheDocument();
  });

  it('says when no plan is on sale, and offers a retry when the plans cannot be read', async () => {
    server.use(http.get(apiPath('plan/pricing'), () => HttpResponse.json({ data: [] })));
    const first = openPricing();
    expect(await screen.findByText(en.pricing.empty)).toBeInTheDocument();
    first.unmount();

    let calls = 0;
    server.use(
      http.get(apiPath('plan/pricing'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ status: 500, message: 'Boom' }, { status: 500 }) : HttpResponse.json({ data: PLANS });
      }),
    );
    openPricing();
    expect(await screen.findByRole('alert')).toHaveTextContent(en.pricing.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: en.pricing.retry }));
    expect(await cards()).toHaveLength(2);
  });
});

describe('the ways to the pricing page', () => {
  const landing = <Route path="/pricing" element={<Landed />} />;

  it("sign-in: 'Don't have an account?' opens it", async () => {
    renderApp(<SignInPage />, { path: '/sign-in', url: '/sign-in', user: null, language: 'en', routes: landing });
    const link = screen.getByRole('link', { name: en.signIn.noAccount });
    expect(link).toHaveAttribute('href', '/pricing');
    fireEvent.click(link);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/pricing$/);
  });

  it("sign-up: 'Change plan' opens it", async () => {
    renderApp(<SignUpPage />, { path: '/sign-up', url: '/sign-up?c=lead-gen&n=Lead-Gen', user: null, language: 'en', routes: landing });
    await screen.findByTestId('plan-features');
    const link = screen.getByRole('link', { name: en.signUp.changePlan });
    expect(link).toHaveAttribute('href', '/pricing');
    fireEvent.click(link);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/pricing$/);
  });

  it('sign-up without a plan: the warning links to it', async () => {
    renderApp(<SignUpPage />, { path: '/sign-up', url: '/sign-up', user: null, language: 'en', routes: landing });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(en.signUp.errors.tag_name_not_found);
    const link = within(warning).getByRole('link', { name: en.signUp.pricingPage });
    expect(link).toHaveAttribute('href', '/pricing');
    fireEvent.click(link);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/pricing$/);
  });

  it("all three go to the partner's own pricing page when its theme names one", async () => {
    withExternalPricing();
    const signIn = renderApp(<SignInPage />, { path: '/sign-in', url: '/sign-in', user: null, language: 'en' });
    await waitFor(() => expect(screen.getByRole('link', { name: en.signIn.noAccount })).toHaveAttribute('href', EXTERNAL));
    signIn.unmount();

    const withPlan = renderApp(<SignUpPage />, { path: '/sign-up', url: '/sign-up?c=lead-gen&n=Lead-Gen', user: null, language: 'en' });
    await screen.findByTestId('plan-features');
    await waitFor(() => expect(screen.getByRole('link', { name: en.signUp.changePlan })).toHaveAttribute('href', EXTERNAL));
    withPlan.unmount();

    renderApp(<SignUpPage />, { path: '/sign-up', url: '/sign-up', user: null, language: 'en' });
    const warning = await screen.findByRole('alert');
    await waitFor(() => expect(within(warning).getByRole('link', { name: en.signUp.pricingPage })).toHaveAttribute('href', EXTERNAL));
  });
});

describe("the partner's pricing page setting", () => {
  const partner = testUser({ id: 3, email: 'partner@demo.test', roles: ['ROLE_EREP', 'ROLE_PARTNER'], customer: null, partner: { code: 'demo', language: 'en' } });
  const THEME: PartnerTheme = { code: 'demo', brand: 'Avis Boost', title: 'Avis Boost', logo: null, back_color: '#1f6feb', font_color: '#ffffff', title_color: '#0b2a4a', cgv: '', chat_party_id: '', chat_url: '', pricing_url: '' };
  let saved: PartnerThemeInput[] = [];

  beforeEach(() => {
    saved = [];
    server.use(
      http.get(apiPath('partner/theme'), () => HttpResponse.json({ status: 200, data: THEME })),
      http.put(apiPath('partner/theme'), async ({ request }) => {
        const input = (await request.json()) as PartnerThemeInput;
        saved.push(input);
        return HttpResponse.json({ status: 200, data: { ...THEME, ...input } });
      }),
    );
  });

  const field = () => screen.getByLabelText(new RegExp(`^${en.theme.fields.pricing_url}`));
  const open = () =>
    renderApp(
      <>
        <PartnerThemePage />
        <Toaster />
      </>,
      { user: partner, language: 'en' },
    );

  it('saves an https address', async () => {
    open();
    await waitFor(() => expect(screen.getByLabelText(new RegExp(`^${en.theme.fields.brand}`))).toHaveValue('Avis Boost'));
    expect(field()).toHaveAccessibleDescription(en.theme.pricingHint);
    fireEvent.change(field(), { target: { value: EXTERNAL } });
    fireEvent.click(screen.getByRole('button', { name: en.theme.save }));
    expect(await screen.findByText(en.theme.saved)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ pricing_url: EXTERNAL });
  });

  it('refuses an address that is not https, and sends nothing', async () => {
    open();
    await waitFor(() => expect(screen.getByLabelText(new RegExp(`^${en.theme.fields.brand}`))).toHaveValue('Avis Boost'));
    fireEvent.change(field(), { target: { value: 'http://avisboost.example/tarifs' } });
    fireEvent.click(screen.getByRole('button', { name: en.theme.save }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription(`${en.theme.pricingHint} ${en.validation.url}`));
    expect(saved).toEqual([]);
  });
});
