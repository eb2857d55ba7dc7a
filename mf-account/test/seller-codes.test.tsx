import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { CreatedEstablishment, Establishment, OnboardingEstablishmentSaved, OnboardingState } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import '../src/root';
import { AppRoutes } from '../src/routes';

const form = { fields: ['email', 'comment'], advantage: null, back_color: '#1e3a8a', font_color: '#ffffff', title_color: '#172554' } as OnboardingState['form'];
const place = (id: number, name: string, sellerCodeSet: boolean): Establishment => ({
  id,
  tag: `place-${id}`,
  name,
  address: null,
  city: 'Lyon',
  zip: null,
  country: 'FR',
  phone: null,
  external_url: null,
  archived: false,
  customer: 'demo-bistro',
  created_at: '2026-01-01T00:00:00.000Z',
  seller_code_set: sellerCodeSet,
});

let state: OnboardingState;
let places: Establishment[];
let rotations = 0;

mockApi(
  http.get(apiPath('customer/demo-bistro/onboarding'), () => HttpResponse.json({ data: state })),
  http.put(apiPath('customer/demo-bistro/onboarding/establishment'), () => {
    const created = !state.establishment;
    state = { ...state, step: 'second-step', establishment: { id: 7, tag: 'le-quai-ab12cd', name: 'Le Quai', address: '1 quai', zip: '69002', city: 'Lyon', country: 'FR', phone: '', seller_code_set: true } };
    return HttpResponse.json({ data: { ...state, seller_code: created ? '482913' : null } satisfies OnboardingEstablishmentSaved });
  }),
  http.get(apiPath('customer/demo-bistro/establishments'), () => HttpResponse.json({ data: places, total: places.length, page: 1, per_page: 10 })),
  http.get(apiPath('customer/demo-bistro/establishments/all'), () => HttpResponse.json({ status: 200, data: places })),
  http.post(apiPath('customer/demo-bistro/establishments'), async ({ request }) => {
    const body = (await request.json()) as { name: string };
    const created: CreatedEstablishment = { ...place(9, body.name, true), seller_code: '650217' };
    places = [...places, place(9, body.name, true)];
    return HttpResponse.json({ data: created }, { status: 201 });
  }),
  http.post(apiPath('customer/demo-bistro/account/establishments/:id/seller-code'), ({ params }) => {
    rotations += 1;
    places = places.map((p) => (p.id === Number(params.id) ? { ...p, seller_code_set: true } : p));
    return HttpResponse.json({ data: { code: '771204', establishment_id: Number(params.id) } });
  }),
);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
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
  localStorage.clear();
  rotations = 0;
  state = { step: 'first-step', establishment: null, form, advantages: [], completed: false };
  places = [place(1, 'Le Petit Bistro – Lyon', true), place(2, 'Le Petit Bistro – Gare', false)];
});

describe('the seller code in onboarding', () => {
  // /step-view is where sign-in lands: saving moves the customer's step on there, and the code must stay.
  it.each(['first-step', 'step-view'])('shows the new establishment’s seller code once after step 1 (from /%s), then goes on to step 2', async (entry) => {
    open(`/customer/demo-bistro/${entry}`);
    await userEvent.type(await screen.findByLabelText(label(en.fields.establishment)), 'Le Quai');
    await userEvent.type(screen.getByLabelText(label(en.fields.address)), '1 quai');
    await userEvent.type(screen.getByLabelText(label(en.fields.zipcode)), '69002');
    await userEvent.type(screen.getByLabelText(label(en.fields.city)), 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: en.onboarding.saveAndContinue }));
    expect(await screen.findByTestId('seller-code')).toHaveTextContent('482913');
    expect(screen.getByText(en.onboarding.first.sellerCodeOnce)).toBeInTheDocument();
    // The owner reads it before moving on.
    expect(screen.getByTestId('where')).toHaveTextContent(`/customer/demo-bistro/${entry}`);
    await userEvent.click(screen.getByRole('button', { name: en.onboarding.first.continue }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/customer/demo-bistro/step-view/second-step'));
    expect(screen.queryByText('482913')).not.toBeInTheDocument();
  });

  it.each([
    [true, en.onboarding.third.sellerSet, en.onboarding.third.sellerChange],
    [false, en.onboarding.third.sellerNotSet, en.onboarding.third.sellerCreate],
  ])('the last step says whether a seller code is set (%s) and where to make it', async (set, text, link) => {
    state = {
      ...state,
      step: 'third-step',
      establishment: { id: 7, tag: 'le-quai-ab12cd', name: 'Le Quai', address: '1 quai', zip: '69002', city: 'Lyon', country: 'FR', phone: '', seller_code_set: set },
    };
    open('/customer/demo-bistro/step-view/third-step');
    const status = await screen.findByTestId('seller-code-status');
    expect(status).toHaveTextContent(text.replace('{{name}}', 'Le Quai'));
    expect(within(status).getByRole('link', { name: link })).toHaveAttribute('href', '/customer/demo-bistro/account/parameters/seller_codes/7');
    expect(within(status).getByRole('link', { name: en.onboarding.third.sellerPage })).toHaveAttribute('href', '/public/customer/demo-bistro/seller');
  });
});

describe('seller codes in the parameters', () => {
  it('says plainly that an establishment has no seller code and creates one, shown once', async () => {
    open('/customer/demo-bistro/account/parameters/seller_codes/2');
    const status = await screen.findByTestId('seller-code-status');
    expect(status).toHaveTextContent(en.parameters.seller.notSet.replace('{{name}}', 'Le Petit Bistro – Gare'));
    await userEvent.click(screen.getByRole('button', { name: en.parameters.seller.create }));
    const dialog = await screen.findByRole('alertdialog', { name: en.parameters.seller.createTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: en.parameters.seller.create }));
    expect(await screen.findByTestId('seller-code')).toHaveTextContent('771204');
    expect(rotations).toBe(1);
    // The list is read again: the establishment has a code now.
    await waitFor(() => expect(screen.getByTestId('seller-code-status')).toHaveTextContent(en.parameters.seller.status.replace('{{name}}', 'Le Petit Bistro – Gare')));
    expect(screen.getByRole('button', { name: en.parameters.seller.rotate })).toBeInTheDocument();
  });

  it('shows a new establishment’s seller code once, where it is created', async () => {
    open('/customer/demo-bistro/account/parameters/establishments');
    await userEvent.click(await screen.findByTestId('establishment-new'));
    const form = await screen.findByTestId('establishment-form');
    await userEvent.type(within(form).getByLabelText(label(en.parameters.establishments.name)), 'Le Petit Bistro – Port');
    await userEvent.click(within(form).getByRole('button', { name: en.save }));
    const dialog = await screen.findByRole('dialog', { name: en.parameters.establishments.sellerCodeTitle.replace('{{name}}', 'Le Petit Bistro – Port') });
    expect(within(dialog).getByTestId('seller-code')).toHaveTextContent('650217');
    expect(within(dialog).getByText(en.parameters.seller.onceOnly)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: en.parameters.establishments.done }));
    await waitFor(() => expect(screen.queryByTestId('seller-code')).not.toBeInTheDocument());
  });
});
