import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAdvantage } from '@erep/shared/schemas';
import { apiErrorTextIn, apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { Toaster } from '@erep/shared/ui';
import en from '../src/i18n/en.json';
import sp from '../src/i18n/sp.json';
import '../src/i18n/register';
import { advantageTexts, testAdvantage } from './fixtures';
import { AdvantagesPage } from '../src/features/advantages/advantages-page';

/*
 * A manager (limited to some establishments) sees no edit, pause or delete on the advantages that
 * apply at every establishment of the account; when the server refuses anyway, the text says why.
 */

const texts = (title: string) => advantageTexts(title, title);
const advantage = (over: Partial<AdminAdvantage>): AdminAdvantage => testAdvantage({ texts: texts('Free coffee'), ...over });

const OWNER_ONLY = { status: 403, code: 'owner_only', message: "Only the account's owners may do this" };
let advantages: AdminAdvantage[] = [];

mockApi(
  http.get(apiPath('customer/demo-bistro/advantages'), () => HttpResponse.json({ data: advantages })),
  http.get(apiPath('customer/demo-bistro/establishments/all'), () => HttpResponse.json({ status: 200, data: [{ id: 7, name: 'Lyon Centre' }] })),
  http.put(apiPath('customer/demo-bistro/advantages/:id/active'), () => HttpResponse.json(OWNER_ONLY, { status: 403 })),
  // Whether a visitor came yet, for the first steps.
  http.get(apiPath('customer/demo-bistro/contacts'), () => HttpResponse.json({ data: [], total: 0, page: 1, per_page: 1 })),
  http.get(apiPath('customer/demo-bistro/coupons'), () => HttpResponse.json({ data: [], total: 0, page: 1, per_page: 1 })),
);

beforeEach(() => {
  advantages = [advantage({}), advantage({ id: 2, tag: 'lyon', title: 'Lyon cake', texts: texts('Lyon cake'), establishments: [7] })];
});

const manager = testUser({ account_role: 'manager', customer: { tag: 'demo-bistro', language: 'en', back_color: null } });
const owner = testUser({ account_role: 'owner', customer: { tag: 'demo-bistro', language: 'en', back_color: null } });
const named = (text: string, title: string) => text.replace('{{title}}', title);

describe('advantages seen by a manager', () => {
  it('an account-wide advantage shows no actions, only that it is the owners’; their own establishment’s keeps them', async () => {
    renderApp(<AdvantagesPage tag="demo-bistro" area="account" />, { user: manager, language: 'en' });
    const everywhere = await screen.findByRole('row', { name: /Free coffee/ });
    expect(within(everywhere).getByText(en.advantages.ownersOnly)).toBeInTheDocument();
    expect(within(everywhere).queryByRole('button')).toBeNull();
    const lyon = screen.getByRole('row', { name: /Lyon cake/ });
    expect(within(lyon).getByRole('button', { name: named(en.advantages.editNamed, 'Lyon cake') })).toBeInTheDocument();
    expect(within(lyon).getByRole('button', { name: named(en.advantages.pauseNamed, 'Lyon cake') })).toBeInTheDocument();
    expect(within(lyon).getByRole('button', { name: named(en.advantages.deleteNamed, 'Lyon cake') })).toBeInTheDocument();
  });

  it('an owner keeps every action on the account-wide advantage', async () => {
    renderApp(<AdvantagesPage tag="demo-bistro" area="account" />, { user: owner, language: 'en' });
    const everywhere = await screen.findByRole('row', { name: /Free coffee/ });
    expect(within(everywhere).queryByText(en.advantages.ownersOnly)).toBeNull();
    expect(within(everywhere).getByRole('button', { name: named(en.advantages.pauseNamed, 'Free coffee') })).toBeInTheDocument();
  });

  it('a refusal by the server says why, in the user’s language', async () => {
    renderApp(
      <>
        <AdvantagesPage tag="demo-bistro" area="account" />
        <Toaster />
      </>,
      { user: manager, language: 'sp' },
    );
    const lyon = await screen.findByRole('row', { name: /Lyon cake/ });
    await userEvent.click(within(lyon).getByRole('button', { name: named(sp.advantages.pauseNamed, 'Lyon cake') }));
    const reason = apiErrorTextIn('sp', 'owner_only');
    expect(reason).toMatch(/propietarios/);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(sp.advantages.errors.save)).toBeNull();
  });
});
