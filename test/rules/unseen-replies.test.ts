import { describe, expect, it } from "vitest";
import { parseBurnCount } from "../../src/email/extract/burns";
import { matchLabel } from "../../src/email/extract/labels";
import { autoReplyHeader, notAProfile } from "../../src/email/not-a-profile";
import { parseReply } from "../../src/email/extract/parser";
import { judgeExtraction } from "../../src/email/extract/verdict";
import { nominative } from "../../src/email/extract/inflection";
import { htmlReplyText, splitReply } from "../../src/email/reply-text";
import { replyNoteLabel } from "../../src/client/lib/onboarding";

describe("mail that is not a profile", () => {
  it("knows the automatic-reply headers, and that Auto-Submitted: no is a person", () => {
    expect(autoReplyHeader([{ key: "auto-submitted", value: "auto-replied" }])).toBe("Auto-Submitted: auto-replied");
    expect(autoReplyHeader([{ key: "X-Autoreply", value: "yes" }])).toBe("X-Autoreply: yes");
    expect(autoReplyHeader([{ key: "precedence", value: "bulk" }])).toBe("Precedence: bulk");
    expect(autoReplyHeader([{ key: "auto-submitted", value: "no" }])).toBeNull();
    expect(autoReplyHeader([{ key: "precedence", value: "first-class" }])).toBeNull();
  });

  it("an auto-reply header always wins; Precedence and wording only when no answers were read", () => {
    expect(
      notAProfile({ autoReply: "Auto-Submitted: auto-replied", reply: "Name: Jo\nBurns: 3\nHome town: Reno", fieldsFound: 3 })?.note,
    ).toBe("away");
    expect(notAProfile({ autoReply: "Precedence: bulk", reply: "Name: Jo\nBurns: 3\nHome town: Reno", fieldsFound: 3 })).toBeNull();
    expect(notAProfile({ reply: "Sadly I won't join this year. Name: Jo, 3 burns, from Reno", fieldsFound: 3 })).toBeNull();
    expect(notAProfile({ subject: "Re: Abwesenheitsnotiz: Join", reply: "Danke", fieldsFound: 0 })?.note).toBe("away");
  });

  it("reads out-of-office, decline and 'later' wording in the languages we read", () => {
    const note = (reply: string) => notAProfile({ reply, fieldsFound: 0 })?.note ?? null;
    expect(note("Je suis absente du bureau jusqu'au 24 juillet.")).toBe("away");
    expect(note("Я в отпуске до 20 июля.")).toBe("away");
    expect(note("leider bin ich dieses Jahr nicht dabei")).toBe("declined");
    expect(note("לצערי לא אגיע השנה")).toBe("declined");
    expect(note("Malheureusement je ne viendrai pas cette année.")).toBe("declined");
    expect(note("I'll fill it in this weekend, promise")).toBe("later");
    expect(note("Ik vul het later deze week in")).toBe("later");
    expect(note("I love fire and bikes and I build things.")).toBeNull();
  });

  it("names the note for the Onboarding tab", () => {
    expect(replyNoteLabel({ replyNote: "away" })?.label).toBe("Away");
    expect(replyNoteLabel({ replyNote: "photo" })?.label).toBe("Photo only");
    expect(replyNoteLabel({ replyNote: null })).toBeNull();
  });
});

