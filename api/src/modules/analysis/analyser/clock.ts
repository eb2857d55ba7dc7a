import { SENTENCE_GAP, SUBCLAUSE_GAP, sentencesOf, type Token } from './text';
import type { AnalysisLanguage } from './types';

/**
 * Lateness told with clock times alone (`Booked for 8pm, seated at 8:40`, `Réservé pour 20h, servis à 21h15`,
 * `Reservamos a las nueve y nos sentaron a las diez menos cuarto`): a time said after a booked or awaited one,
 * later by more than what is normal, is a complaint about the service told as a fact.
 */

/** Words before a time that was set in advance: a booking, an appointment, a slot, a delivery. */
const SCHEDULED: Record<AnalysisLanguage, RegExp> = {
  en: /^(?:book\w*|reserv\w*|appointment|appt|slot|due|promised|scheduled|collection|pickup|delivery|confirmed|arranged)$/,
  fr: /^(?:reserv\w*|rendez|rdv|creneau|prevu\w*|convoque\w*|confirme\w*|annonce\w*|promis\w*|livraison)$/,
  sp: /^(?:reserv\w*|cita|turno|previst\w*|quedamos|quedado|confirmad\w*|prometid\w*|encargad\w*|entrega)$/,
};
/** A wait starting with the guests (`we arrived at 7`, `our flight landed at 10`, `nous avons commandé à 20h`), not `the food arrived at 9`. */
const STARTING: Record<AnalysisLanguage, RegExp> = {
  en: /(?:^|\b(?:we|i|flight|plane|train) )(?:got in|got there|got here|arrived|arrive|turned up|showed up|landed|checked in|ordered|order)$/,
  fr: /(?:^|\b(?:nous|on|je|j|vol|avion|train) (?:sommes |suis |etions |etais |avons |ai |est |a )?)(?:arrive\w*|commande\w*|atterri\w*)$/,
  sp: /(?:^|\b(?:vuelo|avion|tren) )(?:llegamos|llegue|pedimos|pedi|aterrizamos|aterrice|llego|aterrizo)$/,
};
/** Guests seated (`sat down at 7`, `installés à 19h`, `nos sentaron a las 9`): a wait starts, and a booking may have been kept waiting. */
const SEATED: Record<AnalysisLanguage, RegExp> = {
  en: /(?:^|\b(?:we|i) )(?:sat down|were seated|was seated|seated|got seated|got a table)$/,
  fr: /(?:^|\b(?:nous|on|je|j) (?:sommes |suis |etions |etais |avons |ai |est |a |nous a |m a )?)(?:installe\w*|assis\w*|attable\w*)$/,
  sp: /(?:^|\b(?:nos|me) )(?:sentamos|sentaron|sente|sento)$/,
};
/** Words before a time that ends a stay or a service, or that bounds it: no lateness (`left at 11`, `open until 10`). */
const ENDING: Record<AnalysisLanguage, RegExp> = {
  en: /^(?:left|leave|leaving|departed|depart|closes|closed|close|closing|until|till|checkout|out|before|latest|last|kicked)$/,
  fr: /^(?:parti\w*|quitte\w*|ferme\w*|fermeture|jusqu|jusque|avant|sorti\w*|repart\w*|depart)$/,
  sp: /^(?:sali\w*|marcha\w*|cierr\w*|cerra\w*|hasta|antes)$/,
};
/** How many words before a time, in its sub-clause and after any other number, can say what it was. */
const CONTEXT = 4;
/** How far back a wait's start may be told with what was ordered (`we ordered the set menu at 8`). */
const STARTING_CONTEXT = 8;
/** Guests seated or served only at that time (`didn't get seated until 8:15`, `no nos sentaron hasta las 10`): a wait's end, not the stay's. */
const ONLY_THEN: Record<AnalysisLanguage, RegExp> = {
  en: /\b(?:t|not|never|only)\b.*\b(?:(seated|sat down|got a table|got seated)|served|seen|fed|arrived|came|turned up|showed up|delivered|ready)\s+(?:until|till|til)$/,
  fr: /\b(?:n|ne)\b.*\b(?:(install\w*|assis\w*|attable\w*)|servi\w*|arrive\w*|venu\w*|livre\w*) qu$/,
  sp: /\b(?:no|nunca)\b.*\b(?:(sentaron|sentamos|sento)|atendieron|sirvieron|trajeron|llego|llegaron|sacaron)\s+hasta$/,
};
/** Minutes past a set time, and past the start of a wait, that make a time late. */
const LATE_AFTER_SET = 20;
const LATE_AFTER_START = 40;
/** Beyond this many minutes, two times are no longer one evening's wait. */
const SAME_STRETCH = 6 * 60;
/** Sentences at most between the awaited time and the late one. */
const SENTENCE_REACH = 2;

