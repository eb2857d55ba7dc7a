import { useEffect, useRef, useState, type RefObject } from 'react';

export type EmbeddedCheckoutState = { status: 'loading' } | { status: 'mounted' } | { status: 'failed'; error: unknown };

/**
 * Stripe allows one embedded Checkout on a page at a time: each mount waits until the one before it
 * is destroyed (a remount, or React's development double effect, would otherwise overlap them).
 */
let previous: Promise<void> = Promise.resolve();

/**
 * Loads Stripe.js (its own chunk: only the payment page in Stripe mode downloads it), creates the
 * embedded Checkout with `fetchClientSecret` and mounts it in the returned element; destroys it on
 * unmount. Changing `attempt` starts over after a failure.
 */
export function useEmbeddedCheckout(
  publishableKey: string,
  fetchClientSecret: () => Promise<string>,
  attempt: number,
): { container: RefObject<HTMLDivElement | null>; state: EmbeddedCheckoutState } {
  const container = useRef<HTMLDivElement>(null);
  // What the current attempt came to; an older attempt's result reads as loading.
  const [outcome, setOutcome] = useState<{ attempt: number; state: EmbeddedCheckoutState } | null>(null);
  const state: EmbeddedCheckoutState = outcome?.attempt === attempt ? outcome.state : { status: 'loading' };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let active = true;
    let checkout: { destroy(): void } | null = null;
    const run = previous.then(async () => {
      if (!active) return;
      const { loadStripe } = await import(/* webpackChunkName: "stripe-js" */ '@stripe/stripe-js');
      const stripe = await loadStripe(publishableKey);
      if (!stripe) throw new Error('Stripe.js is not available in this browser');
      if (!active) return;
      const created = await stripe.createEmbeddedCheckoutPage({ fetchClientSecret });
      if (!active) {
        created.destroy();
        return;
      }
      checkout = created;
      created.mount(element);
      setOutcome({ attempt, state: { status: 'mounted' } });
    });
    previous = run.catch(() => undefined);
    run.catch((error: unknown) => {
      if (active) setOutcome({ attempt, state: { status: 'failed', error } });
    });
    return () => {
      active = false;
      checkout?.destroy();
      checkout = null;
    };
  }, [publishableKey, fetchClientSecret, attempt]);

  return { container, state };
}
