// Country names as people write them, to tell "born in France" from "born in Lyon" in free text.
const NAMES = `afghanistan, albania, algeria, andorra, angola, antigua and barbuda, argentina, armenia, australia,
austria, azerbaijan, bahamas, bahrain, bangladesh, barbados, belarus, belgium, belize, benin, bhutan, bolivia,
bosnia, bosnia and herzegovina, botswana, brazil, brunei, bulgaria, burkina faso, burundi, cambodia, cameroon,
canada, cape verde, chad, chile, china, colombia, comoros, congo, costa rica, croatia, cuba, cyprus,
czech republic, czechia, denmark, djibouti, dominica, dominican republic, ecuador, egypt, el salvador,
equatorial guinea, eritrea, estonia, eswatini, ethiopia, fiji, finland, france, gabon, gambia, georgia, germany,
ghana, greece, grenada, guatemala, guinea, guyana, haiti, honduras, hong kong, hungary, iceland, india,
indonesia, iran, iraq, ireland, israel, italy, ivory coast, jamaica, japan, jordan, kazakhstan, kenya, kiribati,
kosovo, kuwait, kyrgyzstan, laos, latvia, lebanon, lesotho, liberia, libya, liechtenstein, lithuania,
luxembourg, madagascar, malawi, malaysia, maldives, mali, malta, mauritania, mauritius, mexico, micronesia,
moldova, monaco, mongolia, montenegro, morocco, mozambique, myanmar, burma, namibia, nauru, nepal, netherlands,
holland, new zealand, aotearoa, nicaragua, niger, nigeria, north korea, north macedonia, macedonia, norway, oman,
pakistan, palau, palestine, panama, papua new guinea, paraguay, peru, philippines, poland, portugal,
puerto rico, qatar, romania, russia, rwanda, samoa, san marino, saudi arabia, senegal, serbia, seychelles,
sierra leone, singapore, slovakia, slovenia, somalia, south africa, south korea, korea, south sudan, spain,
sri lanka, sudan, suriname, sweden, switzerland, syria, taiwan, tajikistan, tanzania, thailand, timor-leste,
togo, tonga, trinidad and tobago, trinidad, tunisia, turkey, türkiye, turkmenistan, tuvalu, uganda, ukraine,
united arab emirates, uae, united kingdom, uk, great britain, britain, england, scotland, wales,
northern ireland, united states, united states of america, usa, us, u.s., u.s.a., america, aus, aotearoa, aotearoa new zealand, nz, uruguay, uzbekistan, vanuatu,
vatican, venezuela, vietnam, yemen, zambia, zimbabwe, saint lucia, st lucia, st. lucia, saint kitts and nevis, st kitts and nevis,
st kitts, saint vincent and the grenadines, st vincent and the grenadines, st vincent, marshall islands, solomon islands,
são tomé and príncipe, sao tome and principe, côte d'ivoire, cote d'ivoire, east timor, central african republic,
guinea-bissau, aruba, curaçao, curacao, bermuda, cayman islands, greenland, faroe islands, macau, macao, guam, tahiti,
french polynesia, new caledonia, réunion, martinique, guadeloupe, french guiana, western sahara, vatican city`;

