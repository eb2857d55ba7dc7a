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
    const svg = await put(DEMO_USERS.partner, theme({ logo: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}` }));
    expect((svg.json() as { errors: Record<string, string[]> }).errors.logo).toEqual(['logo_type']);
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