const HOUR_WORDS: Record<string, number> = { una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12 };
const MINUTE_WORDS: Record<string, number> = { media: 30, cuarto: 15, cinco: 5, diez: 10, veinte: 20, veinticinco: 25 };
/** Prepositions before a bare hour (`at 10`, `à 20h`, `a las 9`); `for` is left out (`a table for 2`). */
const AT = new Set(['at', 'by', 'around', 'a', 'vers', 'des', 'las', 'la', 'sobre']);
const AM_PM = /^(?:am|pm)$/;

interface ClockTime {
  index: number;
  length: number;
  minutes: number;
  /** Hours 1-12 without am or pm: the same time may be twelve hours later. */
  ambiguous: boolean;
  sentence: number;
  kind: 'set' | 'start' | 'seated' | 'end' | null;
}

function hourMinutes(hour: number, minute: number, suffix: string | undefined): { minutes: number; ambiguous: boolean } | null {
  if (hour > 23 || minute > 59) return null;
  if (suffix === 'pm' && hour < 12) return { minutes: (hour + 12) * 60 + minute, ambiguous: false };
  if (suffix === 'am') return { minutes: (hour % 12) * 60 + minute, ambiguous: false };
  return { minutes: hour * 60 + minute, ambiguous: hour >= 1 && hour <= 12 };
}

/** The clock time that starts at token `i`, with how many tokens it takes. */
function readTime(text: string, tokens: Token[], i: number): Omit<ClockTime, 'sentence' | 'kind' | 'index'> | null {
  const token = tokens[i] as Token;
  const next = tokens[i + 1];
  const before = tokens[i - 1]?.plain ?? '';
  // `7pm`, `20h`, `20h40`, `7:30pm` split as `7` and `30pm`.
  const glued = /^(\d{1,2})(am|pm|h)(\d{2})?$/.exec(token.plain);
  if (glued) {
    const [, hour, suffix, minute] = glued as unknown as [string, string, string, string | undefined];
    // `1h15` waited is a duration: a French hour is a time of day after `à`, `pour`, `vers`, or from 7 on.
    if (suffix === 'h' && !AT.has(before) && before !== 'pour' && Number(hour) < 7) return null;
    const read = hourMinutes(Number(hour), Number(minute ?? 0), suffix === 'h' ? undefined : suffix);
    return read && { ...read, ambiguous: suffix === 'h' ? false : read.ambiguous, length: 1 };
  }
  if (!/^\d{1,2}$/.test(token.plain)) return null;
  // `7:30`, `8.40`, `7:30 pm`, `7:30pm`.
  if (next && /^[:.]$/.test(text.slice(token.end, next.start))) {
    const minute = /^(\d{2})(am|pm)?$/.exec(next.plain);
    if (!minute) return null;
    const [, digits, suffix] = minute as unknown as [string, string, string | undefined];
    const after = tokens[i + 2]?.plain ?? '';
    const spaced = suffix === undefined && AM_PM.test(after) ? after : undefined;
    const read = hourMinutes(Number(token.plain), Number(digits), suffix ?? spaced);
    return read && { ...read, length: spaced ? 3 : 2 };
  }
  // `at 10`, `at 10 pm`, `at 10 o'clock`, `a las 9`.
  if (!AT.has(before)) return null;
  const suffix = next && AM_PM.test(next.plain) ? next.plain : undefined;
  const read = hourMinutes(Number(token.plain), 0, suffix);
  if (!read || Number(token.plain) === 0) return null;
  const oclock = next?.plain === 'o' && tokens[i + 2]?.plain === 'clock' ? 2 : 0;
  return { ...read, length: 1 + (suffix ? 1 : 0) + oclock };
}

