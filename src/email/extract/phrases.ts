// Profile facts in free prose ("I grew up in Austin", "this will be my 5th burn") for replies that
// ignore the questionnaire. Only nine fields exist here; anything else in the text stays text.
import { CARDINAL, FIRST_TIMER, ORDINAL, YEAR, cardinalValue, ordinalValue, validBurns, yearValue } from "./burns";
import { isCountry } from "./countries";
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
const countryOf = (rest: string) => {
  const place = takePlace(rest);
  const last = place?.split(",").pop()?.trim();
  return last && isCountry(last) ? last : null;
};

// In order of preference per field: the first rule that yields a value wins.
const RULES: Rule[] = [
  { field: "name", lead: /\bmy\s+(?:full\s+|real\s+|legal\s+|default[- ]world\s+)?name\s+is\b/i, read: (r) => takeName(r, { capitalised: false }) },
  { field: "name", lead: /\bmy\s+name['’]s\b|\bname['’]s\b/i, read: (r) => takeName(r, { capitalised: false }) },
  { field: "name", lead: /\bI['’]m\b|\bI\s+am\b/, read: capitalisedName },
  { field: "name", lead: /^(?=[ \t]*\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?[ \t]+here\b)/mu, read: capitalisedName },

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
  { field: "playaName", lead: /\b(?:I\s+go\s+by|known\s+as|called)\b(?=[^\n]{1,60}?\s(?:on|at|out\s+on)\s+(?:the\s+)?(?:playa|burn))/i, read: takeNickname },

  { field: "location", lead: /\bI\s+(?:currently\s+|now\s+)?(?:live|reside)\s+(?:now\s+|currently\s+)?in\b/i, read: takePlace },
  { field: "location", lead: /\b(?:I['’]m|I\s+am)\s+(?:currently\s+|now\s+)?(?:living|based|located)\s+(?:in|out\s+of)\b/i, read: takePlace },
  { field: "location", lead: /\b(?:currently\s+|now\s+)?(?:living|based|located)\s+(?:in|out\s+of)\b/i, read: takePlace },
  { field: "location", lead: /\bI['’]ve\s+(?:been\s+)?(?:lived|living)\s+in\b/i, read: takePlace },
  { field: "location", lead: /\bI\s+call\b(?=[^\n.]{1,40}\bhome\b)/i, read: takePlace },
  { field: "location", lead: /\bI\s+(?:moved|relocated)\s+to\b/i, read: takePlace },

  { field: "homeTown", lead: /\b(?:my\s+)?home\s*town\s+is\b/i, read: takePlace },
  { field: "homeTown", lead: /\b(?:I\s+was\s+)?born\s+and\s+raised\s+in\b/i, read: takePlace },
  { field: "homeTown", lead: /\bI\s+(?:grew\s+up|was\s+raised)\s+in\b/i, read: takePlace },
  { field: "homeTown", lead: /\b(?:I['’]m|I\s+am)\s+(?:originally\s+)?from\b|\bI\s+come\s+from\b|\boriginally\s+from\b/i, read: takePlace },

  { field: "country", lead: /\bborn\s+(?:and\s+raised\s+)?in\b/i, read: countryOf },
];

const FUTURE_BURN = new RegExp(
  `\\b(?:will\\s+be|['’]ll\\s+be|is|['’]s|is\\s+going\\s+to\\s+be|heading\\s+(?:to|for)|going\\s+(?:to|for|on))\\s+(?:my|our)\\s+${ORDINAL}\\s+(?:burn|burning\\s*man|year\\s+(?:on|at)\\s+(?:the\\s+)?(?:playa|burn))`,
  "i",
);
const BURN_NOUN = `(?:previous\\s+|prior\\s+)?(?:burns|burning\\s*mans?|years\\s+(?:on|at)\\s+(?:the\\s+)?(?:playa|burn)|times\\s+(?:on|at|to)\\s+(?:the\\s+)?(?:playa|burn|burning\\s*man))`;
const BURN_COUNTS = [
  new RegExp(`\\b(?:I['’]ve|I\\s+have|I\\s+had)\\s+(?:been\\s+to|attended|done|gone\\s+to|made\\s+it\\s+to|survived)\\s+${CARDINAL}\\s+${BURN_NOUN}`, "i"),
  new RegExp(`\\b(?:been|gone)\\s+to\\s+(?:the\\s+)?(?:burn|burning\\s*man|playa|black\\s+rock\\s+city)\\s+${CARDINAL}\\s+times\\b`, "i"),
  new RegExp(`\\battended\\s+${CARDINAL}\\s+${BURN_NOUN}`, "i"),
  new RegExp(`\\b${CARDINAL}[- ]?(?:time|year)\\s+burner\\b`, "i"),
  new RegExp(`\\b${CARDINAL}\\s+${BURN_NOUN}(?!\\s+ago)\\b`, "i"),
];
const FIRST_YEAR = [
  new RegExp(`\\bfirst\\s+(?:burn|burning\\s*man|playa|year\\s+(?:on|at)\\s+(?:the\\s+)?(?:playa|burn))\\b[^.!?\\n\\d'’‘\`]{0,25}${YEAR}`, "i"),
  new RegExp(`\\bfirst\\s+(?:went|came|attended|made\\s+it)\\b[^.!?\\n\\d'’‘\`]{0,40}${YEAR}`, "i"),
  new RegExp(`\\b(?:burning|going|attending|coming)\\b[^.!?\\n\\d]{0,40}\\bsince\\s+${YEAR}`, "i"),
  new RegExp(`${YEAR}\\s+was\\s+my\\s+(?:very\\s+)?first\\b`, "i"),
];

function burnFacts(text: string, now: Date): Pick<PhraseFacts, "burnYears" | "firstBurn"> {
  const facts: Pick<PhraseFacts, "burnYears" | "firstBurn"> = {};
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
  for (const re of FIRST_YEAR) {
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
  const facts: PhraseFacts = burnFacts(text, now);
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
