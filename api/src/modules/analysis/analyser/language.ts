import { francAll } from 'franc-min';
import type { CompiledLexicon } from './compile';
import { tokenize } from './text';
import type { AnalysisLanguage } from './types';

const FRANC: Record<string, AnalysisLanguage> = { fra: 'fr', eng: 'en', spa: 'sp' };
const LANGUAGES: AnalysisLanguage[] = ['fr', 'en', 'sp'];

/**
 * Trigram statistics (franc) for sentences; for a few words, votes of each language's function words
 * and opinion vocabulary, then the hint (the language the visitor chose), then French.
 */
export function detectLanguage(text: string, hint: AnalysisLanguage | undefined, lexiconOf: (l: AnalysisLanguage) => CompiledLexicon): AnalysisLanguage {
  const words = tokenize(text);
  const votes = new Map<AnalysisLanguage, number>(LANGUAGES.map((l) => [l, 0]));
  // Inverted marks are Spanish only.
  if (/[¿¡ñ]/i.test(text)) votes.set('sp', 2);
  for (const language of LANGUAGES) {
    const lexicon = lexiconOf(language);
    for (const word of words) {
      if (lexicon.stopwords.has(word.plain)) votes.set(language, (votes.get(language) ?? 0) + 1);
      else if (lexicon.opinions.has(word.plain)) votes.set(language, (votes.get(language) ?? 0) + 1);
      else if (lexicon.vocabulary.has(word.plain)) votes.set(language, (votes.get(language) ?? 0) + 0.5);
    }
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked as [[AnalysisLanguage, number], [AnalysisLanguage, number]];

  const letters = text.replace(/[^\p{L}]/gu, '').length;
  if (letters >= 25) {
    const guesses = francAll(text, { only: Object.keys(FRANC), minLength: 10 });
    const [top, next] = guesses;
    const guessed = top ? FRANC[top[0]] : undefined;
    // franc's scores are relative (1 = best); a close call goes to the word votes when they are clear.
    const close = !next || top === undefined || top[1] - next[1] < 0.05;
    // Trigrams are unreliable on a sentence or two: there, function and opinion words that clearly outvote win.
    const decisive = letters < 80 && first[1] - second[1] >= 2 && first[1] >= 2 * second[1];
    if (guessed && !((close || decisive) && first[1] - second[1] >= 2 && first[0] !== guessed)) return guessed;
  }
  if (first[1] > second[1]) return first[0];
  if (hint && votes.get(hint) === first[1]) return hint;
  return hint ?? (first[1] > 0 ? first[0] : 'fr');
}
