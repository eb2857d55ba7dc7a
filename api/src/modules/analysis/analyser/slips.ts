import type { CompiledLexicon, Entry } from './compile';

/** At most one letter added, dropped, changed, or two neighbours swapped (`delicous`, `acceuil`, `recomend`). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The word with each run of a doubled letter read once: `dissapointing` and `disappointing` alike. */
export const undoubled = (word: string): string => word.replace(/(.)\1+/g, '$1');

/** Two neighbouring letters swapped (`acceuil`). */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let i = 0;
  while (a[i] === b[i]) i += 1;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * The lexicon entries a plain word of five letters or more is one typing slip away from. Short words
 * one letter apart are often two real words (`small`, `smell`): there only a swap counts. A long word
 * may also double the wrong letter (`reccomend`, `dissapointing`), the commonest slip of all.
 */
export function slipEntries(spelled: CompiledLexicon['spelled'], word: string): Set<Entry> {
  const found = new Set<Entry>();
  if (word.length < 5 || /\d/.test(word)) return found;
  for (const length of [word.length - 1, word.length, word.length + 1]) {
    for (const [known, entry] of spelled.get(length) ?? []) {
      const long = word.length >= 7 && known.length >= 6;
      if (known[0] === word[0] && (long ? oneEditApart(word, known) || undoubled(word) === undoubled(known) : swapped(word, known))) found.add(entry);
    }
  }
  return found;
}
