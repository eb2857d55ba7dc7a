/**
 * Opinions said without words: a rating written in the text (`5/5`, `10/10`, `4 étoiles`, `zero stars`)
 * and emoji. Each is one contribution on the scale of the lexicons (about -2..2).
 */

const STAR_WORDS = '(?:étoiles?|etoiles?|stars?|estrellas?)';
const FRACTION = /(?<![\d/])(\d{1,2}(?:[.,]5)?)\s*(?:\/|sur|out of|sobre|de)\s*(5|10|20)(?![\d/])/giu;
const STARS = new RegExp(`(?<![\\p{L}\\d/])(\\d(?:[.,]5)?|zero|zéro|cero|one|une?|una?|two|deux|dos|three|trois|tres|four|quatre|cuatro|five|cinq|cinco|six|seis|seven|sept|siete|eight|huit|ocho|nine|neuf|nueve|ten|dix|diez|10)\\s*${STAR_WORDS}`, 'giu');

const WORD_NUMBERS: Record<string, number> = {
  zero: 0, zéro: 0, cero: 0, one: 1, un: 1, une: 1, una: 1, uno: 1, two: 2, deux: 2, dos: 2, three: 3, trois: 3, tres: 3, four: 4, quatre: 4, cuatro: 4,
  five: 5, cinq: 5, cinco: 5, six: 6, seis: 6, seven: 7, sept: 7, siete: 7, eight: 8, huit: 8, ocho: 8, nine: 9, neuf: 9, nueve: 9, ten: 10, dix: 10, diez: 10,
};
/**
 * A rating in words (`two out of ten`, `deux sur dix`, `dos sobre diez`); not a share of people or things
 * (`two out of five of us`, `uno de cinco platos`: `de` is left out for that).
 */
const WORD_FRACTION = new RegExp(
  `(?<![\\p{L}\\d])(${Object.keys(WORD_NUMBERS).join('|')})\\s+(?:out of|sur|sobre)\\s+(five|ten|cinq|dix|cinco|diez|5|10)(?![\\p{L}\\d])(?!\\s+(?:of|d|de|des|del)\\b)`,
  'giu',
);

/** A taste a thing is said to suit (`if you like`, `si vous aimez`, `si te gusta`). */
export const TASTE = String.raw`if you (?:like|enjoy|love|fancy|want)|if you're into|si (?:vous )?(?:aimez|adorez|appréciez|voulez)|si tu (?:aimes|adores|veux)|si on aime|si (?:te|os|le|les) (?:gusta|gustan|encanta|encantan|va|van|apetece)`;
/** `10/10 if you enjoy being ignored`, `5 étoiles si vous aimez attendre`: a rating made conditional on a taste is no verdict; the taste says it. */
const CONDITIONAL_AFTER = new RegExp(String.raw`^[\s,]*(?:${TASTE})\b`, 'iu');

/** A number written in figures (`4,5`) or in words (`deux`). */
function numberOf(written: string): number {
  return WORD_NUMBERS[written.toLowerCase()] ?? Number(written.replace(',', '.'));
}

/** A mark out of five given to the food, the service, the room or the place by name, with no scale written (`Cuisine : 4`). */
const ASPECT_MARKS =
  /(?:^|[\s.,;|])(?:food|service|atmosphere|rooms?|location|cuisine|ambiance|chambres?|emplacement|comida|servicio|ambiente|habitaci[oó]n|habitaciones|ubicaci[oó]n)\s*:\s*([1-5])(?![\d.,]\d|\s*(?:\/|sur\b|de\b|out\b|on\b|€|£|\$|euros?\b|pounds?\b|stars?\b|étoiles?\b|estrellas?\b|h\b|min))/giu;
/** How many such marks make Google's block of them, read as an overall rating. */
const ASPECT_MARKS_TOGETHER = 2;
export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** 3 out of 5 says nothing; 5/5 is as strong as `excellent`, 1/5 as `horrible`. */
function ratingValue(share: number): number {
  return Math.round(Math.max(-2, Math.min(2, (share - 0.6) * 5)) * 100) / 100;
}

const POSITIVE_EMOJI = /[😀😃😄😁😊🙂😍🥰😘😋🤩👍👌👏🙏💯🔥❤💖💕💗⭐🌟✨🎉🥳😎]/gu;
const NEGATIVE_EMOJI = /[😡😠🤬😤😞😒🙄😩😫😢😭🤮🤢👎💩😑😕🙁☹😖😣]/gu;
const OPINION_EMOJI = new RegExp(`${POSITIVE_EMOJI.source}|${NEGATIVE_EMOJI.source}`, 'u');
/** Whether a text shows an emoji that says an opinion. */
export const showsEmoji = (text: string) => OPINION_EMOJI.test(text);

