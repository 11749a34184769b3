// Place names after a Polish or Russian case preposition are inflected: "mieszkam w Krakowie", "pochodzę z
// Gdańska", "живу в Берлине", "родилась в Самаре". The common endings of city names are taken back to the
// nominative a member would type in a form. It is a guess from the ending alone, so the review gate keeps
// holding every such value (verdict.ts asks writtenInflected); an admin sees both forms.

/** Slavic and other case-marking prepositions ("в Новосибирске", "z Gdańska"). */
const CASE_PREPOSITION = "(?:в|во|из|на|под|у|w|we|z|ze|do|ve|v|iz|u|od)";
/** Oblique forms of a place end in a vowel; a name ending in a consonant is as written ("w Vancouver"). */
const OBLIQUE_ENDING = /[aeiouyąęóаеёиоуыэюя]$/iu;

// [ending, nominative ending], longest first within a script. Polish locative/genitive, then Russian.
const ENDINGS: [string, string][] = [
  ["owie", "ów"],
  ["owa", "ów"],
  ["awie", "awa"],
  ["awy", "awa"],
  ["ynie", "yn"],
  ["yna", "yn"],
  ["inie", "in"],
  ["ina", "in"],
  ["sku", "sk"],
  ["ska", "sk"],
  ["cku", "ck"],
  ["cka", "ck"],
  ["wiu", "w"],
  ["wia", "w"],
  ["niu", "ń"],
  ["бурге", "бург"],
  ["бурга", "бург"],
  ["граде", "град"],
  ["града", "град"],
  ["ске", "ск"],
  ["ска", "ск"],
  ["ине", "ин"],
  ["ина", "ин"],
  ["оне", "он"],
  ["она", "он"],
  ["кве", "ква"],
  ["квы", "ква"],
  ["аре", "ара"],
  ["ары", "ара"],
  ["еве", "ев"],
  ["ове", "ов"],
  ["же", "ж"],
  ["ани", "ань"],
];

/** The nominative of an inflected place name by its ending, or the name unchanged. */
export function nominative(place: string): string {
  const cut = place.lastIndexOf(" ") + 1;
  const word = place.slice(cut);
  const lower = word.toLowerCase();
  const rule = ENDINGS.find(([ending]) => lower.endsWith(ending) && lower.length > ending.length + 2);
  return rule ? place.slice(0, cut) + word.slice(0, word.length - rule[0].length) + rule[1] : place;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The oblique form written after a case preposition for this value, or null: the value itself
 * ("в Тбилиси" left as written), or the form this value was taken back from ("w Krakowie" for "Kraków").
 */
export function writtenInflected(text: string, value: string): string | null {
  const after = new RegExp(`(?:^|[\\s,(])${CASE_PREPOSITION}\\s+(\\p{L}[\\p{L}\\p{M}'’-]*(?:\\s+\\p{Lu}[\\p{L}\\p{M}'’-]*)?)`, "giu");
  for (const m of text.matchAll(after)) {
    const written = m[1];
    if (!OBLIQUE_ENDING.test(written)) continue;
    if (written.toLowerCase() === value.toLowerCase() || nominative(written).toLowerCase() === value.toLowerCase()) return written;
    // "в Санкт-Петербурге" read as a longer value: the value starts with what was written.
    if (new RegExp(`^${escapeRe(written)}(?![\\p{L}])`, "iu").test(value)) return written;
  }
  return null;
}

/** A place read from text: taken back to the nominative when it was written inflected after a preposition. */
export function placeAsTyped(text: string, value: string): string {
  if (!OBLIQUE_ENDING.test(value)) return value;
  const written = writtenInflected(text, value);
  return written !== null && written.toLowerCase() === value.toLowerCase() ? nominative(value) : value;
}
