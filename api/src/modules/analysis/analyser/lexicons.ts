import type { AnalysisLanguage, Lexicon } from './types';
import { en } from './lexicons/en';
import { fr } from './lexicons/fr';
import { sp } from './lexicons/sp';

export const LEXICONS: Record<AnalysisLanguage, Lexicon> = { fr, en, sp };
