// Reading "how many burns" and "which year first" the many ways people write them.
import { FIRST_BURN_MIN } from "../../shared/constants";
import { burnsInRange, firstBurnInRange } from "../../shared/member-fields";
import { escapeRegExp } from "./clean-text";
import { LAST_YEAR_26, YEAR_BEFORE_LAST_26 } from "./words-26";

const UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40 };
const ORDINAL_WORDS = [
  "zeroth",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
];

/** A cardinal: digits, "five", "twenty-one", "a dozen", "half a dozen", "a baker's dozen", "a couple". */
export const CARDINAL = `(\\d{1,3}|(?:${Object.keys(TENS).join("|")})(?:[- ](?:${UNITS.slice(1, 10).join("|")}))?|${UNITS.join("|")}|half\\s+an?\\s+dozen|an?\\s+(?:even\\s+)?dozen|a\\s+baker['’]?s\\s+dozen|a\\s+couple(?:\\s+of)?)`;
/** An ordinal: "5th", "fifth". */
export const ORDINAL = `(\\d{1,3}(?:st|nd|rd|th)|${ORDINAL_WORDS.slice(1).join("|")})`;
/** A year: 2015, or '09 / ’09 as people write it. */
export const YEAR = `(?<!\\d)((?:19|20)\\d{2}|['’‘\`]\\d{2})(?!\\d)`;