describe("answers typed into the quoted invitation", () => {
  const header = [
    "",
    "From: Camp Mirage <admin@camp.example.org>",
    "Sent: Wednesday, July 1, 2026 7:12 PM",
    "To: Jo <jo@example.com>",
    "Subject: Join",
    "",
  ];
  const sentText =
    "Hi {{name}},\nJust reply to this email.\n- Full name:\n- Playa name:\n- Home town:\n- Bio (tell us about yourself):\nSee you in the dust!";

  it("reads answers after the question and below it, never the invitation's own lines", () => {
    const text = [
      "Answers below",
      ...header,
      "Hi Jo,",
      "Just reply to this email.",
      "1. Full name: Jo Park",
      "2. Playa name:",
      "Moth",
      "3. Home town:",
      "",
      "4. Bio (tell us about yourself):",
      "See you in the dust!",
    ].join("\n");
    const { reply, quoted } = splitReply(text, { sentText });
    expect(reply).toContain("Full name: Jo Park");
    expect(reply).toContain("Playa name:\nMoth");
    expect(reply).not.toContain("See you in the dust");
    expect(reply).not.toContain("Home town");
    expect(quoted).not.toContain("Jo Park");
  });

  it("without the camp's text known, reads only answers on the question's own line", () => {
    const text = ["Answers below", ...header, "1. Full name: Jo Park", "2. Playa name:", "Moth", "3. Home town:"].join("\n");
    const { reply } = splitReply(text);
    expect(reply).toContain("Full name: Jo Park");
    expect(reply).not.toContain("Moth");
  });

  it("reads them from an HTML-only Outlook reply ('in blue'), with the answers inside the original's list", () => {
    const html = `<div>See my answers inline below in <span style="color:blue">blue</span>.</div><hr><div id="divRplyFwdMsg"><b>From:</b> Camp Mirage &lt;admin@camp.example.org&gt;<br><b>Sent:</b> Wednesday, July 1, 2026 19:12<br><b>To:</b> Dana &lt;dana@example.com&gt;<br><b>Subject:</b> Join</div><div><p>Just reply to this email.</p><ol><li>Full name: <span style="color:blue">Dana Whitfield</span></li><li>Playa name:</li><li>Home town: <font color="blue">Tulsa</font></li><li>Bio (tell us about yourself):<br><span style="color:blue">Electrician by day.</span></li></ol><p>See you in the dust!</p></div>`;
    const { reply, quoted } = splitReply(htmlReplyText(html), { sentText });
    expect(parseReply(reply, new Date("2026-07-15"), { quoted })).toMatchObject({
      name: "Dana Whitfield",
      playaName: null,
      homeTown: "Tulsa",
      bio: "Electrician by day.",
    });
  });

  it("an example in brackets is no answer; an answer keeps its own brackets", () => {
    const text = ["x", ...header, "1. Full name: (e.g. Jane Doe)", "2. Playa name: Moth (since 2019)", "3. Home town:"].join("\n");
    const { reply } = splitReply(text, { sentText });
    expect(reply).not.toContain("Jane Doe");
    expect(reply).toContain("Moth (since 2019)");
  });
});

describe("labels and counts in unseen forms", () => {
  it("reads full-width colons, arrows, emoji and other scripts", () => {
    expect(matchLabel("名前：山田 花子")).toEqual({ field: "name", answer: "山田 花子" });
    expect(matchLabel("Full name -> Priya Nair")).toEqual({ field: "name", answer: "Priya Nair" });
    expect(matchLabel("🔥 Burns: 4")).toEqual({ field: "burnYears", answer: "4" });
    expect(matchLabel("שם מלא: נועה לוי")).toEqual({ field: "name", answer: "נועה לוי" });
    expect(matchLabel("Сколько раз была на бёрне: 2")?.field).toBe("burnYears");
    expect(matchLabel("admin@camp.example.org>:")).toBeNull();
  });

  it("counts year spans and 'every year since', without 2020 and 2021", () => {
    const july2026 = new Date("2026-07-15T12:00:00Z");
    expect(parseBurnCount("2015–2019", july2026)).toEqual({ count: 5, firstYear: 2015 });
    expect(parseBurnCount("2018-2022", july2026)).toEqual({ count: 3, firstYear: 2018 });
    expect(parseBurnCount("every year since 2011 except the covid years", july2026)).toEqual({ count: 13, firstYear: 2011 });
    expect(parseBurnCount("every year since 2015 except 2019", july2026)).toEqual({ count: 8, firstYear: 2015 });
  });
});

