import { isPlaceRemark } from "./clean-text";
import { countryOfNationality } from "./countries";

// Reading the value that follows a phrase such as "I live in" or "my playa name is". Each reader takes
// the text right after the phrase and returns the value, or null when what follows is not one.

// ("Thành phố Hồ Chí Minh": Vietnamese "city" between the capitalised words of a name.)
const PLACE_PARTICLES = new Set([
  "de",
  "del",
  "la",
  "le",
  "am",
  "upon",
  "sur",
  "en",
  "im",
  "of",
  "da",
  "do",
  "dos",
  "das",
  "di",
  "du",
  "phố",
  // ("Dar es Salaam".)
  "es",
]);
// Capitalised words that start a new thought rather than continue a place or a name.
const NOT_A_NAME_WORD = new Set(
  `I I'm I’m I've I’ve I'd My We But And The It It's Now Then So Also Since When After Before Currently Originally
  Born Been Last Next This That Thanks Thank Cheers Love In On At For With Where Which Who Though However Anyway
  See Burning Playa Black Rock Not Very Really Just Super Excited Happy Glad Back Here Based Living Still Going
  Coming Looking Camp Virgin Veteran Newbie Burner From Hi Hello Hey Dear Yes No Ok Okay Sorry Please Our Your`.split(/\s+/),
);
const NATIONALITIES = new Set(
  `American Canadian Mexican British English Scottish Welsh Irish German French Italian Spanish Portuguese Dutch
  Belgian Swiss Austrian Swedish Norwegian Danish Finnish Polish Czech Russian Ukrainian Greek Turkish Israeli
  Indian Chinese Japanese Korean Brazilian Argentinian Chilean Colombian Peruvian Australian Kiwi Aussie`.split(/\s+/),
);

const startsUpper = (word: string) => /^\p{Lu}/u.test(word);

interface Word {
  text: string;
  comma: boolean;
  end: number;
}

