import type { ReviewSummary } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

async function summary(email: string, tag: string, query = '') {
  const res = await app.inject({ url: `/api/customer/${tag}/reviews/summary${query}`, headers: bearer(await tokenFor(app, email)) });
  return { status: res.statusCode, body: res.json() as { data: ReviewSummary[]; message: string } };
}

describe('GET /api/customer/:tag/reviews/summary (reputation, mf-erep)', () => {
  it('gives an All_inclusive customer its review figures over the last 30 days', async () => {
    const { status, body } = await summary('customer@demo.test', 'demo-bistro');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    for (const row of body.data) {
      expect(row.reviews).toBeGreaterThan(0);
      expect(row.average).toBeGreaterThanOrEqual(1);
      expect(row.average).toBeLessThanOrEqual(5);
    }
  });

  it('refuses a Lead-Gen customer: the plan does not include reputation, whatever the client does', async () => {
    const { status, body } = await summary('bakery@demo.test', 'demo-bakery');
    expect(status).toBe(403);
    expect(body.message).toMatch(/plan does not include reputation monitoring/);
  });

  it('lets a partner read its customers whatever their plan, and still not another tenant', async () => {
    expect((await summary('partner@demo.test', 'demo-bakery')).status).toBe(200);
    expect((await summary('customer@demo.test', 'demo-bakery')).status).toBe(403);
    expect((await summary('partner@nordic.test', 'demo-bistro')).status).toBe(403);
  });

  it('follows the date range, in the spec format too', async () => {
    const { body } = await summary('customer@demo.test', 'demo-bistro', '?start_date=2001-1-01&end_date=2001-1-31');
    expect(body.data.map((r) => [r.reviews, r.average])).toEqual([
      [0, null],
      [0, null],
    ]);
    const wide = await summary('customer@demo.test', 'demo-bistro', '?start_date=2000-01-01&end_date=2100-12-31');
    const recent = await summary('customer@demo.test', 'demo-bistro');
    expect(wide.body.data[0]?.reviews).toBeGreaterThan(recent.body.data[0]?.reviews ?? 0);
  });

  it('answers 400 on a malformed date', async () => {
    const { status, body } = await summary('customer@demo.test', 'demo-bistro', '?start_date=yesterday');
    expect(status).toBe(400);
    expect(body.message).toMatch(/start_date/);
  });
});