// Round 2 (issue 23): general rules written from the tuning part's misses.
describe("round 2: terse forms, other languages, the gate", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");
  const verdictOf = (reply: string) =>
    judgeExtraction({ fields: parseReply(reply, NOW), reply, quoted: "", current: {}, profileCreated: false, now: NOW });

  it("counts '-present' spans to the last burn and reads Arabic-Indic and full-width digits", () => {
    expect(parseBurnCount("2012-2014, 2017, 2019-present", NOW)).toEqual({ count: 9, firstYear: 2012 });
    expect(parseBurnCount("٣", NOW).count).toBe(3);
    expect(parseBurnCount("３回", NOW).count).toBe(3);
    expect(parseBurnCount("Just one so far", NOW).count).toBe(1);
  });

  it("reads prose in the other languages (Cyrillic phrases included) and keeps German nouns out of names", () => {
    const ru = parseReply("Меня зовут Анна Кузнецова. Была на бёрне три раза, впервые в 2018 году.", NOW);
    expect(ru).toMatchObject({ name: "Анна Кузнецова", burnYears: 3, firstBurn: 2018 });
    const nl = parseReply("Ik ben Daan Visser. Ik kom uit Gent en woon nu in Rotterdam. Ik ben 4 keer naar de burn geweest.", NOW);
    expect(nl).toMatchObject({ name: "Daan Visser", homeTown: "Gent", location: "Rotterdam", burnYears: 4 });
    expect(parseReply("Sou DJ e cozinho para o acampamento.", NOW).name).toBeNull();
    expect(parseReply("Ich bin Ärztin und wohne in Köln.", NOW).name).toBeNull();
  });

  it("reads questions typed without colons, and a bare list only in the questionnaire's order, held for review", () => {
    const loose = "name sara okafor\nplaya name juju\nhometown lagos\nlive in houston now\nborn in nigeria\nburns 2\nfirst burn 2023";
    expect(parseReply(loose, NOW)).toMatchObject({
      name: "sara okafor",
      playaName: "juju",
      location: "houston",
      country: "nigeria",
      burnYears: 2,
    });
    const list = "maya lin, firefly, sacramento, oakland, usa, 3 burns, first 2022";
    expect(parseReply(list, NOW)).toMatchObject({ name: "maya lin", country: "usa", burnYears: 3, firstBurn: 2022 });
    // (Session 19: a list read by its order is no longer held for that alone; the tuning part read 9 of 9 right.)
    expect(verdictOf(list).reasons).not.toContain("The answers were read by their order in a list, without questions");
    // Five words whose last is not a country: not read by position.
    expect(parseReply("blue, green, red, yellow, purple, 3, 2019", NOW).name).toBeNull();
  });

  it("holds symbols left around an answer and a partner's burns in another language; 'w Vancouver' is as written", () => {
    // (An arrow alone before the answer is dropped since session 15: "➡ Driftwood" is Driftwood.)
    const arrow = "Full name: Liam Walsh\nPlaya name: ~~ Driftwood\nHome town: Limerick\nBurns: 6";
    expect(verdictOf(arrow).reasons.some((r) => r.includes("symbols"))).toBe(true);
    const partner = "Nom : Hugo\nVille d'origine : Lyon\nNombre de burns : 9 (mon mari a fait 9 burns, moi aussi)";
    expect(verdictOf(partner).reasons.some((r) => r.includes("someone else"))).toBe(true);
    const vancouver = "Imię i nazwisko: Ola Nowak\nMiasto rodzinne: Gdynia\nMieszkam: mieszkam w Vancouver\nLiczba burnów: 2";
    expect(verdictOf(vancouver).reasons.some((r) => r.includes("inflected"))).toBe(false);
  });

  it("takes places written after a Polish or Russian preposition back to the nominative, and still holds them", () => {
    expect(nominative("Krakowie")).toBe("Kraków");
    expect(nominative("Gdańska")).toBe("Gdańsk");
    expect(nominative("Москве")).toBe("Москва");
    expect(nominative("Новосибирске")).toBe("Новосибирск");
    expect(nominative("Тбилиси")).toBe("Тбилиси");
    const pl = "Nazywam się Tomasz Wiśniewski. Pochodzę z Gdańska, a mieszkam w Krakowie. Byłem na 2 burnach.";
    expect(parseReply(pl, NOW)).toMatchObject({ homeTown: "Gdańsk", location: "Kraków", burnYears: 2 });
    // Kraków and Gdańsk are listed cities (city-forms.ts): known forms, not held. Tarnów is a guess by its ending.
    expect(verdictOf(pl).reasons.some((r) => r.includes("inflected"))).toBe(false);
    const guessed = "Nazywam się Tomasz Wiśniewski. Pochodzę z Gdańska, a mieszkam w Tarnowie. Byłem na 2 burnach.";
    expect(parseReply(guessed, NOW).location).toBe("Tarnów");
    expect(verdictOf(guessed).reasons).toContain("Location “Tarnów” may be an inflected form (written “Tarnowie” after a preposition)");
  });

  it("sets the member's own signature aside: neither reply nor quoted text", () => {
    const { reply, quoted } = splitReply("Full name: Hannah Lindgren\nBurns: 2\n\n-- \nHannah Lindgren\nhttps://lindgren.example");
    expect(reply).toBe("Full name: Hannah Lindgren\nBurns: 2");
    expect(quoted).not.toContain("Hannah Lindgren");
  });
});