/** A question asking why or how something could happen, or what happened to a place, is a complaint (`Why does a coffee take 30 minutes?`, `What happened??`). */
const COMPLAINING_QUESTION =
  /(?:^|[.!?¿¡\n]\s*)(?:why|how come|how can|how is it|what(?:['’]s| has)? happened|(?:does|do|did|is|was) (?:anyone|anybody) (?:here )?(?:actually|even|ever)|pourquoi|comment (?:est-ce|se fait|peut|c'est)|que s['’]est-il passé|qu['’]est-ce qui s['’]est passé|por ?qu[ée]|c[óo]mo (?:es posible|puede|se puede|pueden)|qu[ée] (?:ha|les ha|le ha|os ha) pasado|qu[ée] pas[óo])[^.!?]*\?/giu;

/** `Why go anywhere else?`, `Pourquoi aller ailleurs ?`, `How can you not love it?`: a question whose only answer is praise. */
const RHETORICAL_PRAISE =
  /\b(?:why|pourquoi|por ?qu[ée]|para qu[ée])\b[^?]{0,30}?\b(?:anywhere else|elsewhere|ailleurs|otro sitio|otro lado|otra parte|otro lugar)\b|\bhow (?:can|could) (?:you|anyone|one) not (?:love|like|enjoy)\b/iu;

/** `Salimos con hambre y 90 euros menos`, `we left £90 poorer`, `on est repartis avec 90 euros de moins`: money left behind, told as a loss. */
const LEFT_POORER =
  /\b(?:salimos|sal[ií]|nos fuimos|me fui|te vas|sales)\s+con\s+(?:[^.!?\d]{0,25}\by\s+)?\d+\s*(?:€|euros?)\s+menos\b|\b(?:left|walked out|came out)\s+(?:£|€|\$)\d+\s+(?:poorer|lighter)\b|\b(?:repartis?|ressortis?|sortis?)\s+(?:[^.!?\d]{0,25}\bet\s+)?(?:avec\s+)?\d+\s*(?:€|euros?)\s+(?:de\s+)?moins\b/giu;
const LEFT_POORER_AGAINST = -1.5;
/** `Asked for no onions. Onions.`, `Demandé sans oignons. Oignons.`, `Pedí sin cebolla. Cebolla.`: what was asked to be left out, echoed as served. */
const LEFT_OUT_ECHOED = /(?<![\p{L}])(?:no|without|sans|pas de|sin)\s+(\p{L}{3,})\s*[.!]+\s+\1\s*(?:[.!…]|$)/giu;
const LEFT_OUT_ECHOED_AGAINST = -2;
/** `Pedimos sin cebolla por alergia. Vino con cebolla.`, `Asked for no nuts. There were nuts.`: what was left out, told as served with it. */
const LEFT_OUT_SERVED =
  /(?<![\p{L}])(?:no|without|sans|pas de|sin)\s+(\p{L}{3,})(?![\p{L}])[^.!?]{0,40}[.!]+\s+[^.!?]{0,30}?(?<![\p{L}])(?:with|avec|con|there (?:was|were)|il y avait|había)\s+(?:(?:some|des|de|du|la|le|les|the|el|los|las)\s+)?\1(?![\p{L}])/giu;
/**
 * `Asked for a trim and came out with a bob`, `J'ai demandé 3 cm et je suis ressortie avec un carré`, `Pedí solo las puntas y salí con
 * el pelo por los hombros`: what was asked for, then what one left with, is told as a wrong done.
 */
const ASKED_LEFT_WITH =
  /(?<![\p{L}])(?:asked (?:for|her|him|them)|told (?:her|him|them)|went in for|came in for|j['’]ai demandé|je (?:lui|leur) ai (?:demandé|dit)|(?:le |les )?ped[ií]|pedimos|(?:le|les) dije)(?![\p{L}])[^.!?]{0,80}?(?:(?<![\p{L}])(?:and|but|et|mais|y|pero) |[.!]\s+)(?:(?:i |we )?(?:came out|walked out|left|ended up) with|(?:she|he|they) (?:cut|chopped) off|me cortaron|me cort[oó]|(?:on )?m['’](?:a|ont) coup[ée]|(?:je suis|on est|nous sommes) (?:res)?sorti(?:e|s|es)? avec|(?:sal[ií]|salimos|acab[eé]) con)(?![\p{L}])/giu;
const ASKED_LEFT_WITH_AGAINST = -2;
/** `The "spa" was a hot tub in a cupboard`, `Le « spa » était un jacuzzi`, `El "spa" era un jacuzzi`: a thing named in scare quotes, then said to be only something else. */
const SCARE_QUOTED_IS =
  /["“«]\s*[\p{L}'’ -]{2,25}?\s*["”»]\s+(?:was|were|is|are|était|étaient|est|sont|era|eran|es|son|fue|fueron)\s+(?:(?:just|only|really|actually|in fact|juste|seulement|en fait|en réalité|solo|sólo|simplemente|en realidad)\s+)?(?:a|an|un|une|una|nothing more than|rien de plus qu)\b/giu;
const SCARE_QUOTED_AGAINST = -1.5;
/** `Thanks for the 'trim'`, `Merci pour le « service »`, `Gracias por el "corte"`: thanks for a thing in scare quotes is for what it was not. */
const THANKS_SCARE_QUOTED = /(?<![\p{L}])(?:thanks|thank you|merci|gracias)\s+(?:for|pour|por)\s+(?:(?:the|your|le|la|les|ce|cette|el|los|las|su)\s+)?["“«‘']\s*[\p{L} -]{2,25}?\s*["”»’']/giu;
/** `How is this place still open?`, `Comment est-ce encore ouvert ?`, `¿Cómo sigue abierto?`: wonder that it lasts is a verdict against it. */
const STILL_OPEN = /(?:^|[.!?¿¡\n]\s*)(?:how|comment|c[óo]mo)\b[^.!?]{0,60}\b(?:still (?:open|in business|going)|encore ouverts?|toujours ouverts?|sigue abiert[oa]|siguen abiert[oa]s|todav[ií]a (?:est[aá] )?abiert[oa]s?)[^.!?]{0,30}\?/giu;

/** Disbelief (`Sérieusement ?`, `Seriously?`, `¿En serio?`) is a complaint too. */
const DISBELIEF = /(?:^|[\s.!¿¡])(?:s[ée]rieux|s[ée]rieusement|seriously|en serio|de verdad)\s*\?/giu;

/**
 * `Paid for a sea view and got a car park`, `On a payé pour une suite et on a eu un placard`, `Pagamos por vistas al mar y nos dieron
 * un patio`: what was paid for set against what came is a complaint, unless what came was better (`and got upgraded`).
 */
const PAID_AND_GOT = new RegExp(
  [
    String.raw`\b(?:paid|paying)\s+for\s+[^.!?;:]{1,50}?\s+(?:and|but)\s+(?:we\s+|i\s+)?(?:got|were\s+given|was\s+given|ended\s+up\s+with|received)\b`,
    String.raw`\b(?:payé|payer)\s+(?:pour\s+)?[^.!?;:]{1,50}?\s+(?:et|mais)\s+(?:on\s+a\s+eu|on\s+nous\s+a\s+donné|nous\s+avons\s+eu|j'ai\s+eu|on\s+s'est\s+retrouvés?\s+avec)`,
    String.raw`\b(?:pagamos|pagué|pagado)\s+(?:por\s+)?[^.!?;:]{1,50}?\s+(?:y|pero)\s+(?:nos\s+dieron|me\s+dieron|nos\s+tocó|me\s+tocó|recibimos|acabamos\s+con)\b`,
  ].join('|'),
  'giu',
);
const BETTER_AFTER = /^[^.!?]{0,30}\b(?:upgrad|surclass|mejor|better|meilleur|plus grand|más grande|bigger|suite)/iu;
const PAID_AND_GOT_AGAINST = -1.5;

/**
 * `Would give less if I could`, `Je mettrais zéro si je pouvais`, `Si pudiera poner menos, lo haría`: a rating lower than the
 * lowest, wished for, is the lowest given; not `couldn't give it less than five stars`.
 */
const NOT_THAN_MORE = String.raw`(?![\p{L}\d])(?!\s+(?:than|de|que)\s+(?:[2-9]|10|two|three|four|five|ten|deux|trois|quatre|cinq|dix|dos|tres|cuatro|cinco|diez)\b)`;
const EN_LOWER = String.raw`(?:less|fewer|lower|zero|0|nothing|no|negative|minus)${NOT_THAN_MORE}`;
const FR_LOWER = String.raw`(?:moins|z[ée]ro|0|une\s+note\s+n[ée]gative|aucune\s+[ée]toile)${NOT_THAN_MORE}`;
const SP_LOWER = String.raw`(?:un\s+)?(?:menos|cero|0|negativo|ninguna)${NOT_THAN_MORE}`;
const SP_COULD = String.raw`(?:pudiera|pudiese|pudi[ée]ramos|se\s+pudiera|se\s+pudiese|fuera\s+posible|fuese\s+posible)`;
const BELOW_THE_LOWEST = new RegExp(
  [
    String.raw`\b(?:give|rate|put|leave)\s+(?:it\s+|them\s+|this(?:\s+place)?\s+)?${EN_LOWER}[^.!?]{0,30}\bif\s+(?:i|we|you)\s+could\b`,
    String.raw`\bif\s+(?:i|we|you)\s+could\s+(?:give|rate|put|leave)\s+(?:it\s+|them\s+|this(?:\s+place)?\s+)?${EN_LOWER}`,
    String.raw`\b(?:can't|cannot|can\s+not|couldn't)\s+(?:give|rate|put|leave)\s+(?:it\s+|them\s+)?${EN_LOWER}`,
    String.raw`\b(?:less|fewer|lower|zero|minus\s+\w+|negative)\b[^.!?]{0,20}\bif\s+(?:that|it)\s+(?:were|was)\s+possible`,
    String.raw`\b(?:mettrais|donnerais|noterais|mettre|donner|aurais\s+mis|aurais\s+donné)\s+${FR_LOWER}[^.!?]{0,40}\bsi\s+(?:je\s+pouvais|on\s+pouvait|j'avais\s+pu|c'[ée]tait\s+possible|possible)`,
    String.raw`\bsi\s+(?:je\s+pouvais|on\s+pouvait|c'[ée]tait\s+possible)\b[^.!?]{0,15}\b(?:mettre|donner|noter)\s+${FR_LOWER}`,
    String.raw`\b(?:peut|peux|pouvais|pouvait)\s+pas\s+(?:mettre|donner)\s+${FR_LOWER}`,
    String.raw`(?<!\p{L})(?:pondr[ií]a|dar[ií]a|poner|dar|habr[ií]a\s+puesto)(?:le)?\s+${SP_LOWER}[^.!?]{0,40}\bsi\s+${SP_COULD}`,
    String.raw`\bsi\s+${SP_COULD}\s+(?:poner|dar)(?:le)?\s+${SP_LOWER}`,
    String.raw`\bno\s+(?:se\s+puede|puedo|me\s+deja|deja)\s+(?:poner|dar)(?:le)?\s+${SP_LOWER}`,
  ].join('|'),
  'iu',
);
const LOWEST = -2;

/** `Not the worst meal I've had, but close`, `Pas le pire repas de ma vie, mais pas loin`, `No es la peor cena, pero casi`: nearly the worst is as good as the lowest rating. */
const NEARLY_THE_WORST = new RegExp(
  [
    String.raw`\bnot\s+(?:quite\s+)?(?:the|my)\s+worst\b[^.!?]{0,50}?\bbut\s+(?:(?:pretty|very|quite|damn|dangerously)\s+)?(?:close|not\s+far\s+off|nearly|almost|a\s+close\s+second)\b`,
    String.raw`\bpas\s+(?:le|la|mon|ma)\s+pire\b[^.!?]{0,50}?\bmais\s+(?:pas\s+loin|presque|de\s+peu|limite|on\s+s'en\s+approche|ça\s+s'en\s+approche|c'est\s+tout\s+comme)`,
    String.raw`\bno\s+(?:es|fue|ha\s+sido|era)?\s*(?:el|la|mi)\s+peor\b[^.!?]{0,50}?\bpero\s+(?:casi|por\s+poco|poco\s+le\s+falta|le\s+falta\s+poco|se\s+acerca|cerca)`,
  ].join('|'),
  'giu',
);

const HIGH_END = String.raw`(?:lujo|estrellas?\s+michelin|michelin|gourmet|cinco\s+estrellas|5\s+estrellas|luxe|palace|gastronomique|gastro|[ée]toil[ée]|cinq\s+[ée]toiles|5\s+[ée]toiles|fine[- ]dining|five[- ]star|5[- ]star|luxury|mayfair|the\s+ritz)`;
const LOW_END = String.raw`(?:carretera|bar|cantina|comedor|gasolinera|chiringuito|pol[ií]gono|men[uú]\s+del\s+d[ií]a|comida\s+r[aá]pida|fast[- ]?food|cantine|self|resto\s+u|autoroute|restoroute|kebab|snack|caf[eé]t[eé]ria|cafeter[ií]a|motorway|service\s+station|canteen|greasy\s+spoon|school\s+dinners?|hospital|hôpital|takeaway|chippy|microwave|micro-ondes|microondas|supermarket|supermarch[ée]|supermercado|surgel[ée]s?|congelados?|frozen)`;
/**
 * `Precio de restaurante de lujo, calidad de bar de carretera`, `Prix de palace pour une qualité de cantine`, `Michelin prices for
 * canteen quality`: a high-end price set against low-end quality is a complaint about both.
 */
const PRICED_HIGH_MADE_LOW = new RegExp(
  [
    String.raw`\bprecios?\s+de\s+[^,;.!?]{0,30}?${HIGH_END}[^,;.!?]{0,20}?(?:[,;]|\by\b|\bpero\b|\bcon\b|\bpara\b)\s*(?:una\s+)?calidad\s+de\s+[^,;.!?]{0,25}?${LOW_END}`,
    String.raw`\bprix\s+(?:de|d'|dignes?\s+d'une?)\s*[^,;.!?]{0,30}?${HIGH_END}[^,;.!?]{0,20}?(?:[,;]|\bet\b|\bpour\b|\bmais\b)\s*(?:une\s+)?(?:qualit[ée]|cuisine|niveau|assiette)\s+(?:de|d')\s*[^,;.!?]{0,25}?${LOW_END}`,
    String.raw`\b${HIGH_END}[\w -]{0,15}?\s+prices?\s*(?:,|;|\bfor\b|\band\b|\bbut\b|\bwith\b)\s*(?:an?\s+)?[\w' -]{0,25}?${LOW_END}[\w -]{0,10}?\s*(?:quality|food|standards?|cooking|service)\b`,
    // Low-end quality first: `Canteen food at fine dining prices`, `Cuisine de cantine à prix de gastro`, `Comida de cantina a precio de lujo`.
    String.raw`\b${LOW_END}[\w -]{0,10}?\s*(?:quality|food|standards?|cooking)?\s+(?:at|for)\s+(?:an?\s+)?${HIGH_END}[\w -]{0,10}?\s+prices?\b`,
    String.raw`\b(?:cuisine|qualité|assiette|nourriture)\s+(?:de|d')\s*${LOW_END}[^,;.!?]{0,10}?\s+(?:à|au|pour)\s+(?:des\s+)?(?:prix|tarifs?)\s+(?:de|d'|dignes?\s+d'une?)\s*[^,;.!?]{0,15}?${HIGH_END}`,
    String.raw`\b(?:comida|calidad|cocina)\s+de\s+${LOW_END}[^,;.!?]{0,10}?\s+(?:a|por)\s+(?:un\s+)?precios?\s+de\s+[^,;.!?]{0,15}?${HIGH_END}`,
  ].join('|'),
  'giu',
);
const PRICED_HIGH_MADE_LOW_AGAINST = -1.5;
/** `Average food at London prices`, `Cuisine moyenne à prix parisiens`, `Comida normal a precios de Madrid`: plain food at a capital's prices. */
const CITY = String.raw`(?:london|paris|new\s+york|manhattan|monaco|monte[- ]carlo|saint[- ]tropez|st[- ]tropez|courchevel|gen[eè]ve|geneva|zurich|madrid|barcelona|marbella|ibiza|parisiens?|londoniens?)`;
const PLAIN_FOOD = String.raw`(?:(?:average|mediocre|ordinary|so-so|basic|bland|forgettable)\s+(?:food|cooking|quality|dishes|meals?)|(?:cuisine|plats?|qualit[ée]|nourriture)\s+(?:moyenne?s?|banale?s?|quelconques?|ordinaires?|m[ée]diocres?)|(?:comida|cocina|calidad|platos?)\s+(?:normal(?:ita)?|normales|mediocres?|regular|corrientes?|del\s+mont[oó]n))`;
const PLAIN_AT_CITY_PRICES = new RegExp(
  String.raw`\b${PLAIN_FOOD}\s+(?:at|for|à|au|a|por)\s+(?:des\s+)?(?:prix|precios?|tarifs?)?\s*(?:de\s+)?${CITY}(?:\s+centro)?(?:\s+prices?)?(?![\p{L}])`,
  'giu',
);
const PLAIN_AT_CITY_PRICES_AGAINST = -1.5;
/** `The highlight of the evening was the bread`, `Le meilleur moment, c'était le pain`, `Lo mejor de la noche fue el pan`: the best of it was what costs nothing. */
const BEST_WAS_NOTHING = new RegExp(
  [
    String.raw`\b(?:the\s+)?(?:highlight|best\s+(?:thing|part|bit))(?:\s+of\s+(?:the|our|my)\s+(?:evening|night|meal|dinner|lunch|visit|stay|experience))?\s+(?:was|were)\s+(?:the\s+)?(?:bread|bread\s+basket|tap\s+water|water|parking|car\s+park|wi-?fi|exit|door|bill|leaving|going\s+home|mints)\b`,
    String.raw`\b(?:le\s+meilleur\s+moment|le\s+meilleur|le\s+point\s+fort|le\s+clou)(?:\s+(?:de\s+la|du|de\s+notre)\s+(?:soir[ée]e|repas|d[îi]ner|visite|s[ée]jour))?\s*,?\s*(?:c'[ée]tait|c’[ée]tait|ce\s+fut|[ée]tait|fut|a\s+[ée]t[ée])\s+(?:le|la|l'|l’|les)\s*(?:pain|eau|carafe|parking|wi-?fi|sortie|porte|addition|d[ée]part)\b`,
    String.raw`\b(?:lo\s+mejor|lo\s+m[aá]s\s+destacable)(?:\s+de\s+(?:la|nuestra)\s+(?:noche|cena|comida|visita|estancia))?\s*,?\s*(?:fue|era|ha\s+sido|es)\s+(?:el|la|los|las)\s+(?:pan|agua|aparcamiento|parking|wi-?fi|salida|puerta|cuenta)\b`,
  ].join('|'),
  'giu',
);
const BEST_WAS_NOTHING_AGAINST = -1.5;

/** Complaints put in set words, said once where their words are. */
const WORDED_AGAINST: [RegExp, number][] = [
  [PRICED_HIGH_MADE_LOW, PRICED_HIGH_MADE_LOW_AGAINST],
  [PLAIN_AT_CITY_PRICES, PLAIN_AT_CITY_PRICES_AGAINST],
  [BEST_WAS_NOTHING, BEST_WAS_NOTHING_AGAINST],
  [LEFT_POORER, LEFT_POORER_AGAINST],
];

export interface Cues {
  contributions: number[];
  /** The ratings written in the text, -2..2 each. */
  ratings: number[];
  /** Where a verdict put in set words lies (`not the worst… but close`, `prix de palace, qualité de cantine`), and its value: read once as that, not as the words' own opinions. */
  worded: { from: number; to: number; value: number }[];
  /** Ratings the reviewer gives (`d'où les 2 étoiles`, `zero stars`, `3/5`), not a hotel's class (`a 5 star hotel`, `hôtel 2 étoiles`) nor a middling or high rating that could have been. */
  starsGiven: number[];
}

const AWARD_AFTER = /^\s+(?:for|pour|por)\b/iu;
/** `le 3/10`, `on 2/5`, `el 6/10`: a day of the month, not a rating. */
const DATE_BEFORE = /(?:\b(?:le|du|au|depuis|on|since|until|from|el|del|desde|hasta)|\bjusqu'au)\s*$/iu;
/** A hotel's class named beside its stars, before or after them. */
const CLASS_BEFORE = /(?:h[oô]tel(?:es|s)?|hostal|resort|hotel de|hôtel de)\s*$/iu;
const CLASS_AFTER = /^[\s-]*(?:michelin|au michelin|au guide|h[oô]tels?|hoteles|hostal|resorts?|establishments?|établissements?|establecimientos?|quality|standards?|service|level|rating|superior)\b/iu;
/** `five star prices`, `des prix d'un cinq étoiles`, `precios de cinco estrellas`: what a luxury place would charge, a complaint about price. */
const PRICED_AFTER = /^[\s-]*(?:prices?|pricing|price tags?)\b/iu;
const PRICED_BEFORE = /\b(?:prices?|prix|tarifs?|precios?|tarifas?)\s+(?:of\s+a|d'une?|d’une?|dignes?\s+d'une?|de(?:\s+una?)?)?\s*$/iu;
const PRICED = -1.5;
/**
 * A rating given before and now revised (`je mettais 5 étoiles l'an dernier`, `antes les ponía 5 estrellas`, `Gave this place 2 stars
 * last year`, `after my 2 star review`, `I gave them 2/5 last year`): not this review's verdict.
 */
const PAST_RATING_BEFORE =
  /(?:\b(?:used to give|originally gave|previously gave|initially gave|first gave|had given|mettais|mettait|donnais|donnait|avais mis|avait mis|avais donné|avait donné|avions mis|pon[ií]a|pon[ií]amos|daba|d[aá]bamos|hab[ií]a puesto|hab[ií]a dado)\b[^.!?]{0,25}|\b(?:after|since|updating|update|changing|changed|edit|editing|revising|from)\s+my\s+)$/iu;
const PAST_RATING_AFTER = /^\s*(?:last year|last time|l['’]an dernier|l['’]ann[ée]e derni[eè]re|la derni[eè]re fois|el a[nñ]o pasado|la [uú]ltima vez|la vez anterior)\b/iu;
/** `from 2 stars to 5`, `de 2 à 5 étoiles`, `de 2 a 5 estrellas`: the first is the rating left behind. */
const CHANGED_FROM = /\b(?:from|de|desde)\s+$/iu;
const CHANGED_TO = /^\s*(?:to|à|a|hasta)\s+(?:\d|one|two|three|four|five|une|deux|trois|quatre|cinq|una|dos|tres|cuatro|cinco)\b/iu;
/** Whether the rating between `before` and `after` is one left behind, not this review's. */
const revised = (before: string, after: string) =>
  PAST_RATING_BEFORE.test(before) || PAST_RATING_AFTER.test(after) || (CHANGED_FROM.test(before) && CHANGED_TO.test(after));
/** Whether the rating between `before` and `after` is none of this review's: left behind, or made conditional on a taste. */
const setAside = (before: string, after: string) => revised(before, after) || CONDITIONAL_AFTER.test(after);
/** `I don't know how this place has 4.5 stars`, `Comment ce restaurant a 4 étoiles ?`, `No sé cómo tiene 4 estrellas`: others' rating doubted. */
const DOUBTED_BEFORE = /\b(?:how|comment|c[oó]mo|why|pourquoi|por ?qu[eé])\b[^.!?]{0,40}\b(?:has|have|got|gets|a|ont|peut avoir|tiene|tienen|puede tener)\s*(?:(?:over|more than|plus de|m[aá]s de)\s*)?$/iu;
const DOUBTED = -1.5;
/** `not a 4 star hotel`, `ne mérite pas ses 4 étoiles`, `no es un 4 estrellas`: a class denied, a complaint unless conceded (`not a 5 star but…`). */
const DENIED_BEFORE =
  /(?:\b(?:not|no|isn't|nothing like|far from|hardly|pas|loin|lejos|nada de)|\bn'a rien d'|\bn’a rien d’)\s*(?:(?:even|really|is|be|vraiment|du tout|être|es|ser|realmente|a|an|un|une|una|d'une?|d’une?|de|of|its|their|ses|sus|deserve|deserves|worth|worthy of|digne d'une?|mérite|merece|merecen|vale)\s+)*(?:(?:real|true|vrai|verdadero)\s+)?(?:h[oô]tel(?:es)?(?:\s+de)?\s+)?$/iu;
const CONCEDED_AFTER = /^[^.!?]{0,30}\b(?:but|though|mais|pero|aunque)\b/iu;
const DENIED = -1.5;
/** `for a 2 star`, `pour un 2 étoiles`, `de un 2 estrellas`: a class, whatever follows. */
const CLASS_ARTICLE = /(?:\b(?:a|un|une|una)|[0-9]-)\s*$/iu;

/**
 * Praise said of what could have been (`would have been five stars`, `j'aurais mis 5 étoiles`, `le habría puesto cinco
 * estrellas`) is no rating; a low one said so is (`j'aurais mis zéro étoile si je pouvais`).
 */
const COUNTERFACTUAL = /(?:\bwould(?:'ve| have)|\bcould(?:'ve| have)|\bj'aurais|\baurai[st]|\bhabr[ií]a|\bhubie(?:ra|se))\b[^.!?]{0,40}$/iu;
/** `five stars for the view, one for everything else` (or `. Zero for…`): the second rating of a split, said without its stars. */
const SPLIT_SECOND = /^\s*(?:for|pour|por|para)\b[^.!?;,]{1,40}[,;.]\s*(\d|zero|zéro|cero|one|une?|una?|two|deux|dos)\s+(?:for|pour|por|para)\b/iu;

/** A rating written after `before`: none for praise of what could have been, and not given if middling or high and only imagined. */
function writtenRating(share: number, before: string): { rating: number; given: boolean } | null {
  const rating = ratingValue(share);
  const counterfactual = COUNTERFACTUAL.test(before);
  if (rating > 0 && counterfactual) return null;
  return { rating, given: rating <= -1 || !counterfactual };
}

export function cueContributions(text: string): Cues {
  const contributions: number[] = [];
  const ratings: number[] = [];
  for (const m of text.matchAll(COMPLAINING_QUESTION)) if (!RHETORICAL_PRAISE.test(m[0])) contributions.push(-1.5);
  for (const _ of text.matchAll(DISBELIEF)) contributions.push(-1);
  for (const _ of text.matchAll(STILL_OPEN)) contributions.push(-2);
  for (const m of text.matchAll(PAID_AND_GOT)) if (!BETTER_AFTER.test(text.slice(m.index + m[0].length))) contributions.push(PAID_AND_GOT_AGAINST);
  const starsGiven: number[] = [];
  for (const m of [...text.matchAll(FRACTION), ...text.matchAll(WORD_FRACTION)]) {
    const value = numberOf(m[1] as string);
    const scale = numberOf(m[2] as string);
    // `ten out of ten for…`, `dix sur dix pour…` is an award the lexicons read, sarcastic when a harm follows.
    const after = text.slice(m.index + m[0].length);
    if (value === 10 && scale === 10 && !/\d/.test(m[0]) && AWARD_AFTER.test(after)) continue;
    const before = text.slice(0, m.index);
    if (setAside(before, after)) continue;
    const written = value <= scale ? writtenRating(value / scale, before) : null;
    if (!written) continue;
    ratings.push(written.rating);
    if (written.given && !(m[0].includes('/') && DATE_BEFORE.test(before))) starsGiven.push(written.rating);
  }
  for (const m of text.matchAll(STARS)) {
    const word = (m[1] as string).toLowerCase();
    const value = numberOf(word);
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    if (PRICED_AFTER.test(after) || PRICED_BEFORE.test(before)) {
      contributions.push(PRICED);
      continue;
    }
    if (setAside(before, after)) continue;
    if (DOUBTED_BEFORE.test(before)) {
      contributions.push(DOUBTED);
      continue;
    }
    if (DENIED_BEFORE.test(before)) {
      if (!CONCEDED_AFTER.test(after)) contributions.push(DENIED);
      continue;
    }
    // `Six stars if I could`, `je mettrais 10 étoiles`: more than the most is the most.
    const written = value <= 10 ? writtenRating(Math.min(value, 5) / 5, before) : null;
    if (!written) continue;
    ratings.push(written.rating);
    const numeral = /\d/.test(word);
    if (written.given && !CLASS_BEFORE.test(before) && !CLASS_AFTER.test(after) && !(numeral && CLASS_ARTICLE.test(before))) starsGiven.push(written.rating);
    const second = SPLIT_SECOND.exec(after)?.[1]?.toLowerCase();
    const secondValue = second === undefined ? undefined : numberOf(second);
    if (secondValue !== undefined && secondValue <= 5) ratings.push(ratingValue(secondValue / 5));
  }
  // `Food: 5. Service: 4. Atmosphere: 4.`: the marks out of five that Google sets under a review, taken together.
  const marks = [...text.matchAll(ASPECT_MARKS)].map((m) => Number(m[1]));
  if (marks.length >= ASPECT_MARKS_TOGETHER) ratings.push(ratingValue(sum(marks) / marks.length / 5));
  const worded: Cues['worded'] = [];
  for (const m of text.matchAll(NEARLY_THE_WORST)) {
    ratings.push(LOWEST);
    worded.push({ from: m.index, to: m.index + m[0].length, value: LOWEST });
  }
  // The amount left behind is a loss, not a saving (`90 euros menos`).
  for (const [pattern, value] of WORDED_AGAINST) for (const m of text.matchAll(pattern)) worded.push({ from: m.index, to: m.index + m[0].length, value });
  for (const _ of text.matchAll(LEFT_OUT_ECHOED)) contributions.push(LEFT_OUT_ECHOED_AGAINST);
  for (const _ of text.matchAll(LEFT_OUT_SERVED)) contributions.push(LEFT_OUT_ECHOED_AGAINST);
  for (const _ of text.matchAll(ASKED_LEFT_WITH)) contributions.push(ASKED_LEFT_WITH_AGAINST);
  for (const _ of text.matchAll(SCARE_QUOTED_IS)) contributions.push(SCARE_QUOTED_AGAINST);
  for (const _ of text.matchAll(THANKS_SCARE_QUOTED)) contributions.push(SCARE_QUOTED_AGAINST);
  contributions.push(...ratings);
  if (!ratings.some((r) => r <= LOWEST) && BELOW_THE_LOWEST.test(text)) {
    contributions.push(LOWEST);
    starsGiven.push(LOWEST);
  }
  // Several emoji of one kind say it louder, not several times.
  const positive = text.match(POSITIVE_EMOJI)?.length ?? 0;
  const negative = text.match(NEGATIVE_EMOJI)?.length ?? 0;
  if (positive > 0) contributions.push(Math.min(1.5, 0.75 + 0.25 * positive));
  if (negative > 0) contributions.push(-Math.min(1.5, 0.75 + 0.25 * negative));
  return { contributions, ratings, starsGiven, worded };
}
