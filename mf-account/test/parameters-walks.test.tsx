import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountTheme, AccountUser, Establishment, StaffMember, Unit } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { Toaster } from '@erep/shared/ui';
import en from '../src/i18n/en.json';
import '../src/root';
import { AppRoutes } from '../src/routes';

/*
 * The owner's and the partner's walks through the parameters in English: the browser suite walks
 * them in French only (account-parameters.spec.ts), these are its English texts.
 */

vi.setConfig({ testTimeout: 60_000 });

const p = en.parameters;
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const establishment = (id: number, name: string, city: string, customer: string): Establishment => ({
  id,
  tag: `e${id}`,
  name,
  address: null,
  city,
  zip: null,
  country: 'FR',
  phone: null,
  external_url: null,
  category: 'Restaurant',
  opening_hours: null,
  logo: null,
  archived: false,
  customer,
  created_at: '2026-01-01T00:00:00.000Z',
  seller_code_set: true,
});

let establishments: Establishment[] = [];
let staff: StaffMember[] = [];
let units: Unit[] = [];
let users: AccountUser[] = [];
let theme: AccountTheme = { back_color: '#1d4ed8', font_color: '#ffffff', title_color: '#111827', logo: null };
let sent: { url: string; body: unknown }[] = [];
const record = async (url: string, request: Request) => {
  const body = await request.json();
  sent.push({ url, body });
  return body as Record<string, unknown>;
};

mockApi(
  http.get(apiPath('customer/:tag/establishments'), () => HttpResponse.json({ data: establishments, total: establishments.length, page: 1, per_page: 10 })),
  http.get(apiPath('customer/:tag/establishments/all'), () => HttpResponse.json({ status: 200, data: establishments })),
  http.post(apiPath('customer/:tag/establishments'), async ({ request, params }) => {
    const body = await record('establishments', request);
    const created = { ...establishment(3, String(body.name), String(body.city), String(params.tag)), ...body };
    establishments = [...establishments, created];
    return HttpResponse.json({ data: created }, { status: 201 });
  }),
  http.put(apiPath('customer/:tag/establishments/:id'), async ({ request, params }) => {
    const body = await record(`establishments/${String(params.id)}`, request);
    establishments = establishments.map((e) => (e.id === Number(params.id) ? { ...e, ...body } : e));
    return HttpResponse.json({ data: establishments.find((e) => e.id === Number(params.id)) });
  }),
  http.get(apiPath('customer/:tag/account/establishments/:id/staff'), () => HttpResponse.json({ data: staff })),
  http.post(apiPath('customer/:tag/account/establishments/:id/staff'), async ({ request, params }) => {
    const body = await record(`establishments/${String(params.id)}/staff`, request);
    const member: StaffMember = { id: 9, establishment_id: Number(params.id), first_name: String(body.first_name), last_name: String(body.last_name), department: String(body.department), tag: 'lina-roche' };
    staff = [member];
    return HttpResponse.json({ data: member }, { status: 201 });
  }),
  http.get(apiPath('customer/:tag/account/establishments/:id/units'), () => HttpResponse.json({ data: units })),
  http.post(apiPath('customer/:tag/account/establishments/:id/units'), async ({ request, params }) => {
    const body = await record(`establishments/${String(params.id)}/units`, request);
    const unit: Unit = { id: 4, establishment_id: Number(params.id), name: String(body.name), tag: 'terrasse' };
    units = [unit];
    return HttpResponse.json({ data: unit }, { status: 201 });
  }),
  http.post(apiPath('customer/:tag/account/establishments/:id/seller-code'), async ({ request, params }) => {
    const body = await record(`establishments/${String(params.id)}/seller-code`, request);
    return HttpResponse.json({ data: { code: String(body.code), establishment_id: Number(params.id) } });
  }),
  http.get(apiPath('customer/:tag/account/users'), () => HttpResponse.json({ data: users })),
  http.post(apiPath('customer/:tag/account/users'), async ({ request }) => {
    const body = await record('users', request);
    const user: AccountUser = { id: 12, email: String(body.email), first_name: String(body.first_name), last_name: String(body.last_name), role: 'manager', active: true, establishments: [1], language: 'en', self: false, invited: true };
    users = [...users, user];
    return HttpResponse.json({ data: user }, { status: 201 });
  }),
  http.get(apiPath('customer/:tag/account/theme'), () => HttpResponse.json({ data: theme })),
  http.put(apiPath('customer/:tag/account/theme'), async ({ request }) => {
    theme = (await record('theme', request)) as unknown as AccountTheme;
    return HttpResponse.json({ data: theme });
  }),
);

