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

/**
 * English contractions typed without their apostrophe (`didnt`, `thats`, `ive`), by where the apostrophe
 * belongs: read as `didn't`, `that's` and `i've` are, so one lexicon entry reads both. Words that are
 * also words of their own (`its`, `wed`, `lets`, `were`) are left alone; `ill` is split only where it is `I'll`.
 */
const CONTRACTIONS = new Map<string, number>([
  ...['dont', 'didnt', 'doesnt', 'isnt', 'wasnt', 'werent', 'arent', 'wont', 'cant', 'couldnt', 'wouldnt', 'shouldnt', 'havent', 'hasnt', 'hadnt', 'aint', 'mustnt', 'neednt', 'thats', 'whats', 'theres', 'heres', 'wheres', 'shes', 'im'].map(
    (word) => [word, word.length - 1] as const,
  ),
  ...['ive', 'weve', 'youve', 'theyve', 'couldve', 'wouldve', 'shouldve', 'youre', 'theyre'].map((word) => [word, word.length - 2] as const),
]);

/** `ill` is `I'll` before what one will do (`ill be back`, `ill never go again`), else the word. */
const AFTER_ILL = new Set(['be', 'never', 'not', 'definitely', 'certainly', 'probably', 'def', 'come', 'go', 'return', 'give', 'stick', 'pass', 'try', 'recommend', 'look']);

/** English words: as `tokenize`, with contractions typed without their apostrophe split where it belongs. */
export function tokenizeEnglish(text: string): Token[] {
  const tokens = tokenize(text);
  return tokens.flatMap((token, i) => {
    const at = token.raw === 'ill' && AFTER_ILL.has(tokens[i + 1]?.raw ?? '') ? 1 : CONTRACTIONS.get(token.raw);
    if (at === undefined) return [token];
    return [
      { raw: token.raw.slice(0, at), plain: token.plain.slice(0, at), start: token.start, end: token.start + at },
      { raw: token.raw.slice(at), plain: token.plain.slice(at), start: token.start + at, end: token.end },
    ];
  });
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