export function cardinalValue(word: string): number | null {
  const w = word.toLowerCase().replace(/\s+/g, " ");
  if (/^\d+$/.test(w)) return Number(w);
  if (/^an? (?:even )?dozen$/.test(w)) return 12;
  if (/^half an? dozen$/.test(w)) return 6;
  if (/^a baker['’]?s dozen$/.test(w)) return 13;
  if (w.startsWith("a couple")) return 2;
  const unit = UNITS.indexOf(w);
  if (unit >= 0) return unit;
  const [tens, ones] = w.split(/[- ]/);
  if (tens in TENS) return TENS[tens] + (ones ? UNITS.indexOf(ones) : 0);
  return null;
}

export function ordinalValue(word: string): number | null {
  const w = word.toLowerCase();
  const digits = /^(\d+)(?:st|nd|rd|th)$/.exec(w);
  if (digits) return Number(digits[1]);
  const index = ORDINAL_WORDS.indexOf(w);
  return index > 0 ? index : null;
}

// Arabic-Indic (٣, ۳), Indic (३, ৩), Thai (๓), Lao, Khmer, Myanmar and full-width (３) digits, as members type
// them: read as 0-9. A year in Persian digits in the Solar Hijri range (۱۳۹۸) is that calendar's: the festival
// falls in its summer months, 621 years behind.
const DIGIT_BLOCKS = [
  0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0e50, 0x0ed0, 0x1040, 0x17e0, 0xff10,
];
const OTHER_DIGITS = new RegExp(
  `[${DIGIT_BLOCKS.map((b) => `\\u${b.toString(16).padStart(4, "0")}-\\u${(b + 9).toString(16).padStart(4, "0")}`).join("")}]`,
  "gu",
);
const toAscii = (digits: string) =>
  digits.replace(OTHER_DIGITS, (d) => {
    const code = d.charCodeAt(0);
    const base = DIGIT_BLOCKS.find((b) => code >= b && code <= b + 9) ?? code;
    return String(code - base);
  });
export function asciiDigits(text: string): string {
  return (
    text
      .replace(/(?<![\u06f0-\u06f9])[\u06f0-\u06f9]{4}(?![\u06f0-\u06f9])/gu, (year) => {
        const value = Number(toAscii(year));
        return value >= 1300 && value < 1500 ? String(value + 621) : year;
      })
      .replace(OTHER_DIGITS, (d) => toAscii(d))
      .replace(KANJI_YEAR, (year) => [...year].map((d) => KANJI_DIGITS.indexOf(d)).join(""))
      .replace(ERA_YEAR, (all, era: string, n: string) => {
        const year = ERA_START[era] + (n === "元" ? 1 : /^\d+$/.test(n) ? Number(n) : kanjiNumber(n));
        return Number.isNaN(year) ? all : `${year}年`;
      })
      // Thai Buddhist years, "พ.ศ. 2562": 543 years ahead.
      .replace(/พ\.?[ \t]?ศ\.?[ \t]*(\d{4})(?!\d)/gu, (_, year: string) => String(Number(year) - 543))
  );
}
// Japan's era years ("令和元年", "平成30年") and Taiwan's Minguo years ("民國107年"): the year before the era's
// first year, plus the era's year.
const ERA_START: Record<string, number> = { 令和: 2018, 平成: 1988, 昭和: 1925, 民國: 1911, 民国: 1911 };
const ERA_YEAR = /(令和|平成|昭和|民國|民国)[ \t]*(元|\d{1,3}|[一二三四五六七八九十]{1,4})[ \t]*年/gu;
/** "三十", "三十一", "十二", "七": a kanji number below a hundred, or NaN. */
function kanjiNumber(word: string): number {
  const m = /^([一二三四五六七八九])?(十)?([一二三四五六七八九])?$/u.exec(word);
  if (!m || (!m[2] && (m[1] === undefined) === (m[3] === undefined))) return Number.NaN;
  const digit = (d: string | undefined) => (d === undefined ? 0 : KANJI_DIGITS.indexOf(d));
  return m[2] ? (m[1] ? digit(m[1]) : 1) * 10 + digit(m[3]) : digit(m[1] ?? m[3]);
}
// "二〇一九年": a year written digit by digit in kanji (four of them in a row are a year, not a count).
const KANJI_DIGITS = "〇一二三四五六七八九";
const KANJI_YEAR = /(?<![〇一二三四五六七八九十百千])[一二][〇一二三四五六七八九]{3}(?=年)/gu;

// Years written out ("twenty-nineteen", "nineteen ninety-six", "two thousand and nine"), as digits.
const SPELLED_UNITS = UNITS.slice(1);
const SPELLED_TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const TENS_WORDS = `(?:${Object.keys(SPELLED_TENS).join("|")})(?:[- ](?:${SPELLED_UNITS.slice(0, 9).join("|")}))?`;
// After "nineteen"/"twenty" only what makes a year: "twenty-one" is a count, "twenty nineteen" a year.
const AFTER_CENTURY = `(?:${TENS_WORDS}|${SPELLED_UNITS.slice(9).join("|")}|oh[- ](?:${SPELLED_UNITS.slice(0, 9).join("|")}))`;
const AFTER_THOUSAND = `(?:${TENS_WORDS}|${SPELLED_UNITS.join("|")})`;
const SPELLED_YEAR = new RegExp(
  `\\b(?:(nineteen|twenty)[- ](${AFTER_CENTURY})|two[- ]thousand(?:[- ]and)?[- ](${AFTER_THOUSAND}))\\b`,
  "gi",
);
function twoDigits(words: string): number {
  const [a, b] = words.toLowerCase().split(/[- ]/);
  if (a === "oh") return SPELLED_UNITS.indexOf(b) + 1;
  if (a in SPELLED_TENS) return SPELLED_TENS[a] + (b ? SPELLED_UNITS.indexOf(b) + 1 : 0);
  return SPELLED_UNITS.indexOf(a) + 1;
}
// The same in the languages camps hear most, from 2001 to 2029 (session 22): "zweitausendachtzehn",
// "tweeduizend zeventien", "dos mil diecinueve", "dois mil e quinze", "deux mille dix-sept", "duemilasedici",
// "две тысячи семнадцатый", "δύο χιλιάδες δεκαεννιά". Each language's words from one to twenty-nine.
const AFTER_2000: [string, string[]][] = [
  [
    "zweitausend(?:\\s*und)?\\s*",
    "eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig einundzwanzig zweiundzwanzig dreiundzwanzig vierundzwanzig fünfundzwanzig sechsundzwanzig".split(
      " ",
    ),
  ],
  [
    "tweeduizend\\s*",
    "een twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien twintig eenentwintig tweeëntwintig drieëntwintig vierentwintig vijfentwintig zesentwintig".split(
      " ",
    ),
  ],
  [
    "dos\\s+mil\\s+",
    "uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis".split(
      " ",
    ),
  ],
  [
    "dois\\s+mil\\s+e\\s+",
    "um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove vinte".split(
      " ",
    ),
  ],
  ["dois\\s+mil\\s+e\\s+", ["", "", "", "", "", "", "", "", "", "", "", "", "", "quatorze", "", "dezesseis", "dezessete", "", "dezenove"]],
  [
    "deux\\s+mille\\s+",
    "un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt vingt-et-un vingt-deux vingt-trois vingt-quatre vingt-cinq vingt-six".split(
      " ",
    ),
  ],
  [
    "duemila\\s*",
    "uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove venti ventuno ventidue ventitré ventiquattro venticinque ventisei".split(
      " ",
    ),
  ],
  [
    "δύο\\s+χιλιάδες\\s+",
    "ένα δύο τρία τέσσερα πέντε έξι επτά οκτώ εννιά δέκα έντεκα δώδεκα δεκατρία δεκατέσσερα δεκαπέντε δεκαέξι δεκαεπτά δεκαοκτώ δεκαεννιά είκοσι".split(
      " ",
    ),
  ],
  [
    "δύο\\s+χιλιάδες\\s+",
    ["", "", "", "", "", "", "εφτά", "οχτώ", "εννέα", "", "", "", "", "", "", "", "δεκαεφτά", "δεκαοχτώ", "δεκαεννέα"],
  ],
];
// Russian says the year as an ordinal in its case: "в две тысячи семнадцатом году", "две тысячи девятнадцатый".
const RU_AFTER_2000 =
  "перв втор трет четв[её]рт пят шест седьм восьм девят десят одиннадцат двенадцат тринадцат четырнадцат пятнадцат шестнадцат семнадцат восемнадцат девятнадцат двадцат".split(
    " ",
  );
const YEARS_IN_WORDS: [RegExp, (word: string) => number][] = [
  ...AFTER_2000.map(([prefix, words]): [RegExp, (word: string) => number] => {
    const known = words.filter((w) => w !== "");
    return [
      new RegExp(`(?<![\\p{L}])${prefix}(${[...known].sort((a, b) => b.length - a.length).join("|")})(?![\\p{L}])`, "giu"),
      (word) => words.indexOf(word.toLowerCase()) + 1,
    ];
  }),
  [
    new RegExp(`(?<![\\p{L}])две\\s+тысячи\\s+(${[...RU_AFTER_2000].sort((a, b) => b.length - a.length).join("|")})\\p{L}*`, "giu"),
    (word) => RU_AFTER_2000.findIndex((stem) => new RegExp(`^${stem}$`, "iu").test(word)) + 1,
  ],
];
const yearsInWords = (text: string) =>
  YEARS_IN_WORDS.reduce(
    (t, [re, value]) => t.replace(re, (all, word: string) => (value(word) > 0 ? String(2000 + value(word)) : all)),
    text,
  );

export const spelledYears = (raw: string) =>
  yearsInWords(raw).replace(SPELLED_YEAR, (_, century: string | undefined, rest: string | undefined, after2000: string | undefined) =>
    String(
      century ? (century.toLowerCase() === "nineteen" ? 1900 : 2000) + twoDigits(rest as string) : 2000 + twoDigits(after2000 as string),
    ),
  );

// Burning Man's themes, by year: members name a burn by its theme ("Waking Dreams, Animalia and Curiouser",
// "my first was the Cargo Cult year"). Public knowledge, not a corpus's words; 2020 and 2021 had no event.
const THEMES: [string, number][] = [
  ["The Body", 2000],
  ["Seven Ages", 2001],
  ["The Floating World", 2002],
  ["Beyond Belief", 2003],
  ["Vault of Heaven", 2004],
  ["Psyche", 2005],
  ["Hope and Fear", 2006],
  ["The Green Man", 2007],
  ["American Dream", 2008],
  ["Evolution", 2009],
  ["Metropolis", 2010],
  ["Rites of Passage", 2011],
  ["Fertility 2.0", 2012],
  ["Cargo Cult", 2013],
  ["Caravansary", 2014],
  ["Carnival of Mirrors", 2015],
  ["Da Vinci['’]s Workshop", 2016],
  ["Radical Ritual", 2017],
  ["I,? Robot", 2018],
  ["Metamorphoses", 2019],
  ["Waking Dreams", 2022],
  ["Animalia", 2023],
  ["Curiouser", 2024],
  ["Tomorrow Today", 2025],
];
// (A theme's spaces match any spacing or hyphens; "Da Vinci['’]s" and "I,? Robot" are already patterns.)
// ("Da-Vinci's-Workshop-Jahr": a German compound joins the words with hyphens.)
const themePattern = (theme: string) => theme.replace(/\./g, "\\.").replace(/ /g, "[\\s-]+");
const THEME_NAME = new RegExp(`(?<![\\p{L}])(?:the\\s+)?(${THEMES.map(([name]) => themePattern(name)).join("|")})(?![\\p{L}\\d])`, "gu");
const THEME_YEARS = THEMES.map(([theme, year]) => [new RegExp(`^${themePattern(theme)}$`, "u"), year] as const);
const themeYear = (name: string) => THEME_YEARS.find(([pattern]) => pattern.test(name))?.[1];
// The burns on either side of the two years without one: "the year before covid" was 2019, "the first one
// back after the pandemic" 2022.
const PANDEMIC = String.raw`(?:covid(?:-?19)?|corona|the\s+pandemic|la\s+pandemia|der\s+pandemie|la\s+pandémie|le\s+covid|a\s+pandemia|da\s+pandemia|lockdown|the\s+lockdowns?|the\s+shutdown|everything\s+(?:shut|closed)\s+down|the\s+world\s+(?:shut|closed)\s+down)`;
const BEFORE_PANDEMIC = new RegExp(
  String.raw`(?<![\p{L}])(?:the\s+(?:last\s+)?(?:year|one|burn|summer)\s+(?:right\s+|just\s+)?before\s+${PANDEMIC}|(?:el|l['’])\s*(?:año|anno|année)\s+(?:antes\s+de|prima\s+del(?:la)?|avant)\s+${PANDEMIC}|(?:das|im|dem)\s+jahr\s+vor\s+(?:corona|${PANDEMIC})|rok\s+před\s+(?:covidem|pandemií|koronou)|het\s+jaar\s+(?:voor|vóór)\s+(?:corona|covid|de\s+pandemie)|året\s+före\s+(?:corona|covid|pandemin)|(?:w\s+)?roku\s+przed\s+(?:pandemią|covidem|koroną)|rok\s+przed\s+(?:pandemią|covidem|koroną)|за\s+год\s+до\s+(?:пандемии|ковида|короны)|o\s+ano\s+antes\s+d[aeo]\s+${PANDEMIC})(?![\p{L}])`,
  "giu",
);
const AFTER_PANDEMIC = new RegExp(
  String.raw`(?<![\p{L}])(?:the\s+)?first\s+(?:one|burn|year|time)\s+(?:back\s+)?after\s+${PANDEMIC}(?![\p{L}])`,
  "giu",
);
const pandemicYears = (text: string) => text.replace(BEFORE_PANDEMIC, "2019").replace(AFTER_PANDEMIC, "2022");
/** An answer about burns with each theme named written as its year ("Animalia" → "2023"). */
const themesAsYears = (answer: string) => pandemicYears(answer).replace(THEME_NAME, (all, name: string) => String(themeYear(name) ?? all));
/** The same in prose, only where the words say it is a burn: "the Cargo Cult year", "Animalia burn". */
export const themeBurnsAsYears = (text: string) =>
  pandemicYears(text).replace(new RegExp(`${THEME_NAME.source}(?=\\s+(?:year|burn|theme)(?![\\p{L}]))`, "gu"), (all, name: string) =>
    String(themeYear(name) ?? all),
  );

export const validBurns = (n: number | null) => (n !== null && Number.isInteger(n) && burnsInRange(n) ? n : null);

/** A year token ("2015", "'09") as a year within 1986..now, or null. */
export function yearValue(token: string, now: Date): number | null {
  const thisYear = now.getFullYear();
  let year = Number(token.replace(/^['’‘`]/, ""));
  if (token.length <= 3) year += year >= FIRST_BURN_MIN % 100 ? 1900 : 2000;
  return firstBurnInRange(year, thisYear) ? year : null;
}

// A member who has not been yet: the count is 0 and there is no first year.
export const FIRST_TIMER = [
  // Swahili "sijawahi kwenda" (I have never gone), "mara yangu ya kwanza" (my first time); Hindi "पहली बार"
  // (the first time), "कभी नहीं गया" (never went); Catalan "mai hi he anat" (never been there).
  /(?<![\p{L}])(?:sijawahi\s+(?:kwenda|kuhudhuria|kufika)|(?:itakuwa\s+)?mara\s+yangu\s+ya\s+kwanza|mai\s+hi\s+he\s+anat)(?![\p{L}])|पहली\s+बार(?![^।.\n]{0,30}(?:19|20)\d{2})|कभी\s+नहीं\s+(?:गया|गई|गयी)/iu,
  /\bvirgin\s+burner\b|\b(?:a|am|i['’]m|as\s+a|total|proud|playa)\s+(?:burn(?:ing\s*man)?\s+|playa\s+)?virgin\b|\bbirgin\b/i,
  /\b(?:this|it)\s+(?:year\s+)?(?:will\s+be|['’]ll\s+be|is|['’]s|is\s+going\s+to\s+be)\s+my\s+(?:very\s+)?first\s+(?:burn|burning\s*man|time\s+(?:on|at)\s+(?:the\s+)?(?:playa|burn))/i,
  /\bfirst\s+burn\s+(?:is\s+|will\s+be\s+)?(?:this\s+(?:year|summer)|coming\s+up)\b/i,
  // "First one this year!", "first time this year", "Virgin!": the coming burn is the first.
  /^(?:my\s+)?first\s+(?:one|time|burn)\s+(?:is\s+|will\s+be\s+)?this\s+(?:year|summer|time)\b|^virgin\b/i,
  /\bnever\s+been\s+to\s+(?:the\s+)?(?:burn|burning\s*man|playa|black\s+rock)/i,
  // "I haven't been yet", "haven't made it out yet": nothing before this year's.
  /\bI\s+(?:haven['’]t|have\s+not)\s+(?:been|gone|made\s+it(?:\s+out)?)\s+(?:(?:to|out\s+to)\s+(?:the\s+|a\s+)?(?:burn|burning\s*man|playa|black\s+rock)\s+)?yet\b/i,
  // "this August will be my first": the coming burn, told by its month.
  /\b(?:this|next)\s+(?:august|summer)\s+(?:will\s+be|['’]ll\s+be|is)\s+my\s+(?:very\s+)?first\b/i,
  // Japanese "バーニングマンにはまだ行ったことがなく" (not been yet), "今回がデビュー" (this time is my debut).
  /(?:バーニングマン|バーン|プラヤ|burning\s*man|burn)(?:に|へ)?(?:は)?まだ(?:一度も)?(?:行った|参加した)こと(?:が|は)?(?:なく|ない|ありません)|(?:今年|今回)(?:が|は)デビュー/iu,
  // Japanese "今年が初めて" (this year is the first), "初参加"; Greek "θα είναι το πρώτο μου burn".
  /(?:今年|今回)(?:が|は)初めて|初参加|(?<![\p{L}])θα\s+είναι\s+το\s+πρώτο\s+μου(?![\p{L}])/iu,
  // Korean "아직 한 번도 없어요" (not once yet), "올해가 처음이에요" (this year is the first).
  /아직\s*한\s*번도|(?:올해가|이번이)\s*처음/u,
  // "Nunca fui no burn", "nunca he ido al burn", "je n'y suis jamais allé", "ich war noch nie beim Burn",
  // "esse ano vai ser o primeiro" (the first, with the burn understood)
  /(?<![\p{L}])(?:nunca\s+(?:fui|estive|he\s+ido|he\s+estado|fui\s+a)|jamais\s+(?:allée?|été)|noch\s+nie|nog\s+nooit|mai\s+stat[oa])(?![\p{L}])[^.!?\n]{0,25}\b(?:burn|playa|burning\s*man)/iu,
  /(?<![\p{L}])(?:esse|este|cette|dieses|dit|quest)['’\s]+(?:ano|año|année|jahr|jaar|anno)\s+(?:vai\s+ser|va\s+a\s+ser|será|sera|wird|wordt|sarà)\s+(?:o\s+|el\s+|mon\s+|mein\s+|mijn\s+|il\s+)?(?:meu\s+|mi\s+)?(?:primeiro|primer[oa]?|premier|erster|erstes|eerste|primo)(?![\p{L}])/iu,
  // "este vai ser o meu primeiro burn", "ce sera mon premier burn", "mein erster Burn"…
  /\b(?:vai\s+ser|será|sera|sarà|wordt|wird|ist|est|es|è|is|to\s+będzie|это\s+будет)\s+(?:o\s+)?(?:meu|mon|mi|il\s+mio|mijn|mein|mój|мой)\s+(?:primeiro|premier|primer|primo|eerste|erster|erstes|pierwszy|первый)\s+(?:burn|берн)/iu,
];

const FUTURE_ORDINAL = new RegExp(
  `\\b(?:will\\s+be|['’]ll\\s+be|is|['’]s|is\\s+going\\s+to\\s+be|heading\\s+(?:to|for)|going\\s+(?:to|for|on))\\s+(?:my|our)\\s+${ORDINAL}\\b`,
  "i",
);
// "this'll be lucky number 7", "it will be burn #5": the coming burn's number, the ones before it attended.
const FUTURE_NUMBER = new RegExp(
  `\\b(?:will\\s+be|['’]ll\\s+be|is\\s+going\\s+to\\s+be)\\s+(?:my\\s+)?(?:(?:lucky|burn)\\s+)?(?:number|no\\.|#)\\s*${CARDINAL}(?![\\p{L}\\d])`,
  "iu",
);
const LEADING_CARDINAL = new RegExp(
  // ("3x: '19, '22 en '24": "x" for times.)
  `^(?:about|around|approx\\.?|approximately|roughly|~|maybe|like|over|just|only)?\\s*${CARDINAL}\\s*(?:\\+|ish|x(?=\\s*[:(,]|\\s*$)|×)?(?!\\s*(?:years?\\s+)?ago)(?:\\b|(?<=[x×]))`,
  "i",
);
// "Twice (2022 and 2024)", "Just the one": a count said in one word opens the answer.
// ("just the two then", "the three": a count with its article, the burns understood.)
const ONCE_TWICE = /^(?:only\s+|just\s+)?(?:the\s+)?(once|twice|thrice|one|two|three|four|five)(?![\p{L}])/iu;
const ONCE_TWICE_VALUE: Record<string, number> = { once: 1, twice: 2, thrice: 3, two: 2, three: 3, four: 4, five: 5 };
const CARDINAL_BURNS = new RegExp(`\\b${CARDINAL}\\s*\\+?\\s*(?:burns?|times|years)\\b`, "i");
const LEADING_ORDINAL = new RegExp(`^${ORDINAL}\\b`, "i");

/**
 * The answer to "Number of burns attended". "This will be my 5th" counts the burns before this one (4),
 * so a first-timer's "this will be my first" is 0 like "virgin". A list of years counts the years.
 */
// "'17, '18 and '19", "2016, 17, 18, 19 und 22": years written short in a list, as four digits.
const SHORT_YEAR_LIST = /(?<!\d)((?:19|20)\d{2})((?:\s*(?:,|and|und|y|et|e|i|en|&)\s*\d{2}(?!\d))+)/giu;
export function fullYears(text: string, now: Date): string {
  const listed = text.replace(
    SHORT_YEAR_LIST,
    (_, first: string, rest: string) => first + rest.replace(/(?<!\d)(\d{2})(?!\d)/g, `${first.slice(0, 2)}$1`),
  );
  return listed.replace(/(?<![\p{L}\d])['’‘`](\d{2})(?!\d)/gu, (whole) => String(yearValue(whole, now) ?? whole));
}

// "2023 - and 2024 almost (turned around in Reno)", "nearly went in 2019": a year the member did not make.
const YEAR_NEARLY =
  /(?<!\d)(?:19|20)\d{2}(?!\d)\s*,?\s*(?:almost|nearly)(?![\p{L}])|(?<![\p{L}])(?:almost|nearly)\s+(?:went|made\s+it|go|went\s+in|made\s+it\s+in)?\s*(?:in\s+)?(?:19|20)\d{2}(?!\d)/giu;
/** "last year" and "the year before last" written as the years they are (Chinese, Japanese and Korean write them
 * against the next word: "我前年第一次去", "재작년에 처음"). */
export function withRelativeYears(text: string, now: Date): string {
  const year = now.getFullYear();
  return text
    .replace(new RegExp(YEAR_BEFORE_LAST.source, "giu"), ` ${year - 2} `)
    .replace(new RegExp(LAST_YEAR_WORDS.source, "giu"), ` ${year - 1} `)
    .replace(/一昨年|前年|おととし|재작년/gu, ` ${year - 2} `)
    .replace(/去年|昨年|舊年|작년/gu, ` ${year - 1} `);
}

export function parseBurnCount(answer: string, now: Date): { count: number | null; firstYear: number | null } {
  const a = fullYears(spelledYears(themesAsYears(asciiDigits(answer))), now)
    .replace(YEAR_NEARLY, " ")
    .trim();
  const none = { count: null, firstYear: null };
  if (a === "") return none;
  const span = yearSpan(a, now);
  // "acht (2012 t/m 2016, plus 2019, 2023 en vorig jaar)": the count the member states opens the answer and
  // the years explain it; where our counting of the years comes out otherwise, the member's own number stands.
  const stated = span ? (LEADING_CARDINAL.exec(a) ?? ONCE_TWICE.exec(a)) : null;
  const statedCount = stated ? validBurns(cardinalValue(stated[1]) ?? ONCE_TWICE_VALUE[stated[1].toLowerCase()]) : null;
  if (span && statedCount !== null && statedCount !== span.count) return { count: statedCount, firstYear: span.firstYear };
  if (span) return span;
  // "Me 4, Ishbel 6", "Moi : 2, mon mec 5": the member's own count named first, someone else's after it.
  const mine = new RegExp(`^(?:me|myself|mine|for\\s+me|moi|yo|ich|io|eu|ik)\\s*[:=–-]?\\s*${CARDINAL}(?![\\p{L}\\d])`, "iu").exec(a);
  if (mine) return { count: validBurns(cardinalValue(mine[1])), firstYear: null };
  const leading = LEADING_CARDINAL.exec(a) ?? ONCE_TWICE.exec(a);
  if (leading) {
    const count = validBurns(cardinalValue(leading[1]) ?? ONCE_TWICE_VALUE[leading[1].toLowerCase()]);
    // "1 (2019)", "3, since 2016": the one year written is the first.
    const years = [...a.matchAll(new RegExp(YEAR, "g"))];
    const since = /\b(?:since|seit|depuis|desde|dal|sinds|od|с|first|erste[rs]?|premier|primer|primo|eerste|pierwszy)\b/iu.test(a);
    if (years.length === 1 && (count === 1 || since)) return { count, firstYear: yearValue(years[0][1], now) };
    // "1 (last year!)": the one burn was last year.
    if (years.length === 0 && count === 1 && LAST_YEAR_WORDS.test(a))
      return { count, firstYear: yearValue(String(now.getFullYear() - 1), now) };
    // "2 (2022, 2024)": as many years as burns are the burns, the earliest the first ("two (2023 and last
    // year)": last year is one of them).
    const listed = [...new Set([...withRelativeYears(a, now).matchAll(new RegExp(YEAR, "g"))].map((y) => yearValue(y[1], now)))];
    const all =
      count !== null && count >= 2 && listed.length === count && !listed.includes(null) && !/(?<!\d)(?:19|20)\d{2}\s*[-–]\s*\d{2}/.test(a);
    return { count, firstYear: all ? Math.min(...(listed as number[])) : null };
  }
  // ("keine Ahnung", "ninguna idea", "geen idee": no idea, which is no answer, not none.)
  if (
    /^(?:none|zero|nada|not\s+yet|no\s+burns?|nil|aucun|ningun[oa]?|nessun[oa]?|keine?n?|geen|nenhum|żadn\S*|ни\s+одного|ноль|κανένα|κανενα|καμία|καμια|όχι\s+ακόμα|οχι\s+ακομα|0)(?![\p{L}\d])(?!\s+(?:ahnung|plan|schimmer|idee|idea|idée|ideia|pojęcia|clue)(?![\p{L}]))/iu.test(
      a,
    ) ||
    FIRST_TIMER.some((re) => re.test(a))
  ) {
    return { count: 0, firstYear: null };
  }
  const future = FUTURE_ORDINAL.exec(a);
  if (future) return { count: validBurns(ordinalValue(future[1])! - 1), firstYear: null };
  const numbered = cardinalValue(FUTURE_NUMBER.exec(a)?.[1] ?? "");
  if (numbered !== null) return { count: validBurns(numbered - 1), firstYear: null };
  const counted = CARDINAL_BURNS.exec(a);
  if (counted) return { count: validBurns(cardinalValue(counted[1])), firstYear: null };
  // ("vier keer: 2017, 2019, vorig jaar en het jaar daarvoor": the count the member wrote in their own
  // language comes first, and their years may be told in words; it is read by the caller, not from the years.)
  if (
    /^\p{L}+\s+(?:keer|mal|fois|veces|vezes|volte|razy|raz|раза?|разів|рази|gånger|gange|ganger|kez|kere|defa|krát|times)\s*[:：,–—-]/iu.test(
      a,
    )
  )
    return none;
  // ("trois : 2018, 2019 et l'an dernier": "last year" is one of the years.)
  const told = withRelativeYears(a, now);
  const years = [...new Set([...told.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => yearValue(m[0], now)))];
  if (years.length >= 2 && !years.includes(null) && !/\d\s*[-–]\s*\d/.test(a)) {
    return { count: years.length, firstYear: Math.min(...(years as number[])) };
  }
  const ordinal = LEADING_ORDINAL.exec(a);
  if (ordinal) return { count: validBurns(ordinalValue(ordinal[1])), firstYear: null };
  const numbers = [...a.matchAll(/(?<![\d'’])\d{1,3}(?![\d%]|st|nd|rd|th)/g)];
  return numbers.length === 1 ? { count: validBurns(Number(numbers[0][0])), firstYear: null } : none;
}

// Burning Man did not take place in these years: a span of years or "every year since" skips them.
export const NO_BURN_YEARS = [2020, 2021];
// "2019-present", "2016 bis heute": a span that runs to the latest burn.
const UP_TO_NOW =
  "present|now|today|date|heute|jetzt|aujourd['’]hui|maintenant|hoy|ahora|hoje|agora|oggi|adesso|nu|heden|teraz|dziś|dzisiaj|сейчас|настоящего\\s+времени|наст\\.?|היום|الآن|現在|今|现在|至今|지금";
const SPAN = new RegExp(
  `(?<!\\d)((?:19|20)\\d{2})\\s*(?:[-–—]|to|until|till|through|thru|bis|à|a|al|até|t/m|tot\\s+en\\s+met|tot|do|по|עד|إلى|から|到|至|~|〜)\\s*((?:19|20)\\d{2}(?!\\d)|\\d{2}(?!\\d)|(?:${UP_TO_NOW})(?![\\p{L}]))`,
  "giu",
);
const EVERY_YEAR_SINCE =
  /\b(?:every|each)\s+(?:year|burn|summer)\s+(?:since|from)\s+((?:19|20)\d{2})(?!\s*(?:[-–—]|to|until|till|through|thru)\s*(?:19|20)?\d{2})|\b(?:jedes\s+jahr\s+seit|chaque\s+année\s+depuis|tous\s+les\s+ans\s+depuis|todos\s+los\s+años\s+desde|cada\s+año\s+desde|todo\s+ano\s+desde|ogni\s+anno\s+dal|elk\s+jaar\s+sinds|ieder\s+jaar\s+sinds|varje\s+år\s+sedan|todos\s+os\s+anos\s+desde|co\s+roku\s+od|каждый\s+год\s+с)\s+((?:19|20)\d{2})|(?<![\p{L}])(?:seit|depuis|desde|dal|sinds|sedan|od|с)\s+((?:19|20)\d{2})\s*,?\s+(?:jedes\s+jahr|chaque\s+année|tous\s+les\s+ans|todos\s+los\s+años|cada\s+año|todo\s+ano|todos\s+os\s+anos|ogni\s+anno|elk\s+jaar|ieder\s+jaar|varje\s+år|co\s+roku|каждый\s+год)(?![\p{L}])/iu;
// "since '15, every year it happened except 2017", "every year since 2012 but one": the same, the other way round.
const SINCE_EVERY_YEAR = new RegExp(
  `\\bsince\\s+${YEAR}[^.;\\n]{0,40}?\\b(?:every|each)\\s+(?:year|burn|one|time)\\b|\\b(?:every|each)\\s+(?:year|burn|one|time)\\b[^.;\\n]{0,40}?\\bsince\\s+${YEAR}`,
  "iu",
);
// The years left out of a span: "except 2017", "minus 2020-21 and 2023", "skipped 2019", "пропустил 2020–2021".
const EXCEPT =
  /(?<![\p{L}])(?:except|besides|but\s+not|apart\s+from|save|bar|minus|without|not\s+counting|other\s+than|excluding|skipp(?:ed|ing)|missed|außer|ausser|ohne|sauf|sans|excepto|menos|sin|sem|tranne|senza|behalve|zonder|oprócz|bez|кроме|без|пропустил[аи]?|пропуская)(?![\p{L}])([^.;\n]*)/iu;
const EXCEPT_ENDS = /\s*[,;]?\s*(?:plus|and\s+then|then|and\s+again|but\s+then|dann|puis|después|daarna|poi)\s+/iu;
// "since 2017, skipped 2020–2021": going since a year, with the years missed named, is every year since it.
const SINCE_YEAR = new RegExp(`(?<![\\p{L}])(?:since|seit|depuis|desde|dal|sinds|od|с)\\s+${YEAR}`, "iu");
// "the year before last", "позапрошлый год", "前年": two years before this one.
// (The same in the thirty-six languages of session 26: words-26.ts.)
const wordsAlternation = (words: readonly string[]) => words.map((w) => escapeRegExp(w).replace(/\s+/g, "\\s+")).join("|");
const YEAR_BEFORE_LAST = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:the\s+)?year\s+before\s+last|(?<=last\s+year\s+and\s+)the\s+year\s+before|(?<=förra\s+året\s+och\s+)året\s+innan|(?<=letztes\s+jahr\s+und\s+)das\s+jahr\s+davor|(?<=vorig\s+jaar\s+en\s+)het\s+jaar\s+daarvoor|vorletztes\s+jahr|l['’]année\s+d['’]avant|hace\s+dos\s+años|позапрошл\p{L}*\s+год\p{L}*|(?<=(?:19|20)\d\d(?:\s+году)?\s+и\s+)в\s+позапрошлом|mwaka\s+juzi|پیرارسال|(?<=ano\s+passado\s+e\s+n?o\s+)anterior|前年|一昨年|おととし|재작년|πρόπερσι|προπέρσι|${wordsAlternation(YEAR_BEFORE_LAST_26)})(?![\p{L}])`,
  "iu",
);

/** The year of the latest burn by `now`: the event ends early in September. */
export const lastBurnYear = (now: Date) => (now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1);

// "2022 onwards", "2019 on": a year and every one after it.
const ONWARDS = /(?<!\d)((?:19|20)\d{2})\s*(?:onwards?(?![\p{L}])|(?:and\s+)?on(?=\s*(?:$|[,.;)!])))/giu;
// "…except 2014 and 2017, then 2022 onwards apart from 2024": each part of the story has its own years left out.
const THEN_PART = /\s*[,;]?\s*(?:and\s+)?then\s+|\s*;\s*/iu;

/**
 * "2015–2019", "2013-2015, 2018", "every year since 2011 except the covid years": the burns counted
 * year by year (none in 2020 and 2021), with the first. Null when the answer is not written that way.
 */
function yearSpan(answer: string, now: Date): { count: number; firstYear: number } | null {
  const parts = answer.split(THEN_PART);
  const sets = parts.map((part) => yearSet(part, now));
  // (A part with no span of its own, "2015, then 2018", is read as a whole, as before.)
  if (parts.length > 1 && sets.every((set) => set !== null) && parts.some((part) => EXCEPT.test(part))) {
    const years = new Set(sets.flatMap((set) => [...set!]));
    const count = validBurns(years.size);
    return count === null ? null : { count, firstYear: Math.min(...years) };
  }
  const years = yearSet(answer, now);
  if (years === null || years.size === 0) return null;
  const count = validBurns(years.size);
  return count === null ? null : { count, firstYear: Math.min(...years) };
}

function yearSet(answer: string, now: Date): Set<number> | null {
  const years = new Set<number>();
  // The years left out are read apart: a span or a year written after "minus" or "skipped" is not a burn.
  const except = EXCEPT.exec(answer);
  // ("2008–2016 except 2011, plus 2023 and 2024": what follows "plus" or "then" is burns again.)
  const resumed = except ? EXCEPT_ENDS.exec(except[1]) : null;
  const kept = except ? answer.slice(0, except.index) + (resumed ? ` ${except[1].slice(resumed.index)}` : "") : answer;
  const missed = except ? (resumed ? except[1].slice(0, resumed.index) : except[1]) : "";
  // ("4 since 2017, without my husband" is a count: only years named as missed make "since" every year.)
  const missedYears =
    except !== null &&
    !LEADING_CARDINAL.test(kept.trim()) &&
    (/(?<!\d)(?:19|20)\d{2}(?!\d)/.test(missed) || LAST_YEAR_WORDS.test(missed) || YEAR_BEFORE_LAST.test(missed));
  const since = EVERY_YEAR_SINCE.exec(kept) ?? SINCE_EVERY_YEAR.exec(kept) ?? (missedYears ? SINCE_YEAR.exec(kept) : null);
  let rest = kept;
  if (since) {
    const from = yearValue(since[1] ?? since[2] ?? since[3] ?? since[4], now);
    if (from === null) return null;
    for (let y = from; y <= lastBurnYear(now); y++) if (!NO_BURN_YEARS.includes(y)) years.add(y);
    rest = kept.replace(since[0], " ");
  }
  for (const m of [...rest.matchAll(ONWARDS)]) {
    const from = yearValue(m[1], now);
    if (from === null) return null;
    for (let y = from; y <= lastBurnYear(now); y++) if (!NO_BURN_YEARS.includes(y)) years.add(y);
    rest = rest.replace(m[0], " ");
  }
  const spans = [...rest.matchAll(SPAN)];
  if (!since && spans.length === 0 && years.size === 0) return null;
  const spanYears = (m: RegExpMatchArray) => {
    const from = yearValue(m[1], now);
    const to = /^\d/.test(m[2]) ? yearValue(m[2].length === 2 ? `${m[1].slice(0, 2)}${m[2]}` : m[2], now) : lastBurnYear(now);
    if (from === null || to === null || to < from) return null;
    const out: number[] = [];
    for (let y = from; y <= to; y++) if (!NO_BURN_YEARS.includes(y)) out.push(y);
    return out;
  };
  for (const m of spans) {
    const span = spanYears(m);
    if (span === null) return null;
    for (const y of span) years.add(y);
    rest = rest.replace(m[0], " ");
  }
  const listed = (text: string) => [...text.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)].map((m) => yearValue(m[0], now));
  for (const y of listed(rest)) if (y !== null) years.add(y);
  // ("2012 t/m 2016, plus 2019, 2023 en vorig jaar": last year named beside a span is one of the burns.)
  if (LAST_YEAR_WORDS.test(rest)) years.add(now.getFullYear() - 1);
  if (except) {
    let left = missed;
    for (const m of [...left.matchAll(SPAN)]) {
      for (const y of spanYears(m) ?? []) years.delete(y);
      left = left.replace(m[0], " ");
    }
    for (const y of listed(left)) if (y !== null) years.delete(y);
    if (LAST_YEAR_WORDS.test(left)) years.delete(now.getFullYear() - 1);
    if (YEAR_BEFORE_LAST.test(left)) years.delete(now.getFullYear() - 2);
  }
  return years.size === 0 ? null : years;
}

// "last year", "l'an dernier", "geçen yıl": the year before this one.
export const LAST_YEAR_WORDS = new RegExp(
  String.raw`(?<![\p{L}])(?:last\s+year|l['’]an\s+dernier|l['’]année\s+dernière|l['’]an\s+passé|l['’]année\s+passée|el\s+año\s+pasado|l['’]anno\s+scorso|letztes\s+jahr|vorig\s+jaar|(?:o\s+)?ano\s+passado|i\s+fjol|förra\s+året|в\s+прошлом\s+году|минулого\s+року|торік|w\s+(?:zeszłym|ubiegłym)\s+roku|geçen\s+(?:yıl|sene)|[וש]?ב?שנה\s+שעברה|و?العام\s+الماضي|و?السنة\s+الماضية|و?السنة\s+اللي\s+فاتت|去年|작년|πέρσι|πέρυσι|năm\s+ngoái|sidste\s+år|i\s+fjor|tahun\s+lalu|anul\s+trecut|tavaly|viime\s+vuonna|loni|l['’]any\s+passat|昨年|mullu|pernai|prošle\s+godine|прошле\s+године|миналата\s+година|lani|mwaka\s+jana|پارسال|پچھلے\s+سال|letscht\s+johr|(?<=(?:позапрошлом\s+году|(?:19|20)\d\d(?:\s+году)?)\s+и\s+)в\s+прошлом|${wordsAlternation(LAST_YEAR_26)})(?![\p{L}])`,
  "iu",
);

/** The answer to "Year of your first burn": the first year written, 1986..now; a first-timer has none. */
export function parseFirstBurn(answer: string, now: Date): number | null {
  const a = spelledYears(themesAsYears(asciiDigits(answer))).trim();
  if (a === "" || FIRST_TIMER.some((re) => re.test(a)) || /^(?:this\s+year|not\s+yet|none)\b/i.test(a)) return null;
  const year = new RegExp(YEAR).exec(a);
  if (year) return yearValue(year[1], now);
  // ("First burn: last year", "İlk burn: geçen yıl".)
  if (LAST_YEAR_WORDS.test(a) && now.getFullYear() - 1 <= lastBurnYear(now)) return now.getFullYear() - 1;
  return /^\d{2}$/.test(a) ? yearValue(a, now) : null;
}
