import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAdvantage, Establishment } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp } from '@erep/shared/testing';
import { AdvantagesPage } from '../src/features/advantages/advantages-page';
import en from '../src/i18n/en.json';
import sp from '../src/i18n/sp.json';
import '../src/i18n/register';
import { advantageTexts, testAdvantage } from './fixtures';

/*
 * A new Lead-Gen account lands on its offers page: it says what to do first (poster, first
 * advantage, seller code), marks what is done, and goes away once an advantage and a visitor exist.
 */

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const place = (id: number, sellerCodeSet: boolean): Establishment => ({
  id,
  tag: `place-${id}`,
  name: `Panadería ${id}`,
  address: null,
  city: 'Sevilla',
  zip: null,
  country: 'ES',
  phone: null,
  external_url: null,
  customer: 'demo-bakery',
  created_at: '2026-01-01T00:00:00.000Z',
  seller_code_set: sellerCodeSet,
});

const cake = testAdvantage({ id: 3, tag: 'cake', texts: advantageTexts('Free cake', 'Pastel gratis'), title: 'Free cake', issued: 0, validated: 0 });

let account: { advantages: AdminAdvantage[]; places: Establishment[]; contacts: number; coupons: number };
const asked: URLSearchParams[] = [];
const page = (total: number) => ({ data: [], total, page: 1, per_page: 1 });

mockApi(
  http.get(apiPath('customer/demo-bakery/advantages'), () => HttpResponse.json({ data: account.advantages })),
  http.get(apiPath('customer/demo-bakery/establishments/all'), () => HttpResponse.json({ status: 200, data: account.places })),
  http.get(apiPath('customer/demo-bakery/contacts'), ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json(page(account.contacts));
  }),
  http.get(apiPath('customer/demo-bakery/coupons'), () => HttpResponse.json(page(account.coupons))),
);

beforeEach(() => {
  account = { advantages: [], places: [place(5, false)], contacts: 0, coupons: 0 };
  asked.length = 0;
});

const stepOf = (card: HTMLElement, id: string) => card.querySelector(`[data-step="${id}"]`) as HTMLElement;

describe('the first steps of a new Lead-Gen account', () => {
  it('an empty account is told to print its poster, create its first advantage and set its seller code, none done', async () => {
    renderApp(<AdvantagesPage tag="demo-bakery" area="leadgen" />, { language: 'en' });
    const card = await screen.findByTestId('first-steps');
    expect(card).toHaveTextContent(en.advantages.firstSteps.title);
    expect(within(card).getByRole('link', { name: en.advantages.firstSteps.poster })).toHaveAttribute('href', '/home/leadgen/customer/demo-bakery/my-qrcode');
    expect(within(card).getByRole('button', { name: en.advantages.firstSteps.advantage })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: en.advantages.firstSteps.sellerCode })).toHaveAttribute('href', '/customer/demo-bakery/account/parameters/seller_codes/5');
    expect(within(card).queryByText('Completed')).toBeNull();
    expect(card.querySelectorAll('[data-done="true"]')).toHaveLength(0);
    expect(card.querySelectorAll('[data-done="false"]')).toHaveLength(3);
    // Only whether a contact exists is asked, not the list.
    expect(asked[0]?.get('per_page')).toBe('1');

    // The step is the existing create action: the form opens, and the card makes room for it.
    await userEvent.click(within(card).getByRole('button', { name: en.advantages.firstSteps.advantage }));
    expect(await screen.findByRole('tab', { name: en.advantages.tabs.new, selected: true })).toBeInTheDocument();
    expect(screen.queryByTestId('first-steps')).toBeNull();
  });

  it('shows the steps already done as done, in the account area with its own QR codes page', async () => {
    account = { advantages: [cake], places: [place(5, true)], contacts: 0, coupons: 0 };
    renderApp(<AdvantagesPage tag="demo-bakery" area="account" />, { language: 'en' });
    const card = await screen.findByTestId('first-steps');
    expect(stepOf(card, 'advantage')).toHaveAttribute('data-done', 'true');
    expect(stepOf(card, 'advantage')).toHaveTextContent('Completed');
    expect(stepOf(card, 'seller-code')).toHaveAttribute('data-done', 'true');
    // No visitor yet: the poster is still to put up.
    expect(stepOf(card, 'poster')).toHaveAttribute('data-done', 'false');
    expect(within(stepOf(card, 'poster')).getByRole('link')).toHaveAttribute('href', '/customer/demo-bakery/account/my_qrcodes');
  });

  it('a first visitor without an advantage yet marks the poster done, and the seller code step leads to the establishment without one', async () => {
    account = { advantages: [], places: [place(5, true), place(6, false)], contacts: 1, coupons: 0 };
    renderApp(<AdvantagesPage tag="demo-bakery" area="leadgen" />, { language: 'sp' });
    const card = await screen.findByTestId('first-steps');
    expect(card).toHaveTextContent(sp.advantages.firstSteps.title);
    expect(stepOf(card, 'poster')).toHaveAttribute('data-done', 'true');
    expect(stepOf(card, 'advantage')).toHaveAttribute('data-done', 'false');
    expect(stepOf(card, 'seller-code')).toHaveAttribute('data-done', 'false');
    expect(within(card).getByRole('link', { name: sp.advantages.firstSteps.sellerCode })).toHaveAttribute('href', '/customer/demo-bakery/account/parameters/seller_codes/6');
  });

  it('an account without an establishment is first sent to describe it, and has no seller code step yet', async () => {
    account = { advantages: [], places: [], contacts: 0, coupons: 0 };
    renderApp(<AdvantagesPage tag="demo-bakery" area="leadgen" />, { language: 'en' });
    const card = await screen.findByTestId('first-steps');
    expect([...card.querySelectorAll('[data-step]')].map((step) => step.getAttribute('data-step'))).toEqual(['establishment', 'poster', 'advantage']);
    expect(within(card).getByRole('link', { name: en.advantages.firstSteps.establishment })).toHaveAttribute('href', '/customer/demo-bakery/first-step');
  });

  it.each([
    ['a first contact', 1, 0],
    ['a first coupon', 0, 1],
  ])('is gone once the account has an advantage and %s', async (_what, contacts, coupons) => {
    account = { advantages: [cake], places: [place(5, true)], contacts, coupons };
    renderApp(<AdvantagesPage tag="demo-bakery" area="leadgen" />, { language: 'en' });
    expect(await screen.findByRole('row', { name: /Free cake/ })).toBeInTheDocument();
    expect(screen.queryByTestId('first-steps')).toBeNull();
  });
});
