/** Lower case without diacritics: customers often type without accents. */
export function plain(word: string): string {
  return word.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

export interface Token {
  /** Lower case, accents kept. */
  raw: string;
  /** Lower case, accents removed. */
  plain: string;
  start: number;
  end: number;
}

/** Currency signs are words too: `12€`, `£18` speak of the price. */
const WORD = /[\p{L}\p{N}]+|\p{Sc}/gu;

/** Words with their offsets; apostrophes and hyphens separate words (`l'accueil`, `can't`, `qualité-prix`). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0].toLowerCase();
    tokens.push({ raw, plain: plain(raw), start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** Sentence ends; commas and colons separate sub-clauses. */
export const SENTENCE_END = /[.!?;…\n¡¿]+/g;
export const SUBCLAUSE_END = /[,:()–—]|\s-\s/g;
/** The same, to test the text between two words. */
export const SENTENCE_GAP = new RegExp(SENTENCE_END.source);
export const SUBCLAUSE_GAP = new RegExp(SUBCLAUSE_END.source);

/** The sentence of each token, counted from 0; a point between two numbers (`8.40`, `1.5`) ends none. */
export function sentencesOf(text: string, tokens: Token[]): number[] {
  let sentence = 0;
  return tokens.map((token, i) => {
    const before = tokens[i - 1];
    if (!before) return sentence;
    const gap = text.slice(before.end, token.start);
    if (SENTENCE_GAP.test(gap) && !(gap === '.' && /^\d+$/.test(before.plain) && /^\d/.test(token.plain))) sentence += 1;
    return sentence;
  });
}
