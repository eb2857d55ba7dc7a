import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerResources } from '@erep/shared/i18n';
import type { PricingPlan } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import sp from '../src/i18n/sp.json';
import { AppRoutes } from '../src/routes';

registerResources('erep', { fr, en, sp });
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const price: PricingPlan['price'] = { amount: 39, currency: 'EUR', period: 'month' };
const plans: PricingPlan[] = [
  { tag: 'lead-gen', name: 'Lead-Gen', price, features: ['qr', 'offers'] },
  { tag: 'all-inclusive', name: 'All inclusive', price, features: ['qr', 'offers', 'reviews'] },
];
const posted: unknown[] = [];
const pricingCodes: (string | null)[] = [];

const server = mockApi(
  http.get(apiPath('plan/pricing'), ({ request }) => {
    pricingCodes.push(new URL(request.url).searchParams.get('code'));
    return HttpResponse.json({ data: plans });
  }),
  http.post(apiPath('erep/customers'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push(body);
    if (body.email === 'taken@example.com') {
      return HttpResponse.json({ status: 409, code: 'email_taken', message: 'taken', errors: { email: ['taken'] } }, { status: 409 });
    }
    return HttpResponse.json({ data: { tag: 'cafe-des-arts', name: body.name } }, { status: 201 });
  }),
);

beforeEach(() => {
  posted.length = 0;
  pricingCodes.length = 0;
  server.resetHandlers();
});

const partner = testUser({ id: 3, roles: ['ROLE_EREP', 'ROLE_PARTNER'], customer: null, partner: { code: 'demo', language: 'fr' } });

async function fill(user: ReturnType<typeof userEvent.setup>, email: string) {
  const f = en.customers.create.fields;
  await user.type(screen.getByLabelText(f.name, { exact: false }), 'Café des Arts');
  await user.type(screen.getByTestId('new-customer-address1'), '5 place Bellecour');
  await user.type(screen.getByLabelText(f.zipcode, { exact: false }), '69002');
  await user.type(screen.getByLabelText(f.city, { exact: false }), 'Lyon');
  await user.selectOptions(screen.getByTestId('new-customer-country'), 'FR');
  await user.selectOptions(await screen.findByTestId('new-customer-plan'), await screen.findByRole('option', { name: 'All inclusive' }));
  await user.type(screen.getByLabelText(f.firstname, { exact: false }), 'Lucía');
  await user.type(screen.getByLabelText(f.lastname, { exact: false }), 'Martín');
  await user.type(screen.getByLabelText(f.email, { exact: false }), email);
  await user.selectOptions(screen.getByTestId('new-customer-language'), 'sp');
}

describe('a partner creates a customer', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['sp', sp],
  ] as const)('shows the form with the partner plans (%s)', async (language, texts) => {
    renderApp(<AppRoutes />, { url: '/home/erep/customers/new', user: partner, language });
    expect(await screen.findByRole('heading', { name: texts.customers.create.title })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Lead-Gen' })).toBeInTheDocument();
    expect(pricingCodes).toContain('demo');
    expect(screen.getByRole('button', { name: texts.customers.create.submit })).toBeInTheDocument();
  });

  it('sends the company, the plan and the owner, then says the invitation is sent', async () => {
    const user = userEvent.setup();
    renderApp(<AppRoutes />, { url: '/home/erep/customers/new', user: partner, language: 'en' });
    await screen.findByRole('option', { name: 'Lead-Gen' });
    await fill(user, 'lucia@cafe-arts.example');
    await user.click(screen.getByRole('button', { name: en.customers.create.submit }));
    expect(await screen.findByTestId('new-customer-done')).toHaveTextContent('Café des Arts is created. An invitation was sent to lucia@cafe-arts.example.');
    expect(posted).toEqual([
      expect.objectContaining({
        name: 'Café des Arts',
        address1: '5 place Bellecour',
        zipcode: '69002',
        city: 'Lyon',
        country: 'FR',
        plan: 'all-inclusive',
        firstname: 'Lucía',
        lastname: 'Martín',
        email: 'lucia@cafe-arts.example',
        language: 'sp',
      }),
    ]);
  });

  it('flags missing fields without sending anything', async () => {
    const user = userEvent.setup();
    renderApp(<AppRoutes />, { url: '/home/erep/customers/new', user: partner, language: 'en' });
    await screen.findByRole('option', { name: 'Lead-Gen' });
    await user.click(screen.getByRole('button', { name: en.customers.create.submit }));
    await waitFor(() => expect(screen.getByLabelText(en.customers.create.fields.name, { exact: false })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByTestId('new-customer-plan')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(en.customers.create.fields.email, { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);
  });

  it("shows the server's reason next to the email already in use", async () => {
    const user = userEvent.setup();
    renderApp(<AppRoutes />, { url: '/home/erep/customers/new', user: partner, language: 'en' });
    await screen.findByRole('option', { name: 'Lead-Gen' });
    await fill(user, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: en.customers.create.submit }));
    expect(await screen.findByText(/An account already exists with this email address/)).toBeInTheDocument();
    expect(screen.queryByTestId('new-customer-done')).toBeNull();
  });
});
