// The invite's questions (migrations/0001_seed_email_templates.sql) and the ways members relabel them.
import type { ExtractedField } from "./schema";

// English first, then German, French, Spanish, Dutch, Portuguese, Italian, Polish and Russian: the
// invitation is in English, but members answer in their own language (normalised: lower case, no
// punctuation, apostrophes and hyphens as spaces).
const SYNONYMS: Record<ExtractedField, string[]> = {
  name: ["full name", "name", "real name", "legal name", "full legal name", "first and last name",
    "default world name", "name and surname",
    "vollständiger name", "voller name", "vor und nachname", "vorname und nachname",
    "nom complet", "nom", "prénom et nom", "nom et prénom", "nom prénom",
    "nombre completo", "nombre", "nombre y apellido", "nombre y apellidos",
    "volledige naam", "naam", "voor en achternaam",
    "nome completo", "nome", "nome e sobrenome", "nome e cognome",
    "imię i nazwisko", "pełne imię", "imie i nazwisko",
    "полное имя", "имя", "имя и фамилия", "фио"],
  playaName: ["playa name", "playa", "burner name", "playa nickname", "nickname", "playa nick", "playa handle",
    "playaname", "playa spitzname", "spitzname",
    "nom de playa", "surnom", "nom sur la playa", "surnom de playa",
    "nombre de playa", "apodo", "apodo de playa", "nombre en la playa",
    "playa naam", "playanaam", "speelnaam", "speelnaam playa naam", "bijnaam",
    "nome de playa", "nome na playa", "apelido",
    "nome playa", "nome di playa", "soprannome",
    "imię playa", "ksywka", "pseudonim", "imię na playi",
    "имя на плайе", "плайя имя", "имя плайя", "прозвище", "ник"],
  homeTown: ["home town", "hometown", "where you grew up", "where i grew up", "grew up in", "grew up",
    "originally from", "from", "where are you from", "where you are from", "town", "home city", "city of origin",
    "heimatstadt", "heimatort", "herkunft", "herkunftsort", "aufgewachsen in", "aufgewachsen",
    "ville d origine", "ville natale", "originaire de", "ville de naissance",
    "ciudad natal", "ciudad de origen", "lugar de origen", "pueblo natal",
    "geboorteplaats", "geboortestad", "thuisstad", "opgegroeid in",
    "cidade natal", "cidade de origem", "terra natal",
    "città natale", "città d origine", "città di origine",
    "miasto rodzinne", "rodzinne miasto", "miejsce pochodzenia",
    "родной город", "откуда", "город детства"],
  location: ["where you live now", "where you live", "where do you live", "where do you live now",
    "where i live now", "where i live", "location", "current location", "lives in", "live in", "living in",
    "currently living in", "current city", "based in", "city", "residence", "current home", "now living in",
    "live", "lives", "living", "based",
    "wohnort", "wo ich jetzt wohne", "wo ich wohne", "wo wohnst du", "aktueller wohnort", "wohnhaft in",
    "où j habite maintenant", "où j habite", "où j habite aujourd hui", "lieu de résidence", "résidence",
    "ville actuelle", "où tu habites", "domicile",
    "dónde vivo ahora", "dónde vivo", "donde vivo ahora", "donde vivo", "dónde vives", "donde vives",
    "residencia", "ciudad actual", "lugar de residencia",
    "woonplaats", "waar ik nu woon", "waar ik woon", "waar woon je", "huidige woonplaats",
    "onde moro", "onde moro agora", "onde vivo", "onde vivo agora", "residência", "cidade atual",
    "dove vivo", "dove vivo ora", "dove vivo adesso", "residenza", "città attuale",
    "miejsce zamieszkania", "gdzie mieszkam", "gdzie mieszkam teraz",
    "где живу", "где я живу", "где я живу сейчас", "место жительства", "город проживания"],
  country: ["country of birth", "country", "birth country", "country born in", "born in", "nationality",
    "country of origin", "birthplace", "place of birth", "born",
    "geburtsland", "herkunftsland", "land",
    "pays de naissance", "pays d origine", "pays", "né en", "née en",
    "país de nacimiento", "país de origen", "país", "pais de nacimiento",
    "geboorteland", "land van herkomst",
    "país de nascimento", "país de origem", "pais de nascimento",
    "paese di nascita", "paese d origine", "paese",
    "kraj urodzenia", "kraj pochodzenia", "kraj",
    "страна рождения", "страна", "страна происхождения"],
  burnYears: ["number of burns attended", "number of burns", "burns attended", "burns", "number burns",
    "how many burns", "how many burns have you attended", "total burns", "burn count", "burns so far",
    "burn years", "years attended",
    "anzahl burns", "anzahl der burns", "anzahl besuchter burns", "burns bisher", "wie viele burns",
    "nombre de burns", "nombre de burns auxquels j ai participé", "combien de burns",
    "número de burns", "numero de burns", "cantidad de burns", "cuántos burns",
    "aantal burns", "aantal bezochte burns", "hoeveel burns",
    "quantidade de burns", "quantos burns",
    "numero di burn", "numero di burns", "quanti burn",
    "liczba burnów", "ilość burnów", "liczba burnow",
    "количество бернов", "сколько бернов", "количество burns", "количество бёрнов", "бернов"],
  firstBurn: ["year of your first burn", "year of first burn", "year of my first burn", "first burn",
    "first burn year", "year first burn", "first year", "first playa", "first year on playa",
    "first year at burning man", "first burning man", "year first attended", "first",
    "erster burn", "erstes burn", "jahr des ersten burns", "mein erster burn",
    "premier burn", "année du premier burn", "année de mon premier burn",
    "primer burn", "año del primer burn", "año de mi primer burn",
    "eerste burn", "jaar van eerste burn", "jaar van mijn eerste burn",
    "primeiro burn", "ano do primeiro burn", "ano do meu primeiro burn",
    "primo burn", "anno del primo burn",
    "pierwszy burn", "rok pierwszego burna", "rok pierwszego burnu",
    "первый берн", "год первого берна", "первый burn", "год первого burn"],
  campHistory: ["camp history", "camps", "camp", "previous camps", "past camps", "theme camps",
    "camps you have been part of", "camp experience", "camping history", "camps i have been part of",
    "camp geschichte", "camp historie", "bisherige camps",
    "historique des camps", "historique de camp", "camps précédents",
    "historial de campamentos", "campamentos", "historial de camps", "camps anteriores",
    "kampgeschiedenis", "kampen", "camp geschiedenis", "eerdere camps",
    "histórico de camps", "histórico de acampamentos", "histórico de campos", "camps anteriores",
    "storia dei camp", "camp precedenti", "storico dei camp",
    "historia obozów", "historia campów", "obozy", "campy",
    "история кэмпов", "кэмпы", "лагеря", "история лагерей"],
  bio: ["bio", "about me", "about you", "about yourself", "tell us about yourself", "biography", "about",
    "a bit about me", "a little about me", "a bit about myself", "intro", "introduction", "short bio", "story",
    "über mich", "biografie", "über dich", "kurzbiografie",
    "à propos de moi", "présentation", "biographie", "à propos",
    "sobre mí", "acerca de mí", "biografía", "sobre mi",
    "over mij", "over mezelf", "biografie",
    "sobre mim", "biografia",
    "su di me", "chi sono",
    "o mnie", "o sobie",
    "о себе", "обо мне", "био", "биография"],
};

