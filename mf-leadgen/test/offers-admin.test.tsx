import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminContact } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import '../src/i18n/register';
import { advantageTexts, testAdvantage } from './fixtures';
import { AdvantagesPage } from '../src/features/advantages/advantages-page';
import { ContactsPage } from '../src/features/contacts/contacts-page';

const texts = (title: string) => advantageTexts(title);
const advantage = testAdvantage;
const contact: AdminContact = {
  tag: 'ct-1',
  email: 'ana@example.es',
  first_name: 'Ana',
  last_name: null,
  language: 'sp',
  establishment: { id: 7, name: 'Lyon' },
  consent_at: '2026-02-01T10:00:00.000Z',
  consent_text: 'Acepto recibir por correo electrónico las ofertas y novedades de Panadería (opcional).',
  unsubscribed_at: null,
  first_visit: '2026-02-01T10:00:00.000Z',
  last_visit: '2026-03-01T10:00:00.000Z',
  reviews: 2,
  coupons: 1,
};

let sent: { method: string; url: string; body: unknown }[] = [];
let contacts: AdminContact[] = [contact];
/** The language the last CSV export asked for. */
let exportLanguage: string | null = null;
const CSV = '\uFEFFCorreo electrónico;Nombre\nana@example.es;Ana\n';

mockApi(
  http.get(apiPath('customer/demo-bakery/advantages'), () =>
    HttpResponse.json({ data: [advantage({}), advantage({ id: 2, title: 'Cake', texts: texts('Cake'), state: 'sold_out', quantity_limit: 10, quantity_used: 10, remaining: 0 })] }),
  ),
  http.get(apiPath('customer/demo-bakery/establishments/all'), () => HttpResponse.json({ status: 200, data: [{ id: 7, name: 'Camden' }] })),
  http.post(apiPath('customer/demo-bakery/advantages'), async ({ request }) => {
    const body = await request.json();
    sent.push({ method: 'POST', url: 'advantages', body });
    return HttpResponse.json({ data: advantage({ id: 3 }) }, { status: 201 });
  }),
  http.get(apiPath('customer/demo-bakery/contacts'), () => HttpResponse.json({ data: contacts, total: contacts.length, page: 1, per_page: 20 })),
  // Whether a visitor came yet, for the advantages page's first steps.
  http.get(apiPath('customer/demo-bakery/coupons'), () => HttpResponse.json({ data: [], total: 0, page: 1, per_page: 1 })),
  http.get(apiPath('customer/demo-bakery/contacts.csv'), ({ request }) => {
    exportLanguage = new URL(request.url).searchParams.get('lang');
    return new HttpResponse(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
  }),
  http.delete(apiPath('customer/demo-bakery/contacts/:contact'), ({ params }) => {
    sent.push({ method: 'DELETE', url: `contacts/${String(params.contact)}`, body: null });
    contacts = [];
    return HttpResponse.json({ data: { reviews_anonymised: 2, coupons_cancelled: 1, mails_redacted: 0 } });
  }),
);

beforeEach(() => {
  sent = [];
  contacts = [contact];
  exportLanguage = null;
});

const user = testUser({ email: 'bakery@demo.test', customer: { tag: 'demo-bakery', language: 'en', back_color: null } });

describe('advantages page', () => {
  it('lists each advantage with its state and figures, and creates one from the form with its rules', async () => {
    renderApp(<AdvantagesPage tag="demo-bakery" area="account" />, { user, language: 'en' });
    const coffee = await screen.findByRole('row', { name: /Free coffee/ });
    expect(within(coffee).getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Cake/ })).getByText('Sold out')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Cake/ })).getByText('0 left of 10')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'New advantage' }));
    expect(screen.getByText(/never conditioned on the rating or on a review posted elsewhere/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'percent');
    await userEvent.click(screen.getByTestId('advantage-save'));
    expect(await screen.findByText('Enter a percentage between 0 and 100.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByTestId('advantage-title-en'), 'Birthday cake');
    await userEvent.type(screen.getByLabelText(/Percentage \(%\)/), '15');
    await userEvent.click(screen.getByLabelText('Camden'));
    expect(within(screen.getByTestId('advantage-preview')).getByText('15 % off')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('advantage-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ title_en: 'Birthday cake', kind: 'percent', value: 15, establishments: [7], validity_days: 30 });
  });
});

describe('contacts page', () => {
  it('shows each marketing consent with its date and the wording agreed to, and who gave none', async () => {
    contacts = [contact, { ...contact, tag: 'ct-2', email: 'leo@example.fr', consent_at: null, consent_text: null }];
    renderApp(<ContactsPage tag="demo-bakery" area="account" />, { user, language: 'en' });
    const [given, none] = await screen.findAllByTestId('contact-consent');
    expect(given).toHaveTextContent(`Given on ${new Date('2026-02-01T10:00:00.000Z').toLocaleDateString('en')}`);
    expect(within(given!).getByText('Wording agreed to')).toBeInTheDocument();
    expect(given).toHaveTextContent(contact.consent_text ?? '');
    expect(none).toHaveTextContent('Not given');
    expect(within(none!).queryByText('Wording agreed to')).toBeNull();
  });

  it('erases a person only after confirmation', async () => {
    renderApp(<ContactsPage tag="demo-bakery" area="account" />, { user, language: 'en' });
    const row = await screen.findByTestId('contact-row');
    expect(row).toHaveTextContent('ana@example.es');
    await userEvent.click(within(row).getByRole('button', { name: 'Erase ana@example.es' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await userEvent.click(within(row).getByRole('button', { name: 'Erase ana@example.es' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', url: 'contacts/ct-1', body: null }]));
    expect(await screen.findByText('No contact yet')).toBeInTheDocument();
  });

  it('exports in the interface language and saves the CSV with the BOM the server sent', async () => {
    const saved: Blob[] = [];
    // jsdom has no object URLs; the saved file is what matters.
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (saved.push(blob), 'blob:contacts') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp(<ContactsPage tag="demo-bakery" area="account" />, { user, language: 'sp' });
    await screen.findByTestId('contact-row');
    await userEvent.click(screen.getByTestId('contacts-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exportLanguage).toBe('sp');
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // One BOM, not two.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
  });
});
