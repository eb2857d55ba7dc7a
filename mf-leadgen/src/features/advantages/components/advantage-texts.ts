import type { AdminAdvantage, OfferLanguage } from '@erep/shared/schemas';

/** A language's texts as the visitor gets them: a missing title falls back to another language. */
export function visitorTexts(texts: AdminAdvantage['texts'], lang: OfferLanguage, fallback: OfferLanguage): { title: string; description: string } {
  const own = texts[lang];
  if (own.title) return own;
  const other = texts[fallback].title ? texts[fallback] : (Object.values(texts).find((t) => t.title) ?? own);
  return other;
}