const open = (path: string) =>
  renderApp(
    <>
      <AppRoutes />
      <Toaster />
    </>,
    { url: path, user: testUser(), language: 'en' },
  );

/** Picks the establishment of a per-establishment tab by the label its picker shows. */
async function pick(option: string) {
  const picker = await screen.findByLabelText(p.perEstablishment.establishment);
  await userEvent.selectOptions(picker, within(picker).getByRole('option', { name: option }));
}

beforeEach(() => {
  establishments = [establishment(1, 'Lyon Centre', 'Lyon', 'demo-bistro'), establishment(2, 'Croix-Rousse', 'Lyon', 'demo-bistro')];
  staff = [];
  units = [];
  users = [{ id: 1, email: 'customer@demo.test', first_name: 'Léa', last_name: 'Roux', role: 'owner', active: true, establishments: [], language: 'en', self: true, invited: false }];
  theme = { back_color: '#1d4ed8', font_color: '#ffffff', title_color: '#111827', logo: null };
  sent = [];
});

describe('parameters in English', () => {
  it('an owner adds an establishment, its staff, a unit and a chosen seller code, and invites a manager of one establishment', async () => {
    open('/customer/demo-bistro/account/parameters/establishments');
    expect(await screen.findByRole('tab', { name: p.tabs.establishments, selected: true })).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('establishment-new'));
    const form = await screen.findByTestId('establishment-form');
    await userEvent.type(within(form).getByLabelText(label(p.establishments.name)), 'Bistro Gare');
    await userEvent.type(within(form).getByLabelText(label(p.establishments.category)), 'Brasserie');
    await userEvent.type(within(form).getByLabelText(label(en.fields.city)), 'Lyon');
    await userEvent.type(within(form).getByLabelText(label(p.establishments.openingHours)), '7:00–23:00');
    await userEvent.click(within(form).getByRole('button', { name: en.save }));
    expect(await screen.findByRole('cell', { name: 'Bistro Gare' })).toBeInTheDocument();
    expect(sent).toEqual([{ url: 'establishments', body: expect.objectContaining({ name: 'Bistro Gare', category: 'Brasserie', city: 'Lyon', opening_hours: '7:00–23:00' }) }]);

    await userEvent.click(screen.getByRole('tab', { name: p.tabs.staff }));
    await pick('Bistro Gare (Lyon)');
    const staffForm = await screen.findByTestId('staff-form');
    await userEvent.type(within(staffForm).getByLabelText(label(en.fields.first_name)), 'Lina');
    await userEvent.type(within(staffForm).getByLabelText(label(en.fields.last_name)), 'Roche');
    await userEvent.type(within(staffForm).getByLabelText(label(p.staff.department)), 'Salle');
    await userEvent.click(within(staffForm).getByRole('button', { name: p.add }));
    expect(await screen.findByRole('cell', { name: 'Lina Roche' })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ url: 'establishments/3/staff', body: expect.objectContaining({ first_name: 'Lina', last_name: 'Roche', department: 'Salle' }) });

    await userEvent.click(screen.getByRole('tab', { name: p.tabs.units }));
    await pick('Bistro Gare (Lyon)');
    const unitForm = await screen.findByTestId('unit-form');
    await userEvent.type(within(unitForm).getByLabelText(label(p.units.name)), 'Terrasse');
    await userEvent.click(within(unitForm).getByRole('button', { name: p.add }));
    expect(await screen.findByRole('cell', { name: 'Terrasse' })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ url: 'establishments/3/units', body: expect.objectContaining({ name: 'Terrasse' }) });

    await userEvent.click(screen.getByRole('tab', { name: p.tabs.seller_codes }));
    await pick('Bistro Gare (Lyon)');
    await userEvent.type(await screen.findByLabelText(label(p.seller.choose)), '482913');
    await userEvent.click(screen.getByTestId('seller-rotate'));
    const dialog = await screen.findByRole('alertdialog', { name: p.seller.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: p.seller.rotate }));
    expect(await screen.findByTestId('seller-code')).toHaveTextContent('482913');
    expect(sent.at(-1)).toEqual({ url: 'establishments/3/seller-code', body: { code: '482913' } });

    await userEvent.click(screen.getByRole('tab', { name: p.tabs.users }));
    await userEvent.click(await screen.findByTestId('user-invite'));
    const invite = await screen.findByTestId('user-form');
    await userEvent.type(within(invite).getByLabelText(label(en.fields.email)), 'marc@example.com');
    await userEvent.type(within(invite).getByLabelText(label(en.fields.first_name)), 'Marc');
    await userEvent.type(within(invite).getByLabelText(label(en.fields.last_name)), 'Petit');
    await userEvent.click(within(invite).getByLabelText('Lyon Centre (Lyon)'));
    await userEvent.click(within(invite).getByRole('button', { name: p.users.send }));
    expect(await screen.findByRole('cell', { name: 'marc@example.com' })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ url: 'users', body: expect.objectContaining({ email: 'marc@example.com', first_name: 'Marc', last_name: 'Petit', role: 'manager', establishments: [1] }) });
  });

  it("a partner edits its customer's establishment and theme: a poor contrast is flagged, then fixed and saved", async () => {
    establishments = [establishment(5, 'Harbour Coffee – Narrow Quay', 'Bristol', 'demo-harbour-coffee')];
    open('/customer/demo-harbour-coffee/account/parameters/establishments');
    await userEvent.click(await screen.findByRole('button', { name: p.editNamed.replace('{{name}}', 'Harbour Coffee – Narrow Quay') }));
    const form = await screen.findByTestId('establishment-form');
    await userEvent.type(within(form).getByLabelText(label(en.fields.phone)), '+44 117 496 0000');
    await userEvent.click(within(form).getByRole('button', { name: en.save }));
    expect(await screen.findByRole('cell', { name: '+44 117 496 0000' })).toBeInTheDocument();
    expect(sent).toEqual([{ url: 'establishments/5', body: expect.objectContaining({ name: 'Harbour Coffee – Narrow Quay', phone: '+44 117 496 0000' }) }]);

    await userEvent.click(screen.getByRole('tab', { name: p.tabs.theme }));
    const back = await screen.findByTestId('theme-back_color');
    await userEvent.clear(back);
    await userEvent.type(back, '#0b5d1e');
    const font = screen.getByTestId('theme-font_color');
    await userEvent.clear(font);
    await userEvent.type(font, '#6b6b6b');
    expect(await screen.findByText(p.theme.contrastTitle)).toBeInTheDocument();
    await userEvent.clear(font);
    await userEvent.type(font, '#ffffff');
    expect(await screen.findByTestId('theme-contrast-ok')).toHaveTextContent(p.theme.contrastOk);
    await userEvent.click(screen.getByRole('button', { name: en.save }));
    expect(await screen.findByText(p.theme.saved)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ url: 'theme', body: expect.objectContaining({ back_color: '#0b5d1e', font_color: '#ffffff' }) });
  });
});
