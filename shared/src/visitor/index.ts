// The visitor's texts and styles: the API renders the QR-code pages from them before any script,
// and mf-public takes over from the same ones, so both renderings match whichever release is active.
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import sp from './i18n/sp.json';

export { PUBLIC_CSS } from './styles';
export { formatDay, formatMoment, formatNumber, visitorLocale } from './locale';
export type VisitorTexts = typeof en;
export const VISITOR_TEXTS = { fr, en, sp } satisfies Record<'fr' | 'en' | 'sp', VisitorTexts>;
