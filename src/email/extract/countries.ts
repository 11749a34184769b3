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
northern ireland, united states, united states of america, usa, us, america, uruguay, uzbekistan, vanuatu,
vatican, venezuela, vietnam, yemen, zambia, zimbabwe`;

const COUNTRIES = new Set(NAMES.split(/\s*,\s*/).map((name) => name.trim()));

const key = (text: string) => text.toLowerCase().replace(/\./g, "").replace(/^the\s+/, "").replace(/\s+/g, " ").trim();

export const isCountry = (text: string) => COUNTRIES.has(key(text));
