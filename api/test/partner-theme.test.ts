import type { PartnerInfo, PartnerTheme } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_PARTNER } from '../src/modules/branding/service';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await createTestApp({ security: { chatScriptHosts: ['chat.example.com'] } }));
});
afterAll(async () => {
  await app.close();
});

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const theme = (overrides: Partial<PartnerTheme> = {}) => ({
  brand: 'Avis Plus',
  title: 'Avis Plus — reviews',
  logo: `data:image/png;base64,${PNG_1PX}`,
  back_color: '#112233',
  font_color: '#FFFFFF',
  title_color: '#445566',
  cgv: '<p>Terms</p>',
  chat_party_id: 'demo-party',
  chat_url: 'https://chat.example.com',
  ...overrides,
});

const put = async (email: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/partner/theme', payload: payload as object, headers: bearer(await tokenFor(app, email)) });

describe('/api/partner/theme', () => {
  it('lets a partner read and change its own theme, which partner info then serves', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/partner/theme', headers: bearer(await tokenFor(app, DEMO_USERS.partner)) });
    expect(read.statusCode).toBe(200);
    expect((read.json() as { data: PartnerTheme }).data.code).toBe('demo');
    const res = await put(DEMO_USERS.partner, theme());
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: PartnerTheme }).data).toMatchObject({ brand: 'Avis Plus', font_color: '#ffffff', chat_url: 'https://chat.example.com' });
    const info = (await app.inject({ method: 'GET', url: '/api/partner/info?code=demo' })).json() as PartnerInfo;
    expect(info).toMatchObject({ brand: 'Avis Plus', title: 'Avis Plus — reviews', back_color: '#112233', cgv: '<p>Terms</p>' });
    expect(info.logo).toBe(`data:image/png;base64,${PNG_1PX}`);
    expect((await app.inject({ method: 'GET', url: '/api/partner/chat?code=demo' })).json()).toEqual({ data: { party_id: 'demo-party', url: 'https://chat.example.com' } });
    // The other partner is untouched.
    expect(((await app.inject({ method: 'GET', url: '/api/partner/info?code=nordic' })).json() as PartnerInfo).brand).not.toBe('Avis Plus');
  });

  it('refuses non-partner users and anonymous calls', async () => {
    const res = await put(DEMO_USERS.customer, theme());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, code: 'forbidden', message: NOT_PARTNER });
    expect((await put(DEMO_USERS.admin, theme())).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: '/api/partner/theme', payload: theme() })).statusCode).toBe(401);
  });

  it('checks the logo type, its bytes and its size, and the colours', async () => {
    const gif = await put(DEMO_USERS.partner, theme({ logo: `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}` }));
    expect((gif.json() as { errors: Record<string, string[]> }).errors.logo).toEqual(['logo_type']);
    const liar = await put(DEMO_USERS.partner, theme({ logo: `data:image/png;base64,${Buffer.from('GIF89a-not-a-png').toString('base64')}` }));
    expect((liar.json() as { errors: Record<string, string[]> }).errors.logo).toEqual(['logo_type']);
    const big = Buffer.concat([Buffer.from(PNG_1PX, 'base64'), Buffer.alloc(300 * 1024)]);
    const large = await put(DEMO_USERS.partner, theme({ logo: `data:image/png;base64,${big.toString('base64')}` }));
    expect((large.json() as { errors: Record<string, string[]> }).errors.logo).toEqual(['logo_too_large']);
    const colour = await put(DEMO_USERS.partner, theme({ back_color: 'red' }));
    expect((colour.json() as { errors: Record<string, string[]> }).errors.back_color).toEqual(['color']);
    const chat = await put(DEMO_USERS.partner, theme({ chat_url: 'javascript:alert(1)' }));
    expect((chat.json() as { errors: Record<string, string[]> }).errors.chat_url).toEqual(['url']);
    expect((await put(DEMO_USERS.partner, theme({ logo: null, chat_party_id: '', chat_url: '' }))).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/partner/chat?code=demo' })).json()).toEqual({ data: null });
  });
});

describe('what a partner stores cannot run code on other pages', () => {
  it('refuses a chat URL on a host the server does not allow, and never serves one', async () => {
    const res = await put(DEMO_USERS.partner, theme({ chat_url: 'https://evil.example' }));
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: Record<string, string[]> }).errors.chat_url).toEqual(['chat_host']);
    // Allowed only by its exact host name, not by a suffix.
    const lookalike = await put(DEMO_USERS.partner, theme({ chat_url: 'https://chat.example.com.evil.example' }));
    expect(lookalike.statusCode).toBe(400);
    expect((await put(DEMO_USERS.partner, theme())).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/partner/chat?code=demo' })).json()).toEqual({ data: { party_id: 'demo-party', url: 'https://chat.example.com' } });

    // The same stored URL on a server that no longer allows its host is not handed out.
    const { app: strict } = await createTestApp({ security: { chatScriptHosts: [] } });
    try {
      // A fresh copy of the seeded database: the seeded chat URL's host is not allowed there either.
      expect((await strict.inject({ method: 'GET', url: '/api/partner/chat?code=demo' })).json()).toEqual({ data: null });
    } finally {
      await strict.close();
    }
  });

  it('stores terms through the shared allow-list sanitizer', async () => {
    const cgv = '<h2>CGV</h2><form action="https://evil.example"><input name="password"></form><style>*{}</style><img src=x onerror=alert(1)><p onclick="x()">ok</p>';
    expect((await put(DEMO_USERS.partner, theme({ cgv }))).statusCode).toBe(200);
    const info = (await app.inject({ method: 'GET', url: '/api/partner/info?code=demo' })).json() as PartnerInfo;
    expect(info.cgv).toBe('<h2>CGV</h2><p>ok</p>');
  });
});

