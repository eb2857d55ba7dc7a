import { LANGUAGE_CODES, type LanguageCode } from '@erep/shared/schemas';
import type { FastifyRequest } from 'fastify';

/** A stored or sent language code, or null when it is not one of ours. */
export function asLanguage(value: unknown): LanguageCode | null {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value) ? (value as LanguageCode) : null;
}

/** Accept-Language to fr, en, or sp for any Spanish locale; null when none of them is asked for. */
function acceptLanguage(header: string | undefined): LanguageCode | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((x) => x.tag && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    if (base === 'fr' || base === 'en') return base;
    if (base === 'es' || base === 'sp') return 'sp';
  }
  return null;
}

export interface VisitorLanguageHints {
  /** A language the visitor chose in the request itself (form field, body). */
  explicit?: unknown;
  /** The customer's language, used when the browser asks for none of ours. */
  customer?: string | null;
}

/**
 * The visitor's language, the same rule everywhere: an explicit choice, then `?lang`, then the
 * browser's Accept-Language, then the customer's language, then French.
 */
export function visitorLanguage(request: FastifyRequest, hints: VisitorLanguageHints = {}): LanguageCode {
  const query = request.query as { lang?: unknown } | undefined;
  return (
    asLanguage(hints.explicit) ??
    asLanguage(query?.lang) ??
    acceptLanguage(request.headers['accept-language']) ??
    asLanguage(hints.customer) ??
    'fr'
  );
}
