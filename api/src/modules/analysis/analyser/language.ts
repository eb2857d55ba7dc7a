import { francAll } from 'franc-min';
import type { CompiledLexicon } from './compile';
import { tokenize } from './text';
import type { AnalysisLanguage } from './types';

const FRANC: Record<string, AnalysisLanguage> = { fra: 'fr', eng: 'en', spa: 'sp' };
export const LANGUAGES: AnalysisLanguage[] = ['fr', 'en', 'sp'];
const ACCENTED = /[éèêàçùûôîëïáíóúñ]/iu;

/**
 * Trigram statistics (franc) for sentences; for a few words, votes of each language's function words
 * and opinion vocabulary, then the hint (the language the visitor chose), then French.
 */
export function detectLanguage(text: string, hint: AnalysisLanguage | undefined, lexiconOf: (l: AnalysisLanguage) => CompiledLexicon): AnalysisLanguage {
  const words = tokenize(text);
  const votes = new Map<AnalysisLanguage, number>(LANGUAGES.map((l) => [l, 0]));
  /** Votes of the words only one language knows (`con`, `como`, `yo` against `de`, `la`, `un`). */
  const own = new Map<AnalysisLanguage, number>(LANGUAGES.map((l) => [l, 0]));
  // Inverted marks are Spanish only.
  if (/[¿¡ñ]/i.test(text)) {
    votes.set('sp', 2);
    own.set('sp', 2);
  }
  const lexicons = LANGUAGES.map(lexiconOf);
  for (const word of words) {
    const weights = lexicons.map((lexicon) =>
      lexicon.stopwords.has(word.plain) || lexicon.opinions.has(word.plain) ? 1 : lexicon.vocabulary.has(word.plain) ? 0.5 : 0,
    );
    const known = weights.filter((w) => w > 0).length;
    LANGUAGES.forEach((language, k) => {
      const weight = weights[k] as number;
      votes.set(language, (votes.get(language) ?? 0) + weight);
      if (known === 1) own.set(language, (own.get(language) ?? 0) + weight);
    });
  }
  const rank = (tally: Map<AnalysisLanguage, number>) => [...tally.entries()].sort((a, b) => b[1] - a[1]) as [[AnalysisLanguage, number], [AnalysisLanguage, number]];
  const [first, second] = rank(votes);
  const [firstOwn, secondOwn] = rank(own);

  const letters = text.replace(/[^\p{L}]/gu, '').length;
  if (letters >= 25) {
    const guesses = francAll(text, { only: Object.keys(FRANC), minLength: 10 });
    const [top, next] = guesses;
    const guessed = top ? FRANC[top[0]] : undefined;
    // franc's scores are relative (1 = best); a close call goes to the word votes when they are clear.
    const close = !next || top === undefined || top[1] - next[1] < 0.05;
    // Trigrams are unreliable on a sentence or two: there, the words only one language knows decide when they clearly outvote.
    // Up to a few sentences, words only one language knows outvoting the others four to one decide too.
    const decisive =
      firstOwn[0] !== guessed &&
      ((letters < 80 && firstOwn[1] - secondOwn[1] >= (secondOwn[1] === 0 ? 1.5 : 2) && firstOwn[1] >= 2 * secondOwn[1]) || (letters < 200 && firstOwn[1] >= 5 && firstOwn[1] >= 4 * secondOwn[1]));
    // A near tie of trigrams (`La limpieza deja bastante que desear` is French to them by 0.01) goes to the words only one language knows.
    const tipped = close && firstOwn[1] > secondOwn[1] && first[0] === firstOwn[0] && firstOwn[0] !== guessed;
    if (decisive || tipped) return firstOwn[0];
    // Accented letters English never writes outside a borrowed word (`café`) side with the other words' votes.
    if (guessed === 'en' && ACCENTED.test(text) && first[0] !== 'en' && first[1] > (votes.get('en') ?? 0)) return first[0];
    if (guessed && !(close && first[1] - second[1] >= 2 && first[0] !== guessed)) return guessed;
  }
  if (first[1] > second[1]) return first[0];
  if (hint && votes.get(hint) === first[1]) return hint;
  return hint ?? (first[1] > 0 ? first[0] : 'fr');
}
