// Profile facts in free prose ("I grew up in Austin", "this will be my 5th burn") for replies that
// ignore the questionnaire. Only nine fields exist here; anything else in the text stays text.
import { asciiDigits, CARDINAL, FIRST_TIMER, ORDINAL, YEAR, cardinalValue, ordinalValue, validBurns, yearValue } from "./burns";
import { countryName, isCountry } from "./countries";
import { takeName, takeNickname, takePlace } from "./phrase-values";

export interface PhraseFacts {
  name?: string;
  playaName?: string;
  homeTown?: string;
  location?: string;
  country?: string;
  burnYears?: number;
  firstBurn?: number;
}

type Reader = (rest: string) => string | null;
interface Rule {
  field: "name" | "playaName" | "homeTown" | "location" | "country";
  lead: RegExp;
  read: Reader;
}

const ON_PLAYA = /^[ \t]*,?[ \t]*(?:on|at|out[ \t]+on)[ \t]+(?:the[ \t]+)?(?:playa|burn)\b/i;
// "I'm Sparkle on the playa" names the playa name, not the person.
const capitalisedName: Reader = (rest) => {
  const name = takeName(rest, { capitalised: true });
  return name && !ON_PLAYA.test(rest.slice(rest.indexOf(name) + name.length)) ? name : null;
};
/** "Born in Tromsø": the town; null when the place ends with a country ("Lyon, France" is the country). */
const townNotCountry = (rest: string) => {
  const place = takePlace(rest);
  const last = place?.split(",").pop()?.trim();
  return place && last && !isCountry(last) ? place : null;
};
const countryOf = (rest: string) => {
  const place = takePlace(rest);
  const last = place?.split(",").pop()?.trim();
  return last && isCountry(last) ? countryName(last) : null;
};
// Names are capitalised in every language we read: after "je m'appelle", "ich heiße"…
const foreignName: Reader = (rest) => takeName(rest, { capitalised: true });