/** `a las diez menos cuarto`, `a la una y media`. */
function readSpanishTime(tokens: Token[], i: number): Omit<ClockTime, 'sentence' | 'kind' | 'index'> | null {
  const hour = HOUR_WORDS[(tokens[i] as Token).plain];
  const article = tokens[i - 1]?.plain;
  if (hour === undefined || tokens[i - 2]?.plain !== 'a' || (article !== 'las' && !(article === 'la' && hour === 1))) return null;
  const sign = tokens[i + 1]?.plain === 'y' ? 1 : tokens[i + 1]?.plain === 'menos' ? -1 : 0;
  const minute = sign === 0 ? undefined : MINUTE_WORDS[tokens[i + 2]?.plain ?? ''];
  const minutes = hour * 60 + (minute === undefined ? 0 : sign * minute);
  return { minutes, ambiguous: true, length: minute === undefined ? 1 : 3 };
}

const clockTimes = new WeakMap<Token[], ClockTime[]>();

function clockTimesOf(text: string, tokens: Token[], language: AnalysisLanguage): ClockTime[] {
  const known = clockTimes.get(tokens);
  if (known) return known;
  const times: ClockTime[] = [];
  const sentences = sentencesOf(text, tokens);
  for (let i = 0; i < tokens.length; i += 1) {
    const read = readTime(text, tokens, i) ?? (language === 'sp' ? readSpanishTime(tokens, i) : null);
    if (!read) continue;
    const far: string[] = [];
    for (let k = i - 1; k >= 0 && k >= i - STARTING_CONTEXT && !/\d/.test((tokens[k] as Token).plain); k -= 1) {
      far.push((tokens[k] as Token).plain);
      const between = text.slice(tokens[k - 1]?.end ?? 0, (tokens[k] as Token).start);
      if (SENTENCE_GAP.test(between) || SUBCLAUSE_GAP.test(between)) break;
    }
    const words = far.slice(0, CONTEXT);
    // The words said up to the time's preposition (`we arrived at`, `Ordered`).
    let skip = 0;
    while (AT.has(words[skip] ?? '')) skip += 1;
    const said = words.slice(skip).reverse().join(' ');
    // A verb and what it took (`Pedimos el menú del día a las 14:00`, `We ordered our mains at 8:10`).
    const told = far.slice(skip).reverse();
    const starting = told.some((_, k) => STARTING[language].test(told.slice(0, k + 1).join(' ')));
    const onlyThen = ONLY_THEN[language].exec(far.slice().reverse().join(' '));
    const kind = onlyThen
      ? onlyThen[1]
        ? 'seated'
        : null
      : words.some((w) => ENDING[language].test(w))
        ? 'end'
        : words.some((w) => SCHEDULED[language].test(w))
          ? 'set'
          : starting
            ? 'start'
            : SEATED[language].test(said)
              ? 'seated'
              : null;
    times.push({ ...read, index: i, sentence: sentences[i] as number, kind });
    i += read.length - 1;
  }
  clockTimes.set(tokens, times);
  return times;
}

/** How many tokens the late time starting at `i` takes, or 0 when no late time starts there. */
export function lateTimeAt(text: string, tokens: Token[], i: number, language: AnalysisLanguage): number {
  const times = clockTimesOf(text, tokens, language);
  const at = times.findIndex((t) => t.index === i);
  const late = times[at];
  if (!late || (late.kind !== null && late.kind !== 'seated')) return 0;
  for (let k = at - 1; k >= 0; k -= 1) {
    const awaited = times[k] as ClockTime;
    if (late.sentence - awaited.sentence > SENTENCE_REACH) return 0;
    // Seated late is late only for a table booked.
    if (awaited.kind !== 'set' && (late.kind === 'seated' || (awaited.kind !== 'start' && awaited.kind !== 'seated'))) continue;
    let gap = late.minutes - awaited.minutes;
    if (gap < 0 && late.ambiguous) gap += 12 * 60;
    if (gap > 12 * 60 && awaited.ambiguous) gap -= 12 * 60;
    const threshold = awaited.kind === 'set' ? LATE_AFTER_SET : LATE_AFTER_START;
    return gap > threshold && gap <= SAME_STRETCH ? late.length : 0;
  }
  return 0;
}
