import { asciiDigits, LAST_YEAR_WORDS } from "./burns";
// Camp history told in prose ("both times with Camp Mirage", "first with Tea & Strumpets, then with Camp
// Mirage", "دو بار اول با Persian Carpet Lounge"): the names of the camps the member was with, in the order
// told. Only names are read: where a year or "since" stands beside a camp, members and organisers write the
// history in too many ways ("Camp Mirage since 2017", "Hot Cross Buns (2018)") and nothing is read.

// A camp's name: capitalised words, with "&" or a small word between them ("Tea & Strumpets", "Salt Lick
// Social Club", "Camp Nowhere Special", "Dutch Oven camp").
// ("Camp Mirageのみなさん": a Latin name ends where another script begins.)
const WORD = String.raw`\p{Lu}(?:(?<=\p{Script=Latin})[\p{Script=Latin}\p{M}'’-]*|(?<!\p{Script=Latin})[\p{L}\p{M}'’-]*)`;
// ("Scrubs in the Dust": "in the" between two capitalised words, not before the desert's or the event's name.)
const NAME = String.raw`${WORD}(?:[ \t]+(?:(?:&|of|the|de|del|la|le|du|in[ \t]+the(?![ \t]+(?:Black|Playa|Desert|Burn|Burning)(?![\p{L}]))|on[ \t]+the(?![ \t]+(?:Playa|Burn)(?![\p{L}])))[ \t]+)?${WORD})*(?:[ \t]+camp(?![\p{L}]))?`;
// "with", and the same word in the languages we read (Hebrew, Arabic and Persian write it as a word apart).
const WITH = String.raw`(?:with|con(?:[ \t]+(?:el|la|il|lo))?|com(?:[ \t]+(?:o|a))?|mit(?:[ \t]+(?:dem|der))?|avec(?:[ \t]+(?:le|la|les))?|met(?:[ \t]+(?:de|het))?|עם|مع|با|с|з|ze|z)`;
// "a sound camp called Bassment Cats", "Marcus's camp, the Velvet Bunker", "Ray's old camp Gravel Cathedral".
// ("a big Irish camp called The Craic House", "my brother's crew, Karoo Kaya".)
// ("my uni mates at Sunset Chippy": the friends the member went with, at their camp.)
// ("a group of mates from work whose camp is called Dial-Up", "a gang of Dublin heads in a camp called the
// Grand Stretch": the camp called by its name a few words on, session 26; "a crowd from work who called
// themselves the Billable Hours", "a group of nurses who camp as Scrubs in the Dust", session 29.)
// ("a camp of Sydney dive instructors called the Reef Rats", "camped with her crowd, the Kota Kings".)
const CALLED = String.raw`(?:(?:a|an|his|her|their|my|our|\p{Lu}\p{Ll}+['’]s)[ \t]+(?:[\p{L}'’-]+[ \t]+){0,2}(?:(?:camp|crew)(?:[ \t]+of[ \t]+(?:[\p{L}'’-]+[ \t]+){0,3}[\p{L}'’-]+[ \t]+(?:called|named)|[ \t]+(?:called|named)|,)?|(?:crowd|gang|mob),|(?:mates|friends|crowd|gang|pals)[ \t]+at)[ \t]+|(?:a|an|his|her|their|my|our)[ \t]+(?:[\p{L}'’-]+[ \t]+){0,5}?(?:whose[ \t]+camp[ \t]+(?:is|was)|in[ \t]+a[ \t]+camp)[ \t]+(?:called|named)[ \t]+|(?:(?:a|an|his|her|their|my|our)[ \t]+)?(?:[\p{L}'’-]+[ \t]+){0,6}?(?:who|that)[ \t]+(?:called[ \t]+themselves|camp(?:ed)?[ \t]+as|went[ \t]+by|go[ \t]+by)[ \t]+)`;
const CAMP_AFTER_WITH = new RegExp(
  String.raw`(?<![\p{L}])(camped[ \t]+|camping[ \t]+)?${WITH}[ \t]+(${CALLED})?(?:the[ \t]+)?(${NAME})`,
  "gu",
);
const JOINED_CAMP = new RegExp(
  String.raw`(?<![\p{L}])(?:I|I['’]ve|and|then)[ \t]+(?:finally[ \t]+|then[ \t]+)?(?:joined|came[ \t]+over[ \t]+to|switched[ \t]+to|moved[ \t]+(?:over[ \t]+)?to)[ \t]+(?:the[ \t]+)?(${NAME})`,
  "gu",
);
// "Camp Mirage와 함께", "Camp Mirage でお世話に", "跟Camp Mirage", "Camp Mirage ile", "איתכם ב-Camp Mirage": a Latin camp name inside
// another script, with the word for "with" or "at" that script puts after or before it.
const CAMP_IN_SCRIPT = new RegExp(
  String.raw`(?:[跟和在与與]|参加了?|加入了?|(?<![\p{L}])(?:ở|với|עם)|(?<![\p{L}])ו?ב-)[ \t]*(${NAME})|(${NAME})[ \t]*(캠프|キャンプ)?[ \t]*(?:와|과|에서|에|랑|하고|で|と|に|の(?=みなさん|皆さん|皆様|みんな|メンバー|仲間)|ile(?![\p{L}]))`,
  "gu",
);
const AND_THEN = new RegExp(
  String.raw`^,?[ \t]*(?:(?:and|&)[ \t]+(?:then[ \t]+)?|then[ \t]+|later[ \t]+)(?:with[ \t]+)?(?:the[ \t]+)?(${NAME})`,
  "u",
);
const TELLS_A_YEAR = /(?<!\d)(?:(?:19|20)\d{2}|\d{2}\s*年)(?!\d)/u;
const HAS_CAMP_WORD = /(?<![\p{L}])[Cc]amp(?![\p{L}])/u;
// A year, or words of time, beside the camp: its years are part of how the history is written.
const YEARS_BESIDE =
  /(?<![\d])(?:19|20)\d{2}(?![\d])|['’]\d{2}(?![\d])|(?<![\p{L}])(?:since|until|till|from|seit|bis|desde|depuis|dal|dalla|sinds|sedan|od|с\s+\d)(?![\p{L}])/iu;
// Where a clause ends, around the camp: what lies between these belongs to it.
const CLAUSE_BREAK = /[,;:.!?()\n—–，、；：。]|\s-\s|(?<![\p{L}])(?:and|then|but|y|e|et|und|и|ו)(?![\p{L}])/giu;
// Someone else's camp ("She camps with Disco Drifters", "my husband Arturo camped with Moonbase Alpha"), or
// one still to come ("this year I'm joining…", "I'll be with…").
const OTHER_OR_LATER =
  /(?<![\p{L}])(?:she|he|they|his|her|their|my\s+(?:husband|wife|partner|boyfriend|girlfriend|friend|brother|sister|mum|mom|dad)|will|['’]ll|going\s+to|gonna|hope|hoping|plan|planning|this\s+(?:year|time)|next\s+year|joining|diesmal|dieses\s+jahr|nächstes\s+jahr|cette\s+(?:année|fois)|première\s+fois|este\s+año|esta\s+vez|primera\s+vez|este\s+ano|desta\s+vez|primeira\s+vez|quest['’]anno|questa\s+volta|prima\s+volta|dit\s+jaar|deze\s+keer|в\s+этом\s+году|в\s+этот\s+раз|השנה|هذا\s+العام|امسال)(?![\p{L}])/iu;
const TOOK_ME =
  /(?<![\p{L}])(?:took|brought|dragged|talked|convinced|persuaded|invited)[ \t]+me(?:[ \t]+(?:along|out|into[ \t]+it))?[ \t]*$/iu;
const NOT_A_CAMP = /^(?:I|I['’]m|I['’]ve|Burning\s+Man|Black\s+Rock(?:\s+City)?|BRC|Playa|Burn|Camp|Campo|Kamp)$/u;

const clauseStart = (text: string, at: number) =>
  Math.max(0, ...[...text.matchAll(CLAUSE_BREAK)].filter((m) => m.index < at).map((m) => m.index + m[0].length));

function clauseAround(text: string, start: number, end: number): string {
  const breaks = [...text.matchAll(CLAUSE_BREAK)].map((m) => m.index);
  const from = clauseStart(text, start);
  const to = Math.min(text.length, ...breaks.filter((at) => at >= end));
  return text.slice(from, to);
}

// Told in another language ("Las dos primeras me quedé con unos cuates en Camp Mezcalito y desde 2018 ando con
// ustedes en Camp Mirage", "In 2018 zat ik bij Dutch Oven, daarna bij Camp Mirage"): members name the camps
// among words of their own and organisers store the names alone, the years left to the burns. A sentence is
// English when English words are left once the names are taken out. (Not "was" or "my": Dutch "ik was er",
// German "was", Polish "my" are words of those languages.)
const ENGLISH =
  /(?<![\p{L}])(?:the|and|with|were|have|has|been|then|since|both|times|first|last|years?|camped)(?![\p{L}])|(?<![\p{L}])I(?:['’](?:m|ve))?(?![\p{L}])/iu;
// Words for a camp, a tent city or camping, in the languages we read ("camp Frietkot Galactique", "a Paprika
// Dome táborban", "un campamento de colombianos, Parche Polvoriento").
const CAMP_VOCABULARY =
  /(?<![\p{L}])(?:camp\p{L}*|acamp\p{L}*|accamp\p{L}*|kamp\p{L}*|tábor\p{L}*|leiri\p{L}*|лагер\p{L}*|кемп\p{L}*|кэмп\p{L}*|κατασκ\p{L}*|κάμπ\p{L}*)(?![\p{L}])/iu;
// "Camp Frappe", "Campo Pizzica", "Alpenglühen-Camp": the name says it is a camp.
export const NAMED_CAMP = /(?<![\p{L}])(?:Camp|Campo|Kamp)(?![\p{L}])|-Camp(?![\p{L}])/u;
// The word for "with" or "at" before a camp's name, with its article (Romance, Germanic, Slavic, Greek…).
const WITH_OR_AT =
  /(?<![\p{L}])(?:con(?:[ \t]+(?:el|la|los|las|il|lo|i|gli|le))?|com(?:[ \t]+(?:o|a|os|as))?|no|na|num|numa|nos|nas|en|al|allo|alla|nel|nella|del|presso|avec(?:[ \t]+(?:le|la|les))?|chez|au|à|mit(?:[ \t]+(?:dem|der|den))?|bei|beim|im|met(?:[ \t]+(?:de|het))?|bij(?:[ \t]+(?:de|het))?|med|hos|på|z|ze|w|we|s|se|v|ve|с|со|з|із|в|у|са|със|με(?:[ \t]+(?:το|τη|την|τους))?|στο|στη|στην|amb|cu|dengan|bersama|kasama(?:[ \t]+ang)?)[ \t]+$/iu;
const CAMP_AFTER = new RegExp(String.raw`^[ \t]+${CAMP_VOCABULARY.source}`, "iu");
const OTHER_SCRIPT =
  /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}]/u;
// "con ustedes", "mit euch", "convosco", "veletek", "teidän kanssanne": the camp that sent the invitation.
const WITH_YOU =
  /(?<![\p{L}])(?:con[ \t]+(?:ustedes|vosotros|vosotras|voi)|com[ \t]+vocês|convosco|(?:mit|bei)[ \t]+euch|(?:avec|chez)[ \t]+vous|(?:met|bij)[ \t]+jullie|med[ \t]+(?:er|dere|jer)|[сз][ \t]+вами|με[ \t]+εσάς|μαζί[ \t]+σας|veletek|kanssanne|z[ \t]+wami|s[ \t]+vámi|amb[ \t]+vosaltres|cu[ \t]+voi)(?![\p{L}])/giu;

const WITH_YOU_EN = /(?<![\p{L}])with[ \t]+(?:you[ \t]+lot|you[ \t]+guys|y['’]all|you[ \t]+all|youse)(?![\p{L}])/giu;
const PAST_EN = /(?<!\d)(?:19|20)\d{2}(?!\d)|['’‘]\d{2}(?!\d)|(?<![\p{L}])(?:last\s+year|been|was|were|camped|went|stayed)(?![\p{L}])/iu;
const LATER_EN =
  /(?<![\p{L}])(?:will|can['’]t\s+wait|looking\s+forward|hope|hoping|this\s+year|next\s+year|going\s+to|gonna|be\s+back|stoked|excited)(?![\p{L}])|['’]ll(?![\p{L}])/iu;
// ("My roommate Jess has been going with you guys for years": someone else's camp.)
const THIRD_EN =
  /(?<![\p{L}])(?:has|is|she|he|they|his|her|their|roommate|flatmate|housemate|cousin|friend|partner|wife|husband|sister|brother)(?![\p{L}])/iu;

// With a year beside the inviting camp, its name alone is the history only when no other camp is told: no word
// for a camp outside its name ("my actual camp was Lost Socks"), and no other name of two words or more in a
// sentence that names it ("with Camp Mirage 2012 to 2014, Souvlaki Station in 2017").
const NAME_FORGOTTEN =
  /(?<![\p{L}])(?:can['’]?t|cannot|couldn['’]?t|don['’]?t|do\s+not)\s+(?:for\s+the\s+life\s+of\s+me\s+)?(?:remember|recall)\s+(?:what\s+(?:they|it)\s+(?:were|was)\s+called|the\s+name|its\s+name|their\s+name)|forg[eo]t(?:ten)?\s+(?:the|its|their)\s+name|(?:no|can['’]?t)\s+(?:idea|remember)\s+what\s+(?:it|they)\s+(?:was|were)\s+called/iu;
function onlyCampTold(text: string, campName: string): boolean {
  const others = text.split(campName).join(" ");
  // ("I tagged along with a friend's camp (can't for the life of me remember what they were called)": a camp whose
  // name the member has forgotten is none to store.)
  if (CAMP_VOCABULARY.test(others) && !NAME_FORGOTTEN.test(others)) return false;
  for (const sentence of text.split(/(?<=[.!?。！？])\s+|\n+/u)) {
    if (!sentence.includes(campName)) continue;
    const rest = sentence.split(campName).join(" ");
    for (const m of rest.matchAll(new RegExp(NAME, "gu")))
      if (/\s/.test(m[0].trim()) && /\p{L}/u.test(rest.slice(0, m.index)) && !NOT_A_CAMP.test(m[0].trim())) return false;
  }
  return true;
}

// A camp still to come, in those languages ("este año me quiero cambiar con ustedes", "diesmal komme ich mit…").
// (The English pronouns of OTHER_OR_LATER are words of other languages too: Spanish "he acampado".)
const LATER_ELSEWHERE =
  /(?<![\p{L}])(?:diesmal|dieses\s+jahr|nächstes\s+jahr|cette\s+(?:année|fois)|l['’]année\s+prochaine|este\s+año|esta\s+vez|el\s+año\s+que\s+viene|este\s+ano|desta\s+vez|quest['’]anno|questa\s+volta|dit\s+jaar|deze\s+keer|volgend\s+jaar|i\s+år|tänä\s+vuonna|bu\s+yıl|idén|letos|w\s+tym\s+roku|в\s+этом\s+году|в\s+этот\s+раз|цього\s+року|φέτος|השנה|هذا\s+العام|امسال)(?![\p{L}])/iu;

function campsInOtherLanguage(sentence: string, campName: string | null): { at: number; name: string }[] {
  // (Sentences in other scripts are read by CAMP_IN_SCRIPT.)
  if (OTHER_SCRIPT.test(sentence)) return [];
  const names = [...sentence.matchAll(new RegExp(NAME, "gu"))];
  const rest = names.reduce((left, m) => left.replace(m[0], " "), sentence);
  // ("¡Hola Camp Mirage!": a greeting names the camp and tells nothing.)
  if (ENGLISH.test(rest) || (rest.match(/\p{L}+/gu) ?? []).length < 3) return [];
  if (!CAMP_VOCABULARY.test(sentence)) return [];
  const found: { at: number; name: string }[] = [];
  // A name of two words or more that is not taken may be a camp too ("Campamentos Camp Mirage en 2017 y 2019,
  // Paella Galáctica en 2024"): the sentence is not read rather than read in part.
  let unsure = false;
  for (const m of names) {
    // (Greek and Cyrillic capitals begin the language's own words; the camps are named in Latin letters.)
    if (!/^\p{Script=Latin}/u.test(m[0])) continue;
    // ("Camp Mirage-ben", "Camp Mirage'dayım", "Camp Miragessa": the camp's own name in the language's case
    // endings.) A sentence's first word is capitalised whatever it is ("Im Camp Mirage", "No Camp Mirage").
    let name = m[0].trim().replace(/['’-]\p{Ll}+$/u, "");
    if (!/\p{L}/u.test(sentence.slice(0, m.index))) name = name.replace(/^\S+\s*/u, "");
    if (campName && name !== campName && name.startsWith(campName) && /^\p{Ll}{1,4}$/u.test(name.slice(campName.length))) name = campName;
    const lead = sentence.slice(clauseStart(sentence, m.index), m.index);
    if (!name || NOT_A_CAMP.test(name) || LATER_ELSEWHERE.test(lead)) continue;
    // ("a Paprika Dome táborban": the word for camp after the name, as Hungarian and Finnish put it.)
    const named = NAMED_CAMP.test(name) || CAMP_AFTER.test(sentence.slice(m.index + m[0].length));
    // A name with no camp word is a camp when "with" or "at" comes before it, it has two words or more (a
    // friend goes by one), and camping is told around it or another camp is named beside it.
    const around = clauseAround(sentence, m.index, m.index + m[0].length).replace(m[0], " ");
    if (
      !named &&
      (!WITH_OR_AT.test(lead) || !/\s/.test(name) || (!CAMP_VOCABULARY.test(around) && !names.some((n) => NAMED_CAMP.test(n[0]))))
    ) {
      if (/\s/.test(name)) unsure = true;
      continue;
    }
    found.push({ at: m.index, name });
  }
  if (unsure) return [];
  if (campName)
    for (const m of sentence.matchAll(WITH_YOU))
      if (!LATER_ELSEWHERE.test(sentence.slice(clauseStart(sentence, m.index), m.index))) found.push({ at: m.index, name: campName });
  return found.sort((a, b) => a.at - b.at);
}

/** The inviting camp's name without its word "Camp" ("Mirage"), as members call it. */
export const bareCampName = (campName: string) => campName.replace(/^(?:Camp|Kamp|Campo)\s+/iu, "");

/** The camps the member tells they were with, joined as a list; null when none is told for sure. */
export function campsInProse(text: string, campName: string | null = null, otherLanguages = true): string | null {
  const camps: { name: string }[] = [];
  // Whether a year or "since" stands beside a camp told ("My first was 2019 with Camp Mirage, and I came back
  // with Camp Mirage in 2023").
  let yearsBeside = false;
  for (const sentence of text.split(/(?<=[.!?。！？])\s+|\n+/u)) {
    const elsewhere = otherLanguages ? campsInOtherLanguage(sentence, campName) : [];
    if (elsewhere.length > 0) {
      camps.push(...elsewhere);
      continue;
    }
    const found: { at: number; name: string; sure: boolean }[] = [];
    for (const m of sentence.matchAll(CAMP_AFTER_WITH)) {
      const name = m[3].trim();
      const at = m.index + m[0].length - m[3].length;
      const before = sentence.slice(clauseStart(sentence, m.index), m.index);
      // ("My sister Ciara dragged me out with her camp, the Tea Leaf Society": someone else took the member to
      // their camp, which was the member's too.)
      if (NOT_A_CAMP.test(name) || (OTHER_OR_LATER.test(before) && !TOOK_ME.test(before))) continue;
      if (YEARS_BESIDE.test(clauseAround(sentence, m.index, at + name.length).replace(name, " "))) yearsBeside = true;
      // A camp when its name says so, when it is called one, or when the member camped with it; and the inviting
      // camp by its name without "Camp" ("Always with Mirage.", "I've been with Mirage ever since").
      // ("none yet, first year with Mirage": not when the clause tells of a first year, this one.)
      const inviting =
        campName !== null && name.toLowerCase() === bareCampName(campName).toLowerCase() && !/(?<![\p{L}])first(?![\p{L}])/iu.test(before);
      found.push({ at, name, sure: HAS_CAMP_WORD.test(name) || m[2] !== undefined || m[1] !== undefined || inviting });
      // "camped with Lost Penguins and then Camp Mirage": the camps that follow in the same list.
      let end = at + name.length;
      for (let next = AND_THEN.exec(sentence.slice(end)); next; next = AND_THEN.exec(sentence.slice(end))) {
        const more = next[1].trim();
        const moreAt = end + next[0].length - next[1].length;
        if (NOT_A_CAMP.test(more)) break;
        if (YEARS_BESIDE.test(clauseAround(sentence, moreAt, moreAt + more.length).replace(more, " "))) yearsBeside = true;
        found.push({ at: moreAt, name: more, sure: HAS_CAMP_WORD.test(more) });
        end = moreAt + more.length;
      }
    }
    // "…and 2023 with you lot", "all three with y'all at Mirage": the inviting camp told as "you", in a sentence of
    // burns gone (not "can't wait to camp with you guys this year").
    if (campName && !LATER_EN.test(sentence) && PAST_EN.test(sentence))
      for (const m of sentence.matchAll(WITH_YOU_EN))
        if (
          !OTHER_OR_LATER.test(sentence.slice(clauseStart(sentence, m.index), m.index)) &&
          !THIRD_EN.test(sentence.slice(clauseStart(sentence, m.index), m.index)) &&
          !found.some((f) => f.name === campName)
        )
          found.push({ at: m.index, name: campName, sure: true });
    // "After that I joined Camp Mirage", "when they folded I came over to Camp Mirage": a camp the member moved
    // to, named as a camp.
    for (const m of sentence.matchAll(JOINED_CAMP)) {
      const name = m[1].trim();
      const at = m.index + m[0].length - m[1].length;
      if (!HAS_CAMP_WORD.test(name) || NOT_A_CAMP.test(name) || found.some((f) => f.name === name)) continue;
      if (OTHER_OR_LATER.test(sentence.slice(clauseStart(sentence, m.index), m.index))) continue;
      if (YEARS_BESIDE.test(clauseAround(sentence, m.index, at + name.length).replace(name, " "))) yearsBeside = true;
      found.push({ at, name, sure: true });
    }
    // ("我去過兩次burn：…": a borrowed English word in a sentence of another script leaves it in that script.)
    const unnamed = sentence.replace(new RegExp(NAME, "gu"), "");
    const latin = unnamed.match(/\p{Script=Latin}/gu)?.length ?? 0;
    const script = unnamed.match(/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/gu)?.length ?? 0;
    if (latin < 3 || script > latin * 2) {
      for (const m of sentence.matchAll(CAMP_IN_SCRIPT)) {
        const name = (m[1] ?? m[2]).trim();
        // ("Kimchi Collective 캠프에 있었고": called a camp in the script around it.)
        if (!(HAS_CAMP_WORD.test(name) || m[3] !== undefined) || found.some((f) => f.name === name)) continue;
        const at = m.index + m[0].indexOf(name);
        // ("2019年跟朋友在Camp Oolong Orbit": the years beside camps told in another script are dropped, as in
        // other languages written in Latin letters; the camps are stored by name.)
        found.push({ at, name, sure: true });
      }
      // ("फिर पिछले साल Camp Mirage के साथ गई", "2018年からはずっとCamp Mirage。": a name that says it is a camp, in a
      // sentence that tells a year, is told as the member's camp whatever words of the script stand around it.)
      if (script >= 3 && (TELLS_A_YEAR.test(asciiDigits(sentence)) || LAST_YEAR_WORDS.test(sentence)))
        for (const m of sentence.matchAll(new RegExp(NAME, "gu"))) {
          const name = m[0].trim();
          if (!NAMED_CAMP.test(name) || NOT_A_CAMP.test(name) || found.some((f) => f.name === name)) continue;
          found.push({ at: m.index, name, sure: true });
        }
    }
    // "first with Tea & Strumpets, then with Camp Mirage": a name told beside a camp is one too.
    if (found.some((f) => f.sure)) camps.push(...found.sort((a, b) => a.at - b.at));
  }
  // ("always camped with Mirage": the inviting camp told without its word "Camp" is that camp.)
  const bare = campName ? bareCampName(campName).toLowerCase() : undefined;
  // ("Camp Mirage-ში", "Camp Mirage-ல்": a case ending after a hyphen is the language's, not the camp's.)
  const trimmed = camps.map((c) => c.name.replace(/['’-]+$/u, ""));
  const names = [...new Set(trimmed.map((n) => (campName && n.toLowerCase() === bare ? campName : n)))];
  // (Session 26: the camps told are read with years beside them too, as the authors of rounds 46 to 52 store
  // camp histories; only the inviting camp alone, when another camp is told beside it, is no history.)
  if (yearsBeside && names.length === 1 && names[0] === campName && !onlyCampTold(text, campName)) return null;
  return names.length > 0 ? names.join(", ") : null;
}

// Camp history told year by year in prose ("2018 with a big Irish camp called The Craic House, then 2022 and
// 2024 with Camp Mirage"): the camps with their years, as members and organisers write it in a list
// ("The Craic House (2018), Camp Mirage (2022, 2024)"), the earliest camp first.
const JOINED = new RegExp(String.raw`(?<![\p{L}])(?:joined|join)[ \t]+(?:the[ \t]+)?(${NAME})`, "gu");
const THEM = /(?<![\p{L}])(?:with|joined)[ \t]+them(?![\p{L}])/iu;
// Where a story of camps moves from one to the next: "; ", ": ", ", then", " then ", ", and 2023 with…".
const NEXT_CAMP = /[;:]|,?[ \t]+(?:and[ \t]+)?then[ \t]+|,[ \t]+and[ \t]+(?=(?:in[ \t]+)?(?:(?:19|20)\d{2}|last[ \t]+year))/iu;
const YEAR_TOKEN = /(?<!\d)(?:19|20)\d{2}(?!\d)|(?<![\p{L}])last[ \t]+year(?![\p{L}])/giu;
// Words that tie a year to something else than a burn ("moved to Leeds in 2019").
const OTHER_YEAR =
  /(?<![\p{L}])(?:born|moved?|lived?|living|grew|work(?:ed|ing)?|job|married|met|started|studied|graduated|retired)(?![\p{L}])/iu;
// A span or "since": the history is written as the member wrote it, and not read here.
const SPAN_OR_SINCE = /(?:19|20)\d{2}\s*[-–—]\s*(?:19|20)?\d{2}|(?<![\p{L}])(?:since|until|till|through|every\s+year)(?![\p{L}])/iu;

function campsOfClause(clause: string, before: string | null): string[] | null {
  const names: string[] = [];
  for (const m of clause.matchAll(CAMP_AFTER_WITH)) {
    const name = m[3].trim();
    const lead = clause.slice(clauseStart(clause, m.index), m.index);
    if (NOT_A_CAMP.test(name) || OTHER_OR_LATER.test(lead)) return null;
    // A camp when its name says so, when it is called one, or when the member camped with it.
    if (!HAS_CAMP_WORD.test(name) && m[2] === undefined && m[1] === undefined) return null;
    names.push(name);
  }
  for (const m of clause.matchAll(JOINED)) if (!NOT_A_CAMP.test(m[1].trim())) names.push(m[1].trim());
  if (THEM.test(clause) && before !== null) names.push(before);
  return [...new Set(names)];
}

/** Two camps or more told with their years, "Camp (2017, 2019), Other (2023)"; null unless every year told has its camp. */
export function campYearsInProse(text: string, now: Date): string | null {
  const history = new Map<string, Set<number>>();
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/u)) {
    if (sentence.search(CAMP_AFTER_WITH) < 0 && sentence.search(JOINED) < 0) continue;
    if (SPAN_OR_SINCE.test(sentence)) return null;
    let last: string | null = null;
    let waiting: number[] = [];
    for (const clause of sentence.split(new RegExp(NEXT_CAMP.source, "giu"))) {
      const years: number[] = [];
      for (const m of clause.matchAll(YEAR_TOKEN)) {
        const lead =
          clause
            .slice(0, m.index)
            .split(/[,;]|(?<![\p{L}])and(?![\p{L}])/u)
            .pop() ?? "";
        if (OTHER_YEAR.test(lead)) continue;
        years.push(/^\d/.test(m[0]) ? Number(m[0]) : now.getFullYear() - 1);
      }
      const camps = campsOfClause(clause, last);
      if (camps === null || camps.length > 1) return null;
      if (camps.length === 0) {
        waiting.push(...years);
        continue;
      }
      const camp = camps[0];
      const told = history.get(camp) ?? new Set<number>();
      for (const y of [...waiting, ...years]) told.add(y);
      history.set(camp, told);
      waiting = [];
      last = camp;
    }
    if (waiting.length > 0) return null;
  }
  const camps = [...history].filter(([, years]) => years.size > 0);
  // (One camp alone is written by its name: "Camp Mirage", not "Camp Mirage (2022, 2024)".)
  if (camps.length < 2 || camps.length !== history.size) return null;
  return camps
    .sort(([, a], [, b]) => Math.min(...a) - Math.min(...b))
    .map(([name, years]) => `${name} (${[...years].sort((a, b) => a - b).join(", ")})`)
    .join(", ");
}
