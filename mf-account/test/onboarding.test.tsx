import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { OnboardingState } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import '../src/root';
import { AppRoutes } from '../src/routes';

const form = { fields: ['lastname', 'gender', 'visitAt', 'email', 'comment'], advantage: null, back_color: '#1e3a8a', font_color: '#ffffff', title_color: '#172554' } as OnboardingState['form'];
const establishment = { id: 7, tag: 'le-quai-ab12cd', name: 'Le Quai', address: '1 quai', zip: '69002', city: 'Lyon', country: 'FR', phone: '', seller_code_set: true };
let state: OnboardingState;
let bodies: { url: string; body: unknown }[] = [];

mockApi(
  http.get(apiPath('customer/demo-bistro/onboarding'), () => HttpResponse.json({ data: state })),
  http.put(apiPath('customer/demo-bistro/onboarding/establishment'), async ({ request }) => {
    bodies.push({ url: 'establishment', body: await request.json() });
    state = { ...state, step: 'second-step', establishment };
    return HttpResponse.json({ data: state });
  }),
  http.put(apiPath('customer/demo-bistro/onboarding/public-form'), async ({ request }) => {
    const body = (await request.json()) as OnboardingState['form'];
    bodies.push({ url: 'public-form', body });
    state = { ...state, step: 'third-step', form: body };
    return HttpResponse.json({ data: state });
  }),
  http.post(apiPath('customer/demo-bistro/onboarding/complete'), () => {
    state = { ...state, completed: true };
    return HttpResponse.json({ data: state });
  }),
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
    { url: `/customer/demo-bistro/${path}`, user: testUser(), language: 'en' },
  );

const label = (text: string) => new RegExp(`^${text}`);

beforeEach(() => {
  bodies = [];
  localStorage.clear();
  state = { step: 'first-step', establishment: null, form, advantages: [{ tag: 'free-coffee', title: 'Free coffee' }], completed: false };
});

