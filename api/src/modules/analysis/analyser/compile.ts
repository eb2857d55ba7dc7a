import snowball from 'snowball-stemmers';
import { TOPICS, type Topic } from '../../../db/schema/analysis';
import { plain, tokenize, tokenizeEnglish, type Token } from './text';
import type { GeneralSource } from './general';
import type { Lexicon } from './types';

/** Everything a phrase of the lexicon does; one phrase may do several things (`super`, `cher`). */
export interface Entry {
  keys: string[];
  polar?: number;
  idiom?: number;
  negator?: boolean;
  intensifier?: number;
  excess?: boolean;
  blocker?: boolean;
  contrast?: boolean;
  concessive?: boolean;
  conjunction?: boolean;
  lukewarm?: boolean;
  /** Lukewarm about the thing it names, no lukewarm verdict on the place (`La comida bien, pero…`). */
  faint?: boolean;
  ironic?: boolean;
  topics?: Topic[];
  /** A phrase that carries its own negation (`pas frais`, `not worth`): never negated again. */
  ownNegation?: boolean;
  /** A phrase that opens with a conjunction (`y aun así tuvimos que`, `and never did`): a negation before it does not reach it. */
  opens?: boolean;
  /** Known only to the general-purpose lists. */
  general?: boolean;
  /** A problem put right: the complaint told just before it is a solved one. */
  remedy?: boolean;
  /** The reviewer's verdict on the place (coming back, recommending): a negation turns it around, even as an idiom. */
  verdict?: boolean;
  /** The one drawback named (`only downside`): a contrast that does not outweigh the praise before it. */
  drawback?: boolean;
  /** A grudging hedge (`I guess`): the praise of its sentence is half-hearted. */
  hedge?: boolean;
  /** How a thing looks (`on paper`): the praise of its sentence is worth half, the review no less sure. */
  appearance?: boolean;
  /** Relief (`got rid of`, `m'a soulagé`, `me quitó`): the trouble named just after it is gone. */
  relief?: boolean;
  /** The one thing praised (`the only good thing`): praise for what it names, a complaint about the rest. */
  grace?: boolean;
  /** A grace that names the praise said before it. */
  back?: boolean;
  /** Harm done to a guest (made ill, kept from sleeping): it outweighs praise the sentiment model is not quite sure of (`SURE_PRAISE`). */
  harm?: boolean;
  /** A fact told (a long wait), not an opinion word: it names its topic rather than describing a thing named beside it. */
  fact?: boolean;
  /** A long wait told in numbers: how many minutes. */
  wait?: number;
}

export interface CompiledLexicon {
  stopwords: Set<string>;
  pointers: Set<string>;
  /** Entries by the key of their first word, longest phrases first. */
  byFirstKey: Map<string, Entry[]>;
  stem: (word: string) => string;
  /** The language's words of a text (English splits `didnt` as `didn't`). */
  words: (text: string) => Token[];
  /** Plain forms of every word the lexicon knows: the language detector's extra votes. */
  vocabulary: Set<string>;
  /** Plain forms of the single opinion words: stronger votes than the rest of the vocabulary. */
  opinions: Set<string>;
  /** General-purpose opinion words by stem, for words the domain lexicon does not know. */
  general: Map<string, number>;
  /** Single words of the lexicon (5 letters or more) by plain form and length, for misspelt words. */
  spelled: Map<number, Map<string, Entry>>;
  /** Plain forms of real words one slip from a lexicon word: never taken for slips. */
  realWords: Set<string>;
}

/** A letter held three times or more (`horrrible`, `nuuul`, `goood`): the word said with feeling. */
const HELD = /(\p{L})\1{2,}/u;
const HELD_ALL = /(\p{L})\1{2,}/gu;

/**
 * The keys a text token can be found under: its exact form, its plain form, and its stem; a word with a
 * held letter also under that letter written twice and once (`goood` is `good`, `nuuul` is `nul`).
 */
export function tokenKeys(lexicon: CompiledLexicon, token: Pick<Token, 'raw' | 'plain'>): string[] {
  const keys = [`r:${token.raw}`];
  const forms = HELD.test(token.plain) ? [token.plain, token.plain.replace(HELD_ALL, '$1$1'), token.plain.replace(HELD_ALL, '$1')] : [token.plain];
  for (const form of forms) {
    keys.push(`p:${form}`);
    if (!lexicon.stopwords.has(form)) keys.push(`s:${lexicon.stem(form)}`);
  }
  return keys;
}

