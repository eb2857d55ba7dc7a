import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client';
import { establishments } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

// Sign-ins hash with scrypt: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let app: FastifyInstance;
let db: Db;
let lyon = 0;
let croix = 0;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ limits: { feedback: { max: 3, timeWindowMs: 60_000 } } }));
  const idOf = async (tag: string) => (await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, tag)))[0]?.id ?? 0;
  lyon = await idOf('demo-bistro-lyon');
  croix = await idOf('demo-bistro-croix-rousse');
});
afterAll(async () => {
  await app.close();
});

/** `7` as `%37`: the same path once decoded. */
const escapeFirst = (text: string) => `%${text.charCodeAt(0).toString(16)}${text.slice(1)}`;

/** Status of each request, one after the other, from one address. */
async function statuses(remoteAddress: string, requests: { url: string; payload?: object | string; contentType?: string }[]): Promise<number[]> {
  const out: number[] = [];
  for (const r of requests) {
    const res = await app.inject({
      method: 'POST',
      url: r.url,
      remoteAddress,
      ...(r.payload === undefined ? {} : { payload: r.payload }),
      ...(r.contentType ? { headers: { 'content-type': r.contentType } } : {}),
    });
    out.push(res.statusCode);
  }
  return out;
}

describe('visitor limits count the target, however its address is spelt', () => {
  it('enabling an advantage: query string, establishment tag, escaped characters and a trailing slash share one count', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/customer/demo-bistro/advantages',
      headers: bearer(await tokenFor(app, DEMO_USERS.customer)),
      payload: {
        title_fr: '',
        description_fr: '',
        title_en: 'Free olives',
        description_en: '',
        title_sp: '',
        description_sp: '',
        kind: 'gift',
        value: '',
        establishments: [],
        validity_days: '30',
        ends_on: '',
        quantity_limit: '',
        active: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const tag = (created.json() as { data: { tag: string } }).data.tag;
    const enable = (path: string, n: number) => ({ url: path, payload: { email: `limit${n}@example.com` } });
    const got = await statuses('10.9.0.1', [
      enable(`/api/public/customers/demo-bistro/establishments/${lyon}/advantages/${tag}/enable`, 1),
      enable(`/api/public/customers/demo-bistro/establishments/${lyon}/advantages/${tag}/enable?fresh=1`, 2),
      enable(`/api/public/customers/demo-bistro/establishments/demo-bistro-lyon/advantages/${tag}/enable`, 3),
      enable(`/api/public/customers/%64emo-bistro/establishments/${lyon}/advantages/${tag}/enable`, 4),
      enable(`/api/public/customers/demo-bistro/establishments/${lyon}/advantages/${tag}/enable/`, 5),
    ]);
    expect(got.slice(0, 3)).toEqual([201, 201, 201]);
    expect(got.slice(3)).toEqual([429, 429]);
    // Another establishment counts on its own.
    expect(await statuses('10.9.0.1', [enable(`/api/public/customers/demo-bistro/establishments/${croix}/advantages/${tag}/enable`, 6)])).toEqual([201]);
  });

  it('the feedback page form: query string, escaped digits, the establishment tag and a trailing slash share one count', async () => {
    const form = { payload: 'rating=', contentType: 'application/x-www-form-urlencoded' };
    const got = await statuses('10.9.0.2', [
      { url: `/public/demo-bistro/establishment/${lyon}/feedback`, ...form },
      { url: `/public/demo-bistro/establishment/${lyon}/feedback?fresh=1`, ...form },
      { url: `/public/demo-bistro/establishment/demo-bistro-lyon/feedback`, ...form },
      { url: `/public/demo-bistro/establishment/${escapeFirst(String(lyon))}/feedback`, ...form },
      { url: `/public/demo-bistro/establishment/${lyon}/feedback/`, ...form },
    ]);
    expect(got.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(got.slice(3)).toEqual([429, 429]);
  });

  it('the feedback API: extra parameters and the establishment tag share one count', async () => {
    const got = await statuses('10.9.0.3', [
      { url: `/api/public/feedback?customer=demo-bistro&establishment=${lyon}`, payload: {} },
      { url: `/api/public/feedback?customer=demo-bistro&establishment=${lyon}&fresh=1`, payload: {} },
      { url: `/api/public/feedback?establishment=demo-bistro-lyon&customer=demo-bistro`, payload: {} },
      { url: `/api/public/feedback?customer=%64emo-bistro&establishment=${lyon}`, payload: {} },
    ]);
    expect(got.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(got[3]).toBe(429);
  });
});
