import type { LanguageCode } from '@erep/shared/schemas';

/** Visitor-facing server messages (spec section 8), in the visitor's language. */
const MESSAGES = {
  already_reviewed: {
    en: 'you have already sent your review today',
    fr: "vous avez déjà envoyé votre avis aujourd'hui",
    sp: 'ya ha enviado su opinión hoy',
  },
  coupon_today: {
    en: 'you have already received this advantage today on this device',
    fr: "vous avez déjà reçu cet avantage aujourd'hui sur cet appareil",
    sp: 'ya ha recibido esta ventaja hoy en este dispositivo',
  },
  sold_out: { en: 'this benefit is sold out', fr: 'cet avantage est épuisé', sp: 'esta ventaja está agotada' },
  expired: {
    en: 'sorry, your coupon has expired',
    fr: 'désolé, votre coupon a expiré',
    sp: 'lo sentimos, su cupón ha caducado',
  },
  already_validated: {
    en: 'this coupon has already been validated',
    fr: 'ce coupon a déjà été validé',
    sp: 'este cupón ya ha sido validado',
  },
  rate_limited: {
    en: 'Too many attempts, please try again in a moment',
    fr: 'Trop de tentatives, veuillez réessayer dans un instant',
    sp: 'Demasiados intentos, inténtelo de nuevo en un momento',
  },
  other_establishment: {
    en: 'This offer is not valid in your establishment',
    fr: "Cette offre n'est pas valable dans votre établissement",
    sp: 'Esta oferta no es válida en su establecimiento',
  },
  seller_code: { en: 'Wrong seller code', fr: 'Code vendeur incorrect', sp: 'Código de vendedor incorrecto' },
  seller_required: {
    en: 'Seller authentication required',
    fr: 'Authentification vendeur requise',
    sp: 'Se requiere la autenticación del vendedor',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type PublicMessage = keyof typeof MESSAGES;

export const publicMessage = (key: PublicMessage, lang: LanguageCode): string => MESSAGES[key][lang];