// As members write them in their own language (the replies come in several).
const LOCAL_NAMES = `deutschland, österreich, schweiz, frankreich, italien, spanien, niederlande, polen, russland, brasilien,
vereinigte staaten, allemagne, autriche, suisse, italie, espagne, pays-bas, pologne, russie, brésil, belgique, états-unis,
españa, alemania, francia, países bajos, polonia, rusia, brasil, méxico, estados unidos, perú, suiza, italia, germania,
spagna, paesi bassi, svizzera, stati uniti, nederland, duitsland, frankrijk, italië, spanje, belgië, verenigde staten,
alemanha, frança, itália, espanha, holanda, polska, niemcy, francja, włochy, hiszpania, holandia, rosja, россия, германия,
франция, италия, испания, польша, украина, беларусь, казахстан, грузия, сша, éire, sverige, norge, danmark, suomi, україна,
magyarország, hrvatska, srbija, србија, slovensko, slovenija, česko, česká republika, românia, ελλάδα, ελλάς, eesti, latvija,
lietuva, българия, việt nam, viet nam, ísland, ไทย, ประเทศไทย, moçambique, cabo verde, guiné-bissau, marrocos, marruecos, maroc, marokko, marocco, argélia, argelia, algérie,
egipto, egito, égypte, ägypten, sudáfrica, áfrica do sul, afrique du sud, südafrika, irlanda, irlande, irland, escocia, escócia, écosse,
schottland, inglaterra, angleterre, reino unido, royaume-uni, regno unito, großbritannien, grécia, grecia, grèce, griechenland, turquía,
turquia, turquie, türkei, japón, japão, japon, giappone, chine, cina, corea del sur, coreia do sul, corée du sud, südkorea, índia, inde,
indien, canadá, kanada, australien, austrália, nueva zelanda, nova zelândia, nouvelle-zélande, neuseeland, argentinien, chili, cile,
colômbia, colombie, kolumbien, pérou, équateur, suécia, suecia, suède, schweden, svezia, noruega, norvège, norwegen, norvegia, dinamarca,
danemark, dänemark, danimarca, finlandia, finlande, finnland, islandia, islande, portogallo, bélgica, belgio, áustria, república checa,
république tchèque, tschechien, ucrânia, ucrania, ucraina, rumania, roumanie, rumänien, hungría, hongrie, ungarn, ungheria, croacia,
croatie, kroatien, israël, líbano, liban, libanon, libano, irán, irão, filipinas, philippinen, tailandia, thaïlande, tailândia, vietnã,
singapur, singapour, malasia, malásia, indonésia, nigéria, quênia, kenia, etiópia, etiopía, éthiopie, sénégal, luxemburgo, भारत, ایران, افغانستان, 香港, ruotsi, saksa, norja, viro, německo, rakousko, polsko, 日本, 中国, 中國, 台灣, 台湾, 한국, 대한민국, قطر, لبنان, مصر, ישראל`;

// Inflected forms after a preposition ("w Polsce", "в России") and the country they name.
const INFLECTED: Record<string, string> = {
  polsce: "Polska",
  niemczech: "Niemcy",
  francji: "Francja",
  włoszech: "Włochy",
  hiszpanii: "Hiszpania",
  rosji: "Rosja",
  ukrainie: "Ukraina",
  россии: "Россия",
  германии: "Германия",
  франции: "Франция",
  италии: "Италия",
  украине: "Украина",
  польше: "Польша",
  беларуси: "Беларусь",
  казахстане: "Казахстан",
  грузии: "Грузия",
  // Czech, Slovak, Croatian, Serbian, Slovene, Ukrainian, Finnish and Baltic locatives ("v Česku", "na Slovensku",
  // "u Hrvatskoj", "в Україні", "Suomessa", "Lietuvoje").
  česku: "Česko",
  "české republice": "Česká republika",
  slovensku: "Slovensko",
  hrvatskoj: "Hrvatska",
  srbiji: "Srbija",
  sloveniji: "Slovenija",
  україні: "Україна",
  suomessa: "Suomi",
  latvijā: "Latvija",
  lietuvoje: "Lietuva",
  eestis: "Eesti",
  // Finnish ("Ruotsissa"), Czech ("v Německu") and Ukrainian ("в Польщі") more of them.
  ruotsissa: "Ruotsi",
  saksassa: "Saksa",
  norjassa: "Norja",
  virossa: "Viro",
  německu: "Německo",
  rakousku: "Rakousko",
  polsku: "Polsko",
  rusku: "Rusko",
  ukrajině: "Ukrajina",
  польщі: "Польща",
  німеччині: "Німеччина",
  росії: "Росія",
};

// Accents aside: members type "belgie", "mexico", "brasil" for "belgië", "méxico".
const key = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC")
    .replace(/\./g, "")
    .replace(/^the\s+/, "")
    .replace(/\s+/g, " ")
    .trim();

const COUNTRIES = new Set(`${NAMES}, ${LOCAL_NAMES}`.split(/\s*,\s*/).map(key));

// (Keyed as the text is looked up, accents aside: "v Česku" reaches "česku".)
const INFLECTED_BY_KEY = new Map(Object.entries(INFLECTED).map(([form, base]) => [key(form), base]));

export const isCountry = (text: string) => COUNTRIES.has(key(text)) || INFLECTED_BY_KEY.has(key(text));

/** The country's name as written, or its base form when it was inflected. */
export const countryName = (text: string) => INFLECTED_BY_KEY.get(key(text)) ?? text;

