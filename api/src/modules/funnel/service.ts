import type { Funnel, FunnelQuery, FunnelStep } from '@erep/shared/schemas';
import { FUNNEL_STEPS } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { notFound } from '../../http/errors';
import * as q from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Action names recorded for each step; the older names of imported history count too. */
const ACTIONS: Record<Exclude<FunnelStep, 'coupon_validated'>, string[]> = {
  visit: ['scan', 'page_view', 'qr_scan', 'feedback_open', 'gates_open'],
  rating_started: ['rating_started'],
  submitted: ['submitted', 'feedback_submit'],
  coupon_shown: ['coupon_shown'],
  platform_link_clicked: ['platform_link_clicked', 'external_click'],
};
const SCANS = ['scan', 'qr_scan'];

/** The visitor funnel of the period (whole days, UTC), with each step's share of the one before. */
export async function funnel(orm: Orm, customerId: number, query: FunnelQuery, scope: q.Scope = null): Promise<Funnel> {
  // A manager's funnel covers their establishments; naming another one is as for an unknown one.
  if (query.establishment !== undefined && scope !== null && !scope.includes(query.establishment)) throw notFound(`Establishment '${query.establishment}' not found`);
  const period = { from: new Date(`${query.start_date}T00:00:00Z`), to: new Date(new Date(`${query.end_date}T00:00:00Z`).getTime() + DAY_MS) };
  const names = Object.values(ACTIONS).flat();
  const [counted, validated, sources] = await Promise.all([
    q.actionCounts(orm, customerId, query.establishment, period, names, scope),
    q.validatedCoupons(orm, customerId, query.establishment, period, scope),
    q.scansByPath(orm, customerId, query.establishment, period, SCANS, scope),
  ]);
  const byAction = new Map(counted.map((r) => [r.action, Number(r.count)]));
  let previous: number | null = null;
  const steps = FUNNEL_STEPS.map((step) => {
    const value = step === 'coupon_validated' ? validated : ACTIONS[step].reduce((sum, name) => sum + (byAction.get(name) ?? 0), 0);
    const conversion = previous === null || previous === 0 ? null : Math.round((value / previous) * 1000) / 1000;
    previous = value;
    return { step, count: value, conversion };
  });
  return { steps, sources: sources.map((s) => ({ path: s.path, scans: Number(s.count) })) };
}