describe('onboarding', () => {
  it('step-view resumes where the customer stopped, and a step not reached yet sends back', async () => {
    state = { ...state, step: 'second-step', establishment };
    open('step-view');
    expect(await screen.findByText(en.onboarding.second.title)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/customer\/demo-bistro\/step-view$/);
  });

  it('refuses to jump ahead', async () => {
    open('step-view/third-step');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/customer/demo-bistro/step-view/first-step'));
  });

  it('keeps the establishment as a draft across leaving, resets it after confirmation, and saves it', async () => {
    const first = open('first-step');
    await userEvent.type(await screen.findByLabelText(label(en.fields.establishment)), 'Le Quai');
    await userEvent.type(screen.getByLabelText(label(en.fields.city)), 'Lyon');
    first.unmount();

    open('first-step');
    expect(await screen.findByLabelText(label(en.fields.establishment))).toHaveValue('Le Quai');
    expect(screen.getByLabelText(label(en.fields.city))).toHaveValue('Lyon');

    await userEvent.click(screen.getByRole('button', { name: en.onboarding.first.reset }));
    const dialog = await screen.findByRole('alertdialog', { name: en.onboarding.first.resetTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: en.onboarding.first.reset }));
    expect(screen.getByLabelText(label(en.fields.establishment))).toHaveValue('');
    expect(localStorage.getItem('establishment_draft:demo-bistro')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: en.onboarding.saveAndContinue }));
    expect((await screen.findAllByText(en.validation.required)).length).toBeGreaterThanOrEqual(4);
    expect(bodies).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(label(en.fields.establishment)), 'Le Quai');
    await userEvent.type(screen.getByLabelText(label(en.fields.address)), '1 quai');
    await userEvent.type(screen.getByLabelText(label(en.fields.zipcode)), '69002');
    await userEvent.type(screen.getByLabelText(label(en.fields.city)), 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: en.onboarding.saveAndContinue }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/customer/demo-bistro/step-view/second-step'));
    expect(bodies[0]).toEqual({ url: 'establishment', body: { name: 'Le Quai', address: '1 quai', zip: '69002', city: 'Lyon', country: 'FR', phone: '' } });
    // Saved: the draft is gone.
    expect(localStorage.getItem('establishment_draft:demo-bistro')).toBeNull();
  });

  it('previews the public form live: fields asked, the advantage and the colours', async () => {
    state = { ...state, step: 'second-step', establishment };
    open('step-view/second-step');
    const preview = await screen.findByTestId('feedback-preview');
    expect(within(preview).getByText('Email')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Email'));
    expect(within(preview).queryByText('Email')).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText(label(en.onboarding.second.advantage)), 'free-coffee');
    expect(within(preview).getByTestId('preview-advantage')).toHaveTextContent('Free coffee');
    expect(screen.getByRole('link', { name: en.onboarding.second.manageAdvantages })).toHaveAttribute('href', '/customer/demo-bistro/account/advantage');

    const title = screen.getByLabelText(label(en.onboarding.second.title_color));
    await userEvent.clear(title);
    await userEvent.type(title, '#aa0000');
    expect(within(preview).getByTestId('preview-title')).toHaveStyle({ color: '#aa0000' });

    await userEvent.click(screen.getByRole('button', { name: en.onboarding.saveAndContinue }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/step-view/third-step'));
    expect(bodies[0]?.body).toEqual({ fields: ['lastname', 'gender', 'visitAt', 'comment'], advantage: 'free-coffee', back_color: '#1e3a8a', font_color: '#ffffff', title_color: '#aa0000' });
  });

  it('reads in English: the page title, the step titles, the ready message and both downloads', async () => {
    const first = open('step-view');
    expect(await screen.findByRole('heading', { level: 1, name: en.sections.stepView.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: en.onboarding.first.title })).toBeInTheDocument();
    first.unmount();

    state = { ...state, step: 'second-step', establishment };
    const second = open('step-view/second-step');
    expect(await screen.findByText(en.onboarding.second.title)).toBeInTheDocument();
    expect(screen.getByLabelText(label(en.onboarding.second.title_color))).toBeInTheDocument();
    second.unmount();

    state = { ...state, step: 'third-step' };
    open('step-view');
    expect(await screen.findByText(en.onboarding.third.ready)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.onboarding.third.downloadSvg })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.onboarding.third.downloadJpeg })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.onboarding.third.finish })).toBeInTheDocument();
  });

  // The sign-in switches to the language saved on the user's record (mf-auth); the steps then read in it.
  it.each([
    ['fr', fr, en],
    ['en', en, fr],
  ] as const)('opens in the saved language (%s) and in that language only', async (language, texts, other) => {
    renderApp(<AppRoutes />, { url: '/customer/demo-bistro/step-view', user: testUser(), language });
    expect(await screen.findByRole('heading', { level: 1, name: texts.sections.stepView.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: texts.onboarding.first.title })).toBeInTheDocument();
    expect(screen.queryByText(other.onboarding.first.title)).toBeNull();
  });

  it('the third step shows the QR code of the feedback link, the link to copy and what to do next', async () => {
    state = { ...state, step: 'third-step', establishment };
    open('step-view/third-step');
    const qr = await screen.findByTestId('qr-code');
    expect(qr.querySelector('svg')).not.toBeNull();
    const link = `${window.location.origin}/public/demo-bistro/establishment/7/feedback`;
    expect(screen.getByLabelText(en.onboarding.third.link)).toHaveValue(link);
    expect(screen.getByRole('button', { name: en.onboarding.third.downloadSvg })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.onboarding.third.next.advantages })).toHaveAttribute('href', '/customer/demo-bistro/account/advantage');
    await userEvent.click(screen.getByRole('button', { name: en.onboarding.third.finish }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(state.completed).toBe(true);
  });
});