const LABELS = new Map<string, ExtractedField>(
  Object.entries(SYNONYMS).flatMap(([field, names]) => names.map((n) => [n, field as ExtractedField])),
);

// Too common as a line of their own to count as a question without a colon.
const NEEDS_SEPARATOR = new Set([
  "from", "about", "town", "city", "camp", "story", "intro", "playa", "grew up", "live", "lives", "living", "based", "born",
  "first", "name", "camps", "land", "pays", "país", "paese", "kraj", "страна", "nom", "nome", "naam", "nombre", "имя",
  "herkunft", "откуда", "à propos", "domicile", "aufgewachsen",
]);

function normaliseLabel(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, " ")
    .split(/\s[-–—]\s/)[0]
    .replace(/#/g, " number ")
    .replace(/['’]ve\b/g, " have")
    .replace(/[^\p{L}\p{M}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:what\s+is\s+|whats\s+|what\s+s\s+)?(?:your|my|the)\s+/, "");
}

// Bullets, numbering ("1.", "2)", "Q3:", "#4") and emphasis before a question.
const LEADER = /^(?:\s*(?:[-*•·▪►◦‣+]+|\(?(?:q(?:uestion)?\s*)?#?\d{1,2}\s*[.):\]]\)?|#\d{1,2}\b)\s*)*/i;
const SEPARATORS = [/[:：]/, /\?/, /\s[-–—=]+\s/];

export interface LabelMatch {
  field: ExtractedField;
  /** Text after the question on the same line; "" when the answer is on the following lines. */
  answer: string;
}

/** The question a line asks, with any answer written on the same line, or null for an ordinary line. */
export function matchLabel(raw: string): LabelMatch | null {
  const line = raw.replace(/\*\*|__/g, "").replace(LEADER, "").trim();
  if (line === "") return null;
  for (const separator of SEPARATORS) {
    const m = separator.exec(line);
    if (!m || m.index === 0 || m.index > 80) continue;
    const field = LABELS.get(normaliseLabel(line.slice(0, m.index)));
    if (field) return { field, answer: line.slice(m.index + m[0].length).replace(/^[\s*_]+/, "").trim() };
  }
  if (line.length > 80) return null;
  const label = normaliseLabel(line);
  const field = LABELS.get(label);
  return field && !NEEDS_SEPARATOR.has(label) ? { field, answer: "" } : null;
}
