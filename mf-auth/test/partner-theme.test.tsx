import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import type { PartnerTheme, PartnerThemeInput } from '@erep/shared/schemas';
import { Toaster } from '@erep/shared/ui';
import { partnerKeys } from '../src/lib/partner-keys';
import { PartnerThemePage } from '../src/features/partner-theme/components/theme-page';
import { en, setUpAuthTests } from './support';

setUpAuthTests();

const partner = testUser({ id: 3, email: 'partner@nordic.test', roles: ['ROLE_EREP', 'ROLE_PARTNER'], customer: null, partner: { code: 'nordic', language: 'en' } });
const THEME: PartnerTheme = {
  code: 'nordic',
  brand: 'Nordic Reviews',
  title: 'Nordic back office',
  logo: null,
  back_color: '#1f6feb',
  font_color: '#111111',
  title_color: '#0b2a4a',
  cgv: '<p>Terms</p>',
  chat_party_id: '',
  chat_url: '',
  pricing_url: '',
};

let saved: PartnerThemeInput[] = [];
const server = mockApi(
  http.get(apiPath('partner/theme'), () => HttpResponse.json({ status: 200, data: THEME })),
  http.put(apiPath('partner/theme'), async ({ request }) => {
    const input = (await request.json()) as PartnerThemeInput;
    saved.push(input);
    return HttpResponse.json({ status: 200, data: { ...input, code: 'nordic' } });
  }),
);

beforeEach(() => {
  saved = [];
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

function open() {
  return renderApp(
    <>
      <PartnerThemePage />
      <Toaster />
    </>,
    { user: partner, language: 'en' },
  );
}

describe('partner theme', () => {
  it('loads the saved theme into the form', async () => {
    open();
    await waitFor(() => expect(field(en.theme.fields.brand)).toHaveValue('Nordic Reviews'));
    expect(field(en.theme.fields.title)).toHaveValue('Nordic back office');
    expect(field(en.theme.fields.back_color)).toHaveValue('#1f6feb');
    expect(screen.getByRole('button', { name: en.theme.save })).toBeDisabled();
  });

  it('saves the changes, says so, and makes the cached partner info and chat settings stale', async () => {
    const { queryClient } = open();
    queryClient.setQueryData(partnerKeys.info('nordic'), { ...THEME, cgv: 'old terms' });
    queryClient.setQueryData(partnerKeys.chat('nordic'), null);
    await waitFor(() => expect(field(en.theme.fields.brand)).toHaveValue('Nordic Reviews'));
    fireEvent.change(field(en.theme.fields.brand), { target: { value: 'Fjord Reviews' } });
    fireEvent.change(field(en.theme.fields.chat_party_id), { target: { value: 'fjord' } });
    fireEvent.change(field(en.theme.fields.chat_url), { target: { value: 'https://pbx.fjord.test' } });
    fireEvent.click(screen.getByRole('button', { name: en.theme.save }));

    expect(await screen.findByText(en.theme.saved)).toBeInTheDocument();
    // The unchanged logo is left out: the server keeps the stored one.
    const { code: _code, logo: _logo, ...before } = THEME;
    expect(saved).toEqual([{ ...before, brand: 'Fjord Reviews', chat_party_id: 'fjord', chat_url: 'https://pbx.fjord.test' }]);
    expect(queryClient.getQueryState(partnerKeys.info('nordic'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(partnerKeys.chat('nordic'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(partnerKeys.theme)).toMatchObject({ brand: 'Fjord Reviews' });
    // Saved: nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: en.theme.save })).toBeDisabled());
  });

  it('shows the field errors the server returns', async () => {
    server.use(
      http.put(apiPath('partner/theme'), () => HttpResponse.json({ status: 400, message: 'Invalid', errors: { title: ['too_long'] } }, { status: 400 })),
    );
    const { queryClient } = open();
    queryClient.setQueryData(partnerKeys.info('nordic'), THEME);
    await waitFor(() => expect(field(en.theme.fields.brand)).toHaveValue('Nordic Reviews'));
    fireEvent.change(field(en.theme.fields.title), { target: { value: 'A new title' } });
    fireEvent.click(screen.getByRole('button', { name: en.theme.save }));
    expect(await screen.findByText(en.validation.too_long)).toBeInTheDocument();
    expect(queryClient.getQueryState(partnerKeys.info('nordic'))?.isInvalidated).toBe(false);
  });

  it('saves a colour change while the stored logo is an SVG, without sending the logo', async () => {
    const svgLogo = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>')}`;
    server.use(http.get(apiPath('partner/theme'), () => HttpResponse.json({ status: 200, data: { ...THEME, logo: svgLogo } })));
    open();
    await waitFor(() => expect(field(en.theme.fields.back_color)).toHaveValue('#1f6feb'));
    fireEvent.input(field(en.theme.fields.back_color), { target: { value: '#aa3300' } });
    fireEvent.click(screen.getByRole('button', { name: en.theme.save }));
    expect(await screen.findByText(en.theme.saved)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ back_color: '#aa3300' });
    expect(saved[0]).not.toHaveProperty('logo');
    expect(screen.queryByTestId('logo-error')).not.toBeInTheDocument();
  });

  it('names the refused logo file and says why', async () => {
    server.use(
      http.put(apiPath('partner/theme'), () => HttpResponse.json({ status: 400, code: 'bad_request', message: 'unsafe', errors: { logo: ['logo_unsafe'] } }, { status: 400 })),
    );
    open();
    await waitFor(() => expect(field(en.theme.fields.brand)).toHaveValue('Nordic Reviews'));
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>'], 'brand-mark.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByRole('button', { name: en.theme.save })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: en.theme.save }));
    const refusal = await screen.findByTestId('logo-error');
    expect(refusal).toHaveTextContent(en.theme.logoRefusedFile.replace('{{name}}', 'brand-mark.svg').replace('{{reason}}', en.validation.logo_unsafe));
    expect(refusal).toHaveAttribute('role', 'alert');
  });

  it('says a chosen file of another type is refused, by name, before sending it', async () => {
    open();
    await waitFor(() => expect(field(en.theme.fields.brand)).toHaveValue('Nordic Reviews'));
    fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [new File(['GIF89a'], 'old-logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByTestId('logo-error')).toHaveTextContent(en.theme.logoRefusedFile.replace('{{name}}', 'old-logo.gif').replace('{{reason}}', en.validation.logo_type));
  });

  it('tells users who are not partners that they cannot customise (403)', async () => {
    server.use(http.get(apiPath('partner/theme'), () => HttpResponse.json({ status: 403, message: 'Forbidden' }, { status: 403 })));
    open();
    expect(await screen.findByText(en.theme.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.theme.save })).not.toBeInTheDocument();
  });

  it('says the theme could not be loaded on a server error', async () => {
    server.use(http.get(apiPath('partner/theme'), () => HttpResponse.json({ status: 500, message: 'Boom' }, { status: 500 })));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(en.theme.loadFailed);
  });
});
