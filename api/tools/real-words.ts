// `npm run lexicon:real-words` at the root: writes the real words of each language that are one typing
// slip (or a doubled letter) from a lexicon word (analyser/real-words.json), so the analyser never reads them as slips.
// Run it after changing a lexicon, then `npm run train:sentiment`. The words come from the Hunspell
// dictionaries of the `dictionary-fr` (MPL-2.0), `dictionary-es` (MPL-1.1) and `dictionary-en` (MIT and BSD)
// packages, expanded by nspell.
import { writeFile } from 'node:fs/promises';
import dictionaryEn from 'dictionary-en';
import dictionaryEs from 'dictionary-es';
import dictionaryFr from 'dictionary-fr';
import nspell from 'nspell';
import { compileLexicon, tokenKeys, type Entry } from '../src/modules/analysis/analyser/compile';
import { generalSource } from '../src/modules/analysis/analyser/general';
import { LEXICONS } from '../src/modules/analysis/analyser/lexicons';
import { spelledDigest, spelledWords, type RealWords } from '../src/modules/analysis/analyser/real-words';
import { slipEntries, undoubled } from '../src/modules/analysis/analyser/slips';
import { plain } from '../src/modules/analysis/analyser/text';
import { LANGUAGES } from '../src/modules/analysis/analyser/language';
import type { AnalysisLanguage } from '../src/modules/analysis/analyser/types';

const DICTIONARIES = { fr: dictionaryFr, en: dictionaryEn, sp: dictionaryEs };
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one letter added, dropped, changed or two neighbours swapped from `word`. */
function variants(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    for (const c of LETTERS) out.add(word.slice(0, i) + c + word.slice(i));
    if (i < word.length) {
      out.add(word.slice(0, i) + word.slice(i + 1));
      for (const c of LETTERS) out.add(word.slice(0, i) + c + word.slice(i + 1));
    }
    if (i < word.length - 1) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  out.delete(word);
  return out;
}

/**
 * The same word in another number or form: one stem, or a plural ending added or dropped. Without a stem (a word kept
 * to its own spelling), a plural or feminine ending only (`fondante` of `fondant`, not `retraite` of `retrait`).
 */
function inflected(a: string, b: string, stem: ((word: string) => string) | null): boolean {
  if (stem && stem(a) === stem(b)) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.startsWith(short) && (stem ? ['s', 'x', 'es'] : ['s', 'x', 'es', 'e']).includes(long.slice(short.length));
}

/** Two entries that read a word alike: the same opinion and the same topics. */
const sameReading = (a: Entry, b: Entry) => a.polar === b.polar && a.idiom === b.idiom && String(a.topics ?? '') === String(b.topics ?? '');

function realWords(language: AnalysisLanguage): { digest: string; words: string[] } {
  // nspell keeps every form its affix rules generate in `data`; its public API only checks one word.
  const { aff, dic } = DICTIONARIES[language];
  const forms = Object.keys((nspell({ aff: Buffer.from(aff), dic: Buffer.from(dic) }) as unknown as { data: Record<string, unknown> }).data);
  const known = new Set(forms.map((form) => plain(form)).filter((form) => /^[a-z]+$/.test(form)));
  const lexicon = compileLexicon(LEXICONS[language], generalSource(language));
  const found = new Set<string>();
  const lexiconWords = spelledWords(lexicon.spelled);
  // Real words that differ from a lexicon word only in which letters are doubled (`deserts`, `desserts`).
  const bySkeleton = new Map<string, string[]>();
  for (const form of known) bySkeleton.set(undoubled(form), [...(bySkeleton.get(undoubled(form)) ?? []), form]);
  for (const word of lexiconWords) {
    for (const candidate of new Set([...variants(word), ...(bySkeleton.get(undoubled(word)) ?? [])])) {
      if (candidate === word) continue;
      if (!known.has(candidate) || lexicon.stopwords.has(candidate)) continue;
      // Read before the slip rule: a lexicon word, or a word the general-purpose lists know. A phrase's first word
      // (`parlaient` of `parlaient entre eux`) is not: alone, it goes on to the slip rule (`parlait`, `parfait`).
      if (tokenKeys(lexicon, { raw: candidate, plain: candidate }).some((key) => lexicon.byFirstKey.get(key)?.some((entry) => entry.keys.length === 1))) continue;
      if (lexicon.general.has(lexicon.stem(candidate))) continue;
      const slips = slipEntries(lexicon.spelled, candidate);
      if (slips.size !== 1) continue;
      // A form of a lexicon word read as one that means the same (`sabrosas` as `sabrosos`) is rightly read so; a form of
      // a word kept to its own spelling (`pasado=`) is so only as its plural or feminine (`pasados`, not `pasando`). A form
      // read as a word that means otherwise (`pasamos` as `pagamos`) is a real word.
      const target = [...slips][0] as Entry;
      const formOf = (other: string) => {
        const entry = lexicon.spelled.get(other.length)?.get(other);
        return !!entry && sameReading(entry, target) && inflected(candidate, other, entry.keys[0]?.startsWith('r:') ? null : lexicon.stem);
      };
      if (lexiconWords.some(formOf)) continue;
      found.add(candidate);
    }
  }
  return { digest: spelledDigest(lexicon.spelled), words: [...found].sort() };
}

const result: RealWords = { spelled: { fr: '', en: '', sp: '' }, words: { fr: [], en: [], sp: [] } };
for (const language of LANGUAGES) {
  const { digest, words } = realWords(language);
  result.spelled[language] = digest;
  result.words[language] = words;
  console.log(`${language}: ${words.length} real words one slip from a lexicon word`);
}
await writeFile(new URL('../src/modules/analysis/analyser/real-words.json', import.meta.url), `${JSON.stringify(result, null, 1)}\n`);