// In order of preference per field: the first rule that yields a value wins.
const RULES: Rule[] = [
  {
    field: "name",
    lead: /\bmy\s+(?:full\s+|real\s+|legal\s+|default[- ]world\s+)?name\s+is\b/i,
    read: (r) => takeName(r, { capitalised: false }),
  },
  { field: "name", lead: /\bmy\s+name['’]s\b|\bname['’]s\b/i, read: (r) => takeName(r, { capitalised: false }) },
  { field: "name", lead: /\bI['’]m\b|\bI\s+am\b/, read: capitalisedName },
  { field: "name", lead: /(?:^|[.!?][ \t]+)(?=[ \t]*\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?[ \t]+here\b)/mu, read: capitalisedName },
  { field: "name", lead: /(?:^|[.!?][ \t]+)(?:[Ff]ull|[Rr]eal)[ \t]+name[ \t]+(?:is[ \t]+)?(?=\p{Lu})/mu, read: foreignName },
  // French, German, Spanish, Italian, Dutch, Portuguese, Polish, Russian
  {
    field: "name",
    lead: /(?<![\p{L}])(?:je\s+m['’]appelle|mon\s+nom\s+(?:complet\s+)?est|ich\s+heiße|mein\s+name\s+ist|me\s+llamo|mi\s+nombre\s+(?:completo\s+)?es|mi\s+chiamo|il\s+mio\s+nome\s+è|ik\s+heet|mijn\s+naam\s+is|me\s+chamo|chamo-me|meu\s+nome\s+é|nazywam\s+się|mam\s+na\s+imię|меня\s+зовут)(?![\p{L}])/iu,
    read: foreignName,
  },
  { field: "name", lead: /(?:^|[.!?¡][ \t]*)[Ss]oy(?=[ \t]+\p{Lu})/mu, read: foreignName },
  // "Ik ben Daan Visser", "Sono Giulia Conti", "Sou Rafael", "Jestem Tomek", "Je suis Hugo": at a clause's
  // start, before a capitalised word (German is left out: its nouns are capitalised, "Ich bin Ärztin").
  {
    field: "name",
    lead: /(?:^|[.!?¡,][ \t]*)(?:[Ii]k[ \t]+ben|[Ss]ono|[Ss]ou|[Jj]estem|[Jj]e[ \t]+suis)(?=[ \t]+\p{Lu})/mu,
    read: foreignName,
  },

  { field: "playaName", lead: /\b(?:my\s+)?(?:playa|burner)\s+(?:name|nickname)\s+(?:is|was|=)\b/i, read: takeNickname },
  {
    field: "playaName",
    lead: /\b(?:they|people|folks|everyone|friends|campmates|most\s+people)\s+(?:call|know)s?\s+me\s+(?:as\s+)?(?=[^\n]{1,60}?\s(?:on|at|out\s+on)\s+(?:the\s+)?(?:playa|burn))/i,
    read: takeNickname,
  },
  {
    field: "playaName",
    lead: /\b(?:on|at)\s+(?:the\s+)?(?:playa|burn),?\s+(?:I['’]m\s+(?:known\s+as|called)|I\s+am\s+(?:known\s+as|called)|(?:they|people|folks|everyone|friends)\s+(?:call\s+me|know\s+me\s+as)|I\s+go\s+by|I['’]m|I\s+am)\b/i,
    read: takeNickname,
  },
  {
    field: "playaName",
    lead: /\b(?:I\s+go\s+by|known\s+as|called)\b(?=[^\n]{1,60}?\s(?:on|at|out\s+on)\s+(?:the\s+)?(?:playa|burn))/i,
    read: takeNickname,
  },
  {
    field: "playaName",
    lead: /\b(?:everybody|everyone|people|folks|they|friends|most\s+people)\s+(?:on|at|out\s+on)\s+(?:the\s+)?(?:playa|burn)\s+(?:calls?|knows?)\s+me(?:\s+as)?\b/i,
    read: takeNickname,
  },
  // "…, playa name Thimble", "(playa name Pepper)": at a clause's start.
  { field: "playaName", lead: /(?:^|[.!?,;(][ \t]*)(?:[Mm]y[ \t]+)?[Pp]laya[ \t]+name[ \t]+(?:is[ \t]+)?(?=\p{Lu})/mu, read: takeNickname },
  // The same in other languages: "nome di playa Stella", "nom de playa Luciole", "meu nome de playa é Caju".
  {
    field: "playaName",
    lead: /(?:^|[.!?,;(][ \t]*)(?:(?:il[ \t]+)?mio[ \t]+|mon[ \t]+|mi[ \t]+|(?:o[ \t]+)?meu[ \t]+|mijn[ \t]+)?(?:(?:nome[ \t]+(?:di|da|de|na)|nom[ \t]+de|nombre[ \t]+de|apodo[ \t]+de|imię[ \t]+na)[ \t]+play[ai]|playa[- \t]?naam)[ \t]+(?:(?:è|est|es|é|is|to)[ \t]+)?(?=\p{Lu})/imu,
    read: takeNickname,
  },
  {
    field: "playaName",
    lead: /(?:\b(?:sur|à)\s+la\s+playa,?\s+(?:tout\s+le\s+monde\s+|on\s+|les\s+gens\s+)?m['’]appell?(?:e|ent)|\bmon\s+nom\s+de\s+playa\s+est|\bauf\s+der\s+playa,?\s+(?:nennen\s+mich\s+(?:alle|die\s+leute)|nennt\s+man\s+mich|heiße\s+ich)|\bmein\s+playa[- ]?name\s+ist|\ben\s+la\s+playa,?\s+(?:todos\s+)?me\s+(?:llaman|dicen)|\bmi\s+(?:nombre|apodo)\s+de\s+playa\s+es|\b(?:alla|sulla|in)\s+playa,?\s+(?:tutti\s+)?mi\s+chiamano|\bil\s+mio\s+nome\s+(?:di|da|sulla)\s+playa\s+è|\bmijn\s+playa[- ]?naam\s+is|\bop\s+de\s+playa\s+(?:noemen\s+ze\s+me|heet\s+ik)|\b(?:na|no)\s+playa,?\s+(?:todos\s+)?me\s+chamam(?:\s+de)?|\bmeu\s+nome\s+de\s+playa\s+é|\bna\s+playi,?\s+(?:wszyscy\s+)?(?:mówią\s+na\s+mnie|wołają\s+na\s+mnie|nazywają\s+mnie)|(?<![\p{L}])на\s+плайе,?\s+меня\s+(?:зовут|называют|знают\s+как))(?![\p{L}])/iu,
    read: takeNickname,
  },

  { field: "location", lead: /\bI\s+(?:currently\s+|now\s+)?(?:live|reside)\s+(?:now\s+|currently\s+)?in\b/i, read: takePlace },
  {
    field: "location",
    lead: /\b(?:I['’]m|I\s+am)\s+(?:currently\s+|now\s+)?(?:living|based|located)\s+(?:in|out\s+of)\b/i,
    read: takePlace,
  },
  { field: "location", lead: /\b(?:currently\s+|now\s+)?(?:living|based|located)\s+(?:in|out\s+of)\b/i, read: takePlace },
  { field: "location", lead: /\bI['’]ve\s+(?:been\s+)?(?:lived|living)\s+in\b/i, read: takePlace },
  { field: "location", lead: /\bI\s+call\b(?=[^\n.]{1,40}\bhome\b)/i, read: takePlace },
  { field: "location", lead: /\bI\s+(?:moved|relocated)\s+to\b/i, read: takePlace },
  { field: "location", lead: /(?:^|[.!?][ \t]+)(?:live|living)[ \t]+in\b/im, read: takePlace },
  // "…from Glasgow but living in Toronto", "…and now live in Minneapolis": the writer's own clause.
  { field: "location", lead: /\b(?:and|but)\s+(?:now\s+|currently\s+)?(?:live|living|based)\s+(?:now\s+)?in\b/i, read: takePlace },
  {
    field: "location",
    lead: /(?<![\p{L}])(?:(?:je\s+vis|j['’]habite)\s+(?:maintenant\s+|actuellement\s+|aujourd['’]hui\s+)?(?:à|a|en)|ich\s+(?:wohne|lebe)\s+(?:jetzt\s+|heute\s+|mittlerweile\s+|inzwischen\s+)?in|vivo\s+(?:ahora\s+|actualmente\s+)?en|vivo\s+(?:adesso\s+|ora\s+)?a|ik\s+woon\s+(?:nu\s+|tegenwoordig\s+)?in|mieszkam\s+(?:teraz\s+)?w|(?:moro|vivo)\s+(?:agora\s+|hoje\s+)?(?:em|no|na)|я\s+живу\s+в)(?![\p{L}])/iu,
    read: takePlace,
  },

  // "…e woon nu in Rotterdam", "a mieszkam w Krakowie", "сейчас живу в Берлине": the verb of living
  // without its pronoun, as these languages write it after "and".
  {
    field: "location",
    lead: /(?<![\p{L}])(?:woon|wohne|lebe|vivo|moro|mieszkam|живу|habite|vis)\s+(?:(?:nu|jetzt|heute|ahora|actualmente|agora|hoje|adesso|ora|teraz|сейчас|maintenant|actuellement)\s+)?(?:in|en|em|no|na|a|à|w|we|в)(?![\p{L}])/iu,
    read: takePlace,
  },
  { field: "homeTown", lead: /\b(?:my\s+)?home\s*town\s+is\b/i, read: takePlace },
  // "Je viens de Lyon", "Ich komme aus Köln", "Sono di Napoli", "Ik kom uit Gent", "Pochodzę z Gdańska".
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:je\s+viens\s+de|je\s+suis\s+originaire\s+de|(?:ich\s+)?komme\s+(?:ursprünglich\s+)?aus|(?:yo\s+)?soy\s+de|vengo\s+de|sono\s+(?:originari[oa]\s+)?di|vengo\s+da|(?:ik\s+)?kom\s+(?:oorspronkelijk\s+)?uit|(?:eu\s+)?sou\s+(?:natural\s+)?de|venho\s+de|pochodzę\s+z|jestem\s+z|я\s+(?:родом\s+)?из)(?![\p{L}])/iu,
    read: takePlace,
  },
  { field: "homeTown", lead: /\b(?:I\s+was\s+)?born\s+and\s+raised\s+in\b/i, read: takePlace },
  { field: "homeTown", lead: /\bI\s+(?:grew\s+up|was\s+raised)\s+in\b/i, read: takePlace },
  { field: "homeTown", lead: /\b(?:I['’]m|I\s+am)\s+(?:originally\s+)?from\b|\bI\s+come\s+from\b|\boriginally\s+from\b/i, read: takePlace },
  // "Isla Ferguson here, from Glasgow": "from" opening a clause, before a capitalised place.
  { field: "homeTown", lead: /(?:^|[.!?,;(][ \t]*)[Ff]rom(?=[ \t]+\p{Lu})/mu, read: takePlace },
  {
    field: "homeTown",
    lead: /(?<!\b(?:he|she|they|we|wife|husband|partner|kids|children|parents|mom|dad|mum|brother|sister|friend)\s)\bgrew\s+up\s+in\b/i,
    read: takePlace,
  },
  {
    field: "homeTown",
    lead: /(?<![\p{L}])(?:j['’]ai\s+grandi\s+(?:à|a|en)|ich\s+bin\s+in(?=\s+\p{Lu}[^.\n]{0,40}\baufgewachsen)|aufgewachsen\s+(?:bin\s+ich\s+)?in|crec[ií]\s+en|sono\s+cresciut[oa]\s+(?:a|in)|(?:ik\s+ben\s+)?opgegroeid\s+in|cresci\s+(?:em|no|na)|wychowa(?:łem|łam)\s+się\s+w|я\s+вырос(?:ла)?\s+в)(?![\p{L}])/iu,
    read: takePlace,
  },

  // "Born in Tromsø": a town is the home town (a country is the country, below). The same in the other
  // languages we read.
  {
    field: "homeTown",
    lead: /\bborn\s+in\b|(?<![\p{L}])(?:je\s+suis\s+n[ée]e?\s+(?:à|a)|ich\s+bin\s+in(?=\s+\p{Lu}[^.\n]{0,40}\bgeboren)|geboren\s+in|nac[ií]\s+en|sono\s+nat[oa]\s+a|nasci\s+(?:em|no|na)|urodzi(?:łem|łam)\s+się\s+w|родил(?:ся|ась)\s+в)(?![\p{L}])/iu,
    read: townNotCountry,
  },
  { field: "country", lead: /\bborn\s+(?:and\s+raised\s+)?in\b/i, read: countryOf },
  {
    field: "country",
    lead: /(?<![\p{L}])(?:je\s+suis\s+n[ée]e?\s+en|ich\s+bin\s+in(?=\s+\p{Lu}[^.\n]{0,40}\bgeboren)|geboren\s+in|nac[ií]\s+en|sono\s+nat[oa]\s+in|nasci\s+(?:em|no|na)|urodzi(?:łem|łam)\s+się\s+w|я\s+родил(?:ся|ась)\s+в)(?![\p{L}])/iu,
    read: countryOf,
  },
];

const FUTURE_BURN = new RegExp(
  `\\b(?:will\\s+be|['’]ll\\s+be|is|['’]s|is\\s+going\\s+to\\s+be|heading\\s+(?:to|for)|going\\s+(?:to|for|on))\\s+(?:my|our)\\s+${ORDINAL}\\s+(?:burn|burning\\s*man|year\\s+(?:on|at)\\s+(?:the\\s+)?(?:playa|burn))`,
  "i",
);
const BURN_NOUN = `(?:previous\\s+|prior\\s+)?(?:burns|burning\\s*mans?|years\\s+(?:on|at)\\s+(?:the\\s+)?(?:playa|burn)|times\\s+(?:on|at|to)\\s+(?:the\\s+)?(?:playa|burn|burning\\s*man))`;
const BURN_COUNTS = [
  new RegExp(
    `\\b(?:I['’]ve|I\\s+have|I\\s+had)\\s+(?:been\\s+to|attended|done|gone\\s+to|made\\s+it\\s+to|survived)\\s+${CARDINAL}\\s+${BURN_NOUN}`,
    "i",
  ),
  new RegExp(`\\b(?:been|gone)\\s+to\\s+(?:the\\s+)?(?:burn|burning\\s*man|playa|black\\s+rock\\s+city)\\s+${CARDINAL}\\s+times\\b`, "i"),
  new RegExp(`\\battended\\s+${CARDINAL}\\s+${BURN_NOUN}`, "i"),
  new RegExp(`\\b${CARDINAL}[- ]?(?:time|year)\\s+burner\\b`, "i"),
  new RegExp(`\\bbeen\\s+(?:to\\s+(?:the\\s+)?(?:playa|burn|burning\\s*man)|out\\s+there|there)\\s+${CARDINAL}\\s+times\\b`, "i"),
  new RegExp(`\\bbeen\\s+to\\s+${CARDINAL}\\s+${BURN_NOUN}`, "i"),
  new RegExp(`\\b${CARDINAL}\\s+${BURN_NOUN}(?!\\s+ago)\\b`, "i"),
];
const FIRST_YEAR = [
  new RegExp(
    `\\bfirst\\s+(?:burn|burning\\s*man|playa|year\\s+(?:on|at)\\s+(?:the\\s+)?(?:playa|burn))\\b[^.!?\\n\\d'’‘\`]{0,25}${YEAR}`,
    "i",
  ),
  new RegExp(`\\bfirst\\s+(?:went|came|attended|made\\s+it)\\b[^.!?\\n\\d'’‘\`]{0,40}${YEAR}`, "i"),
  new RegExp(`\\b(?:burning|going|attending|coming)\\b[^.!?\\n\\d]{0,40}\\bsince\\s+${YEAR}`, "i"),
  new RegExp(`${YEAR}\\s+was\\s+my\\s+(?:very\\s+)?first\\b`, "i"),
  new RegExp(`\\bfirst(?:\\s+(?:one|time|burn))?\\s+(?:was\\s+)?(?:in\\s+|back\\s+in\\s+)?${YEAR}`, "i"),
  new RegExp(`\\btimes\\s+since\\s+${YEAR}`, "i"),
];

// Other languages: ordinals for "this will be my third burn", small counts for "4 times".
const ORDINALS_I18N: Record<string, number> = {
  premier: 1,
  première: 1,
  deuxième: 2,
  second: 2,
  seconde: 2,
  troisième: 3,
  quatrième: 4,
  cinquième: 5,
  sixième: 6,
  primer: 1,
  primero: 1,
  segundo: 2,
  tercer: 3,
  tercero: 3,
  cuarto: 4,
  quinto: 5,
  sexto: 6,
  primo: 1,
  secondo: 2,
  terzo: 3,
  quarto: 4,
  sesto: 6,
  eerste: 1,
  tweede: 2,
  derde: 3,
  vierde: 4,
  vijfde: 5,
  zesde: 6,
  erster: 1,
  erstes: 1,
  zweiter: 2,
  zweites: 2,
  dritter: 3,
  drittes: 3,
  vierter: 4,
  fünfter: 5,
  sechster: 6,
  primeiro: 1,
  terceiro: 3,
  pierwszy: 1,
  drugi: 2,
  trzeci: 3,
  czwarty: 4,
  piąty: 5,
  первый: 1,
  второй: 2,
  третий: 3,
  четвёртый: 4,
  четвертый: 4,
  пятый: 5,
};
const COUNTS_I18N: Record<string, number> = {
  une: 1,
  un: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  due: 2,
  tre: 3,
  quattro: 4,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  een: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  ein: 1,
  einmal: 1,
  zwei: 2,
  drei: 3,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  neun: 9,
  zehn: 10,
  duas: 2,
  dois: 2,
  três: 3,
  quatro_pt: 4,
  raz: 1,
  dwa: 2,
  dwie: 2,
  trzy: 3,
  cztery: 4,
  pięć: 5,
  один: 1,
  два: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  zweimal: 2,
  dreimal: 3,
  viermal: 4,
  fünfmal: 5,
  sechsmal: 6,
  siebenmal: 7,
  achtmal: 8,
  neunmal: 9,
  zehnmal: 10,
};
const WORD = "[\\p{L}\\d]+";
const FUTURE_I18N = new RegExp(
  `(?<![\\p{L}])(?:ce\\s+sera|c['’]est|será|sarà|wordt|wird|vai\\s+ser|to\\s+będzie|это\\s+будет)\\s+(?:mon|ma|mi|il\\s+mio|mijn|mein|meu|o\\s+meu|mój|мой)\\s+(${WORD})\\s+(?:burn|берн)`,
  "iu",
);
const BURN_WORD = "(?:burn|burning|playa|б[её]рн)";
const TIMES_WORD = "(?:fois|veces|volte|keer|mal|vezes|razy|raz|раза?)";
const TIMES_I18N = new RegExp(`${BURN_WORD}[^.!?\\n]{0,30}?(?<![\\p{L}\\d])(${WORD})\\s+${TIMES_WORD}(?![\\p{L}])`, "iu");
// The count before the burn: "Ik ben 4 keer naar de burn geweest", "Ich war schon dreimal beim Burn",
// "Byłem na 2 burnach", "была на 3 бёрнах".
const TIMES_BEFORE_I18N = new RegExp(
  `(?<![\\p{L}\\d])(?:(${WORD})\\s+${TIMES_WORD}|(\\p{L}+mal))(?![\\p{L}])[^.!?\\n]{0,30}?${BURN_WORD}|(?<![\\p{L}\\d'’])(\\d{1,2})\\s+(?:burn(?:s|ach|ów|y)?|б[её]рн(?:а|ов|ах)?)(?![\\p{L}])`,
  "iu",
);
const FIRST_I18N = new RegExp(
  `(?:le\\s+premier|la\\s+première|mon\\s+premier(?:\\s+burn)?|el\\s+primero|mi\\s+primer(?:\\s+burn)?|la\\s+prima(?:\\s+volta)?|il\\s+primo|il\\s+mio\\s+primo(?:\\s+burn)?|mijn\\s+eerste(?:\\s+burn)?|de\\s+eerste|mein\\s+erster(?:\\s+burn)?|der\\s+erste|o\\s+primeiro|meu\\s+primeiro(?:\\s+burn)?|pierwszy\\s+raz|mój\\s+pierwszy(?:\\s+burn)?|первый\\s+раз|мой\\s+первый(?:\\s+б[её]рн)?|voor\\s+het\\s+eerst|zum\\s+ersten\\s+mal|das\\s+erste\\s+mal|pour\\s+la\\s+première\\s+fois|por\\s+primera\\s+vez|la\\s+primera\\s+vez|pela\\s+primeira\\s+vez|a\\s+primeira\\s+vez|per\\s+la\\s+prima\\s+volta|po\\s+raz\\s+pierwszy|впервые|в\\s+первый\\s+раз)(?![\\p{L}])[^.!?\\n\\d]{0,25}${YEAR}`,
  "iu",
);
const countWord = (word: string) => (/^\d+$/.test(word) ? Number(word) : (COUNTS_I18N[word.toLowerCase()] ?? cardinalValue(word)));

function burnFacts(text: string, now: Date): Pick<PhraseFacts, "burnYears" | "firstBurn"> {
  const facts: Pick<PhraseFacts, "burnYears" | "firstBurn"> = {};
  const futureI18n = FUTURE_I18N.exec(text);
  const ordinal = futureI18n ? ORDINALS_I18N[futureI18n[1].toLowerCase()] : undefined;
  if (ordinal !== undefined) {
    const n = validBurns(ordinal - 1);
    if (n !== null) facts.burnYears = n;
  }
  const times = facts.burnYears === undefined ? TIMES_I18N.exec(text) : null;
  if (times) {
    const n = validBurns(countWord(times[1]));
    if (n !== null) facts.burnYears = n;
  }
  const before = facts.burnYears === undefined ? TIMES_BEFORE_I18N.exec(text) : null;
  if (before) {
    const n = validBurns(countWord(before[1] ?? before[2] ?? before[3]));
    if (n !== null) facts.burnYears = n;
  }
  const firstI18n = FIRST_I18N.exec(text);
  if (firstI18n) {
    const year = yearValue(firstI18n[1], now);
    if (year !== null) facts.firstBurn = year;
  }
  const future = FUTURE_BURN.exec(text);
  if (future) {
    const n = validBurns(ordinalValue(future[1])! - 1);
    if (n !== null) facts.burnYears = n;
  }
  if (facts.burnYears === undefined && FIRST_TIMER.some((re) => re.test(text))) facts.burnYears = 0;
  for (const re of facts.burnYears === undefined ? BURN_COUNTS : []) {
    const n = validBurns(cardinalValue(re.exec(text)?.[1] ?? ""));
    if (n !== null) {
      facts.burnYears = n;
      break;
    }
  }
  for (const re of facts.firstBurn === undefined ? FIRST_YEAR : []) {
    const m = re.exec(text);
    const year = m ? yearValue(m[1], now) : null;
    if (year !== null) {
      facts.firstBurn = year;
      break;
    }
  }
  return facts;
}

/** The facts free prose states, at most one per field (the first phrase that reads cleanly). */
export function findPhrases(text: string, now: Date): PhraseFacts {
  const facts: PhraseFacts = burnFacts(asciiDigits(text), now);
  for (const rule of RULES) {
    if (facts[rule.field] !== undefined) continue;
    const lead = new RegExp(rule.lead.source, rule.lead.flags.includes("g") ? rule.lead.flags : `${rule.lead.flags}g`);
    for (const m of text.matchAll(lead)) {
      const at = m.index + m[0].length;
      const value = rule.read(text.slice(at));
      if (value) {
        facts[rule.field] = value;
        break;
      }
    }
  }
  return facts;
}
