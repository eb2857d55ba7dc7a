import { createHash } from 'node:crypto';
import type { CompiledLexicon } from './compile';
import data from './real-words.json';
import type { AnalysisLanguage } from './types';

/**
 * Real words of each language that are one typing slip from a lexicon word (`campagne` and
 * `champagne`, `writing` and `waiting`, `abierto` and `acierto`), in plain form: never read as slips.
 * Written by `npm run lexicon:real-words` from the Hunspell dictionaries, for the lexicon words whose
 * digest it records.
 */
export interface RealWords {
  spelled: Record<AnalysisLanguage, string>;
  words: Record<AnalysisLanguage, string[]>;
}

export const REAL_WORDS: RealWords = data;

/** The lexicon words a slip can be read as. */
export const spelledWords = (spelled: CompiledLexicon['spelled']): string[] => [...spelled.values()].flatMap((byWord) => [...byWord.keys()]);

/** Ties the list to the lexicon words a slip can be read as. */
export function spelledDigest(spelled: CompiledLexicon['spelled']): string {
  return createHash('sha256').update(spelledWords(spelled).sort().join('\n')).digest('hex').slice(0, 16);
}