describe("session 25, round 47's tuning part", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("recognises a Danish holiday notice and a Portuguese 'in a couple of weeks'", () => {
    const note = (reply: string) => notAProfile({ reply, fieldsFound: 0 })?.note ?? null;
    expect(note("Tak for din mail. Jeg holder ferie i Skagen og er tilbage mandag den 3. august.")).toBe("away");
    expect(note("Meu filho nasceu semana passada. Respondo as perguntas assim que der, acho que em uns quinze dias.")).toBe("later");
    expect(note("Ti rispondo appena posso, questa settimana è un delirio.")).toBe("later");
  });
  it("reads the value a 'same as last year' comes with, and nothing from one without", () => {
    const fields = parseReply(
      "Name: Dolly Vance\nPlaya name: same as last year – Dust Devil Dolly\nCamps: same as last year\nプラヤネーム：去年と同じ（Umeboshi）",
      now,
    );
    expect(fields.playaName).toBe("Dust Devil Dolly");
    expect(fields.campHistory).toBeNull();
    expect(parseReply("フルネーム：和田 紗季\nプラヤネーム：去年と同じ（Umeboshi）\n出身地：金沢", now).playaName).toBe("Umeboshi");
    expect(parseReply("Naam: Femke Veenstra\nPlayanaam: zelfde als vorig jaar\nCamps: zie mijn oude profiel", now).playaName).toBeNull();
  });
  it("reads 'I'd rather not say', 'I'll skip the bio' and a dash with a reason as no answer", () => {
    const fields = parseReply(
      "Name: Aoife Walsh\nCountry of birth: I'd rather not say, if that's alright\nBio: I'll skip the bio – I'm a fairly private person.",
      now,
    );
    expect([fields.country, fields.bio]).toEqual([null, null]);
    expect(parseReply("Name: Jonas Vogt\nWohnort: – (lasse ich weg, lieber nicht im Verzeichnis)", now).location).toBeNull();
  });
});

describe("session 25, a lead-in and a blank line before the paragraph under the answers", () => {
  it("reads the paragraph as the bio", () => {
    const story = "I'm an aircraft engineer with an airline out here, which is good training for working in heat and dust.";
    const reply = `Name: Oliver Ashdown\nHome town: Swindon\nLive: Dubai\n\nFor the rest, a bit of background:\n\n${story}\n\nCheers,\nOllie`;
    expect(parseReply(reply, new Date("2026-07-15T12:00:00Z")).bio).toBe(story);
  });
});

describe("session 25, counts answered in words", () => {
  it("reads Romanian, Slovenian, Croatian, Lithuanian, Latvian, Swahili, Bengali, Persian and Urdu counts", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const count = (answer: string) => parseReply(`Name: Ana Ionescu\nBurns: ${answer}\nHome town: Iași`, now).burnYears;
    expect(["de trei ori", "dvakrat", "dvaput", "du kartus", "divas reizes", "mara mbili", "দুবার", "دو بار", "o dată"].map(count)).toEqual([
      3, 2, 2, 2, 2, 2, 2, 2, 1,
    ]);
  });
});

describe("session 25, answers listed in the questions' order under a sentence of their own", () => {
  it("reads each line by its place, remarks in brackets and all", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const fields = parseReply(
      "Os contesto en el mismo orden de las preguntas.\n\nKokotxa (me lo puso mi cuadrilla en las fiestas del pueblo)\nDonostia\nMadrid (Malasaña)\nEspaña\ndos (2022 y 2025)\n2022\nCamp Mirage\nSoy enfermera de quirófano y bailo swing los jueves.\n\nUn abrazo,\nMaite",
      now,
    );
    expect([fields.playaName, fields.homeTown, fields.location, fields.country]).toEqual([
      "Kokotxa",
      "Donostia",
      "Madrid (Malasaña)",
      "España",
    ]);
    expect([fields.burnYears, fields.firstBurn]).toEqual([2, 2022]);
  });
});

describe("session 25, a camp answer that goes on in the first person", () => {
  it("is held: which words are the camps is a guess", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const reply =
      "Name: Dale Hostetler\nPlaya name: Porch Light\nHome town: Chillicothe\nLives: Columbus\nBurns: 4\nFirst burn: 2016\nCamps: Camp Mirage in 2016, 2018 and 2024, and in 2019 I was with the Screen Door Social crew because Mirage didn't go out";
    const fields = parseReply(reply, now);
    const verdict = judgeExtraction({ fields, reply, quoted: "", current: {}, profileCreated: false, now });
    expect(verdict.confident).toBe(false);
    expect(verdict.reasons.join(" ")).toContain("Camp history was answered in a sentence");
  });
});

