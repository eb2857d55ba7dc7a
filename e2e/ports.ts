/** The product under test, as `npm start` serves it. */
export const port = Number(process.env.E2E_PORT ?? 8181);
/**
 * A second server of its own for the release tests: they promote, roll back and corrupt remotes for
 * every partner, which must not reach the pages the other tests open meanwhile.
 */
export const releasesPort = port + 1;

/**
 * A third server with Stripe keys, its API calls sent to a stand-in for Stripe that the payment
 * test starts on the next port (Stripe.js itself is stubbed in the browser).
 */
export const stripePort = port + 2;
export const fakeStripePort = port + 3;
/** The stand-in for Google the connector test starts; the main server's GOOGLE_API_ROOT points at it. */
export const fakeGooglePort = port + 4;

export const dataDirOf = (serverPort: number): string => new URL(`.data/${serverPort}`, import.meta.url).pathname;
