import type { Sentiment, Topic, TopicMention } from '../../../db/schema/analysis';

export type { Sentiment, Topic, TopicMention };
export type AnalysisLanguage = 'fr' | 'en' | 'sp';

export interface Analysis {
  language: AnalysisLanguage;
  sentiment: Sentiment;
  /** -1 (very negative) to 1 (very positive). */
  score: number;
  topics: TopicMention[];
}

/**
 * One language's word lists. Words and phrases are written naturally (accents, apostrophes); they are
 * tokenised and stemmed like the text. A word ending with `=` matches that exact form only (no stemming),
 * for words whose stem collides with another (French `sale`, dirty, and `salé`, salty).
 */
export interface Lexicon {
  stemmer: 'french' | 'english' | 'spanish';
  /** Function words: never matched by stem, and the language detector's votes. */
  stopwords: string[];
  /** Words and phrases with their polarity (about -2..2). */
  polar: Record<string, number>;
  /** Fixed expressions whose polarity is not the sum of their words (`pas mal`, `can't fault`); never negated. */
  idioms: Record<string, number>;
  negators: string[];
  /** Multiply the next opinion word: `très` 1.5, `un peu` 0.5. */
  intensifiers: Record<string, number>;
  /** `trop`, `too`, `demasiado`: strengthens an opinion word, and makes a neutral one negative (`trop cuit`). */
  excess: string[];
  /** Words that end a negation's reach before an opinion (`jamais mangé un AUSSI bon`). */
  negationBlockers: string[];
  /** `mais`, `but`, `pero`: the clause after them weighs more. */
  contrast: string[];
  /** The one drawback of a review otherwise for the place (`only downside`, `seul bémol`, `único pero`): a contrast whose clause weighs no more than the praise before it. */
  drawbacks: string[];
  /** `même si`, `although`, `aunque`: their clause weighs less. */
  concessive: string[];
  /** Words of a lukewarm verdict (`correct`, `decent`, `normalito`): a review that uses one needs a clearer opinion to leave neutral. */
  lukewarm: string[];
  /** Praise often said in irony, alone in its sentence beside a complaint (`Brilliant.`, `Merci beaucoup.`, `Genial.`). */
  ironic: string[];
  /** A problem put right (`fixed it`, `corrigé`, `lo solucionaron`): what went wrong before it in its sentence, or just before, was solved. */
  remedies: string[];
  /** Complaints told as facts (`had to bring it back`): their polarity comes from `polar` or `idioms`; no remedy told after them undoes them. */
  facts: string[];
  /** The reviewer's verdict on the place, for or against (`will be back`, `je ne reviendrai pas`, `no lo recomiendo`): each is also a polar word or an idiom. */
  verdicts: string[];
  /** Grudging hedges (`I guess`, `je suppose`, `supongo`): the praise of their sentence is half-hearted. */
  hedges: string[];
  /** Looks (`sur le papier`, `on paper`, `en las fotos`): praise of how a thing looks, not of what it is, is worth half. */
  appearances: string[];
  /** The one thing praised in a review against the place (`the only good thing`, `seul point positif`, `lo único bueno`): what it names is praised, the rest condemned. */
  graces: string[];
  /** Words that point back to what was just said (`that`, `c'`, `eso`): a grace they open names it (`Good location. That's the only positive.`). */
  pointers: string[];
  /** Praise said to end there (`that's where the good news ends`, `ahí acaba lo bueno`): a grace that names the praise before it. */
  endings: string[];
  /** Harm done to a guest: made ill by what was served (`food poisoning`, `malade après`), or kept from sleeping (`couldn't sleep`, `no pegamos ojo`).
   * Each is also a polar word or an idiom; told and not denied, it outweighs praise the sentiment model is not quite sure of. */
  harms: string[];
  /** Relief (`got rid of`, `m'a soulagé`, `me quitó`): the trouble named just after it is gone, which is praise. */
  relief: string[];
  /** Coordinating words that separate the sub-clauses a topic takes its sentiment from. */
  conjunctions: string[];
  topics: Record<Topic, string[]>;
}
