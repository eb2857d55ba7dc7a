import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/index';
import { createTestApp } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await createTestApp({ limits: { signUp: { max: 1000, timeWindowMs: 60_000 } } }));
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

const account = (overrides: Record<string, unknown> = {}) => ({
  name: 'Le Petit Zinc',
  firstname: 'Ana',
  lastname: 'Lopez',
  password: 'Vertical-Harbor-77',
  email: 'codes@example.com',
  city: 'Lyon',
  zipcode: '69001',
  country: 'FR',
  address1: '3 rue Mercière',
  plan: 'lead-gen',
  partner: 'demo',
  ...overrides,
});

describe('error envelope: a stable code beside the status and the message', () => {
  it('validation failures are validation_failed with the codes of each field', async () => {
    const res = await post('/api/public/password/reset', {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 400, code: 'validation_failed', errors: { email: ['required'] } });
    expect(typeof body.message).toBe('string');

    // A missing field is 'required' too, not valibot's English sentence.
    const missing = (await post('/api/account/create', account({ city: undefined }))).json();
    expect(missing.errors.city).toEqual(['required']);
    const wrongType = (await post('/api/login', { email: 42, password: 'x' })).json();
    expect(wrongType).toMatchObject({ code: 'validation_failed', errors: { email: ['invalid'] } });

    const signUp = (await post('/api/account/create', account({ firstname: '', country: 'france' }))).json();
    expect(signUp.code).toBe('validation_failed');
    expect(signUp.errors.firstname).toEqual(['required']);
    expect(signUp.errors.country).toEqual(['country']);
  });

  it('forgot password: an unknown address is unknown_email (404)', async () => {
    const res = await post('/api/public/password/reset', { email: 'ghost@demo.test' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'unknown_email' });
  });

  it('sign-up and plans: email_taken, plan_not_found, no_price_code, partner_not_found', async () => {
    const taken = await post('/api/account/create', account({ email: DEMO_USERS.customer }));
    expect(taken.statusCode).toBe(403);
    expect(taken.json().code).toBe('email_taken');
    const unknownPlan = (await post('/api/account/create', account({ plan: 'gold' }))).json();
    expect(unknownPlan).toMatchObject({ code: 'plan_not_found', errors: { plan: ['plan_not_found'] } });
    expect((await post('/api/account/create', account({ plan: 'legacy' }))).json().code).toBe('no_price_code');
    expect((await post('/api/account/create', account({ partner: 'nobody' }))).json().code).toBe('partner_not_found');
  });

  it('sign-in and sessions: bad_credentials, unauthenticated, invalid_token', async () => {
    const login = await post('/api/login', { email: DEMO_USERS.customer, password: 'wrong-password-1' });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('bad_credentials');
    expect((await app.inject({ method: 'GET', url: '/api/me' })).json().code).toBe('unauthenticated');
    const forged = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.json().code).toBe('invalid_token');
  });

  it('reset password: link_expired for an unknown token', async () => {
    const res = await post('/api/public/reinitialiser-mot-de-pass/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { password: 'Granite-Compass-64', confirmation: 'Granite-Compass-64' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('link_expired');
  });

  it("the framework's own errors and unknown routes carry a code too", async () => {
    const broken = await app.inject({ method: 'POST', url: '/api/login', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('invalid_json');
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });
});