// "Country of birth: Trinidadian!", "Bajan born and bred", "I'm Canadian": the country a nationality names.
const DEMONYMS: Record<string, string> = {
  american: "USA",
  argentinian: "Argentina",
  argentine: "Argentina",
  australian: "Australia",
  austrian: "Austria",
  bajan: "Barbados",
  barbadian: "Barbados",
  belgian: "Belgium",
  brazilian: "Brazil",
  british: "UK",
  canadian: "Canada",
  chilean: "Chile",
  chinese: "China",
  colombian: "Colombia",
  croatian: "Croatia",
  cuban: "Cuba",
  czech: "Czech Republic",
  danish: "Denmark",
  dutch: "Netherlands",
  egyptian: "Egypt",
  english: "England",
  filipino: "Philippines",
  filipina: "Philippines",
  finnish: "Finland",
  french: "France",
  german: "Germany",
  ghanaian: "Ghana",
  greek: "Greece",
  hungarian: "Hungary",
  indian: "India",
  indonesian: "Indonesia",
  irish: "Ireland",
  israeli: "Israel",
  italian: "Italy",
  jamaican: "Jamaica",
  japanese: "Japan",
  kenyan: "Kenya",
  kiwi: "New Zealand",
  korean: "South Korea",
  lebanese: "Lebanon",
  mexican: "Mexico",
  moroccan: "Morocco",
  nigerian: "Nigeria",
  norwegian: "Norway",
  pakistani: "Pakistan",
  peruvian: "Peru",
  polish: "Poland",
  portuguese: "Portugal",
  romanian: "Romania",
  russian: "Russia",
  scottish: "Scotland",
  "south african": "South Africa",
  spanish: "Spain",
  swedish: "Sweden",
  swiss: "Switzerland",
  taiwanese: "Taiwan",
  thai: "Thailand",
  trinidadian: "Trinidad and Tobago",
  turkish: "Turkey",
  ukrainian: "Ukraine",
  venezuelan: "Venezuela",
  vietnamese: "Vietnam",
  welsh: "Wales",
  // (Session 30: more of the nationalities members write.)
  zimbabwean: "Zimbabwe",
  zambian: "Zambia",
  ugandan: "Uganda",
  tanzanian: "Tanzania",
  ethiopian: "Ethiopia",
  rwandan: "Rwanda",
  senegalese: "Senegal",
  cameroonian: "Cameroon",
  algerian: "Algeria",
  tunisian: "Tunisia",
  jordanian: "Jordan",
  syrian: "Syria",
  iranian: "Iran",
  iraqi: "Iraq",
  emirati: "United Arab Emirates",
  malaysian: "Malaysia",
  singaporean: "Singapore",
  nepali: "Nepal",
  nepalese: "Nepal",
  "sri lankan": "Sri Lanka",
  bangladeshi: "Bangladesh",
  mongolian: "Mongolia",
  icelandic: "Iceland",
  estonian: "Estonia",
  latvian: "Latvia",
  lithuanian: "Lithuania",
  slovak: "Slovakia",
  slovenian: "Slovenia",
  serbian: "Serbia",
  bosnian: "Bosnia and Herzegovina",
  bulgarian: "Bulgaria",
  albanian: "Albania",
  georgian: "Georgia",
  armenian: "Armenia",
  maltese: "Malta",
  cypriot: "Cyprus",
  ecuadorian: "Ecuador",
  bolivian: "Bolivia",
  uruguayan: "Uruguay",
  paraguayan: "Paraguay",
  guatemalan: "Guatemala",
  salvadoran: "El Salvador",
  honduran: "Honduras",
  nicaraguan: "Nicaragua",
  "costa rican": "Costa Rica",
  panamanian: "Panama",
  dominican: "Dominican Republic",
  haitian: "Haiti",
  "puerto rican": "Puerto Rico",
  samoan: "Samoa",
  tongan: "Tonga",
  fijian: "Fiji",
  "new zealander": "New Zealand",
};
const BORN_AND_BRED = /\s+(?:born\s+and\s+(?:bred|raised)|through\s+and\s+through|by\s+birth|originally)$/i;

/** The country of a nationality written alone ("Trinidadian!", "Bajan born and bred"), or null. */
export function countryOfNationality(text: string): string | null {
  const word = text
    .trim()
    .replace(/[.!]+$/, "")
    .replace(BORN_AND_BRED, "")
    .toLowerCase();
  return DEMONYMS[word] ?? null;
}