describe("session 25, a greeting of the time of day, and a label typed without diacritics", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("leaves 'Good evening Camp Mirage,' out of a prose bio", () => {
    const bio = parseReply(
      "Good evening Camp Mirage,\n\nMy name is Babatunde Olawale but everybody calls me Tunde. I was born and raised in Ibadan.\n\nI work as a backend engineer for a payments company, and at camp I will happily cook jollof rice for everyone.\n\nBest,\nTunde",
      now,
    ).bio;
    expect(bio?.startsWith("My name is Babatunde")).toBe(true);
  });
  it("reads 'Locuiesc acum in:' as where the member lives", () => {
    expect(parseReply("Nume: Ana Popa\nLocuiesc acum in: Bucuresti\nOras natal: Brasov", now).location).toBe("Bucuresti");
  });
});

describe("session 25, playa names told in prose (round 49)", () => {
  it("reads them in Portuguese, French, Hungarian and from campmates", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const playa = (text: string) => parseReply(text, now).playaName;
    expect(playa("Chamo-me Duarte Figueiredo e na playa tratam-me por Rabelinho do Douro. Sou de Viseu.")).toBe("Rabelinho do Douro");
    expect(playa("Je m'appelle Camille Garnier, et sur la playa c'est Marée Basse. Je vis à Nantes.")).toBe("Marée Basse");
    expect(playa("Horváth Eszter vagyok, a playán mindenki Hortobágyi Szélnek hív. Budapesten élek.")).toBe("Hortobágyi Szél");
    expect(playa("I'm Asha Rao. My campmates named me Bone Saw, which I am choosing to take as a compliment.")).toBe("Bone Saw");
  });
});

describe("session 25, a burn the member nearly went to", () => {
  it("holds the count whatever it comes to", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const reply =
      "Full name: Hollis Pettengill\nHome town: Boise\nWhere you live now: Missoula\nBurns: 2016, 2017, 2019, 2022 (had a ticket but blew a tire and turned back), 2024\nCamp history: Camp Mirage";
    const fields = parseReply(reply, now);
    expect(judgeExtraction({ fields, reply, quoted: "", current: {}, profileCreated: false, now }).confident).toBe(false);
  });
});

describe("session 26, the member's count and then its years, in the same paragraph", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const prose = (burns: string) =>
    parseReply(
      `Hi all,\n\nI'm Petra Lindqvist and I grew up in Lund. I've lived in Malmö since 2017.\n\n${burns}\n\nI'm a nurse.\n\nPetra`,
      now,
    );
  it("takes the earliest year when the years told match the count", () => {
    expect(
      prose("He ido al burn cuatro veces. En 2015 y 2016 acampé con amigos, y desde 2022 con ustedes: ese año y el año pasado.").firstBurn,
    ).toBe(2015);
    expect(prose("Ik ben drie keer naar de burn geweest, in 2018, 2019 en vorig jaar, telkens met jullie.").firstBurn).toBe(2018);
    expect(prose("バーンには2回行きました。2022年は一人で、去年はCamp Mirageで参加しました。").firstBurn).toBe(2022);
    expect(prose("I went every year from 2013 through 2016 and then again in 2024, so five burns in all.").firstBurn).toBe(2013);
  });
  it("takes nothing when the years are more or fewer than the count, or tell of someone else", () => {
    expect(prose("He ido al burn tres veces. En 2015 y 2016 acampé con amigos.").firstBurn).toBeNull();
    expect(prose("I've been three times. My partner went in 2012, 2014 and 2016 without me.").firstBurn).toBeNull();
  });
  it("reads Estonian and Serbian counts of times", () => {
    expect(prose("Burningul olen käinud kaks korda, 2019. aastal ja mullu.").burnYears).toBe(2);
    expect(prose("На Burning Man-у сам била три пута.").burnYears).toBe(3);
  });
});

describe("session 26, a closing paragraph under the bio", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const story = "Soy carpintera y los domingos canto en un coro. En el camp puedo ayudar con el montaje.";
  const bio = (tail: string) => parseReply(`Nombre: Rosa Ibarra\nCiudad natal: Lorca\n\nBio: ${story}\n\n${tail}`, now).bio;
  it("leaves out goodbyes in the languages we read, with the name that signs them", () => {
    for (const tail of [
      "¡Un abrazo y nos vemos en el desierto!",
      "Nos vemos en la playa, un abrazote",
      "Bless y'all, see you out there!",
      "Can't wait to see everyone again",
      "Hẹn gặp mọi người ở sa mạc!",
      "Увидимся в пыли :)",
      "Pfiat euch",
      "Parimate soovidega",
      "Best greetings from Lisbon",
      "以上、よろしくお願いいたします。",
      "じゃあまたね〜\nさくら",
      "多謝！\nKaren",
      "ধন্যবাদ,\nতানজিলা",
      "მადლობა,\nნინო",
      "bjss\nThá",
      "Rosa x\n\n– and Tom says hi!",
      "小野寺 さくら",
    ])
      expect(bio(tail), tail).toBe(story);
  });
  it("leaves out a note on the photo", () => {
    for (const tail of [
      "The photo is from last year.",
      "That's me in the pink fur coat in the photo 🙂",
      "Mandei uma foto também.",
      "사진도 같이 보내요.",
    ])
      expect(bio(tail), tail).toBe(story);
  });
  it("keeps a last paragraph that goes on with the story", () => {
    expect(bio("I love taking photos of the sunrise on the playa.")).toContain("sunrise");
    expect(bio("Thanks to Camp Mirage I found my people.")).toContain("found my people");
  });
});

