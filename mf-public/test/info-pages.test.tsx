import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@erep/shared/i18n';
import { apiPath, http, HttpResponse, mockApi } from '@erep/shared/testing';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { apiError, renderPublic } from './render-public';

const { en, fr, sp } = VISITOR_TEXTS;
const partner = { code: 'demo', brand: 'Avis Démo', title: 'Avis', logo: null, back_color: '#000', font_color: '#fff', title_color: '#000', cgv: '<h2>CGV</h2><p>Texte <script>alert(1)</script></p>' };
const server = mockApi(http.get(apiPath('partner/info'), () => HttpResponse.json(partner)));

describe('files page', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['sp', sp],
  ] as const)('says plainly in %s that the page is not available yet', async (lng, texts) => {
    await act(() => i18n.changeLanguage(lng));
    renderPublic('/files', lng);
    expect(await screen.findByRole('heading', { level: 1, name: texts.sections.files.title })).toBeInTheDocument();
    expect(screen.getByText(texts.soon.title)).toBeInTheDocument();
    expect(screen.getByText(texts.soon.description)).toBeInTheDocument();
  });
});

describe('privacy page', () => {
  it("names the customer and whether it gives a counterpart, and shows its partner's terms in the page's language, without scripts", async () => {
    let asked: string | null = null;
    server.use(
      http.get(apiPath('public/customers/demo-bistro/disclosure'), ({ request }) => {
        asked = new URL(request.url).searchParams.get('lang');
        return HttpResponse.json({
          data: {
            customer: { tag: 'demo-bistro', name: 'Le Petit Bistro', language: 'fr', logo: null, theme: { back_color: '#8c2f39', font_color: '#ffffff', title_color: null } },
            counterpart: false,
            retentionYears: 2,
            terms: { html: '<h2>Terms of use and sale</h2><script>alert(1)</script>', language: 'en' },
          },
        });
      }),
    );
    renderPublic('/privacy-policy?customer=demo-bistro');
    expect(await screen.findByText(en.privacy.counterpartNo.replace('{{name}}', 'Le Petit Bistro'))).toBeInTheDocument();
    expect(screen.getByText(en.privacy.retention.replace('{{count}}', '2'))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Terms of use and sale' })).toBeInTheDocument();
    expect(asked).toBe('en');
    expect(screen.getByTestId('privacy-terms')).toHaveAttribute('lang', 'en');
    expect(document.querySelector('script:not([type])')).toBeNull();
    // The customer's brand, not the partner's.
    expect(screen.getByTestId('brand-name')).toHaveTextContent('Le Petit Bistro');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#8c2f39');
  });

  it('asks nothing about a malformed customer tag', async () => {
    renderPublic('/privacy-policy?customer=../admin');
    expect(await screen.findByText(en.privacy.counterpartYes.replace('{{name}}', 'Avis Démo'))).toBeInTheDocument();
  });
});

describe('contact page', () => {
  it('sends the message, then says so and empties the form', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiPath('public/contact'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { sent: true } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPublic('/contact');
    await user.click(await screen.findByRole('button', { name: en.contact.submit }));
    expect(screen.getAllByText(en.feedback.errors.required)).toHaveLength(4);
    await user.type(screen.getByLabelText(`${en.contact.name} *`), 'Ana');
    await user.type(screen.getByLabelText(`${en.contact.email} *`), 'ana@example.com');
    await user.type(screen.getByLabelText(`${en.contact.subject} *`), 'Question');
    await user.type(screen.getByLabelText(`${en.contact.message} *`), 'Open on Sundays?');
    await user.click(screen.getByRole('button', { name: en.contact.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(en.contact.sent);
    expect(body).toEqual({ name: 'Ana', email: 'ana@example.com', subject: 'Question', message: 'Open on Sundays?' });
    expect(screen.getByLabelText(`${en.contact.name} *`)).toHaveValue('');
  });

  it('says when the message could not be sent', async () => {
    server.use(http.post(apiPath('public/contact'), () => apiError(500, 'Internal error')));
    const user = userEvent.setup();
    renderPublic('/contact');
    await user.type(await screen.findByLabelText(`${en.contact.name} *`), 'Ana');
    await user.type(screen.getByLabelText(`${en.contact.email} *`), 'ana@example.com');
    await user.type(screen.getByLabelText(`${en.contact.subject} *`), 'Question');
    await user.type(screen.getByLabelText(`${en.contact.message} *`), 'Hello');
    await user.click(screen.getByRole('button', { name: en.contact.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.contact.error);
  });
});