/** Words on the same line, each with whether a comma came before it; stops at other punctuation. */
function* words(text: string): Generator<Word> {
  const re = /[ \t]*(,)?[ \t]*([^\s,;:!?()"“”[\]]+)/y;
  for (let m = re.exec(text); m; m = re.exec(text)) yield { text: m[2], comma: Boolean(m[1]), end: re.lastIndex };
}

const isAbbreviation = (word: string) => /^(?:\p{Lu}\.){1,3}$|^(?:St|Mt|Ft|Ste|Co)\.$/u.test(word);

/** "Oakland, California", "the Bay Area" → "Bay Area", "Frankfurt am Main"; null unless capitalised. */
export function takePlace(text: string): string | null {
  const parts: string[] = [];
  let pending: string[] = [];
  let end = 0;
  let ended = false;
  // "the Bay Area", "vivo en la Ciudad de México": an article before the place is not part of it.
  const bare = text.replace(/^[ \t]*the[ \t]+/i, "").replace(/^[ \t]*(?:la|el)[ \t]+(?=\p{Lu})/u, "");
  for (const { text: raw, comma, end: after } of words(bare)) {
    if (parts.length >= 6) break;
    if (parts.length > 0 && !comma && PLACE_PARTICLES.has(raw)) {
      pending.push(raw);
      continue;
    }
    const endsSentence = /\.$/.test(raw) && !isAbbreviation(raw);
    const word = endsSentence ? raw.replace(/\.+$/, "") : raw;
    // ("Coeur d'Alene", "Sant'Agata": an elided particle within a place's name.)
    const elided = parts.length > 0 && /^(?:d|l)['’]\p{Lu}/u.test(word);
    if ((!startsUpper(word) && !elided) || NOT_A_NAME_WORD.has(word)) break;
    // ("originally from Bulawayo, Zimbabwean by birth, but…": a nationality after the comma is no part of the place.)
    if (comma && countryOfNationality(word) !== null) break;
    parts.push(`${parts.length === 0 ? "" : comma ? ", " : " "}${pending.map((p) => `${p} `).join("")}${word}`);
    pending = [];
    end = after;
    ended = endsSentence;
    if (endsSentence) break;
  }
  // ("been in the A since I came up for school": a letter alone is a nickname, no place to store.)
  if (parts.length === 0 || (parts.length === 1 && [...parts[0]].length < 2)) return null;
  // "I live in Vancouver (Kitsilano) and…": where in the city, in brackets after it, is kept as an answer keeps it.
  const district = ended ? null : /^[ \t]*(\([^()\n]{1,40}\))/u.exec(bare.slice(end))?.[1];
  return district && isPlaceRemark(district) ? `${parts.join("")} ${district}` : parts.join("");
}

// Words after which a place written in lower case has ended: "from san antonio, living in denver now",
// "sou de manaus mas moro em florianópolis faz uns 5 anos", "uit leeuwarden maar woon nu in amsterdam".
const LOWER_PLACE_END =
  /^(?:and|but|now|since|for|where|with|then|so|though|e|ed|ma|mas|y|pero|et|mais|maar|en|aber|und|agora|ora|adesso|faz|fa|desde|depuis|seit|da|dal|sinds|ahora|hace|há|ha|já|com|con|avec|met|mit|para|pra|per|pour|voor|für|il|la|le|los|las|os|as|i|im|og|och|и|а|но|uns|umas|unos|otto|dopo|después|depois|après|nach|na|na|z|ze|w)$/u;
/**
 * A place in a reply written all in lower case ("nasci em fortaleza, moro em curitiba faz 3 anos"): up to
 * three words, ended by punctuation, the line's end or a word that goes on with the sentence. Null when
 * no such end comes within three words.
 */
export function takeLowerPlace(text: string): string | null {
  const words = text.replace(/^[ \t]+/, "").split(/([ \t]+|(?=[,.;:!?()\n]))/u);
  const place: string[] = [];
  for (const part of words) {
    if (part === "" || /^[ \t]+$/.test(part)) continue;
    if (/^[,.;:!?()\n]/u.test(part) || LOWER_PLACE_END.test(part) || /^\p{Extended_Pictographic}/u.test(part)) break;
    if (!/^\p{Ll}[\p{L}\p{M}'’-]*$/u.test(part) || place.length === 3) return null;
    place.push(part);
  }
  return place.length > 0 ? place.join(" ") : null;
}

/** A reply written without capitals: every sentence opens in lower case (two sentences or more). */
export function writtenInLowerCase(text: string): boolean {
  const starts = [...text.matchAll(/(?:^|[.!?]\s+|\n)\s*[^\p{L}\n]{0,3}([\p{Lu}\p{Ll}])/gu)].map((m) => m[1]);
  return starts.length >= 2 && starts.every((c) => c === c.toLowerCase());
}

const NAME_PARTICLES = new Set(["de", "da", "del", "della", "van", "von", "der", "den", "la", "le", "di", "du", "dos", "bin", "al"]);
const NAME_STOP = new Set(
  "and but i i'm i’m im from aka or though however also a an the in on at to who which my we you so just here this that is was living based originally currently".split(
    " ",
  ),
);

/** A line that is only a full name: two to four capitalised words (lower-case particles between), none of them a greeting, a camp or a mood. */
export function isFullNameLine(line: string): boolean {
  const words = line.trim().split(/\s+/);
  const named = words.filter((w) => !NAME_PARTICLES.has(w));
  return (
    named.length >= 2 &&
    words.length <= 5 &&
    named.every((w) => /^\p{Lu}[\p{L}'’-]+$/u.test(w) && !NOT_A_NAME_WORD.has(w) && !NATIONALITIES.has(w)) &&
    !NAME_PARTICLES.has(words[0])
  );
}

/**
 * A person's name: up to four words. After "my name is" any case is accepted; after "I'm" the words
 * must be capitalised and not a nationality ("I'm German") or a mood ("I'm Super excited").
 */
export function takeName(text: string, { capitalised }: { capitalised: boolean }): string | null {
  const parts: string[] = [];
  for (const { text: raw, comma } of words(text)) {
    if (comma && parts.length > 0) break;
    const word = raw.replace(/\.+$/, "");
    const ended = word !== raw;
    if (!/^[\p{L}][\p{L}\p{M}'’-]*$/u.test(word)) break;
    if (parts.length > 0 && NAME_PARTICLES.has(word)) {
      parts.push(word);
      continue;
    }
    if (NAME_STOP.has(word.toLowerCase())) break;
    // An acronym ("Sou DJ", "I'm CEO"), alone or before a trade ("Ik ben IC-verpleegkundige", "UX-designer"),
    // is a role, not a name.
    const acronym = /^\p{Lu}{2,}(?:-\p{Ll}[\p{L}-]*)?$/u.test(word);
    if (capitalised && (!startsUpper(word) || NOT_A_NAME_WORD.has(word) || NATIONALITIES.has(word) || acronym)) break;
    // "my name is Debbie Kowalczyk everyone calls me…": a name begun with a capital goes on in capitals.
    if (!capitalised && parts.length > 0 && startsUpper(parts[0]) && !startsUpper(word)) break;
    parts.push(word);
    // ("Femke van der Meulen-de Graaf": particles do not count towards the four words.)
    if (ended || parts.filter((p) => !NAME_PARTICLES.has(p)).length >= 4) break;
  }
  while (parts.length > 0 && NAME_PARTICLES.has(parts[parts.length - 1])) parts.pop();
  return parts.length > 0 ? parts.join(" ") : null;
}

const NICK_END =
  /^([^\n.,;!?()"“”]{1,40}?)(?=[ \t]+(?:on|at|out[ \t]+on|in)[ \t]+(?:the[ \t]+)?(?:playa|burn|burning[ \t]*man|dust)\b|[ \t]+out[ \t]+there\b|[ \t]*[\n.,;!?()]|[ \t]+(?:and|but|because|since|which|though|so|when|there|my|during|back[ \t]+in|in[ \t]+(?:19|20)\d\d)\b|[ \t]*$)/i;

/** A playa name: quoted ("“Dust Bunny”", "«Coyote»") or the words up to punctuation or "on the playa". */
export function takeNickname(text: string): string | null {
  const t = text.replace(/^[ \t]+/, "");
  // ("«Churro Cósmico»", "„Brezel Blitz“", "»Komet«", "「奶茶」": the quote marks of other languages too.)
  // (Hebrew writes its quote marks as gershayim: "״קרמבו״".)
  const quoted = /^["“”'‘’«»„‚‹›「『״]([^"“”'‘’«»„‚‹›「」『』״\n]{1,60})["“”'‘’«»‹›」』״]/u.exec(t);
  // "Mango 🥭 from san antonio": an emoji after the name ends it.
  // ("Quahog – my first year's name": a dash before the words that end it is no part of it.)
  const value = (quoted ?? NICK_END.exec(t))?.[1]
    .split(/\s*\p{Extended_Pictographic}/u)[0]
    .replace(/[ \t]+[-–—:]+$/u, "")
    .trim();
  if (!value || !/\p{L}/u.test(value) || value.split(/\s+/).length > 5) return null;
  return /^(?:a|an|the|my|that|it|this)$/i.test(value) ? null : value;
}