describe("session 26, an answer given only as a remark in brackets", () => {
  it("waits for an admin", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const reply =
      "Name: Jonas Uhl\nHome town: Zwickau\nCountry of birth: Germany\nBurns: 4\nFirst burn: 2016\nCamps: Camp Mirage\nBio: (I'd rather you get to know me out there 😉)";
    const fields = parseReply(reply, now);
    const verdict = judgeExtraction({ fields, reply, quoted: "", current: {}, profileCreated: false, now });
    expect(verdict.confident).toBe(false);
    expect(verdict.reasons.join(" ")).toContain("only a remark in brackets");
  });
});

describe("session 26, ditto marks and 'tbd' with a reason", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads a ditto mark under the home town as the home town", () => {
    for (const ditto of ['"', '  "      "', "〃", "同上", "wie oben", '-- " --']) {
      const fields = parseReply(`Name: Ole Brand\nHome town: Kiel\nWhere you live now: ${ditto}\nBurns: 2`, now);
      expect(fields.location, ditto).toBe("Kiel");
    }
  });
  it("reads 'tbd' with its reason as no answer", () => {
    expect(
      parseReply("Name: Jo Park\nHome town: Omaha\nBio: tbd, will send something once I think of something clever", now).bio,
    ).toBeNull();
  });
});

describe("session 26, a starred correction under an answer", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("puts the slip right", () => {
    expect(parseReply("Name: Kim Dale\nPlaya name: Glue Stock\n*Glue Stick, sorry autocorrect\nHome town: Red Deer", now).playaName).toBe(
      "Glue Stick",
    );
    expect(parseReply("Name: Kim Dale\nHome town: Edmontin\n*Edmonton\nBurns: 2", now).homeTown).toBe("Edmonton");
  });
  it("leaves a bulleted list and an unrelated starred line alone", () => {
    expect(parseReply("Name: Kim Dale\nCamps:\n* Camp Alpha\n* Camp Beta\nHome town: Reno", now).campHistory).toBe("Camp Alpha\nCamp Beta");
    expect(parseReply("Name: Kim Dale\nPlaya name: Sprocket\n*Sprinkles* was my old one\nHome town: Reno", now).playaName).toBe("Sprocket");
  });
});

describe("session 26, round 50's tuning part: not a profile", () => {
  it("reads a Turkish 'after my exams' as later", () => {
    const note = (reply: string) => notAProfile({ reply, fieldsFound: 0 })?.note ?? null;
    expect(note("Davetiniz için teşekkürler! Bu ara sınav haftasındayım, sınavlar biter bitmez formu dolduracağım.")).toBe("later");
    expect(note("Şu an taşınıyorum, hafta sonu soruları cevaplarım.")).toBe("later");
  });
  it("reads a Greek caption under a photo as no bio", () => {
    expect(parseReply("Να και μια φωτογραφία μου για το προφίλ!", new Date("2026-07-15T12:00:00Z")).bio).toBeNull();
  });
});

describe("session 26, a paragraph of the member's own above the short answers", () => {
  it("is the bio, and waits for an admin", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const story =
      "I'm a ferry engineer on the Skye run and I've been to the burn twice, both times with Camp Mirage. I play the\nfiddle badly and I'll fix anything with a diesel engine in it.";
    const reply = `Hi there,\n\n${story}\n\nName: Callum Reid\nPlaya name: Bilge\nHome town: Portree\nLive: Inverness\nBorn: Scotland\n\nCheers,`;
    const fields = parseReply(reply, now);
    expect(fields.bio).toBe(story.replace("\n", " "));
    const verdict = judgeExtraction({ fields, reply, quoted: "", current: {}, profileCreated: false, now });
    expect(verdict.reasons.join(" ")).toContain("lines above the answers");
  });
});

