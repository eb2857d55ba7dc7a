import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomToken } from '../lib/ids';

export interface SecurityHeaderOptions {
  production: boolean;
  /** Absolute base URL the remotes' releases are served from (RELEASES_BASE_URL); null when same-origin. */
  releasesBaseUrl?: string | null;
  /** Who may frame the product (FRAME_ANCESTORS, e.g. the in-store screens' host); empty: nobody. */
  frameAncestors?: string[];
  /** Hosts of the partners' phone systems whose chat script may load (CHAT_SCRIPT_HOSTS). */
  chatScriptHosts?: string[];
}

/**
 * Stripe.js and embedded Checkout, as Stripe's integration security guide lists them (its
 * Content Security Policy section, "Stripe.js" and "Checkout"): nothing of Stripe's beyond these.
 */
const STRIPE_SCRIPT = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com', 'https://checkout.stripe.com'];
const STRIPE_IMAGES = 'https://*.stripe.com';

type NoncedResponse = ServerResponse & { erepScriptNonce?: string };

/**
 * Headers a browser reads only on a document (or a worker, which the product does not start). A
 * script answer keeps `nosniff`, its resource policy and HSTS; the rest would cost about 0.9 KB on
 * each of a first visit's dozen scripts.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const SCRIPT_TYPE = /^(application|text)\/javascript\b/i;

/** The nonce that lets one server-rendered inline script run on this response. */
export function scriptNonce(reply: FastifyReply): string {
  const raw = reply.raw as NoncedResponse;
  raw.erepScriptNonce ??= randomToken(16);
  return raw.erepScriptNonce;
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy and companions for every answer. Scripts: this origin, the release
 * base, the chat hosts, Stripe, and a per-response nonce for the server-rendered pages' one inline
 * loader. Styles keep 'unsafe-inline': style-loader injects <style> tags at run time and React
 * writes style attributes, neither of which a nonce covers; styles cannot run script.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const releases = originOf(options.releasesBaseUrl);
  const chat = (options.chatScriptHosts ?? []).map((host) => `https://${host}`);
  const extra = releases ? [releases] : [];
  const ancestors = options.frameAncestors?.length ? options.frameAncestors : ["'none'"];
  // Added before helmet's hook, which writes the header: the nonce must exist by then.
  app.addHook('onRequest', async (_request, reply) => {
    scriptNonce(reply);
  });
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...extra,
          ...chat,
          ...STRIPE_SCRIPT,
          (_req, res) => `'nonce-${(res as NoncedResponse).erepScriptNonce ?? ''}'`,
        ],
        styleSrc: ["'self'", "'unsafe-inline'", ...extra],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra, STRIPE_IMAGES],
        fontSrc: ["'self'", 'data:', ...extra],
        connectSrc: ["'self'", ...extra, ...chat, ...STRIPE_CONNECT],
        frameSrc: [...STRIPE_FRAMES, ...chat],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ancestors,
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Stripe's frames and partner logos come from elsewhere: cross-origin isolation would block them.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Over plain HTTP (local demo) the header would be ignored; production sits behind HTTPS.
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: options.frameAncestors?.length ? false : { action: 'deny' },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (SCRIPT_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    }
    return payload;
  });
}