const svgUrl = (markup: string) => `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`;
const svgOf = (dataUrl: string | null) => Buffer.from((dataUrl ?? '').replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
const themeOf = async (email: string) => ((await app.inject({ method: 'GET', url: '/api/partner/theme', headers: bearer(await tokenFor(app, email)) })).json() as { data: PartnerTheme }).data;
const storedLogo = async (email: string = DEMO_USERS.partner) => (await themeOf(email)).logo;
const errorsOf = (res: { json: () => unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;

describe('partner logos in SVG', () => {
  it('keeps the stored logo on a save that sends it back or leaves it out, even an SVG seeded before any check', async () => {
    // The other demo partner, as seeded: its logo is an SVG.
    const seeded = await storedLogo(DEMO_USERS.nordicPartner);
    expect(seeded).toMatch(/^data:image\/svg\+xml;base64,/);
    const { code: _code, ...form } = await themeOf(DEMO_USERS.nordicPartner);
    // The form as it was before: everything sent back, only a colour changed.
    const same = await put(DEMO_USERS.nordicPartner, { ...form, back_color: '#123456' });
    expect(same.statusCode).toBe(200);
    expect((same.json() as { data: PartnerTheme }).data).toMatchObject({ back_color: '#123456', logo: seeded });
    // The form as it is now: the logo left out when unchanged.
    const { logo: _logo, ...withoutLogo } = form;
    const colourOnly = await put(DEMO_USERS.nordicPartner, { ...withoutLogo, back_color: '#654321' });
    expect(colourOnly.statusCode).toBe(200);
    expect(await storedLogo(DEMO_USERS.nordicPartner)).toBe(seeded);
    const info = (await app.inject({ method: 'GET', url: '/api/partner/info?code=nordic' })).json() as PartnerInfo;
    expect(info).toMatchObject({ back_color: '#654321', logo: seeded });
  });

  it('stores a valid SVG rebuilt by the sanitiser, drawing kept', async () => {
    const markup = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g"><stop offset="0" stop-color="#1f6feb"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><text x="32" y="40" font-size="11">AB</text></svg>';
    const res = await put(DEMO_USERS.partner, theme({ logo: svgUrl(markup) }));
    expect(res.statusCode).toBe(200);
    const stored = svgOf(await storedLogo());
    expect(stored).toContain('viewBox="0 0 64 64"');
    expect(stored).toContain('<rect width="64" height="64" rx="14" fill="url(#g)"/>');
    expect(stored).toContain('<text x="32" y="40" font-size="11">AB</text>');
  });

  it('removes scripts, event handlers, foreignObject and references outside the image', async () => {
    const markup = [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">',
      '<script>alert(document.cookie)</script>',
      '<rect width="10" height="10" fill="#ff0000" onclick="steal()"/>',
      '<image href="https://evil.example/track.png" width="1" height="1"/>',
      '<use xlink:href="https://evil.example/sprite.svg#icon"/>',
      '<a href="javascript:alert(1)"><text>link</text></a>',
      '<foreignObject width="10" height="10"><iframe src="https://evil.example"></iframe></foreignObject>',
      '<style>@import url(https://evil.example/x.css);</style>',
      '<circle r="2" style="fill:url(https://evil.example/f)"/>',
      '</svg>',
    ].join('');
    const res = await put(DEMO_USERS.partner, theme({ logo: svgUrl(markup) }));
    expect(res.statusCode).toBe(200);
    const stored = svgOf(await storedLogo());
    expect(stored).toContain('<rect width="10" height="10" fill="#ff0000"/>');
    for (const gone of ['script', 'onload', 'onclick', 'evil.example', 'javascript:', 'foreignObject', 'iframe', '@import', '<a']) expect(stored).not.toContain(gone);
  });

  it('accepts a URL-encoded SVG and stores it as base64, and refuses what is not an SVG image', async () => {
    const encoded = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" r="2"/></svg>')}`;
    expect((await put(DEMO_USERS.partner, theme({ logo: encoded }))).statusCode).toBe(200);
    expect(svgOf(await storedLogo())).toContain('<circle cx="2" cy="2" r="2"/>');

    const before = await storedLogo();
    const html = await put(DEMO_USERS.partner, theme({ logo: svgUrl('<html><body><img src=x onerror="alert(1)"><p>not a picture</p></body></html>') }));
    expect(html.statusCode).toBe(400);
    expect(errorsOf(html).logo).toEqual(['logo_unsafe']);
    const big = await put(DEMO_USERS.partner, theme({ logo: svgUrl(`<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(300 * 1024)}</desc></svg>`) }));
    expect(errorsOf(big).logo).toEqual(['logo_too_large']);
    // A refused logo changes nothing.
    expect(await storedLogo()).toBe(before);
  });

  it('still refuses a PNG whose bytes are not a PNG, with its reason', async () => {
    const res = await put(DEMO_USERS.partner, theme({ logo: `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}` }));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).logo).toEqual(['logo_type']);
  });
});