describe("session 26, a playa name answered in sentences and burns as spans of years", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("takes the name the member says they are called", () => {
    expect(
      parseReply("Name: Earl Dunn\nPlaya name: Do I need one? The kids at camp call me Fizz Pop\nHome town: Gary", now).playaName,
    ).toBe("Fizz Pop");
  });
  it("applies a count written only as spans of years", () => {
    const reply =
      "Name: Ros Tarn\nPlaya name: Weft\nHome town: Kendal\nLive: Leeds\nBorn: England\nBurns: 2015–18 and 2023–25\nCamps: Camp Mirage\nAbout me: Weaver and hill walker, I'll mend your costume for a cup of tea.";
    const fields = parseReply(reply, now);
    expect([fields.burnYears, fields.firstBurn]).toEqual([7, 2015]);
    expect(judgeExtraction({ fields, reply, quoted: "", current: {}, profileCreated: false, now }).reasons.join(" ")).not.toContain(
      "doubt",
    );
  });
});

describe("session 26, counts and 'last year' in the thirty-six languages of words-26.ts", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads a count phrase and a last year", () => {
    expect(parseReply("Enw: Siân Pugh\nTref enedigol: Bala\nSawl gwaith: dwywaith\nCamps: Camp Mirage", now).burnYears).toBe(2);
    expect(parseReply("Name: Siân Pugh\nBurns: tair gwaith (2019, 2023 a llynedd)\nHome town: Bala", now).burnYears).toBe(3);
    expect(parseReply("Emri: Arta Hoxha\nVendlindja: Shkodër\nHera: 2\nBurni i parë: vjet", now).firstBurn).toBe(2025);
  });
});

describe("session 26, round 51's tuning part", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const note = (reply: string) => notAProfile({ reply, fieldsFound: 0 })?.note ?? null;
  it("reads 'take me off your list' and 'you have the wrong person' in five languages as a no", () => {
    expect(note("Buongiorno, vi chiedo di togliermi dalla vostra lista. Grazie.")).toBe("declined");
    expect(note("Hi, please take me off your list, I don't go any more.")).toBe("declined");
    expect(note("Bonjour, je crois que vous vous êtes trompé d'adresse, je ne suis pas la bonne Claire.")).toBe("declined");
    expect(note("Hola, creo que se han equivocado de persona. Saludos.")).toBe("declined");
  });
  it("reads a first-timer's 'haven't been to a burn yet', 'no idea yet', '(see top)' and a name in 「」", () => {
    const reply = "I haven't been to a burn yet, this August will be my first. I'm a dentist and I bring snacks.";
    expect(parseReply(reply, now).burnYears).toBe(0);
    expect(parseReply("Name: Jo Bell\nPlaya name: No idea yet!\nHome town: Bangor", now).playaName).toBeNull();
    expect(parseReply("Name: Jo Bell\nHome town: Bangor\nBio: (see top)", now).bio).toBeNull();
    expect(parseReply("名前：山本ゆい\nプラヤネーム：みんなからは「だんご」と呼ばれています\n出身地：札幌", now).playaName).toBe("だんご");
  });
  it("reads a Hebrew 'once' in a sentence about the burn", () => {
    expect(parseReply("אני נועה כהן.\n\nהייתי בברן פעם אחת, בשנה שעברה, איתכם ב-Camp Mirage.", now).burnYears).toBe(1);
  });
});

describe("session 26, a table headed by the camp's name and 'Zu mir'", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the camps from their row, not from the title", () => {
    const reply = "Camp Mirage – Svar från Ylva\nNamn\tYlva Berg\nHemort\tLuleå\nCamps\tKaffeslottet 2024";
    expect(parseReply(reply, now).campHistory).toBe("Kaffeslottet 2024");
  });
  it("reads 'Zu mir:' as the bio's question", () => {
    const fields = parseReply("Name: Corinne Aebi\nWohnhaft in: Bern\nZu mir: Ich singe im Chor und wandere gern in den Bergen.", now);
    expect(fields.bio).toBe("Ich singe im Chor und wandere gern in den Bergen.");
  });
});

