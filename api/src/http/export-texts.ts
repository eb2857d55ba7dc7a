import type { LanguageCode } from '@erep/shared/schemas';

type Texts = Record<LanguageCode, string>;

/** Column titles of the CSV exports, in the user's language. */
const COLUMNS = {
  date: { fr: 'Date', en: 'Date', sp: 'Fecha' },
  place: { fr: 'Établissement', en: 'Establishment', sp: 'Establecimiento' },
  platform: { fr: 'Source', en: 'Source', sp: 'Origen' },
  rating: { fr: 'Note', en: 'Rating', sp: 'Nota' },
  language: { fr: 'Langue', en: 'Language', sp: 'Idioma' },
  sentiment: { fr: 'Sentiment', en: 'Sentiment', sp: 'Sentimiento' },
  author: { fr: 'Auteur', en: 'Author', sp: 'Autor' },
  internal: { fr: 'Interne', en: 'Internal', sp: 'Interna' },
  advantage: { fr: 'Avantage', en: 'Advantage', sp: 'Ventaja' },
  comment: { fr: 'Commentaire', en: 'Comment', sp: 'Comentario' },
  code: { fr: 'Code', en: 'Code', sp: 'Código' },
  state: { fr: 'État', en: 'State', sp: 'Estado' },
  email: { fr: 'E-mail', en: 'Email', sp: 'Correo electrónico' },
  name: { fr: 'Nom', en: 'Name', sp: 'Nombre' },
  establishment: { fr: 'Établissement', en: 'Establishment', sp: 'Establecimiento' },
  issued_at: { fr: 'Émis le (UTC)', en: 'Issued at (UTC)', sp: 'Emitido el (UTC)' },
  expires_at: { fr: 'Expire le (UTC)', en: 'Expires at (UTC)', sp: 'Caduca el (UTC)' },
  validated_at: { fr: 'Validé le (UTC)', en: 'Validated at (UTC)', sp: 'Validado el (UTC)' },
  validated_where: { fr: 'Validé à', en: 'Validated where', sp: 'Validado en' },
  first_name: { fr: 'Prénom', en: 'First name', sp: 'Nombre' },
  last_name: { fr: 'Nom', en: 'Last name', sp: 'Apellidos' },
  consent: { fr: 'Consentement', en: 'Consent', sp: 'Consentimiento' },
  consent_at: { fr: 'Consentement le (UTC)', en: 'Consent at (UTC)', sp: 'Consentimiento el (UTC)' },
  consent_text: { fr: 'Texte accepté', en: 'Wording agreed to', sp: 'Texto aceptado' },
  first_visit: { fr: 'Première visite (UTC)', en: 'First visit (UTC)', sp: 'Primera visita (UTC)' },
  last_visit: { fr: 'Dernière visite (UTC)', en: 'Last visit (UTC)', sp: 'Última visita (UTC)' },
  reviews: { fr: 'Avis', en: 'Reviews', sp: 'Opiniones' },
  coupons: { fr: 'Coupons', en: 'Coupons', sp: 'Cupones' },
} as const satisfies Record<string, Texts>;

/** States and codes written in the cells, in the user's language. */
const VALUES = {
  yes: { fr: 'oui', en: 'yes', sp: 'sí' },
  no: { fr: 'non', en: 'no', sp: 'no' },
  positive: { fr: 'positif', en: 'positive', sp: 'positivo' },
  neutral: { fr: 'neutre', en: 'neutral', sp: 'neutro' },
  negative: { fr: 'négatif', en: 'negative', sp: 'negativo' },
  active: { fr: 'actif', en: 'active', sp: 'activo' },
  expired: { fr: 'expiré', en: 'expired', sp: 'caducado' },
  sold_out: { fr: 'épuisé', en: 'sold out', sp: 'agotado' },
  validated: { fr: 'validé', en: 'validated', sp: 'validado' },
  consent_given: { fr: 'donné', en: 'given', sp: 'dado' },
  lang_fr: { fr: 'français', en: 'French', sp: 'francés' },
  lang_en: { fr: 'anglais', en: 'English', sp: 'inglés' },
  lang_sp: { fr: 'espagnol', en: 'Spanish', sp: 'español' },
  internal_form: { fr: 'notre formulaire', en: 'our form', sp: 'nuestro formulario' },
} as const satisfies Record<string, Texts>;

export type ExportColumn = keyof typeof COLUMNS;
export type ExportValue = keyof typeof VALUES;

export const columnTitle = (column: ExportColumn, lang: LanguageCode): string => COLUMNS[column][lang];

const isValue = (value: string): value is ExportValue => Object.hasOwn(VALUES, value);

/** A state or code in the user's language; anything the table does not know is written as it is. */
export function exportValue(value: string | null | undefined, lang: LanguageCode): string {
  if (value === null || value === undefined) return '';
  return isValue(value) ? VALUES[value][lang] : value;
}

/** A language code (fr, en, sp) by its name in the user's language. */
export const languageName = (code: string | null | undefined, lang: LanguageCode): string => (code ? exportValue(`lang_${code}`, lang).replace(/^lang_/, '') : '');

export const yesNo = (value: boolean, lang: LanguageCode): string => VALUES[value ? 'yes' : 'no'][lang];
