import type { LanguageCode, OfferTexts } from '@erep/shared/schemas';

/** An offer's title and description in the page's language (the API fills missing languages from the customer's). */
export function offerText(offer: { title: string; description: string | null; texts?: OfferTexts }, lang: LanguageCode): { title: string; description: string | null } {
  return offer.texts?.[lang] ?? { title: offer.title, description: offer.description };
}