describe("session 26, a count with its years in brackets, and someone else's burns in the bio", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const verdict = (reply: string) =>
    judgeExtraction({ fields: parseReply(reply, now), reply, quoted: "", current: {}, profileCreated: false, now }).reasons.join(" | ");
  const base = "Name: Mia Lund\nPlaya name: Sprig\nHome town: Lund\nLive: Malmö\nBorn: Sweden\nCamps: Camp Mirage\n";
  it("finds no doubt in a count whose years in brackets make it up", () => {
    expect(verdict(`${base}Burns: 3 (19, 22, 25)\nBio: Gardener and baker, I bring bread.`)).not.toContain("doubt");
    expect(verdict(`${base}Burns: 2x (22 & 24)\nBio: Gardener and baker, I bring bread.`)).not.toContain("doubt");
  });
  it("holds a bio that tells of someone else's burns", () => {
    expect(verdict(`${base}Burns: 2\nBio: gardener, i bring bread. my bf Oskar is coming too, hes been like 7x`)).toContain(
      "someone else's burns",
    );
  });
});

describe("session 26, cells pasted from a spreadsheet", () => {
  it("ends the bio at the next row", () => {
    const reply =
      "Nome\tGiulia Rossi\nCittà d'origine\tLecce\nBio\tRestauro mobili antichi e porto l'olio di mio padre.\nVolo\tBLQ–SFO 24/8";
    expect(parseReply(reply, new Date("2026-07-15T12:00:00Z")).bio).toBe("Restauro mobili antichi e porto l'olio di mio padre.");
  });
});

describe("session 26, a dictated reply and 'Me:'", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the questions said aloud between spelled-out line breaks", () => {
    const reply =
      "hi this is Clive Moss doing this by talk to text new line name Clive Moss new line playa name Road Hog new line home town Kingston comma Jamaica new line burns 6";
    const fields = parseReply(reply, now);
    expect([fields.playaName, fields.homeTown, fields.burnYears]).toEqual(["Road Hog", "Kingston, Jamaica", 6]);
  });
  it("reads 'Me:' as the bio before a sentence and as the name before a name", () => {
    expect(parseReply("Me: UX researcher at a bank, I make kaya from scratch.\nHome town: Singapore", now).bio).toBe(
      "UX researcher at a bank, I make kaya from scratch.",
    );
    expect(parseReply("Me: Tyler Nakamura\nHome town: Fresno\nBurns: 2", now).name).toBe("Tyler Nakamura");
  });
});

describe("session 26, 'already answered' and a bare thumbs-up", () => {
  it("are not a profile, and the answers may come", () => {
    const note = (reply: string) => notAProfile({ reply, fieldsFound: 0 })?.note ?? null;
    expect(note("Hallo, ich hab euch doch schon letzte Woche geantwortet, mit Foto. Ist das nicht angekommen?")).toBe("later");
    expect(note("Hi, I already sent my answers on Friday - did they not arrive?")).toBe("later");
    expect(note("👍")).toBe("later");
    expect(note("Name: Jo Ray, from Reno, 3 burns")).toBeNull();
  });
});

describe("session 26, how often the member was with a camp", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const camps = (answer: string) => parseReply(`Name: Sam Reyes\nHome town: Reno\nCamps: ${answer}`, now).campHistory;
  it("is no part of the camp's name in an English answer", () => {
    expect(["Camp Mirage both times", "Camp Mirage, all 6 of them", "Camp Mirage x2", "Camp Mirage every year"].map(camps)).toEqual(
      Array(4).fill("Camp Mirage"),
    );
    expect(camps("Dusty Disco 2015, then Camp Mirage")).toBe("Dusty Disco 2015, then Camp Mirage");
  });
});

describe("session 26, round 53's tuning part", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the inviting camp answered without its word 'Camp', and '2x' before it", () => {
    const camps = (answer: string) =>
      parseReply(`Name: Sam Reyes\nHome town: Reno\nCamps: ${answer}`, now, { campName: "Camp Mirage" }).campHistory;
    expect([camps("Mirage"), camps("Mirage both times"), camps("2x Camp Mirage")]).toEqual(["Camp Mirage", "Camp Mirage", "Camp Mirage"]);
  });
  it("reads a German caption under a photo as no bio", () => {
    expect(parseReply("Hier noch ein Foto von mir fürs Verzeichnis 🙂", now).bio).toBeNull();
  });
});

describe("session 26, a camp called by its name a few words on", () => {
  it("reads 'whose camp is called' and 'in a camp called the …'", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const camps = (story: string) => parseReply(`Hi all,\n\nI'm Dee Park, from Cork.\n\n${story}\n\nDee`, now).campHistory;
    expect(camps("I've only been once, in 2024, with a group of mates from work whose camp is called Dial-Up.")).toBe("Dial-Up");
    expect(
      camps("Three burns. The first with a gang of Dublin heads in a camp called the Grand Stretch, the other two with Camp Mirage."),
    ).toBe("Grand Stretch, Camp Mirage");
  });
});