/**
 * A lexicon phrase's words and the keys it is stored under: exact forms for a phrase ending with `=`, the plain
 * form of a stop word, the stem of any other word.
 */
export function phraseKeys(lexicon: Pick<CompiledLexicon, 'stopwords' | 'stem' | 'words'>, phrase: string): { words: Token[]; keys: string[] } {
  const exact = phrase.endsWith('=');
  const words = lexicon.words(exact ? phrase.slice(0, -1) : phrase);
  const keys = words.map((w) => (exact ? `r:${w.raw}` : lexicon.stopwords.has(w.plain) ? `p:${w.plain}` : `s:${lexicon.stem(w.plain)}`));
  return { words, keys };
}

/** The praise of a problem put right, on the scale of the lexicons. */
const REMEDY = 1;

export function compileLexicon(
  source: Lexicon,
  generalSource: GeneralSource = { stemmed: [], words: [], ignored: [] },
  realWords: readonly string[] = [],
): CompiledLexicon {
  const stemmer = snowball.newStemmer(source.stemmer);
  const stemCache = new Map<string, string>();
  // Snowball's French stemmer expects accents: without them a feminine participle keeps its `e`
  // (`brulee` gives `brule`, `brule` gives `brul`), so `-ee` is read as the `-ée` it stands for.
  const feminine = source.stemmer === 'french' ? (word: string) => word.replace(/ee(s?)$/, 'e$1') : (word: string) => word;
  const stem = (word: string) => {
    let value = stemCache.get(word);
    if (value === undefined) {
      value = stemmer.stem(feminine(word));
      stemCache.set(word, value);
    }
    return value;
  };
  const stopwords = new Set(source.stopwords.map(plain));
  const wordsOf = source.stemmer === 'english' ? tokenizeEnglish : tokenize;
  const entries = new Map<string, Entry>();
  const vocabulary = new Set<string>();

  const singles = new Map<string, string>();
  const entryOf = (phrase: string): Entry | null => {
    const { words, keys } = phraseKeys({ stopwords, stem, words: wordsOf }, phrase);
    if (words.length === 0) return null;
    for (const w of words) vocabulary.add(w.plain);
    const id = keys.join(' ');
    if (words.length === 1 && (words[0] as Token).plain.length >= 5) singles.set((words[0] as Token).plain, id);
    let entry = entries.get(id);
    if (!entry) {
      entry = { keys };
      entries.set(id, entry);
    }
    return entry;
  };
  const each = (phrases: string[], apply: (entry: Entry) => void) => {
    for (const phrase of phrases) {
      const entry = entryOf(phrase);
      if (entry) apply(entry);
    }
  };

  const opinions = new Set<string>();
  for (const [phrase, value] of Object.entries(source.polar)) {
    const entry = entryOf(phrase);
    if (!entry) continue;
    entry.polar = value;
    const words = wordsOf(phrase.replace(/=$/, ''));
    if (words.length === 1 && value !== 0) opinions.add((words[0] as Token).plain);
  }
  for (const [phrase, value] of Object.entries(source.idioms)) {
    const entry = entryOf(phrase);
    if (entry) entry.idiom = value;
  }
  for (const [phrase, value] of Object.entries(source.intensifiers)) {
    const entry = entryOf(phrase);
    if (entry) entry.intensifier = value;
  }
  each(source.negators, (e) => (e.negator = true));
  each(source.excess, (e) => (e.excess = true));
  each(source.negationBlockers, (e) => (e.blocker = true));
  each(source.contrast, (e) => (e.contrast = true));
  each(source.drawbacks, (e) => {
    e.contrast = true;
    e.drawback = true;
  });
  each(source.concessive, (e) => (e.concessive = true));
  each(source.conjunctions, (e) => (e.conjunction = true));
  each(source.lukewarm, (e) => (e.lukewarm = true));
  // Praise often said in irony is praise first: a phrase (`love it`, `great job`) keeps its strongest word's polarity.
  for (const phrase of source.ironic) {
    const entry = entryOf(phrase);
    if (!entry) continue;
    entry.ironic = true;
    if (entry.polar !== undefined || entry.idiom !== undefined || entry.keys.length < 2) continue;
    // A single word's entry is filed under its one key.
    const values = entry.keys.map((key) => entries.get(key)?.polar).filter((v) => v !== undefined);
    entry.polar = values.length > 0 ? Math.max(...values) : 1;
  }
  each(source.hedges, (e) => (e.hedge = true));
  each(source.appearances, (e) => (e.appearance = true));
  each(source.graces, (e) => {
    e.grace = true;
    e.polar ??= 1;
  });
  // No praise of their own: the praise they end was said before them.
  each(source.endings, (e) => {
    e.grace = true;
    e.back = true;
    e.idiom ??= 0;
  });
  for (const phrase of source.harms) {
    const entry = entryOf(phrase);
    if (entry?.polar === undefined && entry?.idiom === undefined) throw new Error(`A harm needs a polarity: ${phrase}`);
    entry.harm = true;
  }
  each(source.relief, (e) => {
    e.negator = true;
    e.relief = true;
  });
  for (const phrase of source.verdicts) {
    const entry = entryOf(phrase);
    if (entry?.polar === undefined && entry?.idiom === undefined) throw new Error(`A verdict needs a polarity: ${phrase}`);
    entry.verdict = true;
  }
  // A complaint told as a fact stands whatever remedy follows (`had to bring it back twice before they sorted it`).
  each(source.facts, (e) => {
    e.polar ??= e.idiom;
    delete e.idiom;
    if (e.polar === undefined || e.polar >= 0) throw new Error(`A fact needs a negative polarity: ${e.keys.join(' ')}`);
    e.fact = true;
  });
  // A remedy is praise that a negation turns into a complaint (`never fixed`, `rien n'a été corrigé`).
  each(source.remedies, (e) => {
    e.remedy = true;
    e.polar ??= e.idiom ?? REMEDY;
    delete e.idiom;
  });
  for (const topic of TOPICS) {
    each(source.topics[topic], (e) => {
      e.topics ??= [];
      if (!e.topics.includes(topic)) e.topics.push(topic);
    });
  }

  // A phrase that carries its own negation (`pas frais`, `sin sabor`) is not negated again.
  const negatorKeys = new Set([...entries.values()].filter((e) => e.negator && e.keys.length === 1).map((e) => e.keys[0]));
  const conjunctionKeys = new Set([...entries.values()].filter((e) => e.conjunction && e.keys.length === 1).map((e) => e.keys[0]));
  for (const entry of entries.values()) {
    if (entry.polar !== undefined && entry.keys.length > 1 && negatorKeys.has(entry.keys[0])) {
      entry.idiom ??= entry.polar;
      delete entry.polar;
    }
    if (entry.keys.length > 1 && negatorKeys.has(entry.keys[0])) entry.ownNegation = true;
    if (entry.keys.length > 1 && !entry.conjunction && conjunctionKeys.has(entry.keys[0] as string)) entry.opens = true;
  }

  // A topic phrase that holds opinion words (`reasonably priced`, `bien situé`) keeps their opinion.
  for (const entry of entries.values()) {
    if (entry.keys.length < 2 || entry.polar !== undefined || entry.idiom !== undefined || !entry.topics) continue;
    let polar = 0;
    let negated = false;
    for (const key of entry.keys) {
      const word = entries.get(key);
      polar += word?.polar ?? 0;
      if (word?.negator) negated = true;
    }
    if (polar !== 0) entry[negated ? 'idiom' : 'polar'] = negated ? -polar : polar;
  }

  const byFirstKey = new Map<string, Entry[]>();
  for (const entry of entries.values()) {
    const first = entry.keys[0] as string;
    const list = byFirstKey.get(first) ?? [];
    list.push(entry);
    byFirstKey.set(first, list);
  }
  for (const list of byFirstKey.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  // Later lists override earlier ones (AFINN's hand scores over SentiCon's automatic ones).
  const general = new Map<string, number>();
  for (const list of generalSource.stemmed) for (const [key, value] of Object.entries(list)) general.set(key, value);
  for (const list of generalSource.words) for (const [word, value] of Object.entries(list)) {
    const p = plain(word);
    if (/^[a-z]+$/.test(p)) general.set(stem(p), value);
  }
  // The lists' keys come from their own stemmer: an ignored word goes under ours and under its plain form (`précis`).
  for (const word of generalSource.ignored) {
    general.delete(stem(plain(word)));
    general.delete(plain(word));
  }
  const spelled = new Map<number, Map<string, Entry>>();
  for (const [word, id] of singles) {
    const entry = entries.get(id);
    if (!entry || entry.negator || entry.conjunction || entry.contrast || entry.concessive) continue;
    const byLength = spelled.get(word.length) ?? new Map<string, Entry>();
    byLength.set(word, entry);
    spelled.set(word.length, byLength);
  }
  return { stopwords, pointers: new Set(source.pointers.map(plain)), byFirstKey, stem, words: wordsOf, vocabulary, opinions, general, spelled, realWords: new Set(realWords) };
}
