import { BILLING_PERIODS, type BillingPeriod, type PlanPrice } from '@erep/shared/schemas';
import Stripe from 'stripe';
import { TtlCache } from '../../lib/cache';

// Currencies Stripe counts in whole units (its "zero-decimal" list, the ones a partner might use).
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

const isPeriod = (value: string | null | undefined): value is BillingPeriod => (BILLING_PERIODS as readonly string[]).includes(value ?? '');

/** A price from minor units, or null when any part is missing. */
export function toPlanPrice(minor: number | null | undefined, currency: string | null | undefined, period: string | null | undefined): PlanPrice | null {
  if (minor == null || !currency || !isPeriod(period)) return null;
  const upper = currency.toUpperCase();
  return { amount: ZERO_DECIMAL.has(upper) ? minor : minor / 100, currency: upper, period };
}

export type PriceSource = (priceCode: string) => Promise<PlanPrice | null>;

/** What reaching Stripe takes: a shape of its own, since the payments module depends on this one. */
interface StripeConnection {
  secretKey: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Prices read from Stripe, kept ten minutes; an unreadable price is null, so the plan's own is used. */
export function stripePrices(settings: StripeConnection): PriceSource {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });
  const cache = new TtlCache<PlanPrice | null>({ max: 100, ttlMs: 10 * 60 * 1000 });
  return (priceCode) =>
    cache.getOrLoad(priceCode, async () => {
      try {
        const price = await stripe.prices.retrieve(priceCode);
        const period = price.recurring?.interval;
        return toPlanPrice(price.unit_amount, price.currency, period === 'month' || period === 'year' ? period : null);
      } catch {
        return null;
      }
    });
}
