// Round 3 (issue 23): languages the parser did not read, or read partly. Each rule is the language's own
// wording or grammar, written as its speakers write it, never a corpus case's words.
import { describe, expect, it } from "vitest";
import { nominative, placeAsTyped, writtenInflected } from "../../src/email/extract/inflection";
import { cleanBlock, isSignOffLine, proseBio } from "../../src/email/extract/clean-text";
import { matchLabel } from "../../src/email/extract/labels";
import { parseReply } from "../../src/email/extract/parser";
import { burnCountAnswerI18n, findPhrases } from "../../src/email/extract/phrases";
import { parseBurnCount, parseFirstBurn } from "../../src/email/extract/burns";
import { guessedFields, judgeExtraction } from "../../src/email/extract/verdict";
import { notAProfile } from "../../src/email/not-a-profile";
import { htmlReplyText, replyBodyText, splitReply, typedInSubject } from "../../src/email/reply-text";
import { replyOutcome } from "../../src/email/extract/outcome";
import { campsInProse } from "../../src/email/extract/camp-prose";

const field = (line: string) => matchLabel(line)?.field ?? null;

describe("labels in Swedish, Czech, Turkish, Vietnamese and Ukrainian", () => {
  it("reads the questions as Swedish speakers write them", () => {
    expect(matchLabel("Namn: Elsa Lind")).toEqual({ field: "name", answer: "Elsa Lind" });
    expect(field("Playanamn: Räv")).toBe("playaName");
    expect(field("Smeknamn på playan: Räv")).toBe("playaName");
    expect(field("Hemstad: Luleå")).toBe("homeTown");
    expect(field("Växte upp i: Luleå")).toBe("homeTown");
    expect(field("Bor nu: Malmö")).toBe("location");
    expect(field("Var bor du: Malmö")).toBe("location");
    expect(field("Födelseland: Sverige")).toBe("country");
    expect(field("Antal burns: 3")).toBe("burnYears");
    expect(field("Hur många gånger på burnen: 3")).toBe("burnYears");
    expect(field("Första burn: 2019")).toBe("firstBurn");
    expect(field("Om mig: snickare")).toBe("bio");
  });

  it("reads Czech questions, with or without their háčky", () => {
    expect(matchLabel("jméno: Jana Nováková")).toEqual({ field: "name", answer: "Jana Nováková" });
    expect(field("Jmeno a prijmeni: Jana Novakova")).toBe("name");
    expect(field("Přezdívka na playi: Kočka")).toBe("playaName");
    expect(field("rodné město: Olomouc")).toBe("homeTown");
    expect(field("Kde bydlím: Praha")).toBe("location");
    expect(field("Bydliště: Praha")).toBe("location");
    expect(field("Země narození: Česko")).toBe("country");
    expect(field("počet burnů: 2")).toBe("burnYears");
    expect(field("Kolikrát jsi byl na burnu: 2")).toBe("burnYears");
    expect(field("První burn: 2022")).toBe("firstBurn");
    expect(field("O mně: šiju kostýmy")).toBe("bio");
  });

  it("reads Turkish questions (dotted and dotless i alike)", () => {
    expect(matchLabel("Ad Soyad: Elif Yılmaz")).toEqual({ field: "name", answer: "Elif Yılmaz" });
    expect(field("İsim: Elif")).toBe("name");
    expect(field("Playa adı: Kedi")).toBe("playaName");
    expect(field("Memleket: İzmir")).toBe("homeTown");
    expect(field("Yaşadığım şehir: İstanbul")).toBe("location");
    expect(field("Doğum ülkesi: Türkiye")).toBe("country");
    expect(field("Burn sayısı: 2")).toBe("burnYears");
    expect(field("Kaç kez gittin: 2")).toBe("burnYears");
    expect(field("Kaç kere burn'e gittin: 2")).toBe("burnYears");
    expect(field("İlk burn: 2023")).toBe("firstBurn");
    expect(field("Hakkımda: mimarım")).toBe("bio");
  });

  it("reads Vietnamese questions", () => {
    expect(matchLabel("Họ và tên: Trần Thu Hà")).toEqual({ field: "name", answer: "Trần Thu Hà" });
    expect(field("Tên playa: Mây")).toBe("playaName");
    expect(field("Quê quán: Huế")).toBe("homeTown");
    expect(field("Nơi ở hiện tại: Sài Gòn")).toBe("location");
    expect(field("Quốc gia: Việt Nam")).toBe("country");
    expect(field("Số lần tham dự: 2")).toBe("burnYears");
    expect(field("Năm đầu tiên: 2022")).toBe("firstBurn");
    expect(field("Giới thiệu bản thân: mình là y tá")).toBe("bio");
  });

  it("reads Ukrainian questions, with either apostrophe", () => {
    expect(matchLabel("Ім'я та прізвище: Олена Бондар")).toEqual({ field: "name", answer: "Олена Бондар" });
    expect(field("Імʼя на плаї: Зоря")).toBe("playaName");
    expect(field("Рідне місто: Житомир")).toBe("homeTown");
    expect(field("Де живу зараз: Київ")).toBe("location");
    expect(field("Країна народження: Україна")).toBe("country");
    expect(field("Скільки бернів: 2")).toBe("burnYears");
    expect(field("Перший берн: 2019")).toBe("firstBurn");
    expect(field("Про себе: дизайнерка")).toBe("bio");
  });

  it("reads more Italian and Polish wording, and keeps one-word labels for lines with a separator", () => {
    expect(matchLabel("burn fatti: 1 (2025)")).toEqual({ field: "burnYears", answer: "1 (2025)" });
    expect(field("Ksywka na playi: Sowa")).toBe("playaName");
    expect(field("Ile burnów: 3")).toBe("burnYears");
    // "Bor" (lives), "Tên" (name), "Quê" (home) alone on a line are words, not questions.
    expect(matchLabel("Bor")).toBeNull();
    expect(matchLabel("Tên")).toBeNull();
    expect(matchLabel("quê")).toBeNull();
    expect(matchLabel("Lo que hago: fotos")).toBeNull();
    expect(matchLabel("Favorite song: Dancing Queen")).toBeNull();
  });
});

describe("places written inflected", () => {
  it("takes Ukrainian, Czech and Turkish case endings back to the nominative", () => {
    expect(nominative("Варшаві")).toBe("Варшава");
    expect(nominative("Лондоні")).toBe("Лондон");
    expect(nominative("Ostravě")).toBe("Ostrava");
    expect(nominative("Prostějově")).toBe("Prostějov");
    expect(nominative("Berlíně")).toBe("Berlín");
    expect(nominative("İstanbul'da")).toBe("İstanbul");
    expect(nominative("İzmir'denim")).toBe("İzmir");
    expect(nominative("Ankara'lıyım")).toBe("Ankara");
  });

  it("knows the largest cities whose stem changes", () => {
    expect(nominative("Łodzi")).toBe("Łódź");
    expect(nominative("Львова")).toBe("Львів");
    expect(nominative("Києві")).toBe("Київ");
    expect(nominative("Praze")).toBe("Praha");
    expect(nominative("Brna")).toBe("Brno");
    expect(nominative("Hradci Králové")).toBe("Hradec Králové");
    expect(nominative("Česka")).toBe("Česko");
    expect(nominative("України")).toBe("Україна");
  });

  it("drops the verb and preposition typed into a place answer, and the gate still sees the written form", () => {
    expect(placeAsTyped("", "pochodzę z Łodzi")).toBe("Łódź");
    expect(placeAsTyped("", "w Poznaniu")).toBe("Poznań");
    expect(placeAsTyped("", "живу у Варшаві")).toBe("Варшава");
    // A name that only opens like a preposition is left alone; so is a sentence.
    expect(placeAsTyped("", "Do Son")).toBe("Do Son");
    expect(placeAsTyped("", "w Poznaniu od dawna")).toBe("w Poznaniu od dawna");
    expect(writtenInflected("Miasto rodzinne: pochodzę z Łodzi\nGdzie mieszkam: w Poznaniu", "Łódź")).toBe("Łodzi");
    expect(writtenInflected("Kde bydlím: v Praze", "Praha")).toBe("Praze");
    expect(writtenInflected("İstanbul'da yaşıyorum", "İstanbul")).toBe("İstanbul'da");
    expect(writtenInflected("Bydlím v Londýně", "Londýn")).toBe("Londýně");
  });
});

describe("closings, reply headers and app footers in these languages (clean-text.ts, reply-text.ts)", () => {
  it("knows their closings, as a line of their own", () => {
    for (const closing of [
      "Kram",
      "Kramar",
      "Vänliga hälsningar",
      "S pozdravem",
      "Díky!",
      "З повагою,",
      "Saygılarımla,",
      "Sevgiler",
      "Thân mến,",
    ])
      expect(isSignOffLine(closing)).toBe(true);
    expect(isSignOffLine("Tack vare campet hittade jag mina vänner och vi bygger bastu ihop.")).toBe(false);
  });

  it("cuts a Ukrainian or Vietnamese Gmail reply header and a localised 'Sent from my iPhone'", () => {
    const reply = (text: string) => splitReply(text).reply;
    expect(reply("Мене звати Олена.\n\nср, 1 лип. 2026 р. о 19:12 Camp Mirage <admin@camp.example.org> пише:\n> Hi")).toBe(
      "Мене звати Олена.",
    );
    expect(reply("Mình là y tá.\n\nVào Th 4, 1 thg 7, 2026 vào lúc 19:12 Camp Mirage <admin@camp.example.org> đã viết:\n> Hi")).toBe(
      "Mình là y tá.",
    );
    expect(reply("אני מורה ליוגה.\n\nנשלח מה-iPhone שלי")).toBe("אני מורה ליוגה.");
    expect(reply("Jsem scénografka.\n\nOdesláno z iPhonu")).toBe("Jsem scénografka.");
  });

  it("keeps the joiner inside an emoji sequence", () => {
    expect(splitReply("bastu 🧖\u200d♀️ och\u200b mer").reply).toBe("bastu 🧖\u200d♀️ och mer");
  });
});

describe("facts in prose in these languages (phrases.ts)", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const facts = (text: string) => {
    const p = parseReply(text, now);
    return { ...p, bio: undefined };
  };

  it("reads Swedish, Czech, Turkish, Vietnamese and Ukrainian self-introductions", () => {
    expect(
      facts(
        "Hej!\n\nJag heter Elsa Lind, på playan kallas jag Räv. Jag kommer från Luleå men bor nu i Malmö. Det blir min tredje burn, första gången 2019.",
      ),
    ).toMatchObject({ name: "Elsa Lind", playaName: "Räv", homeTown: "Luleå", location: "Malmö", burnYears: 2, firstBurn: 2019 });
    expect(
      facts(
        "Ahoj,\n\njmenuji se Jana Nováková, na playi mi říkají Kočka. Pocházím z Brna, bydlím v Praze. Na burnu jsem byla dvakrát, poprvé v roce 2022.",
      ),
    ).toMatchObject({ name: "Jana Nováková", playaName: "Kočka", homeTown: "Brno", location: "Praha", burnYears: 2, firstBurn: 2022 });
    expect(
      facts(
        "Merhaba!\n\nAdım Elif Yılmaz, playa'da bana Kedi diyorlar. İzmir'liyim ama İstanbul'da yaşıyorum. Bu benim üçüncü burn'üm olacak, ilk kez 2022'de gittim.",
      ),
    ).toMatchObject({ name: "Elif Yılmaz", playaName: "Kedi", homeTown: "İzmir", location: "İstanbul", burnYears: 2, firstBurn: 2022 });
    expect(
      facts(
        "Chào mọi người!\n\nMình tên là Trần Thu Hà, trên playa mọi người gọi mình là Mây. Mình đến từ Huế, hiện đang sống ở Sài Gòn. Đây là lần thứ ba của mình, lần đầu tiên năm 2019.",
      ),
    ).toMatchObject({ name: "Trần Thu Hà", playaName: "Mây", homeTown: "Huế", location: "Sài Gòn", burnYears: 2, firstBurn: 2019 });
    expect(
      facts(
        "Привіт!\n\nМене звати Олена Бондар, на плаї мене кличуть Зоря. Я родом з Харкова, а зараз живу в Києві. На бьорні була двічі — у 2023 і 2025 роках.",
      ),
    ).toMatchObject({ name: "Олена Бондар", playaName: "Зоря", homeTown: "Харків", location: "Київ", burnYears: 2, firstBurn: 2023 });
  });

  it("reads Hebrew prose, where places carry their preposition and names have no capitals", () => {
    expect(
      facts("היי!\nשמי דנה כהן, בפלאיה קוראים לי שוקו. נולדתי בירושלים ואני גר כיום בחיפה. זה יהיה הברן השלישי שלי (הראשון היה ב-2019)."),
    ).toMatchObject({
      name: "דנה כהן",
      playaName: "שוקו",
      homeTown: "ירושלים",
      location: "חיפה",
      burnYears: 2,
      firstBurn: 2019,
    });
    expect(facts("נולדתי בישראל. הייתי בברן שלוש פעמים.")).toMatchObject({ homeTown: null, country: "ישראל", burnYears: 3 });
  });

  it("reads a Japanese self-introduction and the Nth time, but not a job as a name", () => {
    expect(facts("キャンプミラージュ様\n\n山本健太です\nバーニングマンは今年で2回目です(前回は2024年)")).toMatchObject({
      name: "山本健太",
      burnYears: 1,
      firstBurn: 2024,
    });
    expect(facts("キャンプミラージュ様\n\n会社員です\nバーニングマンは3回目です")).toMatchObject({ name: null, burnYears: 2 });
    expect(facts("はじめまして。\n佐藤花子と申します。\n東京在住です。")).toMatchObject({ name: "佐藤花子" });
  });

  it("reads the ordinal of this burn or time, a playa name in brackets or in English, and the years listed as the burns", () => {
    expect(
      facts("Ik ben Sanne de Wit (op de playa: Mossel). Ik ben twee keer geweest, in 2019 en 2023, dus dit wordt m'n derde keer."),
    ).toMatchObject({
      playaName: "Mossel",
      burnYears: 2,
      firstBurn: 2019,
    });
    expect(facts("Me llamo Diego Soto, mi playa name es Coyote. Este va a ser mi tercer burn (fui en 2022 y 2024).")).toMatchObject({
      playaName: "Coyote",
      burnYears: 2,
      firstBurn: 2022,
    });
    // Years that are not as many as the burns are not the burns.
    expect(facts("Ik ben drie keer naar de burn geweest, in 2019 en 2023.")).toMatchObject({ burnYears: 3, firstBurn: null });
    expect(facts("Es mi primera vez en el burn.")).toMatchObject({ burnYears: 0 });
  });

  it("does not take a lower-case word after a preposition for a place", () => {
    expect(facts("Jsem z toho nadšená a bydlím v podnájmu.")).toMatchObject({ homeTown: null, location: null });
    expect(facts("Jag bor i en lägenhet.")).toMatchObject({ location: null });
  });
});

describe("more of the languages' wording: Arabic 'I reside', signing with a given name in scripts without capitals, not-a-profile", () => {
  const now = new Date("2026-07-15T12:00:00Z");

  it("reads 'أسكن حاليًا في' as where the member lives", () => {
    expect(matchLabel("أسكن حاليًا في: مونتريال")).toEqual({ field: "location", answer: "مونتريال" });
    expect(field("مقيمة في: دبي")).toBe("location");
  });

  it("drops a given name signed under the bio in Chinese, Korean, Arabic or Hebrew, and Dutch 'Tot …!'", () => {
    const bio = (text: string) => parseReply(text, now).bio;
    expect(bio("姓名：王晓雯\n家乡：成都\n现居：上海\n自我介绍：我是平面设计师，喜欢做灯笼。\n\n晓雯")).toBe(
      "我是平面设计师，喜欢做灯笼。",
    );
    expect(bio("الاسم: ليلى حداد\nمدينتي: بيروت\nالبلد: لبنان\nنبذة عني: مهندسة معمارية\n\nليلى")).toBe("مهندسة معمارية");
    expect(bio("Naam: Bram\nWoonplaats: Amsterdam\nBurns: 3\nOver mij: timmerman\n\nTot op de playa!\nBram")).toBe("timmerman");
  });

  it("knows away, decline and later wording in Swedish, Czech, Ukrainian, Turkish and Vietnamese", () => {
    const note = (reply: string) => notAProfile({ reply, fieldsFound: 0 })?.note ?? null;
    expect(note("20 Temmuz'a kadar izindeyim ve e-postalarıma erişimim sınırlı olacak.")).toBe("away");
    expect(note("Jag är på semester till och med 3 augusti.")).toBe("away");
    expect(note("Do 20. 7. jsem na dovolené.")).toBe("away");
    expect(note("Я у відпустці до 20 липня.")).toBe("away");
    expect(note("Tôi đang nghỉ phép đến ngày 20/7.")).toBe("away");
    expect(note("Tyvärr kan inte komma i år.")).toBe("declined");
    expect(note("Letos bohužel nepojedu.")).toBe("declined");
    expect(note("На жаль, цього року не зможу поїхати.")).toBe("declined");
    expect(note("Bu yıl maalesef katılamayacağım.")).toBe("declined");
    expect(note("Năm nay mình không thể đi được.")).toBe("declined");
    expect(note("Jag fyller i formuläret senare i veckan!")).toBe("later");
    expect(note("Vyplním to později, slibuju.")).toBe("later");
    expect(note("Заповню пізніше, обіцяю.")).toBe("later");
    expect(note("Hafta sonu doldururum.")).toBe("later");
    expect(note("Mình sẽ điền sau nhé!")).toBe("later");
  });
});

describe("questions asked back as questions", () => {
  it("reads 'what is your name / where do you live / how many times' as members retype them", () => {
    expect(field("Як тебе звати? Олена")).toBe("name");
    expect(field("Де ти живеш? Київ")).toBe("location");
    expect(field("Adın ne? Elif")).toBe("name");
    expect(field("Bạn sống ở đâu? Hà Nội")).toBe("location");
    expect(field("Bạn đã đi burn bao nhiêu lần? 2")).toBe("burnYears");
    expect(field("Kde žiješ? Brno")).toBe("location");
    expect(field("Var kommer du från? Umeå")).toBe("homeTown");
  });
});

// Round 4 (issue 23): the same principle, more languages and more of their grammar.
describe("round 4: answering later in Hebrew, Dutch and Greek", () => {
  const note = (reply: string) => notAProfile({ reply, fieldsFound: 1 })?.note ?? null;

  it("reads a first-person promise to answer, then a time ahead", () => {
    expect(note("אני בחופש עם הילדים, אמלא את הכל מחר בערב")).toBe("later");
    expect(note("עמוס לי השבוע, ואשלח את הפרטים בסוף השבוע")).toBe("later");
    expect(note("אין לי קליטה, אענה על השאלות בשבוע הבא")).toBe("later");
    expect(note("Druk druk druk! Ik stuur mijn antwoorden morgen.")).toBe("later");
    expect(note("Ik vul het dit weekend in, beloofd")).toBe("later");
    expect(note("Ik beantwoord de vragen volgende week")).toBe("later");
    expect(note("Θα σας τα στείλω αύριο, τώρα είμαι στο γραφείο")).toBe("later");
    expect(note("Θα συμπληρώσω τη φόρμα την επόμενη εβδομάδα")).toBe("later");
    expect(note("Θα απαντήσω το Σαββατοκύριακο!")).toBe("later");
  });

  it("does not read a bio that mentions the future as a promise", () => {
    expect(note("אני מורה למוזיקה ואני אוהבת לטייל בשבוע הבא בצפון")).toBeNull();
    expect(note("Ik werk als timmerman en ga volgende week op vakantie naar Spanje")).toBeNull();
    expect(note("Είμαι αρχιτέκτονας και θα έρθω με την ομάδα μου την επόμενη εβδομάδα")).toBeNull();
  });
});

describe("round 4: Korean and Russian labels, the Polish genitive of -ań/-uń", () => {
  it("reads the questions as Korean speakers write them", () => {
    expect(matchLabel("플라야 네임: 고래")).toEqual({ field: "playaName", answer: "고래" });
    expect(field("플라야 닉네임: 고래")).toBe("playaName");
    expect(field("현재 사는 곳: 서울")).toBe("location");
    expect(field("지금 사는 곳: 서울")).toBe("location");
    expect(field("버닝맨 참가 횟수: 3")).toBe("burnYears");
    expect(field("버닝맨 몇 번 갔어요? 3")).toBe("burnYears");
    expect(field("첫 버닝맨: 2017년")).toBe("firstBurn");
    expect(field("첫 참가 연도: 2017")).toBe("firstBurn");
    expect(field("소개: 도예가예요")).toBe("bio");
    expect(field("자기 소개: 도예가예요")).toBe("bio");
  });

  it("does not take a line that only says 'introduction' for a question without its colon", () => {
    expect(matchLabel("소개")).toBeNull();
    expect(matchLabel("소개합니다")).toBeNull();
  });

  it("reads the Russian 'how many times were you' without the burn named", () => {
    expect(field("Сколько раз был: 2")).toBe("burnYears");
    expect(field("Сколько раз была: 2")).toBe("burnYears");
    expect(field("Сколько раз ездила: 2")).toBe("burnYears");
    expect(field("Сколько лет: 34")).toBeNull();
  });

  it("takes 'z Poznania', 'do Torunia' back to the nominative, and leaves a nominative in -nia alone", () => {
    expect(nominative("Poznania")).toBe("Poznań");
    expect(nominative("Torunia")).toBe("Toruń");
    expect(placeAsTyped("pochodzę z Poznania", "pochodzę z Poznania")).toBe("Poznań");
    expect(placeAsTyped("Gdynia", "Gdynia")).toBe("Gdynia");
    expect(placeAsTyped("mieszkam w Gdyni", "w Gdyni")).toBe("Gdynia");
  });
});

describe("round 4: prose in Greek, Arabic, Russian and Brazilian Portuguese", () => {
  const now = new Date("2026-07-02T12:00:00Z");
  const facts = (text: string) => findPhrases(text, now);

  it("reads Greek: the article before a name and a town, 'με λένε' on the playa, 'έχω πάει N φορές'", () => {
    expect(facts("Γεια! Είμαι η Μαρία Κωνσταντίνου, από την Αθήνα.")).toMatchObject({ name: "Μαρία Κωνσταντίνου", homeTown: "Αθήνα" });
    expect(facts("Στην playa με φωνάζουν Σπίθα. Μένω τώρα στο Λονδίνο.")).toMatchObject({ playaName: "Σπίθα", location: "Λονδίνο" });
    expect(facts("Γεννήθηκα στην Πάτρα. Έχω πάει δύο φορές, για πρώτη φορά το 2019.")).toMatchObject({
      homeTown: "Πάτρα",
      burnYears: 2,
      firstBurn: 2019,
    });
    expect(facts("Στο burn με λένε Χταπόδι 🐙.").playaName).toBe("Χταπόδι");
  });

  it("does not take a Greek country for the town, nor a masculine accusative for a name", () => {
    expect(facts("Είμαι από την Ελλάδα και ζω στην Κύπρο.").homeTown).toBeUndefined();
    expect(facts("Είμαι από την Ελλάδα.").homeTown).toBeUndefined();
    expect(facts("Είμαι μουσικός και παίζω μπουζούκι.").name).toBeUndefined();
  });

  it("reads Arabic: 'اسمي', 'لقبي في البلايا', 'ولدت في', 'أعيش في', 'مرتين', 'أول مرة'", () => {
    expect(facts("اسمي ليلى حداد، ولقبي في البلايا «نجمة». ولدت في بيروت وأسكن حاليا في باريس.")).toMatchObject({
      name: "ليلى حداد",
      playaName: "نجمة",
      homeTown: "بيروت",
      location: "باريس",
    });
    expect(facts("حضرت البيرن ثلاث مرات، لأول مرة في 2018.")).toMatchObject({ burnYears: 3, firstBurn: 2018 });
    expect(facts("حضرت البيرن مرتين.").burnYears).toBe(2);
  });

  it("does not take an Arabic country for the town", () => {
    expect(facts("ولدت في الأردن وأعيش في دبي.").homeTown).toBeUndefined();
  });

  it("reads Russian: 'Я Имя Фамилия', 'на плайе — Лиса', 'родилась и выросла в', 'первый был в 2016'", () => {
    expect(facts("Я Ольга Смирнова, на плайе — Лиса. Родилась и выросла в Казани.")).toMatchObject({
      name: "Ольга Смирнова",
      playaName: "Лиса",
      homeTown: "Казани",
    });
    expect(facts("Это будет мой третий бёрн, первый был в 2019-м.")).toMatchObject({ burnYears: 2, firstBurn: 2019 });
    expect(facts("Вырос в Самаре, живу в Берлине.").homeTown).toBe("Самаре");
  });

  it("does not read a Russian third person or a lower-case word as the writer's", () => {
    expect(facts("Мой муж вырос в Самаре.").homeTown).toBeUndefined();
    expect(facts("Я инженер, шью костюмы.").name).toBeUndefined();
  });

  it("does not take a sentence before a dash for a question", () => {
    expect(matchLabel("Я Ольга Смирнова, на плайе — Лиса. Родилась в Казани")).toBeNull();
    expect(matchLabel("Playa name - Sparkle")).toEqual({ field: "playaName", answer: "Sparkle" });
  });

  it("reads Brazilian Portuguese: 'Sou o Thiago', 'no deserto me chamam de', 'vai ser minha terceira vez'", () => {
    expect(facts("Sou a Ana Souza, no deserto todo mundo me chama de Jabuticaba.")).toMatchObject({
      name: "Ana Souza",
      playaName: "Jabuticaba",
    });
    expect(facts("Vai ser minha segunda vez no burn, fui em 2023.")).toMatchObject({ burnYears: 1 });
    expect(facts("Vai ser minha terceira vez, fui em 2022 e 2024.")).toMatchObject({ burnYears: 2, firstBurn: 2022 });
  });

  it("does not read a Portuguese role after the article as a name", () => {
    expect(facts("Sou o cara da cozinha do camp.").name).toBeUndefined();
    expect(facts("Meus amigos me chamam de Caju.").playaName).toBeUndefined();
  });
});

describe("round 4: a burn count answered in words of another language (burnCountAnswerI18n)", () => {
  it("reads a leading count word, a Korean native count before 번, and a first-timer's 'not yet'", () => {
    expect(burnCountAnswerI18n("jeden (2023)")).toBe(1);
    expect(burnCountAnswerI18n("dwa razy")).toBe(2);
    expect(burnCountAnswerI18n("tres veces")).toBe(3);
    expect(burnCountAnswerI18n("세 번")).toBe(3);
    expect(burnCountAnswerI18n("두번이요")).toBe(2);
    expect(burnCountAnswerI18n("まだ行ったことないです（今年が初めて！）")).toBe(0);
    expect(burnCountAnswerI18n("今年が初めて")).toBe(0);
    expect(burnCountAnswerI18n("아직 없어요")).toBe(0);
    expect(burnCountAnswerI18n("还没去过")).toBe(0);
  });

  it("does not read an ordinal, a first year or an unknown word as a count", () => {
    expect(burnCountAnswerI18n("세번째")).toBeNull();
    expect(burnCountAnswerI18n("第一次是2019年")).toBeNull();
    expect(burnCountAnswerI18n("kilka")).toBeNull();
    expect(burnCountAnswerI18n("")).toBeNull();
  });
});

describe("session 9: prose in scripts without capitals (Hebrew, Arabic, Chinese, Japanese)", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const facts = (text: string) => findPhrases(text, now);

  it("reads the name a letter opens with after at most a greeting, closed by a comma", () => {
    expect(facts("היי, אני דנה לוי, גרה בחיפה.").name).toBe("דנה לוי");
    expect(facts("أهلاً! أنا سامي خوري، من حيفا.").name).toBe("سامي خوري");
    expect(facts("大家好！我是王小明，住在上海。").name).toBe("王小明");
    expect(facts("朋友們好，我叫陳美玲。").name).toBe("陳美玲");
  });

  it("does not read a job, a town or a later sentence's 'I am' as a name", () => {
    expect(facts("שלום, אני מורה ליוגה, גרה בחיפה.").name).toBeUndefined();
    expect(facts("גדלתי בחיפה. אני דנה לוי, מורה.").name).toBeUndefined();
    expect(facts("أنا مهندسة معمارية، أعيش في عمّان.").name).toBeUndefined();
    expect(facts("我是台南人，現在住在台北。").name).toBeUndefined();
    expect(facts("我是平面設計師。").name).toBeUndefined();
    expect(facts("大家都叫我小林。").name).toBeUndefined();
  });

  it("reads places by their suffix or verb, and a playa name said to be the playa's", () => {
    expect(facts("我是高雄人，現在住在台中。")).toMatchObject({ homeTown: "高雄", location: "台中" });
    expect(facts("札幌出身、今は東京在住です。")).toMatchObject({ homeTown: "札幌", location: "東京" });
    expect(facts("在 playa 大家都叫我阿肥。").playaName).toBe("阿肥");
    expect(facts("プラヤでは「ネコ」って呼ばれてます。").playaName).toBe("ネコ");
    expect(facts("עברתי לתל אביב לפני שנתיים.").location).toBe("תל אביב");
    expect(facts("גדלתי בחיפה ועברתי לתל אביב.").homeTown).toBe("חיפה");
    expect(facts("أصلي من صيدا بس ساكن في بيروت.")).toMatchObject({ homeTown: "صيدا", location: "بيروت" });
  });

  it("does not read a nickname from friends outside the playa, or a place in another sentence shape", () => {
    expect(facts("朋友們都叫我小林。").playaName).toBeUndefined();
    expect(facts("会社ではタコって呼ばれてます。").playaName).toBeUndefined();
    expect(facts("我來自一個小鎮。").homeTown).not.toBe("一個小鎮");
  });

  it("reads a count in Chinese and a first-person count in Arabic, not a sister's", () => {
    expect(facts("去過兩次，2018 跟 2024。")).toMatchObject({ burnYears: 2, firstBurn: 2018 });
    expect(facts("今年是我第三次去火人節！").burnYears).toBe(2);
    expect(facts("أختي رايحة ٥ مرات، أنا رحت مرتين.").burnYears).toBe(2);
    expect(facts("أختي رايحة ٥ مرات.").burnYears).toBeUndefined();
  });
});

describe("session 9: a name that begins with a capital goes on in capitals", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("stops at the first lower-case word after a capitalised name, and keeps a lower-case name whole", () => {
    expect(findPhrases("my name is Debbie Kowalczyk everyone calls me Sunshine", now).name).toBe("Debbie Kowalczyk");
    expect(findPhrases("my name is Anna de Vries and I live in Utrecht", now).name).toBe("Anna de Vries");
    expect(findPhrases("my name is jess tran and i live in austin", now).name).toBe("jess tran");
  });
});

describe("session 9: a greeting on the line a prose bio opens with", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("is dropped before 'I am', in any script, and the rest of the line is the bio", () => {
    expect(
      parseReply(
        "Hi! I'm Ruth Adler, playa name Thimble. I grew up in Duluth and now live in Minneapolis. I sew costumes for half the camp and run the sewing station.",
        now,
      ).bio,
    ).toMatch(/^I'm Ruth Adler/);
    expect(parseReply("嗨～我是林佳穎，在 playa 大家叫我小蝦。\n平常是平面設計師，今年想帶一個紙燈籠工作坊！", now).bio).toMatch(
      /^我是林佳穎/,
    );
  });
  it("still drops a greeting line of its own", () => {
    expect(
      parseReply("Hi Camp Mirage,\n\nI grew up in Leeds and now I build shade structures every year for our camp.", now).bio ?? "",
    ).not.toMatch(/Mirage/);
  });
});

describe("session 9: years listed with a count, a name before its playa name, a country after the town", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const facts = (text: string) => findPhrases(text, now);
  it("reads the first burn from as many listed years as burns, in an answer or in prose", () => {
    expect(parseReply("Name: Connor Walsh\nFrom: Galway\nBurns: 2 (2022, 2024)\nBio: electrician", now)).toMatchObject({
      burnYears: 2,
      firstBurn: 2022,
    });
    expect(facts("Two burns so far, 2022 and 2024.")).toMatchObject({ burnYears: 2, firstBurn: 2022 });
    expect(facts("W tym roku to będzie mój piąty burn, pierwszy był w 2014.")).toMatchObject({ burnYears: 4, firstBurn: 2014 });
  });
  it("does not take a first burn from years that are not as many as the burns", () => {
    expect(parseReply("Name: Connor Walsh\nFrom: Galway\nBurns: 3 (2022, 2024)\nBio: electrician", now).firstBurn).toBeNull();
    expect(facts("Three burns so far, 2022 and 2024.").firstBurn).toBeUndefined();
  });
  it("reads a capitalised name before ', playa name', not a greeting or a sentence", () => {
    expect(facts("Jonah Fisk, playa name Kazoo! pic attached.").name).toBe("Jonah Fisk");
    expect(facts("Ruth Abernathy (playa name Marigold). Born in Savannah.").name).toBe("Ruth Abernathy");
    expect(facts("Hi Camp, playa name is below.").name).toBeUndefined();
    expect(facts("my friends gave me my playa name").name).toBeUndefined();
  });
  it("reads the country after 'born in <town> in', and a zero in Greek", () => {
    expect(facts("I was born in Cebu in the Philippines but grew up in San Diego.").country).toBe("Philippines");
    expect(facts("I was born in Cebu in a small hospital.").country).toBeUndefined();
    expect(
      parseReply("Ονοματεπώνυμο: Νίκος Παππάς\nΠόλη καταγωγής: Πάτρα\nBurns: κανένα ακόμα, φέτος είναι το πρώτο μου!", now).burnYears,
    ).toBe(0);
  });
});

describe("session 9, round 6 tuning: shapes read from the rules of their languages and clients", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const facts = (text: string) => findPhrases(text, now);
  it("reads counts and their years as members write them", () => {
    expect(burnCountAnswerI18n("两次")).toBe(2);
    expect(burnCountAnswerI18n("參加過3次")).toBe(3);
    expect(burnCountAnswerI18n("次")).toBeNull();
    expect(parseReply("Name: Greta Lind\nHome town: Umeå\nBurns: 3 - went in '17, '18 and '19", now)).toMatchObject({
      burnYears: 3,
      firstBurn: 2017,
    });
    expect(facts("Been out 4 times, first one in 2015.")).toMatchObject({ burnYears: 4, firstBurn: 2015 });
    expect(facts("3 burns so far (2018, 2019, 2023) and counting.")).toMatchObject({ burnYears: 3, firstBurn: 2018 });
    expect(facts("3 burns so far (2018, 2023).").firstBurn).toBeUndefined();
  });
  it("reads a name before 'here' after a greeting, 'live in' after a comma, a name before 'no playa name'", () => {
    expect(facts("Hey guys, Ray Benavidez here. Grew up in Billings, live in Boise now.")).toMatchObject({
      name: "Ray Benavidez",
      location: "Boise",
    });
    expect(facts("Wendell Okafor - no playa name, people just yell Wendell").name).toBe("Wendell Okafor");
    expect(facts("My parents, who live in Leeds, visit often.").location).toBeUndefined();
  });
  it("reads labels members write: 'No. of burns', Greek 'Λίγα λόγια', and a Greek place with its article", () => {
    expect(matchLabel("No. of burns - 1")?.field).toBe("burnYears");
    expect(matchLabel("Λίγα λόγια: Αρχιτέκτονας")?.field).toBe("bio");
    expect(parseReply("Ονοματεπώνυμο: Ελένη Παππά\nΠόλη καταγωγής: Πάτρα\nΜένω: στην Αθήνα", now).location).toBe("Αθήνα");
    expect(parseReply("Ονοματεπώνυμο: Νίκος Παππάς\nΠόλη καταγωγής: Πάτρα\nΜένω: στον Βόλο", now).location).toBe("στον Βόλο");
  });
  it("does not take a number before a question's words for part of the question", () => {
    expect(parseReply("Luis Ortega\nplaya: Chili\nfrom El Paso, live in Phoenix\nborn Mexico\n4 burns first 2017", now)).toMatchObject({
      burnYears: 4,
      firstBurn: 2017,
    });
  });
  it("reads nine lines in the questionnaire's order, a count sixth and a year seventh", () => {
    const lines = [
      "Thabo Mokoena",
      "DJ Springbok",
      "Soweto",
      "Cape Town",
      "South Africa",
      "2",
      "2023",
      "none",
      "Sound engineer. I'll bring the speakers.",
    ];
    expect(parseReply(lines.join("\n"), now)).toMatchObject({
      name: "Thabo Mokoena",
      playaName: "DJ Springbok",
      country: "South Africa",
      burnYears: 2,
      firstBurn: 2023,
      campHistory: null,
      bio: "Sound engineer. I'll bring the speakers.",
    });
    // Not when the sixth line is not a count.
    expect(
      parseReply(
        ["Thabo Mokoena", "DJ Springbok", "Soweto", "Cape Town", "South Africa", "sound", "2023", "none", "Sound engineer."].join("\n"),
        now,
      ).name,
    ).toBeNull();
  });
  it("drops a closing 'Jess x' and a note about an attachment from a bio; recognises a German 'it doesn't work out'", () => {
    expect(isSignOffLine("Jess x")).toBe(false); // a lone name, not a closing word: dropped as a signature below
    expect(parseReply("Name: Jess Moore\nHome town: Leeds\nLives: York\nBio: ICU nurse, night shifts.\n\nJess x", now).bio).toBe(
      "ICU nurse, night shifts.",
    );
    expect(
      notAProfile({ reply: "leider klappt es dieses Jahr nicht bei mir – unser Baby kommt Ende August.", fieldsFound: 0 }),
    ).not.toBeNull();
  });
});

describe("session 9, round 6 tuning: Turkish and Hungarian Outlook headers, 'none yet' in five more languages", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("ends the reply at a Turkish Outlook header block", () => {
    const text =
      "Ad Soyad: Elif Kaya\nMemleket: İzmir\n\nKimden: Camp Mirage <admin@camp.example.org>\nGönderildi: 1 Temmuz 2026 Çarşamba 19:12\nKime: elif@example.com\nKonu: Camp Mirage'a hoş geldin\n\nFull name:";
    expect(splitReply(text).reply).not.toMatch(/Kimden|Full name/);
  });
  it("stores nothing for 'I don't have one yet' in Hebrew, Arabic, Greek, Turkish and Swedish", () => {
    for (const answer of ["עוד אין לי", "لا يوجد", "κανένα ακόμα", "henüz yok", "inget än"])
      expect(parseReply(`Full name: Dana Levi\nHome town: Haifa\nLives: Tel Aviv\nPlaya name: ${answer}`, now).playaName).toBeNull();
    expect(parseReply("Full name: Dana Levi\nHome town: Haifa\nLives: Tel Aviv\nPlaya name: Inge", now).playaName).toBe("Inge");
  });
});

describe("session 9: a count under the first-burn question, a signature after a line of dashes", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the count written with the year when the count's question went unanswered", () => {
    expect(
      parseReply("Full name: Ingrid Solberg\nPlaya name: Fjord\nHome town: Tromsø\nYear of your first burn: Just one so far, 2024.", now),
    ).toMatchObject({ burnYears: 1, firstBurn: 2024 });
    expect(
      parseReply("Full name: Ingrid Solberg\nPlaya name: Fjord\nBurns: 2\nYear of your first burn: one of the best, 2024.", now).burnYears,
    ).toBe(2);
    expect(
      parseReply("Full name: Ingrid Solberg\nPlaya name: Fjord\nHome town: Tromsø\nYear of your first burn: 2024", now).burnYears,
    ).toBeNull();
  });
  it("ends a bio at a line of dashes followed by short lines", () => {
    expect(
      parseReply("Name: Dev Malhotra\nHome town: Pune\nLives: London\nBio: Investor. I bring the espresso machine.\n\n—\nDev", now).bio,
    ).toBe("Investor. I bring the espresso machine.");
    expect(
      parseReply("Name: Dev Malhotra\nHome town: Pune\nLives: London\nBio: Investor — and I bring the espresso machine.", now).bio,
    ).toBe("Investor — and I bring the espresso machine.");
  });
});

describe("session 9: one burn, and the year of its sentence", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const facts = (text: string) => findPhrases(text, now);
  it("reads 'once', 'one burn' and the Polish first-person 'raz', with the one year beside it", () => {
    expect(facts("I've been once, in 2019.")).toMatchObject({ burnYears: 1, firstBurn: 2019 });
    expect(facts("I've only been to one burn, back in 2022.")).toMatchObject({ burnYears: 1, firstBurn: 2022 });
    expect(facts("Byłam na burnie raz, w 2024 roku.")).toMatchObject({ burnYears: 1, firstBurn: 2024 });
  });
  it("does not take a year from another sentence, nor 'X here' before more words for a name", () => {
    expect(facts("I've been once. I moved to Denver in 2019 and it was 2022 when I went.").firstBurn).toBeUndefined();
    expect(facts("One burn to go before I retire. Moved here in 2019.").name).toBeUndefined();
    expect(facts("Ray Benavidez here, from Boise.").name).toBe("Ray Benavidez");
  });
});

describe("session 9, round 7 tuning: labels typed with a slip, counts in words, closings before a name", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const facts = (text: string) => findPhrases(text, now);
  it("reads a label one letter off, and the Portuguese 'N.º de burns' and '1.º burn'", () => {
    expect(field("plya name - goose")).toBe("playaName");
    expect(field("Hometwon: Perth")).toBe("homeTown");
    expect(field("N.º de burns: três")).toBe("burnYears");
    expect(field("1.º burn: 2015")).toBe("firstBurn");
    expect(field("花名：小鹿")).toBe("playaName");
    expect(field("primo: 2017")).toBe("firstBurn");
    // Not a word that is one letter from a label of another meaning, nor a short word.
    expect(field("Lives: Leeds")).toBe("location");
    expect(field("Fave: tacos")).toBeNull();
  });
  it("reads counts written as words in Hebrew, Arabic and Japanese, and ordinals written in digits", () => {
    expect(burnCountAnswerI18n("שלושה")).toBe(3);
    expect(burnCountAnswerI18n("مرة واحدة")).toBe(1);
    expect(burnCountAnswerI18n("三回")).toBe(3);
    expect(facts("Dit wordt mijn 2e burn, de eerste was in 2024.")).toMatchObject({ burnYears: 1, firstBurn: 2024 });
    expect(facts("Este va a ser mi 3º burn.").burnYears).toBe(2);
  });
  it("reads years joined with an article or a preposition, and 'me conocen como' on the playa", () => {
    expect(facts("Έχω πάει δύο φορές, το 2019 και το 2023.")).toMatchObject({ burnYears: 2, firstBurn: 2019 });
    expect(facts("Este va a ser mi tercer burn, fui en 2019 y en 2023.")).toMatchObject({ burnYears: 2, firstBurn: 2019 });
    expect(facts("En la playa me conocen como Mate.").playaName).toBe("Mate");
  });
  it("ends a bio before a short closing line and the name alone; stores nothing for 'ninguno' with its reason", () => {
    expect(
      parseReply("Name: Lindi Dlamini\nHome town: Durban\nLives: Cape Town\nBio: Physio and amateur DJ.\n\nSharp sharp,\nLindi", now).bio,
    ).toBe("Physio and amateur DJ.");
    expect(
      parseReply(
        "Name: Lindi Dlamini\nHome town: Durban\nLives: Cape Town\nBio: Physio and amateur DJ.\n\nI love dancing, really,\nLindi",
        now,
      ).bio,
    ).toMatch(/I love dancing/);
    expect(
      parseReply("Nombre: Ana Ruiz\nCiudad natal: Oaxaca\nVivo en: CDMX\nCampamentos: ninguno todavía, fui con amigos en tienda", now)
        .campHistory,
    ).toBeNull();
  });
});

describe("session 9, round 7c tuning: years written short, every year since, a question back", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("counts a list of years written short", async () => {
    const { parseBurnCount } = await import("../../src/email/extract/burns");
    expect(parseBurnCount("2016, 17, 18, 19 und 22 – also fünf", now)).toEqual({ count: 5, firstYear: 2016 });
    expect(parseBurnCount("went in '17, '18 and '19, then again '23 and '25", now)).toEqual({ count: 5, firstYear: 2017 });
    expect(parseBurnCount("3 ('17, '19, '23)", now)).toEqual({ count: 3, firstYear: 2017 });
    expect(parseBurnCount("2019, 5 times since", now).count).not.toBe(2);
  });
  it("counts every burn from the first when the member has gone every year since", () => {
    expect(findPhrases("First burn was 2022 and I've gone every year since!", now)).toMatchObject({ firstBurn: 2022, burnYears: 4 });
    expect(findPhrases("Priya, aka Marigold on playa", now).playaName).toBe("Marigold");
    expect(findPhrases("First burn was 2022. I've gone every year since 2019 to a regional.", now).burnYears).toBeUndefined();
  });
  it("reads 'still Asheville' as Asheville", () => {
    expect(parseReply("Full name: Jonah Whitfield\nHome town: Asheville NC\nWhere you live now: still Asheville", now).location).toBe(
      "Asheville",
    );
  });
  it("takes a question back before answering for a reply to come, not a profile", () => {
    const note = (reply: string) => notAProfile({ reply, fieldsFound: 1 })?.note ?? null;
    expect(
      note('Hi! Before I answer — for "home town" do you mean where I was born or where I grew up? (born in Tucson, grew up in Reno)'),
    ).toBe("later");
    expect(note("Quick question: what does camp history mean? Never camped with anyone.")).toBe("later");
    expect(note("Grew up in Reno. Do you need anything else?")).toBeNull();
  });
});

describe("session 9, round 8 tuning: more of the languages' prose, a name above the answers, slips in labels", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const facts = (text: string) => findPhrases(text, now);
  it("reads French, Portuguese, Russian and Japanese prose as their speakers write it", () => {
    expect(
      facts(
        "Moi c'est Thibault Deprez, surnom sur la playa : Speculoos. Né à Charleroi, j'habite à Bruxelles. J'y suis allé deux fois (2018 et 2024).",
      ),
    ).toMatchObject({
      name: "Thibault Deprez",
      playaName: "Speculoos",
      homeTown: "Charleroi",
      burnYears: 2,
      firstBurn: 2018,
    });
    expect(facts("Sou o Caetano Pires, meu apelido na playa é Cuscuz. Nunca fui no burn, esse ano vai ser o primeiro!")).toMatchObject({
      playaName: "Cuscuz",
      burnYears: 0,
    });
    expect(facts("Меня зовут Артём, на плайе все зовут Шмель.").playaName).toBe("Шмель");
    expect(facts("新潟生まれで、いまはサンフランシスコに住んでます。バーニングマンはこれまで三回行きました。")).toMatchObject({
      homeTown: "新潟",
      burnYears: 3,
    });
  });
  it("does not read a count without the first person's going, nor a birth participle inside a sentence", () => {
    expect(facts("Mon frère y est allé deux fois.").burnYears).toBeUndefined();
    expect(facts("Le bébé est né à Lyon.").homeTown).toBeUndefined();
  });
  it("reads a full name alone on the line above the answers, not a greeting or a line further up", () => {
    const answers = "playa name: Bushwhack\nhome town: Anchorage\nlive in: Portland, Maine\nburns: just 1 (2025)";
    expect(parseReply(`Sorry sorry! Here goes:\n\nEzra Lindqvist\n${answers}`, now).name).toBe("Ezra Lindqvist");
    expect(parseReply(`Hi Camp Mirage\n${answers}`, now).name).toBeNull();
    expect(parseReply(`Ezra Lindqvist\n\nSome words here.\n${answers}`, now).name).toBeNull();
  });
  it("reads two letters swapped in a short label, cuts 'but everyone calls me', and the verb of living before a place", () => {
    expect(field("Nmae: Riaan Steenkamp")).toBe("name");
    expect(field("Naem: Riaan Steenkamp")).toBe("name");
    expect(parseReply("Full name: Alexandra Nowicka, but everyone calls me Sasha\nHome town: Gdańsk\nLives: Leeds", now).name).toBe(
      "Alexandra Nowicka",
    );
    expect(parseReply("Full name: Anna Lind\nHome town: Luleå\nWhere you live now: bor i göteborg", now).location).toBe("göteborg");
  });
  it("stores nothing for Dutch 'n.v.t.' and 'geen idee nog'; drops a greeting line that only says a photo is attached", () => {
    expect(
      parseReply("Full name: Daan Smit\nHome town: Gent\nLives: Utrecht\nPlaya name: geen idee nog\nCamps: n.v.t.", now),
    ).toMatchObject({ playaName: null, campHistory: null });
    expect(
      parseReply(
        "Oi gente! Segue minha foto 📸\n\nSou o Caetano Pires e moro em Florianópolis. Sou surfista e programador, faço café coado para todo mundo.",
        now,
      ).bio,
    ).toMatch(/^Sou o Caetano/);
  });
  it("takes a greeting off a line that goes on with 'my name is' in other languages", () => {
    expect(parseReply("Привет! Меня зовут Артём Шестаков. Работаю звукорежиссёром и привезу колонки для всего лагеря.", now).bio).toMatch(
      /^Меня зовут/,
    );
  });
});

describe("session 9, round 9 tuning: a reply run onto one line, prose that says where now, more 'later' and 'first'", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const facts = (text: string) => findPhrases(text, now);
  it("splits a line that runs on into the camp's quoted invitation (iCloud web's text part)", () => {
    const text =
      "Hi! Noor Haddad, born and raised in Dearborn, now in Boulder. I teach yoga and run a tiny bakery stall on weekends. On Jul 1, 2026, at 7:12 PM, Camp Mirage <admin@camp.example.org> wrote: Hi Noor, Welcome to Camp Mirage! We are building our camp directory.";
    const { reply, quoted } = splitReply(text, { campAddresses: ["admin@camp.example.org"] });
    expect(reply).not.toMatch(/wrote|Welcome|directory/);
    expect(quoted).toMatch(/^On Jul 1, 2026.*wrote:\nHi Noor/);
    // A long line that names another address is left whole.
    expect(
      splitReply(`${"I love the desert. ".repeat(10)}Write to me at noor@example.com: anytime.`, {
        campAddresses: ["admin@camp.example.org"],
      }).reply,
    ).toMatch(/anytime/);
  });
  it("reads a name before ', born and raised in' or ', everyone calls me', and 'still in'/'now in' as where the member lives", () => {
    expect(facts("Noor Haddad, born and raised in Dearborn, now in Boulder.")).toMatchObject({
      name: "Noor Haddad",
      homeTown: "Dearborn",
      location: "Boulder",
    });
    expect(facts("Sipho Ndlovu, everyone calls me Sparky on the playa. Born in Soweto, still in Joburg.")).toMatchObject({
      name: "Sipho Ndlovu",
      location: "Joburg",
    });
    expect(facts("They're different (born in Tucson, grew up in Reno).").name).toBeUndefined();
    expect(facts("First burn was 2019 and I've been back every year it happened since.")).toMatchObject({ firstBurn: 2019, burnYears: 5 });
    expect(facts("I grew up in Cheticamp on Cape Breton.").homeTown).toBe("Cheticamp");
  });
  it("reads a first-timer in Japanese and Greek prose, and 'later' on a weekday", () => {
    expect(facts("バーンは今年が初めてです！").burnYears).toBe(0);
    expect(facts("Θα είναι το πρώτο μου burn!!").burnYears).toBe(0);
    expect(
      notAProfile({ reply: "Got it! I'm on nights all week, I'll sit down and do this properly Sunday. Photo too.", fieldsFound: 0 })?.note,
    ).toBe("later");
  });
  it("drops a one-word greeting with '!' and a Japanese photo note from a prose bio; stores nothing for 'n/a - reason'", () => {
    expect(
      parseReply("Howzit! Sipho Ndlovu, everyone calls me Sparky on the playa. I'm an electrician and I'll help wire the camp lights.", now)
        .bio,
    ).toMatch(/^Sipho/);
    const ja = parseReply(
      "はじめまして、中村健太です。大阪出身で、今はサンフランシスコに住んでいます。プラヤネームはまだ決めていません。仕事はエンジニアで、趣味は写真です。\n写真を添付します。",
      now,
    ).bio;
    expect(ja).toMatch(/^中村健太です/);
    expect(ja).not.toMatch(/添付/);
    expect(
      parseReply(
        "Full name: Gloria Fenwick\nHome town: Toledo\nLives: Tucson\nCamp history: n/a - always camped with friends, no named camp",
        now,
      ).campHistory,
    ).toBeNull();
  });
});

describe("session 9, round 10 tuning: German and Turkish openings, 'dabei', 'seit', Dutch 'zodra ik', seven bare lines", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const facts = (text: string) => findPhrases(text, now);
  it("reads German and Turkish prose as it opens a letter", () => {
    expect(
      facts(
        "Hallo ihr Lieben,\n\nich bin Konstantin Reuter, auf der Playa heiße ich Kompass. Ich wohne seit fünf Jahren in Wien. Ich war zweimal dabei, 2019 und 2024.",
      ),
    ).toMatchObject({
      name: "Konstantin Reuter",
      location: "Wien",
      burnYears: 2,
      firstBurn: 2019,
    });
    expect(facts("Hi! Ich bin Friederike Hahn, alle sagen Fritzi. Dieses Jahr bin ich zum fünften Mal dabei.")).toMatchObject({
      name: "Friederike Hahn",
      burnYears: 4,
    });
    expect(facts("Ich bin Ärztin, wohne in Köln.").name).toBeUndefined();
    expect(
      facts(
        "Merhaba, ben Emre Yıldız, playa adım Martı. İzmirliyim, 4 yıldır İstanbul'da yaşıyorum. Burn'e 3 kez gittim, ilki 2019'daydı.",
      ),
    ).toMatchObject({
      name: "Emre Yıldız",
      playaName: "Martı",
      homeTown: "İzmir",
      firstBurn: 2019,
    });
  });
  it("reads 'I've been in Perth for ten years', 'in Austin now' and years joined by '+'", () => {
    expect(facts("originally from Broome but I've been in Perth for about ten years.").location).toBe("Perth");
    expect(facts("from Providence originally, in Austin now. 2 burns so far (2024 + 2025)")).toMatchObject({
      location: "Austin",
      firstBurn: 2024,
    });
    expect(facts("I've been in trouble for years.").location).toBeUndefined();
  });
  it("reads seven bare lines in the questionnaire's order, a count in words; 'never been in a camp'; Dutch 'zodra ik terug ben'", () => {
    expect(parseReply(["Chiara Esposito", "Gabbiano", "Bari", "Milano", "Italia", "due", "2023"].join("\n"), now)).toMatchObject({
      name: "Chiara Esposito",
      burnYears: 2,
      firstBurn: 2023,
    });
    expect(
      parseReply("Full name: Sunil Rao\nHome town: Pune\nLives: Leeds\nCamp history: never been in a camp before", now).campHistory,
    ).toBeNull();
    expect(
      notAProfile({ reply: "Ik zit nu nog op vakantie in Portugal, ik vul het in zodra ik terug ben in Utrecht.", fieldsFound: 0 })?.note,
    ).toBe("later");
    expect(
      notAProfile({ reply: "Grazie dell'invito, ma quest'anno purtroppo non vengo: ho appena cambiato lavoro.", fieldsFound: 0 })?.note,
    ).toBe("declined");
  });
  it("ends the reply at a Japanese Thunderbird attribution and a Turkish Samsung footer", () => {
    expect(
      splitReply("高橋健太です。名古屋出身です。\n高橋\n2026-07-01 19:12 に Camp Mirage さんは書きました:\n> Hi Kenta").reply,
    ).not.toMatch(/書きました/);
    expect(splitReply("Müzisyenim, kampa bağlama getiriyorum.\nSamsung Galaxy akıllı telefonumdan gönderildi.").reply).not.toMatch(
      /gönderildi/,
    );
  });
});

describe("session 9, round 11 tuning: 'aka', Swedish prose, 'born in Aus', bio promised later", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const facts = (text: string) => findPhrases(text, now);
  it("reads 'Name aka Nick' as the name and the playa name, and 'born in Aus'", () => {
    expect(facts("Lachlan Boyd aka Wombat. From Launceston, living in Hobart, born in Aus.")).toMatchObject({
      name: "Lachlan Boyd",
      playaName: "Wombat",
      country: "Aus",
    });
    expect(facts("Black Rock aka home, for a week.").playaName).toBeUndefined();
  });
  it("reads Swedish 'född och uppvuxen i' and 'N gånger sedan YEAR'", () => {
    expect(facts("Född och uppvuxen i Malmö, bor i Köpenhamn sen 2020. Har varit på burnen fyra gånger sedan 2016.")).toMatchObject({
      homeTown: "Malmö",
      firstBurn: 2016,
    });
  });
  it("leaves 'full bio when I'm not on my phone' out of a bio, ends a reply at Yahoo's slogan, reads '/Oskar' as a signature", () => {
    expect(
      parseReply(
        "Lachlan Boyd aka Wombat. From Launceston, living in Hobart.\nThree burns, first was 2015. Full bio when im not on my phone",
        now,
      ).bio,
    ).toBeNull();
    expect(splitReply("Nurse in Christchurch, I bring the good tea.\n\nYahoo Mail: Search, Organise, Conquer").reply).not.toMatch(/Yahoo/);
    expect(
      isSignOffLine("/Oskar") ||
        parseReply(
          "Namn: Oskar Berg\nHemstad: Malmö\nBor: Köpenhamn\nOm mig: Snickare som bygger skugga åt hela lägret varje år.\n\n/Oskar",
          now,
        ).bio === "Snickare som bygger skugga åt hela lägret varje år.",
    ).toBe(true);
  });
  it("takes a Spanish 'no me voy a unir' for a decline", () => {
    expect(
      notAProfile({
        reply: "Muchas gracias, pero este año no me voy a unir a Camp Mirage: mis primos montan su campamento.",
        fieldsFound: 0,
      })?.note,
    ).toBe("declined");
  });
});

describe("session 10, round 12 tuning: a flattened questionnaire, one-word 'first', openings and places in prose", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("splits three questions or more run onto one line, as iCloud's web mail sends them", () => {
    const flat =
      "Full name: Aroha Ngata Playa name: Tui Home town: Napier Where you live now: Wellington Number of burns attended: 2 Bio: Potter.";
    expect(parseReply(flat, now)).toMatchObject({
      name: "Aroha Ngata",
      playaName: "Tui",
      homeTown: "Napier",
      location: "Wellington",
      burnYears: 2,
    });
    // Two labels on a line are left as written.
    expect(parseReply("Full name: Aroha Ngata Playa name: Tui", now).playaName).toBeNull();
  });
  it("reads the first burn asked in one word, and counts as members abbreviate or spell them", () => {
    for (const line of ["Primeiro: 2018", "Primera: 2018", "Första: 2018", "Πρώτο: 2018", "Erste: 2018"])
      expect(field(line)).toBe("firstBurn");
    expect(field("qtos burns: 1 só")).toBe("burnYears");
    expect(field("عدد مرات المشاركة: مرتين")).toBe("burnYears");
  });
  it("reads an English 'This is …' opening, 'have lived in', 'X on the playa' and 'calls me X out there'", () => {
    expect(parseReply("Hello,\nThis is Walter Brandt. I grew up in Duluth and have lived in Boise for twenty years.", now)).toMatchObject({
      name: "Walter Brandt",
      homeTown: "Duluth",
      location: "Boise",
    });
    expect(findPhrases("I'm Rosa Quint, Heron on the playa. Grew up in Tulsa.", now).playaName).toBe("Heron");
    expect(findPhrases("Hi, Tess Moreau here, everyone calls me Cricket out there.", now).playaName).toBe("Cricket");
  });
  it("reads German inverted clauses, Turkish 'doğdum', French 'mon nom de playa c'est' and 'pour moi ce sera le troisième'", () => {
    expect(findPhrases("Geboren bin ich in Rostock, seit 2020 wohne ich in Bonn.", now)).toMatchObject({
      homeTown: "Rostock",
      location: "Bonn",
    });
    expect(findPhrases("Ben Deniz Aydın. Samsun'da doğdum, Berlin'de yaşıyorum.", now).homeTown).toBe("Samsun");
    expect(findPhrases("Moi c'est Inès Laurent, mon nom de playa c'est Noisette.", now).playaName).toBe("Noisette");
    expect(findPhrases("Mon frère en est à son sixième burn ; pour moi ce sera le troisième.", now).burnYears).toBe(2);
    expect(findPhrases("I've been to three burns since 2017 and loved each one.", now).firstBurn).toBe(2017);
  });
  it("leaves a Hebrew playa name at its smiley, an app footer at its link, an apology for a slow reply out of the bio", () => {
    expect(findPhrases("שלום! אני נועה לוי, בפלאיה קוראים לי צב 🙂 נולדתי באילת.", now).playaName).toBe("צב");
    expect(splitReply("Bio: Potter.\n\nEnvoyé à partir de Outlook pour Android<https://aka.ms/AAb9ysg>").reply).toBe("Bio: Potter.");
    expect(isSignOffLine("sorry for the slow reply!")).toBe(true);
    expect(isSignOffLine("Perdón por la demora")).toBe(true);
    expect(
      parseReply("Full name: Omar Said\nHome town: Dearborn\nBurns: 2\nBio: I fix generators.\nsorry for the late reply!", now).bio,
    ).toBe("I fix generators.");
  });
  it("takes a Spanish 'el domingo os contesto' for later", () => {
    expect(notAProfile({ reply: "Estoy de viaje, el domingo os contesto todo con calma.", fieldsFound: 1 })?.note).toBe("later");
  });
});

describe("session 10, round 13 tuning: counts said as 'burn number N' or 'last year was my first', openings, places", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the count and the first year as members put them", () => {
    expect(findPhrases("This summer will be burn number four for me, the first one was 2019.", now)).toMatchObject({
      burnYears: 3,
      firstBurn: 2019,
    });
    expect(findPhrases("Vorig jaar was mijn eerste burn, dit wordt dus mijn tweede.", now)).toMatchObject({
      burnYears: 1,
      firstBurn: 2025,
    });
    expect(findPhrases("Last year was my first burn and I'm hooked.", now).firstBurn).toBe(2025);
    expect(findPhrases("На бёрне был дважды — в 2018-м и в 2024-м.", now)).toMatchObject({ burnYears: 2, firstBurn: 2018 });
    expect(burnCountAnswerI18n("quatro")).toBe(4);
    // A first-timer's first burn still to come is no first burn yet.
    expect(
      parseReply("Full name: Ana Reyes\nHome town: Cebu\nBurns: 0 - this year is my first!\nFirst burn: 2026 (hopefully)", now).firstBurn,
    ).toBeNull();
  });
  it("reads openings and places of Irish, German, Greek and Russian replies", () => {
    expect(findPhrases("Howya, Niamh Ó Briain here, from Cork.", now).name).toBe("Niamh Ó Briain");
    expect(findPhrases("Hiya, Thomas Ashworth (Tom). From Leeds originally.", now).name).toBe("Thomas Ashworth");
    expect(findPhrases("Servus! Bin der Lukas Brandl, auf der Playa heiß ich Dachs. Wohn jetzt in Graz.", now)).toMatchObject({
      name: "Lukas Brandl",
      playaName: "Dachs",
      location: "Graz",
    });
    expect(findPhrases("Γεννήθηκα στη Λάρισα και μένω στην Αθήνα.", now).homeTown).toBe("Λάρισα");
    expect(findPhrases("Меня зовут Ирина Котова, на плайе я Сова.", now).playaName).toBe("Сова");
  });
  it("closes the answers at 'So excited!!' and 'Groete', reads 'Where I stay now', takes 'setze ich dieses Jahr aus' for a decline", () => {
    expect(
      parseReply("Full name: Pieter Botha\nWhere I stay now: Paarl\nBurns: 2\nBio: I fix bakkies.\nGroete\nPieter", now),
    ).toMatchObject({
      location: "Paarl",
      bio: "I fix bakkies.",
    });
    expect(isSignOffLine("So excited!!")).toBe(true);
    expect(notAProfile({ reply: "Nach fünf Burns setze ich dieses Jahr aus, mein Bruder heiratet.", fieldsFound: 1 })?.note).toBe(
      "declined",
    );
  });
});

describe("session 10, round 14 tuning: nine bare lines between a lead-in and a signature, numbers of this year's burn", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads nine bare lines announced by a line ending in a colon, or signed by one word", () => {
    const lines = ["Tomás Reyes", "Garza", "Oaxaca", "Denver", "Mexico", "3", "2018", "Camp Mirage", "Potter and cook."];
    expect(parseReply(["Answers in your order:", ...lines, "Thanks!"].join("\n"), now)).toMatchObject({
      name: "Tomás Reyes",
      burnYears: 3,
    });
    expect(parseReply([...lines, "tom"].join("\n"), now)).toMatchObject({ name: "Tomás Reyes", firstBurn: 2018, bio: "Potter and cook." });
  });
  it("reads 'dit wordt nummer vier', 'första var', 'abito a', 'brought up in', 'einmal, 2024', and leaves 'on playa I'm the guy …' alone", () => {
    expect(findPhrases("Ik was erbij in '19, '22 en '24, dus dit wordt nummer vier.", now).burnYears).toBe(3);
    expect(findPhrases("Det här blir min andra burn, första var 2023.", now).firstBurn).toBe(2023);
    expect(findPhrases("Sono di Bari ma abito a Torino da due anni.", now).location).toBe("Torino");
    expect(findPhrases("Born and brought up in Dundee, living in Leeds these days.", now).homeTown).toBe("Dundee");
    expect(parseReply("Name: Jo Berg\nHeimatstadt: Ulm\nBurns: einmal, 2024 – mein Mann war schon fünfmal dabei", now)).toMatchObject({
      burnYears: 1,
      firstBurn: 2024,
    });
    expect(findPhrases("Mack Dunn here, playa name Rusty. By day a welder; on playa I'm the guy fixing shade.", now).playaName).toBe(
      "Rusty",
    );
    expect(findPhrases("Ik ben Femke van der Meulen-de Graaf, op de playa heet ik Drop.", now).name).toBe("Femke van der Meulen-de Graaf");
  });
  it("takes a Portuguese 'respondo no domingo' for later", () => {
    expect(notAProfile({ reply: "Vi agora, tô no plantão. Respondo tudo com calma no domingo, pode ser?", fieldsFound: 1 })?.note).toBe(
      "later",
    );
  });
});

describe("session 11, round 15 tuning: numbered with dashes, 'twice', this year's ordinal alone, closings and photo notes", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");

  it("reads nine answers numbered '1 - …' or 'Q1.' in the questionnaire's order", () => {
    const answers = ["Asha Rao", "Not yet!", "Pune", "Leeds", "India", "1", "2024", "Camp Mirage 2024", "Nurse and potter."];
    for (const mark of [(i: number) => `${i} - `, (i: number) => `Q${i}. `]) {
      const fields = parseReply(answers.map((a, i) => `${mark(i + 1)}${a}`).join("\n"), NOW);
      expect(fields).toMatchObject({
        name: "Asha Rao",
        playaName: null,
        homeTown: "Pune",
        location: "Leeds",
        burnYears: 1,
        firstBurn: 2024,
      });
    }
  });

  it("reads 'twice' said in the first person, with the years of its own sentence", () => {
    expect(findPhrases("I've been to the burn twice, in 2019 and again in 2024.", NOW)).toMatchObject({ burnYears: 2, firstBurn: 2019 });
    expect(findPhrases("Been twice, 2017 and 2019, so this year's my third.", NOW)).toMatchObject({ burnYears: 2, firstBurn: 2017 });
    expect(findPhrases("My sister has been twice.", NOW).burnYears).toBeUndefined();
    expect(findPhrases("I went twice to AfrikaBurn.", NOW).burnYears).toBeUndefined();
    // Years in another sentence are not the burns'.
    expect(findPhrases("I've been twice. I lived in Lyon in 2012 and 2016.", NOW).firstBurn).toBeUndefined();
  });

  it("reads this year's burn by its ordinal with the noun left out, not a first time camping with a camp", () => {
    expect(findPhrases("Fui al burn en 2019 y en 2023, así que este año sería el tercero.", NOW).burnYears).toBe(2);
    expect(findPhrases("so this year's my third", NOW).burnYears).toBe(2);
    expect(findPhrases("cette année ce sera la quatrième", NOW).burnYears).toBe(3);
    expect(findPhrases("this year will be my first time camping with a real camp", NOW).burnYears).toBeUndefined();
  });

  it("takes closings and notes about the attachments off the end of a bio", () => {
    for (const line of ["Looking forward to it,", "Un caro saluto", "Liebe Grüess", "Cari saluti"]) expect(isSignOffLine(line)).toBe(true);
    const bio = (tail: string) => parseReply(`Full name: Ana Lopes\nBio: Welder and baker.\n\n${tail}`, NOW).bio;
    expect(bio("Photo attached, it's the only one where I'm not squinting.\n\nDiolch,\nIdris")).toBe("Welder and baker.");
    expect(bio("Je vous mets une photo en PJ 🙂\n\nBises,")).toBe("Welder and baker.");
    expect(bio("I've attached my card in case anyone needs my number.")).toBe("Welder and baker.");
    expect(bio("I'm also a keen photographer, so expect sunrise pictures.")).toContain("photographer");
  });

  it("reads a name opening the letter before where the member is from, and a greeting alone on its line", () => {
    expect(
      parseReply("Aye, here you go.\n\nGordon Rennie, from Dundee originally but I've lived in Edinburgh for years. I'm a joiner.", NOW),
    ).toMatchObject({
      name: "Gordon Rennie",
    });
    expect(parseReply("Hoi zäme\nIch bin Miriam Oberholzer, aufgewachsen in St. Gallen und wohne jetzt in Winterthur.", NOW).name).toBe(
      "Miriam Oberholzer",
    );
    expect(parseReply("Camp Mirage, from what I hear you lot need a welder. I'm Tom.", NOW).name).not.toBe("Camp Mirage");
  });
});

describe("session 11, round 15 tuning (2): counts, places with their verb, a question back, a Japanese first-timer", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");

  it("reads 'N. di burn', Greek neuter counts and the member's own count named first", () => {
    expect(parseReply("Nome e cognome: Giacomo Lorusso\nN. di burn: tre", NOW).burnYears).toBe(3);
    expect(parseReply("Full name: Δημήτρης Μπαλτάς\nNumber of burns attended: τρία", NOW).burnYears).toBe(3);
    expect(parseReply("Full name: Euan Macphail\nNumber of burns attended: Me 4, Ishbel 6", NOW).burnYears).toBe(4);
  });

  it("reads a Turkish place answered with its verb, and places said in prose", () => {
    expect(parseReply("Ad soyad: Zeynep Aksoy\nNerede yaşıyorsun: Ankara'da yaşıyorum\nMemleket: İzmir'de doğdum", NOW)).toMatchObject({
      location: "Ankara",
      homeTown: "İzmir",
    });
    expect(findPhrases("I'm from Asheville originally and moved to Salt Lake City for work.", NOW).location).toBe("Salt Lake City");
    expect(findPhrases("We moved a lot, but these days I'm in Boise.", NOW).location).toBe("Boise");
    expect(findPhrases("Soy de Zaragoza, aunque llevo ya 8 años viviendo en Ámsterdam.", NOW).location).toBe("Ámsterdam");
    expect(findPhrases("Geboren in Kortrijk en nu woonachtig in Antwerpen.", NOW).location).toBe("Antwerpen");
  });

  it("recognises a question back about who sees the directory as not a profile", () => {
    const reply =
      "Before I fill this in - who actually gets to see the directory? Just camp members? Is it ok if I skip some of the questions?";
    expect(notAProfile({ reply, fieldsFound: 0 })?.note).toBe("later");
  });

  it("reads a Japanese first-timer in prose and keeps the story as the bio", () => {
    const fields = parseReply(
      "岡田亮です。神戸生まれで、今は東京に住んでいます。バーニングマンにはまだ行ったことがなく、今回がデビューなので、いろいろ教えてください。仕事はエンジニアで、趣味はDJです。",
      NOW,
    );
    expect(fields).toMatchObject({ name: "岡田亮", burnYears: 0, firstBurn: null });
    expect(fields.bio).toContain("エンジニア");
    // Facts and a sentence saying there is none are no story.
    expect(parseReply("清水健太です。\nプラヤネームは特にないです。\n金沢出身で、今はシアトルに住んでます。", NOW).bio).toBeNull();
  });
});

describe("session 11: the member's name on a line of its own under the bio opens a signature block", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");
  it("cuts the bio there, not at a sentence that begins with the name", () => {
    const reply = (tail: string) =>
      `Full name: Wesley Abernathy\nPlaya name: Prairie Dog\nHome town: Wichita\nBio: Petroleum engineer with solar art.\n\n${tail}`;
    expect(
      parseReply(
        reply("My contact card is attached.\n\nWes Abernathy\nSenior Reservoir Engineer\nTallgrass Energy Partners\nOklahoma City, OK"),
        NOW,
      ).bio,
    ).toBe("Petroleum engineer with solar art.");
    expect(parseReply(reply("Wes also brews cider and will bring a keg."), NOW).bio).toContain("cider");
  });
});

describe("session 12: lettered answers, burns told in a sentence, playa names in any word order, short lines", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");

  it("reads answers lettered 'a)' to 'i)' and the question cut to 'How many'", () => {
    expect(matchLabel("f) Burns attended - 3")).toEqual({ field: "burnYears", answer: "3" });
    expect(matchLabel("(b) Playa name: Gecko")).toEqual({ field: "playaName", answer: "Gecko" });
    expect(matchLabel("How many - 4")).toEqual({ field: "burnYears", answer: "4" });
  });

  it("reads one burn, or the years of a sentence about the member's burns", () => {
    expect(findPhrases("Beim Burn war ich bisher nur einmal, 2022, und es war großartig.", NOW)).toMatchObject({
      burnYears: 1,
      firstBurn: 2022,
    });
    expect(findPhrases("Sono andato al burn una volta sola, nel 2023.", NOW)).toMatchObject({ burnYears: 1, firstBurn: 2023 });
    expect(findPhrases("estive no burn em 2019 e 2023 e volto agora", NOW)).toMatchObject({ burnYears: 2, firstBurn: 2019 });
    // A partner's years, a span and a plan are not the member's burns.
    expect(findPhrases("Mi novio fue al burn en 2017 y 2019.", NOW).burnYears).toBeUndefined();
    expect(findPhrases("Ich fahre seit 2016 und 2018 zum Burn.", NOW).burnYears).toBeUndefined();
  });

  it("reads what they call the member in a sentence about the playa or the camp, whatever the word order", () => {
    expect(findPhrases("Op de playa noemen ze mij Zeester, al jaren.", NOW).playaName).toBe("Zeester");
    expect(findPhrases("Im Camp haben mich alle Maulwurf genannt.", NOW).playaName).toBe("Maulwurf");
    expect(findPhrases("no deserto a galera me chama de Tatu kkkk", NOW).playaName).toBe("Tatu");
    expect(findPhrases("Au camp, tout le monde m'appelle Hérisson.", NOW).playaName).toBe("Hérisson");
    // "je m'appelle" is the member's own name.
    expect(findPhrases("Je m'appelle Paul Martin et je rejoins le camp.", NOW).playaName).toBeUndefined();
  });

  it("reads a few short lines without questions: a name, places, a country, the burns", () => {
    const fields = parseReply("Tomas Varga\nplaya: Kestrel\nj'habite Genève\nSuisse\nune fois, en 2023\nà bientôt!", NOW);
    expect(fields).toMatchObject({
      name: "Tomas Varga",
      playaName: "Kestrel",
      location: "Genève",
      country: "Suisse",
      burnYears: 1,
      firstBurn: 2023,
      bio: null,
    });
    expect(findPhrases("uit Utrecht, woon nu in Leiden", NOW)).toMatchObject({ homeTown: "Utrecht", location: "Leiden" });
    expect(parseReply("Playa name: pas de nom", NOW).playaName).toBeNull();
  });

  it("reads nine lines in order under which the member notes the photo", () => {
    const fields = parseReply(
      "Ines Haddad\nFennec\nTunis\nMarseille\nTunisia\n3\n2018\nCamp Mirage\nArchitect, I build shade.\nPhoto attached",
      NOW,
    );
    expect(fields).toMatchObject({ name: "Ines Haddad", burnYears: 3, firstBurn: 2018, bio: "Architect, I build shade." });
  });
});

describe("session 12, round 16 tuning: whose count, this year's time, a first burn told by when, prose answers", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");

  it("leaves someone else's count in the clause alone and reads the member's own", () => {
    expect(
      findPhrases("My cousin Aziz (who has done about nine burns, he's relentless) got me in. This will be my third time out there.", NOW)
        .burnYears,
    ).toBe(2);
    expect(findPhrases("This will be my first time camping with a theme camp.", NOW).burnYears).toBeUndefined();
  });

  it("reads a first burn told by when it was", () => {
    expect(findPhrases("my first was last year and I'm hooked", NOW).firstBurn).toBe(2025);
    expect(findPhrases("My first one was the summer before covid.", NOW).firstBurn).toBe(2019);
    expect(findPhrases("Vai ser a minha terceira vez, a primeira foi em 2021.", NOW)).toMatchObject({ burnYears: 2, firstBurn: 2021 });
    expect(findPhrases("Ich war bisher dreimal dort, heuer wird's das vierte Mal.", NOW).burnYears).toBe(3);
    expect(findPhrases("2023 was my first and just the one so far.", NOW)).toMatchObject({ burnYears: 1, firstBurn: 2023 });
    expect(findPhrases("2015 was my first burn and I've been six times altogether.", NOW).burnYears).toBe(6);
    expect(findPhrases("I've been three times to Lisbon.", NOW).burnYears).toBeUndefined();
  });

  it("reads answers written inside the prose and a name alone as the first sentence", () => {
    expect(findPhrases("Je suis fleuriste. Nom de playa : Coquelicot 🌺. À bientôt", NOW).playaName).toBe("Coquelicot");
    expect(findPhrases("Come playa name ho scelto Tortellino, spero vada bene.", NOW).playaName).toBe("Tortellino");
    expect(findPhrases("Hi all,\nMaeve Gallagher. Grew up in Sligo, been in Toronto about 8 years.", NOW)).toMatchObject({
      name: "Maeve Gallagher",
      homeTown: "Sligo",
      location: "Toronto",
    });
    expect(findPhrases("Ben Deniz Aksoy. İzmir'liyim.", NOW).name).toBe("Deniz Aksoy");
    expect(findPhrases("I grew up in Galway, Ireland and live in Boston.", NOW).homeTown).toBe("Galway");
    expect(findPhrases("札幌で育って、今は東京に住んでいます。", NOW).homeTown).toBe("札幌");
  });

  it("reads labels in the member's words and stores nothing for a no", () => {
    expect(matchLabel("de: Cusco")).toEqual({ field: "homeTown", answer: "Cusco" });
    expect(matchLabel("De: Camp Mirage <admin@camp.example.org>")).toBeNull();
    expect(matchLabel("nací en: Chile")?.field).toBe("country");
    expect(matchLabel("Πόσα burns: δύο")?.field).toBe("burnYears");
    const fields = parseReply("Name: Ola Berg\nPlaya name: har ingen än\nCamps: keins bisher\nWhere you live now: Bergen lol", NOW);
    expect(fields).toMatchObject({ playaName: null, campHistory: null, location: "Bergen" });
    expect(parseReply("Name: Ama Owusu\nPlaya name: dunno yet, ideas welcome\nHome town: Kumasi", NOW).playaName).toBeNull();
  });

  it("ends a prose bio before a P.S. and the closing above it, and drops a greeting line", () => {
    const bio = parseReply(
      "Hello hello! Delighted to be asked.\nI'm Ines Marlow and I restore old clocks in Leeds. It's fiddly work and I love it.\nSee you out there,\nInes\nP.S. playa name is Cuckoo.",
      NOW,
    ).bio;
    expect(bio).toBe("I'm Ines Marlow and I restore old clocks in Leeds. It's fiddly work and I love it.");
    expect(
      parseReply(
        "はじめまして！\n佐藤美咲です。看護師をしていて、週末は陶芸教室に通っています。キャンプではみんなのためにお茶を淹れたいです。",
        NOW,
      ).bio,
    ).toMatch(/^佐藤美咲です/);
  });

  it("takes a photo note in Greek, Russian or Swedish out of the bio and an away note for what it is", () => {
    expect(parseReply("Όνομα: Νίκη Παππά\nΒιογραφικό: Αρχιτέκτονας.\n\nΣας στέλνω και μια φωτογραφία.", NOW).bio).toBe("Αρχιτέκτονας.");
    expect(notAProfile({ reply: "I'm away from my computer until the 20th and will answer when I'm back.", fieldsFound: 0 })?.note).toBe(
      "away",
    );
  });
});

describe("session 13: labels written another way", () => {
  it("reads Russian кемп as well as кэмп, Arabic's 'mother city' and Dutch 'van:' (from) before a separator", () => {
    expect(matchLabel("Кемпы: 2019 — Camp Борщ, 2023 — Camp Mirage")?.field).toBe("campHistory");
    expect(matchLabel("المدينة الأم: بيروت")).toEqual({ field: "homeTown", answer: "بيروت" });
    expect(matchLabel("van: Gent")).toEqual({ field: "homeTown", answer: "Gent" });
    // A name's particle is no label.
    expect(matchLabel("Van Gent")).toBeNull();
  });
});

describe("session 13, round 17 tuning: rules that hold across phrasings", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");

  it("ends a bio or a camp history at a closing after one word of the member's own", () => {
    expect(isSignOffLine("Lekker, see you soon")).toBe(true);
    expect(isSignOffLine("Right, thanks!")).toBe(true);
    expect(isSignOffLine("À+")).toBe(true);
    expect(isSignOffLine("Anyway, thanks to Camp Mirage I found my people.")).toBe(false);
    expect(parseReply("Camp history: Camp Mirage 2018, 2019\n\nLekker, see you soon\nThandi", NOW).campHistory).toBe(
      "Camp Mirage 2018, 2019",
    );
  });

  it("leaves a first year told in someone else's clause to them", () => {
    const facts = findPhrases(
      "I'm coming with my partner (she's been going since 2012, a legend). Grew up in Kalamazoo, we live in Chicago now.",
      NOW,
    );
    expect(facts.firstBurn).toBeUndefined();
    expect(facts.location).toBe("Chicago");
    expect(findPhrases("She talked me into it and my first burn was 2019.", NOW).firstBurn).toBe(2019);
  });

  it("reads the coming burn's number, an 'only' or 'very' before the ordinal, and a first time last year", () => {
    expect(parseBurnCount("this'll be lucky number 7", NOW).count).toBe(6);
    expect(parseBurnCount("it will be burn #5", NOW).count).toBe(4);
    expect(findPhrases("moi ce sera seulement mon deuxième burn : j'y suis allée pour la première fois l'an dernier.", NOW)).toMatchObject({
      burnYears: 1,
      firstBurn: 2025,
    });
    expect(
      findPhrases("Jag är uppvuxen i Luleå men har bott i Stockholm sen 2015. Det här blir min allra första burn!", NOW),
    ).toMatchObject({
      homeTown: "Luleå",
      location: "Stockholm",
      burnYears: 0,
    });
  });

  it("takes no bio from prose of answers and a 'no playa name yet', nor the given name signed after the bio", () => {
    expect(
      parseReply(
        "Nåt playanamn har jag inte än. Jag är uppvuxen i Luleå men har bott i Stockholm sen 2015. Det här blir min allra första burn!",
        NOW,
      ).bio,
    ).toBeNull();
    const bio = parseReply(
      "Name: Νίκος Παπαδάκης\nBio: Μάγειρας, παίζω λύρα και φέρνω ρακή για όλους και για τους φίλους μου 😄\nΝίκος",
      NOW,
    ).bio;
    expect(bio).toBe("Μάγειρας, παίζω λύρα και φέρνω ρακή για όλους και για τους φίλους μου 😄");
  });

  it("holds a bio with a paragraph about the playa name: it answers that question", () => {
    const reply =
      "Je m'appelle Anouk Rivière, je suis née à Nantes et je vis à Lausanne. Je suis ingénieure en acoustique et je joue du violoncelle.\n\nPas encore de nom de playa, Yann propose « Chouette » mais je ne suis pas convaincue.";
    const fields = parseReply(reply, NOW);
    const { reasons } = judgeExtraction({ fields, reply, quoted: "", current: {}, profileCreated: false, now: NOW });
    expect(reasons.join(" ")).toMatch(/A paragraph of the bio is about the playa name/);
  });

  it("holds a labelled bio that asks the organisers a question", () => {
    const reply =
      "Name: Aroha Tane\nHome town: Hamilton\nBurns: 2\nBio: Physio, I brew ginger beer. Is there room in the camp trailer for a chest freezer?";
    const fields = parseReply(reply, NOW);
    const { reasons } = judgeExtraction({ fields, reply, quoted: "", current: {}, profileCreated: false, now: NOW });
    expect(reasons.join(" ")).toMatch(/The bio asks a question/);
  });
});

describe("session 14: the years a member tells in prose", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");

  it.each([
    ["My first burn was 2015 and I went every year through 2018, skipped 2019, then I've been back every year since 2022.", 8, 2015],
    ["I've done three full burns (2016, 2017, 2019) plus 2023 when the dust storm sent me home on Tuesday.", 4, 2016],
    ["I went in '17, '18 and '19 with a camp called Neon Tortoise Lounge, then this year I'm finally coming back.", 3, 2017],
    ["I've been going since 2008 and have not missed one since except the two covid years.", 16, 2008],
    ["sono stato al burn nel 2018, nel 2019 e l'anno scorso.", 3, 2018],
    ["Last year was my very first burn and I came home a different person.", 1, 2025],
    ["I went to the burn 2015-2017 and again in 2019.", 4, 2015],
  ])("counts “%s”", (text, burnYears, firstBurn) => {
    expect(findPhrases(text, NOW)).toMatchObject({ burnYears, firstBurn });
  });

  it("leaves years of a move, of someone else, and a first year alone", () => {
    expect(findPhrases("I moved to Oakland in 2016 and went to my first burn in 2018.", NOW).burnYears).toBeUndefined();
    expect(findPhrases("My first burn was 2019.", NOW)).toEqual({ firstBurn: 2019 });
    expect(findPhrases("my husband went in 2012, 2013 and 2015, I only went in 2019 and 2023", NOW)).toMatchObject({
      burnYears: 2,
      firstBurn: 2019,
    });
  });

  it("still takes a short decline that tells its past burns for a decline", () => {
    const reply =
      "leider klappt es dieses Jahr nicht bei mir – ich war 2019 und 2023 mit euch draußen, aber unser Baby kommt Ende August. Nächstes Jahr bin ich wieder dabei, versprochen!";
    const fields = parseReply(reply, NOW);
    expect(fields.burnYears).toBe(2);
    expect(
      replyOutcome({ fields, reply, quoted: "", current: {}, profileCreated: false, now: NOW, photo: false, judge: true }),
    ).toMatchObject({
      action: "not-a-profile",
      note: "declined",
    });
  });
});

describe("session 14, round 18 tuning: rules that hold across phrasings", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");

  it("leaves the years of a clause whose subject is someone else to them, and goes on with the member's", () => {
    expect(
      findPhrases(
        "I went in '11, '12 and '14 with Camp Nowhere Special, took a long break (kids), and came back in '24 and '25 with you all. My buddy Dez, who got me into this, has gone every year since '09.",
        NOW,
      ),
    ).toMatchObject({ burnYears: 5, firstBurn: 2011 });
    expect(
      findPhrases(
        "I camped with Rusty Lantern in 2017 and 2018, skipped 2019, then came to Camp Mirage in 2022 with my partner Jess. Jess has been going since 2012 and ran the kitchen. Me: 2017, 2018, 2022, 2023 and 2024, missed last year.",
        NOW,
      ),
    ).toMatchObject({ burnYears: 5, firstBurn: 2017 });
  });

  it("reads 'this year is my 4th time' in Japanese and Chinese answers as three burns so far", () => {
    expect(parseReply("氏名：高橋 美咲\nプラヤネーム：モモ\n出身地：仙台\n参加回数：今年で4回目です\n初参加：2018年", NOW).burnYears).toBe(
      3,
    );
    expect(parseReply("姓名：王小明\n花名：月亮\n家乡：成都\n参加次数：今年是我第三次\n第一次：2019", NOW).burnYears).toBe(2);
  });

  it("reads a count said with the verb of going in Italian, Turkish and Hebrew, and a first burn 'last year'", () => {
    expect(findPhrases("Ci sono stato una volta sola, nel 2024, e non vedo l'ora di tornare.", NOW)).toMatchObject({
      burnYears: 1,
      firstBurn: 2024,
    });
    expect(findPhrases("Üç kez gittim, ilki 2017'deydi.", NOW)).toMatchObject({ burnYears: 3, firstBurn: 2017 });
    expect(findPhrases("הייתי שלוש פעמים, הראשונה ב-2017.", NOW).burnYears).toBe(3);
    expect(parseReply("Ad soyad: Elif Demirtaş\nPlaya adı: Lale\nMemleket: Eskişehir\nİlk burn: geçen yıl", NOW).firstBurn).toBe(2025);
    expect(
      parseReply("Full name: Ada Byron\nPlaya name: Counter\nHome town: London\nYear of your first burn: last year", NOW).firstBurn,
    ).toBe(2025);
  });

  it("holds a reply that writes a number or a year over another", () => {
    const reply =
      "it's 5 burns, not 4! I forgot 2014. So my first burn was 2014, not 2016.\nHannelore Baptiste\nStatic\nPort-au-Prince\nMontreal\nHaiti";
    const fields = parseReply(reply, NOW);
    const { reasons } = judgeExtraction({ fields, reply, quoted: "", current: {}, profileCreated: false, now: NOW });
    expect(reasons.join(" ")).toMatch(/takes back something it said/);
  });

  it.each([
    ["Willen jullie mij alsjeblieft van deze lijst halen? Ik ben in 2019 en 2022 mee geweest maar ik kom niet meer terug.", "declined"],
    ["Please remove me from this list, I went twice (2018, 2019) but I'm done with it.", "declined"],
    ["Jonah, can you fill this in for both of us? You know my burns better than I do (4? 5?).", "later"],
    ["And what do they even mean by camp history, is that just Mirage or the ones before too?", "later"],
  ])("takes “%s” for no profile", (reply, note) => {
    const fields = parseReply(reply, NOW);
    const found = Object.entries(fields).filter(([f, v]) => f !== "bio" && v !== null).length;
    expect(notAProfile({ reply, fieldsFound: found })?.note).toBe(note);
  });
});

describe("session 15: a playa name told in prose, in more of the ways people say it", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");
  it.each([
    ["בפלאיה כולם קוראים לי סבבה. גדלתי בנתניה", "סבבה"],
    ["Ben Kerem Aksoy, playa'da herkes bana Simit diyor. Ankara'da doğdum", "Simit"],
    ["Mi chiamo Matteo Russo, in playa mi chiamano Bradipo perché la mattina sono lentissimo.", "Bradipo"],
    ["soy Renata Olvera, mi nombre de playa es Colibrí 🐦 este va a ser mi tercer burn", "Colibrí"],
    ["Родился в Казани. На плайе меня звали Медведь. Работаю звукорежиссёром.", "Медведь"],
    ["Vai ser meu primeiro burn!! Na playa podem me chamar de Tubarão 🦈", "Tubarão"],
    ["我叫林晓雯，playa名字是“饺子”。我在成都长大。", "饺子"],
    ["vengo da Bari ma ora abito a Torino. nome sulla playa: Polpo", "Polpo"],
    ["Rupert Osei - playa name Marmalade, don't ask. Grew up in Croydon.", "Marmalade"],
  ])("%s", (text, playaName) => {
    expect(findPhrases(text, NOW).playaName).toBe(playaName);
  });

  it("reads no name from a sentence that says there is none", () => {
    expect(findPhrases("Playa name: I don't have a playa name yet", NOW).playaName).toBeUndefined();
    expect(findPhrases("Ich bin Lena. Auf der Playa nennen mich alle Lenchen, weil ich so klein bin", NOW).playaName).toBe("Lenchen");
  });
});

describe("session 15: where a member lives and comes from, in more of the ways people say it", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");
  it.each([
    ["de Guadalajara pero ahorita vivo en la Ciudad de México. mi nombre", { location: "Ciudad de México" }],
    ["Sono cresciuto a Cagliari, adesso sto a Milano. Ci sono stato una volta", { location: "Milano", homeTown: "Cagliari" }],
    ["Ursprünglich komme ich aus Chemnitz, wohne aber seit ein paar Jahren in Leipzig.", { location: "Leipzig", homeTown: "Chemnitz" }],
  ])("%s", (text, facts) => {
    expect(findPhrases(text, NOW)).toMatchObject(facts);
  });

  it("does not read 'sto a' before a lower-case word (Italian 'I am about to')", () => {
    expect(findPhrases("sto a preparare la tenda, vivo a Torino", NOW).location).toBe("Torino");
  });
});

describe("session 15: the first year in more languages", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");
  it.each([
    ["הייתי שלוש פעמים, הראשונה ב-2017. אני מורה", 2017],
    ["去过两次火人节，第一次是2018年。", 2018],
    ["バーニングマンには二回行きました。最初は二〇一九年です。", 2019],
    ["3 burns, eerste in 2016", 2016],
    ["5 burns, premier en 2015", 2015],
    ["marmotte / sion / lausanne / suisse / 2 burns / 1er en 2022", 2022],
  ])("%s", (text, firstBurn) => {
    expect(findPhrases(text, NOW).firstBurn).toBe(firstBurn);
  });

  it("reads kanji digits as a year only when four of them stand before 年", () => {
    expect(findPhrases("二回行きました。", NOW).firstBurn).toBeUndefined();
    expect(findPhrases("3 burns, the first one in 2016 was with my sister, premier for her", NOW).firstBurn).toBe(2016);
  });
});

describe("session 15: places in a reply written all in lower case", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");
  it.each([
    [
      "sou o thiago, na playa me chamam de saci. sou de manaus mas moro em florianópolis faz uns 5 anos. fui em 2023",
      { homeTown: "manaus", location: "florianópolis" },
    ],
    [
      "sono chiara, sulla playa mi chiamano Polpo. sono nata a catania e da qualche anno vivo a milano. sono stata al burn",
      { homeTown: "catania", location: "milano" },
    ],
    [
      "ik ben bram, playanaam zeehond. kom oorspronkelijk uit leeuwarden maar woon nu in amsterdam. wordt mijn 2e burn",
      { homeTown: "leeuwarden", location: "amsterdam" },
    ],
    [
      "hey!! carmen here, playa name is Mango 🥭 from texas, living in denver now. 3 burns so far",
      { playaName: "Mango", location: "denver" },
    ],
  ])("%s", (text, facts) => {
    expect(findPhrases(text, NOW)).toMatchObject(facts);
  });

  it("reads no country as a town, and nothing that runs on past three words", () => {
    const facts = findPhrases("sou o caio. nasci no brasil, moro em lisboa. fui 2 vezes", NOW);
    expect(facts.homeTown).toBeUndefined();
    expect(facts.location).toBe("lisboa");
    expect(findPhrases("ich bin jonas. ich wohne in einer kleinen wg am stadtrand von graz. war 2x da", NOW).location).toBeUndefined();
  });

  it("reads no lower-case place in a reply written with capitals", () => {
    expect(findPhrases("I'm Jo. I live in the middle of nowhere these days. Been twice.", NOW).location).toBeUndefined();
  });
});

describe("session 15: the coming burn's number in more words", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");
  it.each([
    ["Ça va être mon 5e burn cette année, le premier c'était en 2017.", 4],
    ["バーンは今年で三回目で、初めて行ったのは2022年でした。", 2],
    ["Kaçıncı burn: bu ikincisi olacak", 1],
    ["bu yıl benim üçüncü burn'üm olacak", 2],
  ])("%s", (text, burnYears) => {
    expect(findPhrases(text, NOW).burnYears).toBe(burnYears);
  });
});

describe("session 15: more closings, and a lower-case name with a kiss", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");
  it.each(["À très vite", "à tout bientôt !", "Hasta pronto,", "Até logo!", "Bis bald"])("%s closes a letter", (line) => {
    expect(isSignOffLine(line)).toBe(true);
  });

  it("ends a bio above a note about the photo and a closing, and above 'jarrah x'", () => {
    const fr = parseReply(
      "Moi c'est Awa Diallo. Je suis ingénieure et je fabrique des lampes.\n\nJe vous mets une photo en pièce jointe !\n\nÀ très vite",
      NOW,
    );
    expect(fr.bio).toBe("Moi c'est Awa Diallo. Je suis ingénieure et je fabrique des lampes.");
    const en = parseReply("it's Jarrah here. grew up in Bundaberg. i'm a vet nurse and i make a mean caramel slice\n\njarrah x", NOW);
    expect(en.bio).toBe("it's Jarrah here. grew up in Bundaberg. i'm a vet nurse and i make a mean caramel slice");
  });
});

describe("session 15: the country after the town of birth", () => {
  it("reads 'Nasci em Recife, no Brasil' and 'born in Cebu in the Philippines'", () => {
    const NOW = new Date("2026-07-15T12:00:00Z");
    expect(findPhrases("Sou o João. Nasci em Recife, no Brasil, e moro em Lisboa há seis anos.", NOW)).toMatchObject({
      homeTown: "Recife",
      country: "Brasil",
      location: "Lisboa",
    });
    expect(findPhrases("I was born in Cebu in the Philippines.", NOW)).toMatchObject({ homeTown: "Cebu", country: "Philippines" });
  });
});

describe("session 15, round 19 tuning: declines that say the member skips this year", () => {
  it.each([
    "grazie dell'invito! Quest'anno purtroppo salto: a fine agosto nasce il nostro secondo figlio. Ci sono stato sei volte.",
    "Este año me lo salto, lo siento mucho.",
    "Cette année je passe mon tour, désolé !",
    "Thanks! This year I'm sitting it out, new job.",
  ])("%s", (text) => {
    expect(notAProfile({ reply: text, fieldsFound: 0 })?.note).toBe("declined");
  });
});

describe("session 15, round 19 tuning: more of how members say where they live and how often they went", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");
  it.each([
    ["Ik ben er vier keer geweest, de eerste keer in 2015.", { burnYears: 4, firstBurn: 2015 }],
    ["Ik ben geboren in Groningen en woon nu al zes jaar in Utrecht.", { homeTown: "Groningen", location: "Utrecht" }],
    ["Born in Canada, grew up in Red Deer and I'm in Calgary now.", { homeTown: "Red Deer", location: "Calgary" }],
    ["meine Freunde sagen Lenz zu mir, auf der Playa heiße ich aber Dachs.", { playaName: "Dachs" }],
  ])("%s", (text, facts) => {
    expect(findPhrases(text, NOW)).toMatchObject(facts);
  });
});

describe("session 15: Korean prose, and a year told as the first before a later one", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");
  it("reads a Korean letter", () => {
    const text =
      "안녕하세요!\n\n저는 이하은이에요. 플라야에서는 다들 저를 호랑이라고 불러요. 부산에서 태어났고 지금은 서울에 살고 있어요. 버닝맨은 세 번 가봤고 처음 간 건 2018년이었어요.";
    expect(findPhrases(text, NOW)).toMatchObject({
      name: "이하은",
      playaName: "호랑이",
      homeTown: "부산",
      location: "서울",
      burnYears: 3,
      firstBurn: 2018,
    });
  });

  it("reads '2023 was my first burn and 2025 my second' as a first burn in 2023", () => {
    expect(findPhrases("I grew up in Akron. 2023 was my first burn and 2025 my second - skipped 2024.", NOW).firstBurn).toBe(2023);
  });
});

describe("session 15, round 20 tuning: Vietnamese greeting and first year, last year in more languages", () => {
  const NOW = new Date("2026-07-15T12:00:00Z");
  it("reads 'Năm ngoái là lần đầu' (last year was the first time)", () => {
    const fields = parseReply(
      "Dạ em chào anh chị ạ.\nEm tên là Trần Minh Khoa. Năm ngoái là lần đầu em đi burn, năm nay là lần thứ hai.",
      NOW,
    );
    expect(fields.firstBurn).toBe(2025);
  });
});

describe("session 15, round 20 tuning: more that is not a profile", () => {
  it.each([
    ["Ciao ragazzi, grazie dell'invito ma quest'anno purtroppo non ci sarò - a giugno è nato il mio secondo figlio", "declined"],
    [
      "Bonjour,\n\nCette adresse n'est plus consultée depuis le 30 juin 2026.\nMerci d'adresser vos messages à communication@example.fr.",
      "away",
    ],
    ["This mailbox is no longer monitored. Please write to info@example.org.", "away"],
    ["lol sorry, had to try. Real answers coming on Sunday once I dig up my old ticket emails", "later"],
  ])("%s", (reply, note) => {
    expect(notAProfile({ reply, fieldsFound: 0 })?.note).toBe(note);
  });
});

describe("session 16: prose that only tells the answers again is no bio", () => {
  const NOW16 = new Date("2026-07-15T12:00:00Z");
  it("reads no bio from prose whose every sentence holds a value already read", () => {
    const facts =
      "ik ben bram hoekstra, playanaam zeehond kom oorspronkelijk uit leeuwarden maar woon nu in amsterdam. wordt mijn 2e burn, de eerste was in 2024";
    expect(parseReply(facts, NOW16, { senderName: "Bram Hoekstra" })).toMatchObject({ name: "bram hoekstra", bio: null });
  });
  it("keeps the whole letter as the bio when one sentence tells something else", () => {
    const story =
      "ik ben bram hoekstra, kom oorspronkelijk uit leeuwarden maar woon nu in amsterdam. ik ben timmerman en ik bouw graag koepels";
    expect(parseReply(story, NOW16, { senderName: "Bram Hoekstra" }).bio).toBe(story);
  });
});

describe("session 16, round 21 tuning: years left out, counts in one word, Arabic names", () => {
  const NOW16 = new Date("2026-07-15T12:00:00Z");
  it("leaves out the years written after 'minus', 'skipped' or 'пропустил', spans included", () => {
    expect(parseBurnCount("every year since '15 minus 2020-21 and 2023 (broke my leg)", NOW16)).toEqual({ count: 8, firstYear: 2015 });
    expect(parseBurnCount("езжу с 2017 года, пропустил 2020–2021 (понятно почему) и позапрошлый год", NOW16)).toEqual({
      count: 6,
      firstYear: 2017,
    });
    expect(parseBurnCount("2012-2016, skipped 2014", NOW16)).toEqual({ count: 4, firstYear: 2012 });
  });
  it("keeps a count written before 'since' when what follows names no year", () => {
    expect(parseBurnCount("4 since 2017, without my husband", NOW16).count).toBe(4);
  });
  it("reads 'Twice (2022 and 2024)' as two, whatever other years the answer tells", () => {
    expect(parseBurnCount("Twice (2022 and 2024). I also did 2 weeks on the Temple build crew in 2023", NOW16).count).toBe(2);
    expect(parseBurnCount("Twice (2022 and 2024)", NOW16)).toEqual({ count: 2, firstYear: 2022 });
  });
  it("keeps an Arabic name part that joins the next word, and reads Egyptian counts and 'they call me'", () => {
    const facts = findPhrases("أنا اسمي منة الله عبد الرحمن، وصحابي في البلايا بيندهولي «بسبوسة». رحت البيرن تلات مرات.", NOW16);
    expect(facts).toMatchObject({ name: "منة الله عبد الرحمن", playaName: "بسبوسة", burnYears: 3 });
  });
});

describe("session 16, round 21 tuning: Afrikaans, Catalan, Swahili and Hindi answers", () => {
  const NOW16 = new Date("2026-07-15T12:00:00Z");
  it("reads the questions as members translate them", () => {
    expect(matchLabel("Tuisdorp: Upington")?.field).toBe("homeTown");
    expect(matchLabel("Oor my: ek is 'n wynmaker")?.field).toBe("bio");
    expect(matchLabel("Mji wa nyumbani: Eldoret")?.field).toBe("homeTown");
    expect(matchLabel("Ile razy byłam: trzy razy")?.field).toBe("burnYears");
    expect(matchLabel("Qualcosa su di me: pizzaiolo")?.field).toBe("bio");
    expect(matchLabel("On visc ara: Barcelona")?.field).toBe("location");
  });
  it("stores nothing for 'bado sina' and 'hakuna bado', and reads a Swahili first-timer", () => {
    const fields = parseReply(
      [
        "Jina kamili: Neema Odhiambo",
        "Jina la playa: bado sina",
        "Kambi: hakuna bado",
        "Idadi ya burns: sijawahi kwenda, hii itakuwa mara yangu ya kwanza!",
      ].join("\n"),
      NOW16,
    );
    expect(fields).toMatchObject({ name: "Neema Odhiambo", playaName: null, campHistory: null, burnYears: 0 });
  });
  it("reads a Hindi count and leaves 'धन्यवाद,' with the name under it out of the bio", () => {
    expect(burnCountAnswerI18n("दो (२०२३ और पिछले साल)")).toBe(2);
    expect(isSignOffLine("धन्यवाद,")).toBe(true);
  });
  it("reads 'born & raised in' and an answer typed in bold", () => {
    expect(findPhrases("born & raised in Valletta, Malta, living in Toronto now", NOW16).homeTown).toBe("Valletta");
    expect(cleanBlock("*Marine biologist at the aquarium.*", 2000)).toBe("Marine biologist at the aquarium.");
    expect(cleanBlock("I love *really* loud music", 2000)).toBe("I love *really* loud music");
  });
});

describe("session 16, round 21 tuning: Catalan and Greek prose, Chinese 'playa 上的名字'", () => {
  const NOW16 = new Date("2026-07-15T12:00:00Z");
  it("reads a Catalan letter", () => {
    const facts = findPhrases(
      "Sóc la Núria Puigdomènech, de Girona, tot i que ara visc a Barcelona. A la playa em diuen Gavina. Hi he anat tres vegades.",
      NOW16,
    );
    expect(facts).toMatchObject({ name: "Núria Puigdomènech", location: "Barcelona", playaName: "Gavina", burnYears: 3 });
  });
  it("reads 'Με λένε …', this year's burn by its Greek ordinal and 'η πρώτη ήταν το 2017'", () => {
    const facts = findPhrases(
      "Με λένε Δήμητρα Σταυροπούλου και στην playa με φωνάζουν Σπουργίτι. Φέτος θα είναι η τέταρτη φορά μου, η πρώτη ήταν το 2017.",
      NOW16,
    );
    expect(facts).toMatchObject({ name: "Δήμητρα Σταυροπούλου", playaName: "Σπουργίτι", burnYears: 3, firstBurn: 2017 });
  });
  it("reads the playa name after 'playa 上的名字是'", () => {
    expect(findPhrases("在 playa 上的名字是「鳳梨酥」。", NOW16).playaName).toBe("鳳梨酥");
  });
});

describe("session 16, round 21 tuning: '3x' for three times", () => {
  const NOW16 = new Date("2026-07-15T12:00:00Z");
  it("reads '3x: '19, '22 en '24' as three burns from 2019", () => {
    expect(parseBurnCount("3x: '19, '22 en '24", NOW16)).toEqual({ count: 3, firstYear: 2019 });
    expect(parseBurnCount("2x (2023 + 2025)", NOW16)).toEqual({ count: 2, firstYear: 2023 });
  });
});

describe("session 16, round 22 tuning: Korean prose, a call instead of answers", () => {
  const NOW16 = new Date("2026-07-15T12:00:00Z");
  it("reads '플라야 이름은', a city and its district, and the year before '처음'", () => {
    const facts = findPhrases(
      "저는 윤서진이고, 플라야 이름은 '호떡'이에요. 지금은 서울 마포구에 살고 있어요. 버닝맨은 2016년에 처음 갔고, 그 뒤로 2018년에도 갔어요.",
      NOW16,
    );
    expect(facts).toMatchObject({ playaName: "호떡", location: "서울 마포구", firstBurn: 2016 });
    expect(findPhrases("지금은 마포구에 살고 있어요", NOW16).location).toBe("마포구");
  });
  it("knows a member who will phone instead of answering", () => {
    expect(notAProfile({ reply: "Hi, easier if I just call you about this - I'll ring Thursday evening.", fieldsFound: 0 })?.note).toBe(
      "later",
    );
  });
});

describe("session 17: a first burn told by how long ago it was", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the year from 'N years ago' and 'last year' where the count is read the same", () => {
    expect(findPhrases("Fui por primera vez hace tres años y desde entonces no he faltado: este será mi cuarto.", now)).toEqual({
      burnYears: 3,
      firstBurn: 2023,
    });
    expect(findPhrases("Sono stata tre volte (2018, 2022 e l'anno scorso).", now)).toMatchObject({ firstBurn: 2018 });
    expect(findPhrases("Hi he anat dues vegades (2022 i l'any passat).", now)).toMatchObject({ firstBurn: 2022 });
    expect(findPhrases("ذهبت ثلاث مرات: أول مرة كانت قبل ثماني سنوات، ثم في ٢٠٢٢ و٢٠٢٤.", now)).toMatchObject({ firstBurn: 2018 });
  });
  it("leaves a year of something else alone", () => {
    // A move told by how long ago it was is no burn: no first burn is made of it.
    expect(findPhrases("I moved to Leeds five years ago. This will be my second burn.", now).firstBurn).toBeUndefined();
    expect(findPhrases("Ich wohne seit drei Jahren in Wien.", now).firstBurn).toBeUndefined();
  });
});

describe("session 17, round 23 tuning: playa names, since-years, counts with last year, closings and quotes", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads playa names told in more ways, in English and other languages", () => {
    expect(findPhrases("I'm Ravi Menon, though on playa everybody calls me Monsoon.", now).playaName).toBe("Monsoon");
    expect(findPhrases("Chamo-me Rita Sousa e na playa sou a Andorinha.", now).playaName).toBe("Andorinha");
    expect(findPhrases("Je m'appelle Léa Morel, alias Libellule sur la playa.", now).playaName).toBe("Libellule");
    // A role is not a name.
    expect(findPhrases("En la playa soy el que cocina para todos.", now).playaName).toBeUndefined();
  });
  it("reads the first burn and the count from a year the member started going", () => {
    expect(findPhrases("我從2017年開始參加火人節，一共三次。", now)).toMatchObject({ burnYears: 3, firstBurn: 2017 });
    expect(findPhrases("Voy al burn desde 2018 y este será mi sexto.", now)).toMatchObject({ burnYears: 5, firstBurn: 2018 });
    expect(findPhrases("I've been just once, in 2023, and loved it.", now)).toMatchObject({ burnYears: 1, firstBurn: 2023 });
  });
  it("counts 'last year' among listed years, and a year not gone is not counted", () => {
    expect(parseBurnCount("trois : 2017, 2019 et l'an dernier", now)).toEqual({ count: 3, firstYear: 2017 });
    expect(parseBurnCount("1 (last year!)", now)).toEqual({ count: 1, firstYear: 2025 });
    // ("…voltei nos três anos seguintes; no ano passado não pude ir": no count is better than a wrong one.)
    expect(
      findPhrases("Fui pela primeira vez em 2017 e voltei nos três anos seguintes; no ano passado não pude ir.", now).burnYears,
    ).toBeUndefined();
    expect(findPhrases("I went in 2018 and 2019, but last year I couldn't go.", now).burnYears).toBe(2);
  });
  it("stores camps written as a list without the list's marks", () => {
    expect(parseReply("Name: Tam Ng\nCamps:\n* Dust Devils (2017)\n* Camp Mirage (2023)\nBio: Welder.", now).campHistory).toBe(
      "Dust Devils (2017)\nCamp Mirage (2023)",
    );
  });
  it("ends a bio before a closing phrase with a comma, a Chinese signature and a photo note after a greeting", () => {
    expect(parseReply("Name: Ana Bell\nBio: I fix bikes and bake bread.\n\nKeep on trucking,\nAna", now).bio).toBe(
      "I fix bikes and bake bread.",
    );
    expect(cleanBlock("我是工程師，喜歡做燈光裝置。\n\n柏翰 敬上", 2000)).toBe("我是工程師，喜歡做燈光裝置。");
    expect(
      parseReply("Hi! Photo attached 📸\n\nI'm Jo Park, I grew up in Busan and I teach maths. I juggle and I bake far too much bread.", now)
        .bio,
    ).toMatch(/^I'm Jo Park/);
  });
  it("reads 'ひとこと' as the bio and a place without how long the member has lived there", () => {
    expect(field("ひとこと：大工です。")).toBe("bio");
    expect(parseReply("Name: Lee Fox\nLive now: Black Mountain, NC - 11 years\nBurns: 2", now).location).toBe("Black Mountain, NC");
  });
  it("takes lines quoted with initials (The Bat!, Supercite) and 'Вы писали …:' as quoted mail", () => {
    const { reply } = splitReply(
      "Name: Ivan Petrov\nBurns: 2\n\nВы писали 1 июля 2026 г., 22:12:05:\n\nCM> Hi Ivan,\nCM> Welcome to Camp Mirage!",
    );
    expect(reply).not.toMatch(/Welcome|писали/);
    expect(reply).toMatch(/Ivan Petrov/);
  });
  it("reads a table pasted as text, a bare list whose count says more, and not a greeting as the camp question", () => {
    expect(matchLabel("Bio\tWelder (mostly gates) and amateur astronomer.")).toEqual({
      field: "bio",
      answer: "Welder (mostly gates) and amateur astronomer.",
    });
    expect(matchLabel("Hello Camp Mirage, my answers:")).toBeNull();
    expect(matchLabel("Hi Full name: Ana Bell")).toMatchObject({ field: "name" });
    const list = parseReply(
      "Hello Camp Mirage, my answers:\n\nAna Bell\nHeron\nLeeds\nYork\nUK\n0 – first one this year!\n–\nnone yet\nI fix bikes and sing in a choir.",
      now,
    );
    expect(list).toMatchObject({ name: "Ana Bell", playaName: "Heron", country: "UK", burnYears: 0, campHistory: null });
  });
  it("reads an Arabic playa name in its quotes, the country of the birth, and 'the first in 2019'", () => {
    expect(findPhrases("اسمي سامي خوري، وفي البلايا ينادونني «زيتون». وُلدت في صيدا في لبنان.", now)).toMatchObject({
      playaName: "زيتون",
      country: "لبنان",
    });
    expect(findPhrases("حضرت البيرن مرتين: الأولى في ٢٠١٨ والثانية في ٢٠٢٣.", now)).toMatchObject({ burnYears: 2, firstBurn: 2018 });
  });
  it("takes the year of the one sentence that tells the one burn, and a last line asking if more is needed as a note", () => {
    expect(findPhrases("No playa name yet, someone give me one! I've been just once, in 2022, with friends.", now)).toMatchObject({
      burnYears: 1,
      firstBurn: 2022,
    });
    expect(cleanBlock("Реставратор мебели, играю на гитаре.\n\nЕсли нужно что-то ещё, пишите.", 2000)).toBe(
      "Реставратор мебели, играю на гитаре.",
    );
  });
  it("reads burns named by their theme", () => {
    expect(parseBurnCount("Radical Ritual, I, Robot and Animalia", now)).toEqual({ count: 3, firstYear: 2017 });
    expect(findPhrases("My first burn was the Carnival of Mirrors year and I've been back twice since.", now).firstBurn).toBe(2015);
    // A theme's word in prose that is not about a burn is left alone.
    expect(findPhrases("I work at Metropolis Books in Leeds.", now).firstBurn).toBeUndefined();
  });
  it("reads the years after 'Been twice' at a sentence's start, 'byłam już N razy', 'sería mi N' and 'voy desde'", () => {
    expect(findPhrases("Playa name is Gull (don't ask). Been twice, 2018 and 2023, so this year's my third.", now)).toMatchObject({
      burnYears: 2,
      firstBurn: 2018,
    });
    expect(findPhrases("Byłem już trzy razy, pierwszy raz w 2018 roku.", now)).toMatchObject({ burnYears: 3, firstBurn: 2018 });
    expect(findPhrases("Voy desde 2016, así que este sería mi sexto.", now)).toMatchObject({ burnYears: 5, firstBurn: 2016 });
  });
  it("session 17, round 24: a nationality names the country, a count in words comes before its years, more labels", () => {
    expect(parseReply("Name: Kim Roy\nCountry of birth: Jamaican!\nBurns: 2", now).country).toBe("Jamaica");
    expect(parseReply("Name: Kim Roy\nBorn: Bajan born and bred\nBurns: 2", now).country).toBe("Barbados");
    expect(findPhrases("I'm Canadian, born in Moncton, and I live in Halifax.", now).country).toBe("Canada");
    expect(findPhrases("I'm Priya Shah and I live in Leeds.", now).country).toBeUndefined();
    expect(parseBurnCount("drie keer: 2018, 2019 en vorig jaar", now).count).toBeNull();
    expect(burnCountAnswerI18n("drie keer: 2018, 2019 en vorig jaar")).toBe(3);
    expect(field("Kota asal: Bandung")).toBe("homeTown");
    expect(field("Tentang saya: penari")).toBe("bio");
    expect(field("ชื่อในเพลย่า: มะม่วง")).toBe("playaName");
    expect(field("Første burn: 2019")).toBe("firstBurn");
  });
  it("session 17, round 24: a last line announcing more, a Ukrainian note, and 'when we're home'", () => {
    expect(cleanBlock("Potter and cyclist.\n\nY en español, para mi madre:", 2000)).toBe("Potter and cyclist.");
    expect(cleanBlock("Керамістка, викладаю в студії.\n\nЯкщо ще щось потрібно, пишіть.", 2000)).toBe("Керамістка, викладаю в студії.");
    expect(notAProfile({ reply: "Busy week with family. I'll send my answers when we're home. Promise!", fieldsFound: 0 })).toMatchObject({
      note: "later",
    });
  });
  it("session 17, round 24: Czech and Thai header blocks, Norwegian camps and bio, a Japanese greeting after the addressee", () => {
    const cz = splitReply(
      "Jméno: Jan Novák\nPočet burnů: 2\n\nOd: Camp Mirage <admin@camp.example.org>\nOdesláno: středa 1. července 2026 21:12\nKomu: Jan Novák\nPředmět: Join the Camp Mirage member directory\n\nHi Jan,",
    );
    expect(cz.reply).not.toMatch(/Od:|Předmět|Hi Jan/);
    const th = splitReply(
      "ชื่อ: สมชาย\n\nจาก: Camp Mirage <admin@camp.example.org>\nส่ง: 1 กรกฎาคม 2569\nถึง: สมชาย\nเรื่อง: Join the Camp Mirage member directory\n\nHi",
    );
    expect(th.reply).not.toMatch(/จาก|เรื่อง/);
    expect(field("Leirer: Viking Village")).toBe("campHistory");
    expect(field("Om meg: snekker")).toBe("bio");
    const story = "山田太郎です。大工をしていて、週末は山で写真を撮っています。キャンプではシェードの設営を手伝えます。";
    expect(proseBio(`Camp Mirage のみなさま\n\nはじめまして。\n\n${story}`.split("\n"), 2000)).toBe(story);
  });
  it("session 17, round 24: Korean prose, 'dabei war ich bisher dreimal', 'me llama', 'nennen mich alle nur'", () => {
    expect(findPhrases("저는 김하늘이라고 하고, 플라야에서는 '호떡'이라고 불려요.", now)).toMatchObject({
      name: "김하늘",
      playaName: "호떡",
    });
    expect(findPhrases("버닝맨은 재작년에 처음 갔고 작년에도 갔으니까 올해가 세 번째예요.", now)).toEqual({
      burnYears: 2,
      firstBurn: 2024,
    });
    expect(findPhrases("Dabei war ich bisher viermal, zuerst 2017.", now).burnYears).toBe(4);
    expect(findPhrases("Soy Ana, pero en la playa todo el mundo me llama Chispa.", now).playaName).toBe("Chispa");
    expect(findPhrases("Ich bin Jonas, auf der Playa nennen mich alle nur Brezel.", now).playaName).toBe("Brezel");
  });
  it("session 17, round 24: 'me crié en', Romanian and Vietnamese prose", () => {
    expect(findPhrases("Me crié en Logroño y desde hace años vivo en Bilbao.", now).homeTown).toBe("Logroño");
    expect(
      findPhrases("Mă numesc Ana Pop, iar pe playa mi se spune Zacuscă. Am crescut în Sibiu și locuiesc acum în Iași.", now),
    ).toMatchObject({
      name: "Ana Pop",
      playaName: "Zacuscă",
      homeTown: "Sibiu",
      location: "Iași",
    });
    expect(findPhrases("Am fost la burn o singură dată, în 2023.", now)).toMatchObject({ burnYears: 1, firstBurn: 2023 });
    expect(findPhrases("Mình lớn lên ở Đà Nẵng và hiện đang sống ở Hà Nội.", now)).toMatchObject({
      homeTown: "Đà Nẵng",
      location: "Hà Nội",
    });
  });
  it("session 17, round 24: Hindi and Persian prose, and the Persian non-joiner kept", () => {
    expect(
      findPhrases(
        "मेरा नाम रोहन वर्मा है और प्लाया पर लोग मुझे लड्डू बुलाते हैं। मैं पुणे में पला-बढ़ा हूँ और अब दिल्ली में रहता हूँ। मैं तीन बार बर्न गया हूँ: पहली बार 2019 में।",
        now,
      ),
    ).toMatchObject({
      name: "रोहन वर्मा",
      playaName: "लड्डू",
      homeTown: "पुणे",
      location: "दिल्ली",
      burnYears: 3,
      firstBurn: 2019,
    });
    expect(
      findPhrases(
        "من آرش کریمی هستم و در پلایا صدایم می‌کنند «پسته». در تبریز بزرگ شده‌ام و الان در ونکوور زندگی می‌کنم. سه بار به برن رفته‌ام.",
        now,
      ),
    ).toMatchObject({
      name: "آرش کریمی",
      playaName: "پسته",
      homeTown: "تبریز",
      location: "ونکوور",
      burnYears: 3,
    });
    expect(splitReply("مهندس هستم و سه‌تار می‌زنم.").reply).toBe("مهندس هستم و سه‌تار می‌زنم.");
  });
  it("knows a reply that says the invitation reached the wrong person", () => {
    expect(
      notAProfile({ reply: "Who is this? I think you have the wrong person, I've never been to a desert festival.", fieldsFound: 0 }),
    ).toMatchObject({
      note: "declined",
    });
  });
});

describe("session 18: camp history told in prose", () => {
  it("reads the camps a member tells they were with, in the order told", () => {
    expect(campsInProse("I've done two burns, 2023 and 2025, both with Camp Mirage.")).toBe("Camp Mirage");
    expect(campsInProse("I've been three times – first with Tea & Strumpets, then with Camp Mirage.")).toBe("Tea & Strumpets, Camp Mirage");
    expect(campsInProse("I've camped with Lost Penguins and then Camp Mirage.")).toBe("Lost Penguins, Camp Mirage");
    // (Session 26: with its year beside it too, as the authors of rounds 46 to 52 store camp histories.)
    expect(campsInProse("My first was 2024 with a little camp called Tundra Tea House.")).toBe("Tundra Tea House");
    expect(campsInProse("I went once with a little camp called Tundra Tea House and loved it.")).toBe("Tundra Tea House");
    expect(campsInProse("دو بار اول با Persian Carpet Lounge بودم و دو بار آخر با Camp Mirage.")).toBe(
      "Persian Carpet Lounge, Camp Mirage",
    );
    expect(campsInProse("두 번 다 Camp Mirage와 함께였어요.")).toBe("Camp Mirage");
  });
  it("leaves out other people's camps, camps still to come and greetings", () => {
    expect(campsInProse("She camps with Disco Drifters, and I tag along.")).toBeNull();
    expect(campsInProse("This year I'm hoping to camp with Camp Mirage.")).toBeNull();
    expect(campsInProse("Am Burn war ich erst einmal, und diesmal komme ich mit Camp Mirage.")).toBeNull();
    expect(campsInProse("Hi Camp Mirage! I'm Jo.")).toBeNull();
    expect(campsInProse("I've been with Camp Mirage since 2017.")).toBe("Camp Mirage");
    expect(campsInProse("I went with my friend Sam.")).toBeNull();
  });
  it("is applied only after an admin: a confident reply is applied without it", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const reply =
      "I'm Marta Kowalczyk, playa name Sparrow. I grew up in Gdańsk and now live in Seattle. I've been to the burn twice, in 2019 and 2023, both times camping with Dusty Disco. I teach ceramics.";
    // (Session 24: camps named with the word "Camp" are applied; a name without it is still a guess.)
    const fields = parseReply(reply, now);
    expect(fields.campHistory).toBe("Dusty Disco");
    expect(replyOutcome({ fields, reply, quoted: "", current: {}, profileCreated: false, now, photo: false, judge: true })).toEqual({
      action: "apply",
      withheld: ["campHistory"],
    });
    // A camp history answered to its question is the member's answer, applied as written.
    const labelled = "Full name: Marta Kowalczyk\nPlaya name: Sparrow\nCamp history: Camp Mirage both times";
    const outcome = replyOutcome({
      fields: parseReply(labelled, now),
      reply: labelled,
      quoted: "",
      current: {},
      profileCreated: false,
      now,
      photo: false,
      judge: true,
    });
    expect(outcome.action === "apply" ? outcome.withheld : null).toEqual([]);
  });
});

describe("session 18, rounds 25 and 26 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("counts each part of a story of years with its own years left out", () => {
    const told = "every year from 2011 to 2019 except 2014 (broken wrist) and 2017 (thesis), then 2022 onwards apart from 2024";
    expect(parseBurnCount(told, now)).toEqual({ count: 10, firstYear: 2011 });
    expect(parseBurnCount("every year from 2011 to 2019 except 2014 and 2017", now)).toEqual({ count: 7, firstYear: 2011 });
    expect(parseBurnCount("2019 on", now)).toEqual({ count: 5, firstYear: 2019 });
    expect(parseBurnCount("every year since 2011 except the covid years", now)).toEqual({ count: 13, firstYear: 2011 });
  });
  it("keeps an elided particle inside a place, and the last word of a wrapped sentence in its answer", () => {
    expect(parseReply("I grew up in Coeur d'Alene, Idaho and I've lived in Boise for twelve years.", now).homeTown).toBe(
      "Coeur d'Alene, Idaho",
    );
    const wrapped = "Volledige naam: Joost van der Berg\nOver mij: Fietsenmaker. Ik regel de fietsenreparatie in het\nkamp.\n\nGroetjes,";
    expect(parseReply(wrapped, now).bio).toBe("Fietsenmaker. Ik regel de fietsenreparatie in het\nkamp.");
  });
  it("reads a numbered answer that names its own question", () => {
    const reply =
      "1. Rosa Medina\n2. Ristra\n3. El Paso, TX\n4. Albuquerque, NM\n5. USA\n6. 7\n7. 2011\n8. Chile Con Carnival\n\n9. Oops, almost forgot the bio: Librarian and mariachi violinist.";
    expect(parseReply(reply, now)).toMatchObject({
      name: "Rosa Medina",
      campHistory: "Chile Con Carnival",
      bio: "Librarian and mariachi violinist.",
    });
  });
  it("knows a help desk's acknowledgement, a wrong person, a Polish no, and a photo sent with a promise", () => {
    const none = { fieldsFound: 0 };
    expect(
      notAProfile({ ...none, subject: "[Request received] Join the Camp Mirage member directory", reply: "Hi Xavier", fieldsFound: 4 })
        ?.note,
    ).toBe("away");
    expect(
      notAProfile({ ...none, reply: "##- Please type your reply above this line -##\n\nYour request (48213) has been received." })?.note,
    ).toBe("away");
    expect(notAProfile({ ...none, reply: "I think this was meant for a different Zoë - there are two of us in Utrecht." })?.note).toBe(
      "declined",
    );
    expect(notAProfile({ ...none, reply: "dziękuję za zaproszenie, ale w tym roku niestety nie jadę." })?.note).toBe("declined");
    const reply = "That's me in the pink fur coat at the Temple. Proper answers coming once I'm off night shifts!";
    const fields = parseReply(reply, now);
    expect(replyOutcome({ fields, reply, quoted: "", current: {}, profileCreated: false, now, photo: true, judge: true })).toMatchObject({
      action: "photo-only",
      note: { note: "later" },
    });
  });
  it("holds a bio that begins with a question's number", () => {
    const fields = { ...parseReply("Full name: Rosa Medina\nPlaya name: Ristra\nHome town: El Paso", now), bio: "9. Oops: librarian." };
    expect(judgeExtraction({ fields, reply: "", quoted: "", current: {}, profileCreated: false, now }).reasons).toContain(
      "Bio begins with a question's number: “9. Oops: librarian.”",
    );
  });
});

describe("session 18, rounds 25 and 26 tuning: shapes of mail", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("numbers the member's own ordered HTML list, and leaves a quoted one as it was", () => {
    const html =
      "<div>Hello,</div><ol><li><p>Yasmin Mansour</p></li><li><p>Za'atar Queen</p></li></ol><blockquote><ol><li>Full name:</li></ol></blockquote>";
    expect(htmlReplyText(html).split("\n")).toEqual(["Hello,", "1. Yasmin Mansour", "", "2. Za'atar Queen", "", "> - Full name:"]);
  });
  it("splits numbered answers typed on one line, and reads '6/7.' as both burn answers", () => {
    const oneLine =
      "1) Bart Mulder; 2) Clog Dancer; 3) Zwolle; 4) Calgary, AB; 5) Netherlands; 6) 3; 7) 2017; 8) Camp Mirage; 9) Wind turbine technician.";
    expect(parseReply(oneLine, now)).toMatchObject({
      name: "Bart Mulder",
      location: "Calgary, AB",
      burnYears: 3,
      firstBurn: 2017,
      bio: "Wind turbine technician.",
    });
    const paired =
      "1. Maren Olsen\n2. Fjord Fox\n3. Ålesund\n4. Ballard, Seattle\n5. Norway\n6/7. 2 – 2019 and 2024\n8. Camp Mirage\n9. Ferry engineer.";
    expect(parseReply(paired, now)).toMatchObject({ burnYears: 2, firstBurn: 2019, campHistory: "Camp Mirage", bio: "Ferry engineer." });
    // Two other questions on one line are left unread, not read as the first of them (where the member is "now"
    // is read as the prose would be, session 29).
    const other = "1. Maren Olsen\n2. Fjord Fox\n3/4. Ålesund, now Seattle\n5. Norway\n6. 2\n7. 2019\n8. Camp Mirage\n9. Ferry engineer.";
    expect(parseReply(other, now)).toMatchObject({ homeTown: null, location: "Seattle", burnYears: 2 });
  });
  it("reads the years either side of the pandemic", () => {
    expect(parseFirstBurn("the year before Covid", now)).toBe(2019);
    expect(parseFirstBurn("first one back after the pandemic", now)).toBe(2022);
    expect(parseFirstBurn("el año antes de la pandemia", now)).toBe(2019);
    expect(findPhrases("This will be my fifth burn; my first was the year before covid.", now)).toEqual({ burnYears: 4, firstBurn: 2019 });
  });
  it("keeps a reply written below a quote that opens with '------- Original Message -------'", () => {
    const text =
      "------- Original Message -------\nOn Wednesday, July 1st, 2026 at 10:12 PM, Camp Mirage <admin@camp.example.org> wrote:\n\n> Hi Neema,\n>    1. Full name:\n> See you in the dust!\n\nMimi ni Neema Shirima.\n\nNeema";
    expect(splitReply(text).reply).toBe("Mimi ni Neema Shirima.\n\nNeema");
  });
  it("reads a long answer typed on its question's line in the quote", () => {
    const bio =
      "Pharmacist by day, Bharatanatyam teacher on weekends. I'll run a sunrise dance class if anyone is awake, and I bring a thermos of filter coffee everywhere.";
    const text = [
      "Please see my answers in red below.",
      "",
      "From: Camp Mirage <admin@camp.example.org>",
      "Sent: Wednesday, July 1, 2026 7:12 PM",
      "Subject: Join the Camp Mirage member directory",
      "",
      "   1. Full name: Devika Balasubramanian",
      "   2. Playa name: Jasmine Garland",
      "   3. Home town: Coimbatore",
      `   9. Bio (tell us about yourself): ${bio}`,
    ].join("\n");
    expect(parseReply(splitReply(text).reply, now).bio).toBe(bio);
  });
});

describe("session 18, rounds 25 and 26 tuning: names and sums in prose", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads a name opening the letter in more of the ways members write it", () => {
    expect(findPhrases("Anirban Sengupta, brought up in Kolkata and living in Noida for work.", now).name).toBe("Anirban Sengupta");
    expect(findPhrases("Alors moi c'est Gaëlle Morvan, et depuis mon premier burn tout le monde m'appelle Crevette.", now).name).toBe(
      "Gaëlle Morvan",
    );
    expect(findPhrases("Aku Dewi Lestari Putri, di playa dipanggil Kunang-Kunang.", now).name).toBe("Dewi Lestari Putri");
    expect(findPhrases("Mình là Trần Thị Minh Thư, trên playa mọi người gọi mình là Bánh Xèo.", now).name).toBe("Trần Thị Minh Thư");
  });
  it("takes the sum the member settles on after recounting", () => {
    const reply =
      "Name: Obinna Ikwuemesi\nPlaya name: Mudskipper\nBurns: 6. Hmm, actually let me count properly - 2016, 2018, 2019, 2023, 2025. OK so 5, I keep counting the covid years.";
    expect(parseReply(reply, now).burnYears).toBe(5);
  });
});

describe("session 18: a Japanese first time is not read across 'after that'", () => {
  it("never takes the year told after 'その後' for the first burn (session 22: the year before 'に初めて' is read)", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    expect(findPhrases("バーニングマンには二〇一七年に初めて行き、その後二〇一九年と去年も行ったので、今年で四回目です。", now)).toEqual({
      burnYears: 3,
      firstBurn: 2017,
    });
    expect(findPhrases("初めて行ったのは2017年で、今年で三回目です。", now)).toMatchObject({ firstBurn: 2017 });
  });
});

describe("session 18, round 27 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("leaves out of the bio a second paragraph that is a note to the organisers about this year (session 27)", () => {
    const reply =
      "Full name: Delia Fontaine\nPlaya name: Sourdough\nHome town: Shreveport\nBio: Retired chemistry teacher and a slightly dangerous baker. I bring my sourdough starter.\n\nI won't get in until Tuesday afternoon this year because my ride is coming from Denver, so please don't give my spot by the kitchen away!";
    expect(parseReply(reply, now).bio).toBe("Retired chemistry teacher and a slightly dangerous baker. I bring my sourdough starter.");
    // A paragraph that tells the member's burns is the story going on, whatever else it says.
    const story = `${reply.split("\n\n")[0]}\n\nFirst burn was 2017, and my partner will send her own answers.`;
    expect(parseReply(story, now).bio).toContain("First burn was 2017");
  });
  it("reads 'an even dozen', a theme joined with hyphens, and the Greek 'πρόπερσι'", () => {
    expect(parseBurnCount("an even dozen", now).count).toBe(12);
    expect(parseFirstBurn("das Da-Vinci's-Workshop-Jahr", now)).toBe(2016);
    expect(findPhrases("Έχω πάει στο burn τρεις φορές: το 2017, πρόπερσι και πέρσι.", now)).toEqual({ burnYears: 3, firstBurn: 2017 });
  });
});

describe("session 18: questions answered twice", () => {
  it("holds a reply that answers the same question twice, differently (two people in one mail)", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const reply =
      "Tom's first, then mine:\n\nName: Tom Keller\nPlaya name: Rivet\nHome town: Tulsa\n\nName: Ines Keller\nPlaya name: Spool\nHome town: Lyon";
    expect(
      judgeExtraction({ fields: parseReply(reply, now), reply, quoted: "", current: {}, profileCreated: false, now }).reasons,
    ).toContain("Full name is answered more than once, differently: the reply may answer for two people");
    // The same answer written twice is one answer.
    const again = "Name: Ines Keller\nPlaya name: Spool\nHome town: Lyon\nName: Ines Keller";
    expect(
      judgeExtraction({ fields: parseReply(again, now), reply: again, quoted: "", current: {}, profileCreated: false, now }).reasons,
    ).not.toContain("Full name is answered more than once, differently: the reply may answer for two people");
  });
});

describe("session 18: a name that is not the sender's", () => {
  it("holds answers whose name shares no word with the name the mail is sent under", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const reply = "Full name: Urs Tschudin\nPlaya name: Alphorn\nHome town: Glarus\nWhere you live now: Zürich";
    const judge = (senderName: string) =>
      judgeExtraction({ fields: parseReply(reply, now), reply, quoted: "", current: {}, profileCreated: false, now, senderName }).reasons;
    expect(judge("Gráinne Kerrigan")).toContain(
      "Full name “Urs Tschudin” shares no word with the sender's name “Gráinne Kerrigan”: the answers may be someone else's",
    );
    expect(judge("Urs T.")).toEqual([]);
    expect(judge("urs.tschudin")).toEqual([]);
  });
});

describe("session 18: a burns answer that is a story", () => {
  it("holds a count worked out of a long answer whose years do not confirm it", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const reply =
      "Full name: Ines Keller\nPlaya name: Spool\nHome town: Lyon\nNumber of burns attended: 3, my brother dragged me along the first time and then I kept going back with him after that";
    const reasons = judgeExtraction({ fields: parseReply(reply, now), reply, quoted: "", current: {}, profileCreated: false, now }).reasons;
    expect(reasons).toContain("Burns attended was answered with a story: the count was worked out of it");
  });
});

describe("session 18: more labels, and questions the camp did not ask", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads 'Скільки разів був' and Norwegian 'Første' as their questions", () => {
    expect(matchLabel("Скільки разів був: тричі")).toEqual({ field: "burnYears", answer: "тричі" });
    expect(matchLabel("Første: 2014")).toEqual({ field: "firstBurn", answer: "2014" });
  });
  it("does not hold a reply for an age or a year of birth the member added", () => {
    const reply =
      "Full name: Dale Upton\nPlaya name: Goat\nHome town: Asheville\nWhere you live now: Asheville\nAge: 52 (you didn't ask, but there it is)\nYear born: 1974";
    expect(
      judgeExtraction({ fields: parseReply(reply, now), reply, quoted: "", current: {}, profileCreated: false, now }).reasons.filter((r) =>
        r.startsWith("A line looks like an answer"),
      ),
    ).toEqual([]);
  });
});

describe("session 19: prose read more widely", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the first burn from a list of years with their own 'in', short years and 'last year'", () => {
    expect(parseReply("Ik ben drie keer geweest: in 2018, in 2022 en vorig jaar. Ik ben sluiswachter.", now)).toMatchObject({
      burnYears: 3,
      firstBurn: 2018,
    });
    expect(parseReply("Al burn sono stata tre volte: nel 2016, nel 2019 e l'anno scorso.", now)).toMatchObject({ firstBurn: 2016 });
    expect(parseReply("Ik was erbij in '19, '22 en '24, dus dit wordt nummer vier.", now)).toMatchObject({
      burnYears: 3,
      firstBurn: 2019,
    });
  });
  it("reads 'on the playa I am' and the seventh to tenth burn in other languages", () => {
    expect(parseReply("Mi chiamo Chiara Pellegrini, in playa sono Pulcinella. Faccio la restauratrice.", now).playaName).toBe("Pulcinella");
    expect(parseReply("Al burn sono stata tre volte, in playa sono stata felice.", now).playaName).toBeNull();
    expect(parseReply("Mă numesc Andrei Popescu, pe playa îmi zice lumea Vulpe.", now).playaName).toBe("Vulpe");
    expect(parseReply("Voy desde 2017, todos los años menos los de la pandemia, así que este sería mi octavo.", now).burnYears).toBe(7);
  });
  it("reads 'born and bred', 'nato e cresciuto' and 'just the one'", () => {
    expect(parseReply("Hi! Maddie Pryor, born and bred in Dunedin, now in Christchurch.", now).homeTown).toBe("Dunedin");
    expect(parseReply("Sono nato e cresciuto a Rimini, da tre anni vivo a Padova.", now).homeTown).toBe("Rimini");
    expect(parseReply("born & raised in Valletta, Malta, living in Toronto now", now).country).toBe("Malta");
    expect(parseBurnCount("Just the one", now)).toEqual({ count: 1, firstYear: null });
  });
  it("reads German counts and first years told after the burn, and not a first year across 'dann'", () => {
    const reply =
      "auf der Playa kennt man mich als Powidl. Beim Burn war ich bis jetzt dreimal: 2018 zum ersten Mal, dann 2023 und voriges Jahr, heuer wird's also das vierte Mal.";
    expect(parseReply(reply, now)).toMatchObject({ playaName: "Powidl", burnYears: 3, firstBurn: 2018 });
    expect(parseReply("Beim Burn war ich zum ersten Mal, dann 2023 wieder.", now).firstBurn).toBeNull();
  });
  it("reads Japanese and Taiwanese era years and Thai Buddhist years as years", () => {
    expect(parseFirstBurn("令和元年", now)).toBe(2019);
    expect(parseFirstBurn("平成３０年", now)).toBe(2018);
    expect(parseFirstBurn("平成三十年", now)).toBe(2018);
    expect(parseFirstBurn("民國107年", now)).toBe(2018);
    expect(parseFirstBurn("พ.ศ. 2562", now)).toBe(2019);
  });
  it("reads a Japanese home town told with 'で生まれ' and '生まれは'", () => {
    expect(parseReply("函館で生まれ育ち、今は札幌に住んでいます。", now).homeTown).toBe("函館");
    expect(parseReply("生まれは松本で、今は神戸に住んでいます。", now).homeTown).toBe("松本");
  });
  it("reads the clauses of a reply written without capitals, and a bare list's 'first was'", () => {
    expect(parseReply("juno zubiaurre, playa name moth, from el paso living in denver, been 4 times first one 2017", now)).toMatchObject({
      playaName: "moth",
      homeTown: "el paso",
      location: "denver",
    });
    expect(parseReply("ilse jorritsma, playa name kwak, from leeuwarden, live in utrecht, born netherlands, 2 burns", now)).toMatchObject({
      country: "netherlands",
    });
    expect(parseReply("name: sam okafor\nplaya name: n/a\nfrom: memphis\nburns: 2", now).playaName).toBeNull();
    expect(parseReply("Reuben Castellano, Spudnik, Pocatello ID, Coeur d'Alene ID, USA, 3 burns, first was 2018", now)).toMatchObject({
      playaName: "Spudnik",
      country: "USA",
      firstBurn: 2018,
    });
  });
});

describe("session 19, round 28 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads answers typed in bold into a quoted question, after a colon of their own", () => {
    const reply = "1. Full name: *: Wiebke Thormählen*\n2. Playa name: *: Seegurke*\n8. Camp history: *: Camp Mirage, alle > drei Male*";
    expect(parseReply(reply, now)).toMatchObject({
      name: "Wiebke Thormählen",
      playaName: "Seegurke",
      campHistory: "Camp Mirage, alle drei Male",
    });
  });
  it("holds a first year corrected to an earlier one, and a correction in German", () => {
    const reply =
      "Full name: Wiebke Thormählen\nPlaya name: Seegurke\nHome town: Husum\nWhere you live now: Hamburg\nCountry of birth: Deutschland\nNumber of burns attended: 3\nYear of your first burn: 2019 – nee, Quatsch: 2018!\nBio: Schiffbauingenieurin.";
    const { reasons } = judgeExtraction({ fields: parseReply(reply, now), reply, quoted: "", current: {}, profileCreated: false, now });
    expect(reasons.some((r) => r.startsWith("First burn was answered with doubt"))).toBe(true);
    expect(reasons.some((r) => r.startsWith("The reply takes back"))).toBe(true);
  });
  it("reads a pointing hand between question and answer, and not 'biologist' as the bio's question", () => {
    expect(matchLabel("Name 👉 Ottilie Clayburn")).toEqual({ field: "name", answer: "Ottilie Clayburn" });
    expect(matchLabel("I'm a marine biologist - mostly seaweed - and I teach knot-tying.")).toBeNull();
  });
  it("drops a name signed with an emoji under the bio", () => {
    const reply = "Name: Ottilie Clayburn\nAbout me: Hospice nurse and amateur beekeeper.\n\nTillie 🐝";
    expect(parseReply(reply, now).bio).toBe("Hospice nurse and amateur beekeeper.");
  });
  it("reads counts as Arabic words, 'participations' as burns, and a baker's dozen", () => {
    expect(matchLabel("عدد المشاركات: ثلاث")?.field).toBe("burnYears");
    expect(parseReply("الاسم الكامل: مريم الإدريسي\nعدد المشاركات: ثلاث\nأول مشاركة: 2016", now)).toMatchObject({
      burnYears: 3,
      firstBurn: 2016,
    });
    expect(parseBurnCount("a baker's dozen", now).count).toBe(13);
  });
  it("reads Québec French: 'je reste à', 'pis', 'l'an passé'", () => {
    const reply =
      "Moi c'est Étienne Ouellet. Je viens de Rimouski pis je reste à Montréal depuis le cégep. Je suis allé au burn trois fois : en 2019, en 2023 pis l'an passé.";
    expect(parseReply(reply, now)).toMatchObject({ location: "Montréal", burnYears: 3, firstBurn: 2019 });
  });
  it("tells a photo with 'the answers are coming' in other languages, and a decline that passes on the directory", () => {
    expect(notAProfile({ reply: "Här är en bild på mig till katalogen 🙂 Svaren kommer snart.", fieldsFound: 0 })?.note).toBe("later");
    const decline =
      "Thanks for the invite, but I'm going to pass on the directory this year. We're moving to Lisbon, so I'm out for 2026. Eleven burns since 2011.";
    expect(notAProfile({ reply: decline, fieldsFound: 2 })?.note).toBe("declined");
  });
  it("reads 'every year since … except' in prose, and a first year told by how long ago", () => {
    const reply =
      "Ambrose Halvorsen, playa name Sea Fret. Every year since 2013 except covid and 2023 (new baby!) – first year with Tidepool.";
    expect(parseReply(reply, now)).toMatchObject({ burnYears: 10, firstBurn: 2013 });
    expect(parseReply("Full name: Maëlle Texier\nYear of your first burn: il y a deux ans", now).firstBurn).toBe(2024);
  });
  it("reads Egyptian Arabic, 'uma única vez', years with 年 and Japanese 生まれも育ちも", () => {
    const ar = "اسمي كريم منير، وفي البلايا بينادوني «كشري». اتولدت واتربيت في الإسكندرية، وعايش دلوقتي في القاهرة.";
    expect(parseReply(ar, now)).toMatchObject({ playaName: "كشري", homeTown: "الإسكندرية", location: "القاهرة" });
    expect(parseReply("Fui ao burn uma única vez, em 2023, com o Camp Mirage.", now)).toMatchObject({ burnYears: 1, firstBurn: 2023 });
    expect(parseReply("我一共去过三次火人节：2017年、2019年和去年。", now)).toMatchObject({ burnYears: 3, firstBurn: 2017 });
    expect(parseReply("生まれも育ちも浜松で、今は横浜に住んでいます。", now).homeTown).toBe("浜松");
  });
  it("keeps a one-line camp history typed on the line below its question", () => {
    const reply = "1. Full name:\nGareth Bevan\n8. Camp history:\nCamp Mirage\n9. Bio:\nRugby coach for a kids' club.";
    expect(parseReply(reply, now)).toMatchObject({ campHistory: "Camp Mirage", bio: "Rugby coach for a kids' club." });
  });
  it("drops an initial signed in lower case, and reads 'aka' in a reply without capitals", () => {
    const reply = "name: gus penhallow\nbio: bike mechanic, i fix anything with a chain\n\ng";
    expect(parseReply(reply, now).bio).toBe("bike mechanic, i fix anything with a chain");
    expect(parseReply("hey its teddy bramwell aka tin hinge. from reno, live in oakland now, born usa.", now).playaName).toBe("tin hinge");
  });
  it("reads a first time told before its year's words, Polish 'w zeszłym roku', and years named beside the count", () => {
    expect(parseReply("Vorig jaar ging ik voor het eerst, dit wordt dus pas mijn tweede keer.", now)).toMatchObject({
      burnYears: 1,
      firstBurn: 2025,
    });
    expect(parseReply("Na burnie byłam raz, w zeszłym roku, z Camp Mirage.", now)).toMatchObject({ burnYears: 1, firstBurn: 2025 });
    const de = "Beim Burn war ich bisher zweimal: 2019 mit dem Camp Kraut & Rüben und letztes Jahr schon mit euch.";
    expect(parseReply(de, now)).toMatchObject({ burnYears: 2, firstBurn: 2019 });
  });
  it("reads 'de Guadalajara pero ahorita vivo en' as the home town", () => {
    expect(parseReply("Hola! soy Renata Olvera Ibarra, de Guadalajara pero ahorita vivo en la Ciudad de México.", now).homeTown).toBe(
      "Guadalajara",
    );
  });
  it("leaves a playa name's remark out without holding the reply", () => {
    const reply =
      "Full name: Lysander Okoro\nPlaya name: Wasabi (long story, ask me at camp)\nHome town: Leeds\nWhere you live now: Leeds\nCountry of birth: England\nNumber of burns attended: 2\nYear of your first burn: 2022\nCamp history: Camp Mirage\nBio: Plumber.";
    const fields = parseReply(reply, now);
    expect(fields.playaName).toBe("Wasabi");
    const { reasons } = judgeExtraction({ fields, reply, quoted: "", current: {}, profileCreated: false, now });
    expect(reasons.filter((r) => r.includes("remark in brackets"))).toEqual([]);
  });
  it("keeps a neighbourhood in brackets beside the city, and leaves out other remarks", () => {
    expect(parseReply("Full name: Ignacio Poblete\nWhere you live now: Santiago (Ñuñoa)", now).location).toBe("Santiago (Ñuñoa)");
    expect(parseReply("Full name: Ignacio Poblete\nWhere you live now: Nairobi (moving to Berlin in October)", now).location).toBe(
      "Nairobi",
    );
  });
  it("reads an Arabic count after the place and a country after 'بـ', and a sentence stating its count is no question", () => {
    const ar =
      "وُلدت وترعرعت في إربد بالأردن، وأعيش حالياً في برلين.\n\nشاركت في البيرن ثلاث مرات: 2019 و2023 والعام الماضي، وكلها مع Camp Mirage.";
    expect(parseReply(ar, now)).toMatchObject({ homeTown: "إربد", burnYears: 3 });
    expect(matchLabel("I've been to the burn three times: 2019, 2022 and 2024")).toBeNull();
  });
  it("reads Swedish 'jag har varit där två gånger', not a father's 'som har varit där tio gånger', and 'playanamn'", () => {
    expect(parseReply("Jag har varit där två gånger, båda gångerna med Camp Mirage.", now).burnYears).toBe(2);
    expect(parseReply("Första gången var jag där med min pappa, som har varit där tio gånger.", now).burnYears).toBeNull();
    expect(parseReply("Linnea Sjöstrand heter jag, playanamn Blåbärsmonstret. Uppvuxen i Umeå.", now).playaName).toBe("Blåbärsmonstret");
  });
  it("reads 'Nací y crecí en Manizales, Colombia', Ukrainian 'на плаї —' and Dutch 'kennen ze mij als'", () => {
    expect(parseReply("Nací y crecí en Manizales, Colombia, y desde 2019 vivo en Ciudad de Panamá.", now).country).toBe("Colombia");
    expect(parseReply("Мене звати Андрій Кравчук, на плаї — Кобзар Пустелі. Я зі Львова.", now).playaName).toBe("Кобзар Пустелі");
    expect(parseReply("Ik ben Lander Pauwels, op de playa kennen ze mij als Stoofvlees.", now).playaName).toBe("Stoofvlees");
  });
  it("reads a Japanese letter addressed '御中' and 'プラヤネームは「…」です', not 'プラヤネームは特にないです'", () => {
    const ja =
      "Camp Mirage 御中\n\nはじめまして。\n\n西村蒼です。プラヤネームは「タコヤキ大王」です。堺市で生まれ育ち、今は東京都三鷹市に住んでいます。";
    expect(parseReply(ja, now)).toMatchObject({ name: "西村蒼", playaName: "タコヤキ大王" });
    expect(parseReply("山田です。プラヤネームは特にないです。", now).playaName).toBeNull();
  });
  it("reads the Hebrew town the member grew up in before the one of birth, and 'בליון שבצרפת' as a town in a country", () => {
    const he = "נולדתי בליון שבצרפת ועליתי עם ההורים בגיל חמש. גדלתי ברעננה, והיום אני גר בתל אביב.";
    expect(parseReply(he, now)).toMatchObject({ homeTown: "רעננה", country: "צרפת" });
  });
  it("tells a decline that asks for no profile, whatever facts it tells, from a profile", () => {
    const decline =
      "I'm going to sit this one out and skip the directory too. Six burns since 2015, all with Camp Mirage.\n\nDon't make me a profile; I'll be back in 2027.";
    expect(notAProfile({ reply: decline, fieldsFound: 3 })?.note).toBe("declined");
    expect(
      notAProfile({
        reply: "Name: Bart Oosting\nBurns: 6\nFirst burn: 2015\nCamp: Camp Mirage\nSkip the directory for now.",
        fieldsFound: 4,
      }),
    ).toBeNull();
  });
  it("reads 'last year and the year before' as two years", () => {
    expect(parseReply("Jag har varit där två gånger, förra året och året innan, båda gångerna med Camp Mirage.", now)).toMatchObject({
      burnYears: 2,
      firstBurn: 2024,
    });
    expect(parseReply("I've been twice, last year and the year before.", now)).toMatchObject({ burnYears: 2, firstBurn: 2024 });
  });
  it("cuts the reply at Proton's separator written with U+2010 hyphens", () => {
    const mail =
      "Hello!\n\n‐‐‐‐‐‐‐ Original Message ‐‐‐‐‐‐‐\nOn Wednesday, July 1st, 2026 at 09:00, Camp Mirage <admin@camp.example.org> wrote:\n\n> Hi Imogen,";
    expect(splitReply(mail).reply).toBe("Hello!");
  });
});

describe("session 20, round 29a tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads 'Home now:' as where the member lives", () => {
    expect(parseReply("Real name: Ottilie Brandwood\nGrew up in: Frome\nHome now: Bristol\nBurns so far: 2", now)).toMatchObject({
      homeTown: "Frome",
      location: "Bristol",
    });
  });
  it("reads 'this will only be my 3rd' where the clause ends, and not 'this is my second email'", () => {
    expect(parseReply("Tom has been 8 times but this will only be my 3rd – I went in 2019 and last year.", now)).toMatchObject({
      burnYears: 2,
      firstBurn: 2019,
    });
    expect(parseReply("Sorry, this is my second email about the burn today.", now).burnYears).toBeNull();
  });
  it("reads the first burn from a list with spans in it, as many years as the burns counted", () => {
    expect(parseReply("I've done four burns (2014–2016 and 2022), always with friends.", now).firstBurn).toBe(2014);
    expect(parseReply("I went every year from 2016–2019 and then again last year, so five burns.", now)).toMatchObject({
      burnYears: 5,
      firstBurn: 2016,
    });
    // (The span says five years, the count three: which is right is not known.)
    expect(parseReply("I've done three burns (2015–2019), loved them.", now).firstBurn).toBeNull();
  });
  it("reads 'Name here – X on the playa' as the playa name", () => {
    expect(parseReply("Ambrose Keddle here – Tin Whistle on the playa. I grew up in Hull.", now).playaName).toBe("Tin Whistle");
  });
  it("reads a burn someone else took the member to as the member's own", () => {
    const reply = "My friend Rosa, who has done ten burns, dragged me along for the first time in 2018. I went back in 2023 and 2024.";
    expect(parseReply(reply, now)).toMatchObject({ burnYears: 3, firstBurn: 2018 });
    expect(parseReply("My friend Rosa went for the first time in 2012. I went in 2023 and 2024.", now)).toMatchObject({
      burnYears: 2,
      firstBurn: 2023,
    });
  });
});

describe("session 20, round 30 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the camps of a story told year by year, with their years, when two or more are told", () => {
    const reply =
      "I'm Bram Oakes. I've been to three burns: 2017 with a big Welsh camp called The Leek Lounge, then 2022 and 2024 with Camp Mirage.";
    expect(parseReply(reply, now)).toMatchObject({ burnYears: 3, campHistory: "The Leek Lounge (2017), Camp Mirage (2022, 2024)" });
    const joined =
      "My first two burns, in 2013 and 2014, were with a camp called Molenwiek. Then I joined Camp Mirage in 2018 and went with them again in 2024, so four in all.";
    expect(parseReply(joined, now)).toMatchObject({
      burnYears: 4,
      firstBurn: 2013,
      campHistory: "Molenwiek (2013, 2014), Camp Mirage (2018, 2024)",
    });
    // (One camp is written by its name; years the burns do not count are not read.)
    expect(parseReply("I went in 2019 and 2023, both times with Camp Mirage.", now).campHistory).toBe("Camp Mirage");
    expect(
      parseReply(
        "Three burns. 2016 with Camp Mirage, then 2019 with Camp Mirage again and 2023 with my sister's crew, Dust Devils. Wait, four.",
        now,
      ).campHistory,
    ).toBe("Camp Mirage, Dust Devils");
  });
  it("does not apply the camps of such a story without an admin", () => {
    const reply = "Kit Lane here. My first was 2017 with Camp Mirage, then 2023 with my brother's crew, Karoo Kaya.";
    expect(guessedFields({ fields: parseReply(reply, now), reply, now })).toEqual(["campHistory"]);
  });
  it("counts the member's burns, not a neighbour's, and not 'my first two burns'", () => {
    const reply = "My neighbor Doris has been to eleven burns and she talked me into going in 2023. That makes three burns for me.";
    expect(parseReply(reply, now).burnYears).toBe(3);
    const told =
      "My first two burns, in 2014 and 2015, were with a camp called Molenwiek. I went back in 2019, 2023 and 2024, so five in all.";
    expect(parseReply(told, now)).toMatchObject({ burnYears: 5, firstBurn: 2014 });
  });
  it("reads 'born and reared', 'now I'm in', 'retired to' and a playa name in brackets 'on the playa'", () => {
    expect(parseReply("Born and reared in Derry, Northern Ireland, and living in Belfast.", now)).toMatchObject({
      homeTown: "Derry",
      country: "Northern Ireland",
    });
    expect(parseReply("Grew up in Hobart, and now I'm in Sydney.", now).location).toBe("Sydney");
    expect(parseReply("After 30 years of teaching I retired to Tucson, Arizona.", now).location).toBe("Tucson, Arizona");
    expect(parseReply("I'm Imogen Ashworth (Tea Cosy on the playa – I didn't choose it).", now).playaName).toBe("Tea Cosy");
  });
  it("reads 'j'en suis à trois', the summer before the shutdown and 'rok před covidem'", () => {
    expect(parseReply("Moi, j'en suis à trois (2022, 2023 et l'an dernier) et j'ai toujours campé avec Camp Mirage.", now)).toMatchObject({
      burnYears: 3,
      firstBurn: 2022,
    });
    expect(parseFirstBurn("the summer before everything shut down", now)).toBe(2019);
    expect(parseFirstBurn("rok před covidem", now)).toBe(2019);
  });
  it("reads Catalan and Spanish labels, a neighbourhood after 'zona', and a playa name with d'", () => {
    expect(parseReply("Poble d'origen: Vic\nOn visc ara: Barcelona\nDónde vives ahora: Los Angeles", now).homeTown).toBe("Vic");
    expect(parseReply("Full name: Ana Ruiz\nDónde vives ahora: Los Angeles", now).location).toBe("Los Angeles");
    expect(parseReply("Full name: Lia Conti\nWhere you live now: Milano (zona Isola)", now).location).toBe("Milano (zona Isola)");
    const reply =
      "Nom complet : Émilie Lemieux\nNom de playa : Tire d'Érable Astrale\nVille natale : Chicoutimi\nOù j'habite : Montréal\nPays de naissance : Canada\nNombre de burns : 2\nPremier burn : 2022\nCamps : Camp Mirage\nBio : Je suis ébéniste.";
    expect(judgeExtraction({ fields: parseReply(reply, now), reply, quoted: "", current: {}, profileCreated: false, now }).reasons).toEqual(
      [],
    );
  });
  it("drops a Japanese letter's addressee ('の皆さん', '御中') and greeting from the bio; reads '在深圳工作和生活'", () => {
    const reply =
      "Camp Mirage の皆さん\n\nはじめまして。\n\n松本健太と申します。生まれも育ちも浜松で、今は横浜に住んでいます。\n\n普段は消防士をしていて、趣味は和太鼓です。";
    expect(parseReply(reply, now).bio).toMatch(/^松本健太と申します。/u);
    expect(parseReply("大家好！我叫陈晓东，老家在西安，现在在深圳工作和生活。", now).location).toBe("深圳");
  });
  it("joins a wrapped answer's quote mark after a dash, and holds a camp remark about a cousin", () => {
    const reply = "* Bio: Glassblower by the > estuary. It was my first burn – > I'll bring glass charms.";
    expect(parseReply(reply, now).bio).toBe("Glassblower by the estuary. It was my first burn – I'll bring glass charms.");
    const cousin =
      "Full name: Saoirse Nolan\nPlaya name: Moth\nHome town: Galway\nWhere you live now: Lisbon\nCountry of birth: Ireland\nNumber of burns attended: 3\nYear of your first burn: 2019\nCamp history: Camp Mirage all three times (my cousin Fionn camps with Disco Pierogi)\nBio: Marine biologist.";
    const { reasons } = judgeExtraction({
      fields: parseReply(cousin, now),
      reply: cousin,
      quoted: "",
      current: {},
      profileCreated: false,
      now,
    });
    expect(reasons.join(" ")).toContain("Camp history was written with a remark in brackets");
  });
});

describe("session 20, round 31 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("keeps what a member wrote below an invitation quoted without '>' marks, and not the layout's footer", () => {
    const invitation = [
      "Hi Tamsin,",
      "Welcome to Camp Mirage! We are building our camp directory so everyone can",
      "get to know each other before we hit the playa.",
      "1. Full name:",
      "2. Playa name:",
      "See you in the dust!",
    ];
    const sentText = invitation.join("\n");
    const mail = [
      "",
      "From: Camp Mirage",
      "Sent: Thursday, July 2, 2026 5:12 AM",
      "To: Tamsin Wardle",
      "Subject: Join the Camp Mirage member directory",
      "",
      ...invitation,
      "You receive this email because you are part of Camp Mirage. Reply to this address to reach the camp organisers.",
      "",
      "Tamsin Wardle here, though on the playa I answer to Magpie Marge. I grew up in Toowoomba.",
    ].join("\n");
    const { reply, quoted } = splitReply(mail, { sentText });
    expect(reply).toBe("Tamsin Wardle here, though on the playa I answer to Magpie Marge. I grew up in Toowoomba.");
    expect(quoted).not.toContain("Toowoomba");
    // (Nothing below the invitation but its footer: no reply.)
    expect(splitReply(mail.split("\nTamsin Wardle here")[0], { sentText }).reply).toBe("");
  });
  it("does not read a bracket opened before a colon and closed after it as a question", () => {
    const reply = "Fenella Hawthorne (playa name: Kiln Witch) is a ceramicist born in Wales and raised in Aberystwyth.";
    expect(matchLabel(reply)).toBeNull();
    expect(parseReply(reply, now).playaName).toBe("Kiln Witch");
    expect(matchLabel("Camp history (camps you have been part of): Camp Mirage")?.field).toBe("campHistory");
  });
  it("reads Romanian labels", () => {
    const reply =
      "Nume complet: Mihai Olteanu\nNume de playa: Sarmaua\nOrașul natal: Iași\nUnde locuiesc acum: București\nȚara nașterii: România\nNumăr de burn-uri: 3\nPrimul burn: 2017\nTabere: Camp Mirage\nDespre mine: Sunt tâmplar.";
    expect(parseReply(reply, now)).toMatchObject({
      location: "București",
      country: "România",
      burnYears: 3,
      firstBurn: 2017,
      bio: "Sunt tâmplar.",
    });
  });
  it("reads 'Name, aka X', 'Name, or X on the playa', 'Ennis, Co. Clare', 'bor sedan fem år i', '搬到溫哥華'", () => {
    expect(parseReply("Tamsin Evershed, aka Pasty Pixie. Born in England.", now).playaName).toBe("Pasty Pixie");
    expect(parseReply("Niamh Dunleavy, or Curlew Call on the playa. I'm from Ennis, Co. Clare, born in Ireland.", now)).toMatchObject({
      playaName: "Curlew Call",
      homeTown: "Ennis, Co. Clare",
    });
    expect(parseReply("Jag är uppvuxen i Luleå men bor sedan fem år i Malmö.", now).location).toBe("Malmö");
    expect(parseReply("我叫劉嘉欣。我在香港出生長大，三年前搬到溫哥華。", now).location).toBe("溫哥華");
  });
  it("reads years listed with 'το' or a spaced 年, a camp after a Chinese comma, and 'I've done five'", () => {
    expect(parseReply("Έχω πάει τρεις φορές: το 2016, το 2019 και πέρσι.", now)).toMatchObject({ burnYears: 3, firstBurn: 2016 });
    expect(parseReply("我去過兩次，2018 年和 2023 年，兩次都是跟 Camp Mirage 一起。", now)).toMatchObject({
      burnYears: 2,
      firstBurn: 2018,
      campHistory: "Camp Mirage",
    });
    expect(parseReply("My wife has been every year since (nine burns), while I've done four and loved them.", now).burnYears).toBe(4);
  });
  it("reads a camp the member went to with friends, and 'and last year' as the next camp of a story", () => {
    const reply = "I've done three burns – 2016 and 2018 with Camp Mirage, and last year with my uni mates at Sunset Chippy.";
    expect(parseReply(reply, now).campHistory).toBe("Camp Mirage (2016, 2018), Sunset Chippy (2025)");
  });
  it("keeps a ward in brackets beside a city in Japanese and Korean, and joins '2015 & > 2016'", () => {
    expect(parseReply("名前：山田花子\n現在の住まい：東京（世田谷区）", now).location).toBe("東京（世田谷区）");
    expect(parseReply("이름: 김민지\n거주지: 서울 (마포구)", now).location).toBe("서울 (마포구)");
    expect(parseReply("8. Camp history: Camp Mirage 2015 & > 2016, Desi Disco 2019", now).campHistory).toBe(
      "Camp Mirage 2015 & 2016, Desi Disco 2019",
    );
  });
});

describe("session 20, round 32 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("keeps the reply under a disclaimer a firm's mail rule put above it, and a member's own 'Disclaimer:'", () => {
    const mail =
      "CONFIDENTIALITY NOTICE\n\nThis message was sent by Hollis & Crane LLP and may contain confidential or legally privileged information. If you are not the intended recipient, please notify the sender.\n\nHi,\n\nName: Elliot Stroud\nPlaya name: Plywood\nBurns: 3";
    expect(splitReply(mail).reply).toBe("Hi,\n\nName: Elliot Stroud\nPlaya name: Plywood\nBurns: 3");
    const own = "Disclaimer: I've only been twice, so go easy on me.\n\nName: Tova Brandt\nBurns: 2";
    expect(splitReply(own).reply).toBe(own);
  });
  it("reads Persian labels", () => {
    const reply =
      "نام کامل: پریسا نوروزی\nنام پلایا: شاپرک\nزادگاه: اصفهان\nمحل زندگی فعلی: ونکوور\nکشور تولد: ایران\nتعداد برن‌ها: ۳\nسال اولین برن: ۲۰۱۸\nدرباره من: طراح جواهرات هستم.";
    expect(parseReply(reply, now)).toMatchObject({
      playaName: "شاپرک",
      homeTown: "اصفهان",
      location: "ونکوور",
      burnYears: 3,
      firstBurn: 2018,
    });
  });
  it("reads playa names 'tout le monde me connaît sous le nom de', 'на плае меня знают как', 'ובפלאיה אני'", () => {
    expect(
      parseReply("Je m'appelle Noémie Jaccard, mais sur la playa tout le monde me connaît sous le nom de Fondue Stellaire.", now).playaName,
    ).toBe("Fondue Stellaire");
    expect(parseReply("Меня зовут Олег Максимов, на плае меня знают как Кукурузник.", now).playaName).toBe("Кукурузник");
    expect(parseReply("קוראים לי מיכל נחום, ובפלאיה אני שועלת חול. נולדתי באילת.", now).playaName).toBe("שועלת חול");
  });
  it("reads a short line 'Fresno, now Sacramento' as the home town and where the member lives", () => {
    const reply = "Wren Tolliver\nPocket Comet\nFresno, now Sacramento\n3 burns, first was 2022\nER nurse, night owl";
    expect(parseReply(reply, now)).toMatchObject({ homeTown: "Fresno", location: "Sacramento", burnYears: 3 });
  });
  it("drops a Japanese greeting and closing run on one line with the story", () => {
    const reply =
      "みなさん、こんにちは。 岡田健太です。函館生まれで、今は札幌に住んでいます。 普段は小学校で理科を教えています。 よろしくお願いします。";
    const { bio } = parseReply(reply, now);
    expect(bio).toMatch(/^岡田健太です。/u);
    expect(bio).not.toContain("よろしくお願いします");
  });
});

describe("session 21, tuning", () => {
  it("drops a line set apart above the story that says how the mail is written", () => {
    const story = "I'm a potter with a studio under the arches, and I swim in the sea all year round.";
    for (const preface of [
      "Replying underneath like a civilised person:",
      "Oi gente, tudo bem?",
      "see below!",
      "各位好！",
      "hi!! sorry typing this on the tram",
      "Quick reply from my phone –",
    ])
      expect(proseBio([preface, "", story], 1000)).toBe(story);
    // A line of the member's own, or one that tells how to read a list of answers under it, stays.
    expect(proseBio(["Welder. Dad of two.", "", story], 1000)).toBe(`Welder. Dad of two.\n\n${story}`);
    const worksheet = ["One sentence per question:", "", "My name is Ada Vance.", "I live in Leeds.", story];
    expect(proseBio(worksheet, 1000)).toContain("One sentence per question:");
  });
  it("drops a closing 'どうぞよろしくお願いいたします' and a Thai 'ขอบคุณค่ะ' with the name under them", () => {
    const story = "設計事務所で照明デザインをしています。趣味は三味線と銭湯めぐりです。";
    expect(cleanBlock(`${story}\n\nどうぞよろしくお願いいたします。\n石川`, 1000)).toBe(story);
    expect(isSignOffLine("ขอบคุณค่ะ")).toBe(true);
  });
  it("drops a last paragraph about the photo in German, Norwegian, Romanian, Polish and Czech", () => {
    const story = "I'm a marine biologist and I teach knots on the playa to anyone who sits still.";
    for (const note of [
      "Ein Foto von mir hängt an.",
      "Bilde vedlagt.",
      "Atașez și o poză cu mine.",
      "Zdjęcie w załączniku.",
      "Fotku přikládám.",
    ])
      expect(cleanBlock(`${story}\n\n${note}`, 1000)).toBe(story);
  });
});

describe("session 21, round 33 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads answers typed between questions that Mutt quoted with '| '", () => {
    const mail =
      "Answers below.\n\nOn Wed, Jul 01, 2026 at 07:12:05PM +0000, Camp Mirage wrote:\n| Hi Ada,\n|\n|    1. Full name:\n\nAda Vance\n\n|    2. Playa name:\n\nMoth\n\n|    6. Number of burns attended:\n\n3\n";
    const { reply } = splitReply(mail);
    expect(parseReply(reply, now)).toMatchObject({ name: "Ada Vance", playaName: "Moth", burnYears: 3 });
    expect(reply).not.toContain("Hi Ada");
    // A table the member pasted as text keeps its "|" lines: no reply header opens a quote before them.
    const table = "| Full name | Ada Vance |\n| Playa name | Moth |";
    expect(splitReply(table).reply).toBe(table);
  });
});
describe("session 21, round 33 tuning (counts)", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("keeps the count a member states before years that explain it", () => {
    expect(parseBurnCount("eight (2012 to 2016, plus 2019, 2023 and last year)", now)).toEqual({ count: 8, firstYear: 2012 });
    expect(parseBurnCount("3 (2019-2023)", now)).toEqual({ count: 3, firstYear: 2019 });
  });
  it("reads 'Burns; 4', a semicolon typed for the colon, after a question's exact words only", () => {
    expect(field("Burns; 4")).toBe("burnYears");
    expect(field("Tea; then more tea")).toBeNull();
  });
});
describe("session 21, round 33 tuning (not a profile)", () => {
  it("recognises a decline that asks not to be listed, in English and Spanish, without the word 'no'", () => {
    const en = "Thanks so much for the invite, but I won't be making it out this year, and I'd rather not be listed in the directory.";
    expect(notAProfile({ reply: en, fieldsFound: 0 })?.note).toBe("declined");
    const es =
      "Este año me toca quedarme en Córdoba. Fui seis veces desde 2013, siempre con Camp Mirage. Prefiero quedar fuera del directorio por ahora.";
    expect(notAProfile({ reply: es, fieldsFound: 3 })?.note).toBe("declined");
  });
});
describe("session 21, round 33 tuning (camps)", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("applies a camp history told in prose when the one camp told is the camp that invited the member", () => {
    const reply = "Rahul Bhandari, playa name Kettle Cyclone. 2 burns, 2023 and 2025, both camping with Dusty Disco. I'm a civil engineer.";
    const fields = parseReply(reply, now);
    expect(fields.campHistory).toBe("Dusty Disco");
    expect(guessedFields({ fields, reply, now, campName: "Dusty Disco" })).toEqual([]);
    expect(guessedFields({ fields, reply, now, campName: "Camp Mirage" })).toEqual(["campHistory"]);
    expect(guessedFields({ fields, reply, now })).toEqual(["campHistory"]);
    // (Session 24: a camp named with the word "Camp" is applied whichever camp invited.)
    const named = "Rahul Bhandari, playa name Kettle Cyclone. 2 burns, 2023 and 2025, both with Camp Mirage. I'm a civil engineer.";
    expect(guessedFields({ fields: parseReply(named, now), reply: named, now, campName: "Dusty Disco" })).toEqual([]);
  });
  it("reads a camp called a camp in Korean ('Kimchi Collective 캠프에'), so one camp is not read as the whole history", () => {
    expect(campsInProse("재작년에는 Kimchi Collective 캠프에 있었고, 작년부터는 Camp Mirage와 함께하고 있어요.")).toBe(
      "Kimchi Collective, Camp Mirage",
    );
  });
});
describe("session 21, the questions as more languages translate them (before round 34 was read)", () => {
  it("reads first-person and neighbouring languages' labels", () => {
    const labels: [string, string][] = [
      ["Πού ζω τώρα: Βόλος", "location"],
      ["Για μένα: Είμαι μηχανικός ήχου.", "bio"],
      ["Hol élek most: Budapest", "location"],
      ["Magamról: Szakács vagyok.", "bio"],
      ["Teljes név: Kovács Anna", "name"],
      ["Kotikaupunki: Oulu", "homeTown"],
      ["Първи бърн: 2019", "firstBurn"],
      ["Broj burnova: 3", "burnYears"],
      ["Gimimo šalis: Lietuva", "country"],
      ["Tábory: Camp Mirage", "campHistory"],
      ["Nometnes: Camp Mirage", "campHistory"],
    ];
    for (const [line, want] of labels) expect(field(line)).toBe(want);
  });
});
describe("session 21, counts as more languages say them (before round 34 was read)", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads 'tre gange', 'kolme kertaa', 'háromszor', 'tiga kali', 'три пъти', 'tri puta', 'de trei ori', 'trikrát'", () => {
    for (const sentence of [
      "Jeg har været på burnen tre gange.",
      "Olen käynyt burnissa kolme kertaa.",
      "Háromszor voltam a burnön.",
      "Saya sudah ke burn tiga kali.",
      "Била съм на бърна три пъти.",
      "Bila sam na burnu tri puta.",
      "Am fost la burn de trei ori.",
      "Na burne som bola trikrát.",
    ])
      expect(parseReply(sentence, now).burnYears).toBe(3);
  });
});
describe("session 21, first burns as more languages say them (before round 34 was read)", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the year of 'min första burn', 'ensimmäinen burnini', 'az első burnöm', 'първият ми бърн', 'prvý burn'", () => {
    for (const sentence of [
      "Min första burn var 2018.",
      "Min første burn var i 2018.",
      "Ensimmäinen burnini oli vuonna 2018.",
      "Az első burnöm 2018-ban volt.",
      "Burn pertama saya tahun 2018.",
      "Първият ми бърн беше през 2018 г.",
      "Moj prvi burn bio je 2018.",
      "Môj prvý burn bol v roku 2018.",
      "Primul meu burn a fost în 2018.",
      "Мій перший берн був у 2018 році.",
    ])
      expect(parseReply(sentence, now).firstBurn).toBe(2018);
  });
});
describe("session 21, prose as more languages tell it (before round 34 was read)", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads Norwegian, Danish, Indonesian and Bulgarian introductions and places", () => {
    expect(
      parseReply(
        "Jeg heter Ingrid Dahl. På playaen kaller de meg Støvreven. Jeg vokste opp i Bergen. Nå bor jeg i Oslo. Jeg er født i Norge.",
        now,
      ),
    ).toMatchObject({
      name: "Ingrid Dahl",
      playaName: "Støvreven",
      homeTown: "Bergen",
      location: "Oslo",
      country: "Norge",
    });
    expect(
      parseReply(
        "Nama saya Dewi Lestari. Di playa saya dipanggil Rubah Debu. Saya besar di Bandung. Sekarang saya tinggal di Jakarta.",
        now,
      ),
    ).toMatchObject({
      name: "Dewi Lestari",
      homeTown: "Bandung",
      location: "Jakarta",
    });
    expect(parseReply("Казвам се Мария Иванова. Израснах в Пловдив. Сега живея в София. Родена съм в България.", now)).toMatchObject({
      name: "Мария Иванова",
      homeTown: "Пловдив",
      location: "София",
      country: "България",
    });
  });
  it("reads a Hungarian name before 'vagyok' and places with their case endings", () => {
    expect(parseReply("Kovács Anna vagyok. Debrecenben nőttem fel. Most Budapesten élek. Magyarországon születtem.", now)).toMatchObject({
      name: "Kovács Anna",
      homeTown: "Debrecen",
      location: "Budapest",
      country: "Magyarország",
    });
  });
  it("reads the country of birth in German word order, Romanian, Greek, Croatian, Slovak, Japanese, Chinese and Korean", () => {
    for (const [sentence, country] of [
      ["Geboren bin ich in Deutschland.", "Deutschland"],
      ["M-am născut în România.", "România"],
      ["Γεννήθηκα στην Ελλάδα.", "Ελλάδα"],
      ["Rođena sam u Hrvatskoj.", "Hrvatska"],
      ["Narodila som sa na Slovensku.", "Slovensko"],
      ["日本生まれです。", "日本"],
      ["我出生在中国。", "中国"],
      ["한국에서 태어났어요.", "한국"],
    ])
      expect(parseReply(sentence, now).country).toBe(country);
  });
});
describe("session 21, round 34 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the questions put in the member's own words", () => {
    for (const [line, want] of [
      ["De dónde soy: Valladolid", "homeTown"],
      ["Je viens de : Toulouse", "homeTown"],
      ["Wo ich herkomm: Graz", "homeTown"],
      ["Sono di: Rimini", "homeTown"],
      ["Geboren en getogen in: Gent", "homeTown"],
      ["Ahol most lakom: Budapest", "location"],
      ["Wie oft ich dort war: viermal", "burnYears"],
      ["Hányszor voltam: háromszor", "burnYears"],
      ["Erstes Mal: 2016", "firstBurn"],
      ["Loc: Denver", "location"],
      ["Yrs: 7", "burnYears"],
    ])
      expect(field(line)).toBe(want);
  });
  it("does not read 'Hi Camp Mirage - …' as the camp question", () => {
    expect(field("Hi Camp Mirage - Lachlan forwarded me his invite, hope it's OK to answer it for myself!")).toBeNull();
  });
  it("reads 'шесть', Estonian 'kolm' and a Korean '4년 전'", () => {
    expect(parseReply("Сколько раз был на бёрне: шесть", now).burnYears).toBe(6);
    expect(parseReply("Mitu korda olen käinud: kolm (2017, 2019, 2024)", now).burnYears).toBe(3);
    expect(parseReply("첫 버닝: 4년 전", now).firstBurn).toBe(2022);
  });
});
describe("session 21, playa names with a small word inside", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("keeps 'de', 'di', 'des' between two capitalised words of a playa name", () => {
    expect(parseReply("Me llamo Lucía Ferrer. En la playa me llaman Zorro de Polvo.", now).playaName).toBe("Zorro de Polvo");
    expect(parseReply("Mi chiamo Giulia Rossi. Sulla playa mi chiamano Volpe di Sabbia.", now).playaName).toBe("Volpe di Sabbia");
    expect(parseReply("Me llamo Lucía Ferrer. En la playa me llaman Zorro de día y Lechuza de noche.", now).playaName).toBe("Zorro");
  });
});
describe("session 21, Hungarian, Latvian and Lithuanian counts", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads 'három', 'trīs reizes', 'trys kartus' as three", () => {
    for (const answer of ["három (2017, 2019, 2023)", "trīs reizes", "trys kartus"])
      expect(parseReply(`Full name: Ada Vance\nNumber of burns attended: ${answer}`, now).burnYears).toBe(3);
  });
});
describe("session 21, English as members write it", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const read = (sentence: string) => parseReply(`Hi all!\n\n${sentence} I love cooking for everyone at camp.`, now);
  it("reads more ways of telling the playa name, the home town, where one lives and the country", () => {
    expect(read("Dust Bunny is my playa name.").playaName).toBe("Dust Bunny");
    expect(read("Playa folks call me Dust Bunny.").playaName).toBe("Dust Bunny");
    expect(read("Out there I'm known as Dust Bunny.").playaName).toBe("Dust Bunny");
    expect(read("Raised in Tulsa.").homeTown).toBe("Tulsa");
    expect(read("Tulsa born and raised.").homeTown).toBe("Tulsa");
    expect(read("I hail from Tulsa.").homeTown).toBe("Tulsa");
    expect(read("I'm a Tulsa native.").homeTown).toBe("Tulsa");
    expect(read("Home is Denver now.").location).toBe("Denver");
    expect(read("Mexican by birth.").country).toBe("Mexico");
  });
  it("reads 'made it out four times', 'gone four times', 'Burned four times', 'started going in 2016'", () => {
    for (const sentence of [
      "I've made it out four times.",
      "I've gone four times now.",
      "Burned four times.",
      "I've been out to Black Rock City four times.",
    ])
      expect(read(sentence).burnYears).toBe(4);
    expect(read("I started going in 2016.").firstBurn).toBe(2016);
    expect(read("I've been to Paris four times.").burnYears).toBeNull();
  });
});
describe("session 21, a first-timer's 'First one this year!'", () => {
  it("counts no burns yet", () => {
    expect(parseBurnCount("First one this year!", new Date("2026-07-15T12:00:00Z")).count).toBe(0);
    expect(parseBurnCount("Virgin!", new Date("2026-07-15T12:00:00Z")).count).toBe(0);
  });
});
describe("session 21, notes under a story told in prose", () => {
  it("drops a postscript, 'Hope that helps!', 'Burn on!', and a photo note 'Foto zit in bijlage'", () => {
    const story = "I'm a welder and I build fire sculptures out of old propane tanks for the camp.";
    for (const tail of [
      "PS: I can bring a generator.",
      "P.S. I'll bring the good coffee.",
      "Hope that helps!",
      "Burn on!",
      "Excited to be part of it!",
      "Foto zit in bijlage.",
    ])
      expect(proseBio([story, "", tail], 2000)).toBe(story);
    expect(proseBio([story, "", "PSA: the playa is hot."], 2000)).toContain("PSA");
  });
});
describe("session 21, English labels as members reword them", () => {
  it("reads 'Burn name', 'Times on playa', 'How many times', 'City now' and two wordings parted by a slash", () => {
    for (const [line, want] of [
      ["Burn name: Dust Bunny", "playaName"],
      ["Times on playa: 4", "burnYears"],
      ["Years on playa: 4", "burnYears"],
      ["How many times: 4", "burnYears"],
      ["City now: Denver", "location"],
      ["Bio/about me: Welder.", "bio"],
      ["Hometown/where I grew up: Tulsa", "homeTown"],
    ])
      expect(field(line)).toBe(want);
    expect(field("Name/playa name: Ada / Moth")).toBeNull();
  });
});
describe("session 21, round 34 tuning (Hungarian prose)", () => {
  it("reads a playa name in the dative before 'hívnak', a town of birth, and a place anywhere before its verb", () => {
    expect(
      parseReply(
        "Fekete Márton vagyok, a playán Kürtős Kapitánynak hívnak. Szegeden születtem, de már évek óta Pécsen élek.",
        new Date("2026-07-15T12:00:00Z"),
      ),
    ).toMatchObject({ name: "Fekete Márton", playaName: "Kürtős Kapitány", homeTown: "Szeged", location: "Pécs" });
  });
});
describe("session 21, round 34 tuning (totals and the year before the pandemic)", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the total a member sums up to, and 'im Jahr vor Corona'", () => {
    expect(parseReply("Zum ersten Mal war ich im Jahr vor Corona dabei, seitdem noch dreimal, also insgesamt viermal.", now)).toMatchObject(
      { burnYears: 4, firstBurn: 2019 },
    );
    expect(parseReply("J'y suis allée deux fois avec des amis, puis trois fois avec Camp Mirage, cinq fois en tout.", now).burnYears).toBe(
      5,
    );
    expect(parseReply("Fui con amigos y luego con Camp Mirage, en total cuatro veces.", now).burnYears).toBe(4);
  });
});
describe("session 21, places in the locative of listed cities (Croatian, Serbian, Slovak, Finnish)", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads 'odrasla sam u Splitu', 'živim u Zagrebu', 'bývam v Bratislave', 'kasvoin Oulussa', 'asun nykyään Helsingissä'", () => {
    expect(parseReply("Zovem se Ana Horvat. Odrasla sam u Splitu. Sada živim u Zagrebu.", now)).toMatchObject({
      homeTown: "Split",
      location: "Zagreb",
    });
    expect(parseReply("Volám sa Zuzana Kováčová. Vyrastala som v Košiciach. Teraz bývam v Bratislave.", now)).toMatchObject({
      homeTown: "Košice",
      location: "Bratislava",
    });
    expect(parseReply("Nimeni on Aino Virtanen. Kasvoin Oulussa. Asun nykyään Helsingissä.", now)).toMatchObject({
      homeTown: "Oulu",
      location: "Helsinki",
    });
    expect(parseReply("Živim u Vinkovcima.", now).location).toBeNull();
  });
});
describe("session 21, short declines and 'later' in more languages", () => {
  it("recognises 'Not this year unfortunately', 'Dit jaar kan ik helaas niet', 'Ti rispondo nel weekend', 'Отвечу на выходных'", () => {
    expect(notAProfile({ reply: "Not this year unfortunately.", fieldsFound: 0 })?.note).toBe("declined");
    expect(notAProfile({ reply: "Dit jaar kan ik helaas niet.", fieldsFound: 0 })?.note).toBe("declined");
    expect(notAProfile({ reply: "Ti rispondo nel weekend.", fieldsFound: 0 })?.note).toBe("later");
    expect(notAProfile({ reply: "Отвечу на выходных.", fieldsFound: 0 })?.note).toBe("later");
    expect(notAProfile({ reply: "Ik kan niet wachten om iedereen te zien! Ik ben Daan, ik woon in Gent.", fieldsFound: 0 })).toBeNull();
  });
});
describe("session 22, languages written whole before round 35 was read", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads Thai, romanised Hindi and Persian prose", () => {
    expect(parseReply("ฉันชื่อ สุนีย์ ทองดี\nเรียกฉันว่า แมวทราย มาจากเชียงใหม่ค่ะ ตอนนี้อาศัยอยู่ที่กรุงเทพ เกิดที่ประเทศไทย", now)).toMatchObject({
      name: "สุนีย์ ทองดี",
      playaName: "แมวทราย",
      homeTown: "เชียงใหม่",
      location: "กรุงเทพ",
      country: "ไทย",
    });
    expect(
      parseReply(
        "Mera naam Rohan Mehta hai. Playa pe sab mujhe Chai Wallah bulate hain. Main Pune se hoon. Abhi main Bangalore mein rehta hoon. Mera janam India mein hua. Main teen baar burn gaya hoon.",
        now,
      ),
    ).toMatchObject({
      name: "Rohan Mehta",
      playaName: "Chai Wallah",
      homeTown: "Pune",
      location: "Bangalore",
      country: "India",
      burnYears: 3,
    });
    expect(parseReply("اسم من سارا احمدی است. اهل شیراز هستم. الان در تهران زندگی می‌کنم. در ایران به دنیا آمدم.", now)).toMatchObject({
      name: "سارا احمدی",
      homeTown: "شیراز",
      location: "تهران",
      country: "ایران",
    });
  });
  it("reads a country of birth as the country, never as the home town", () => {
    for (const [text, country] of [
      ["Türkiye'de doğdum.", "Türkiye"],
      ["日本生まれです。", "日本"],
      ["我在台灣出生。", "台灣"],
      ["मैं भारत में पैदा हुआ।", "भारत"],
      ["Narodil jsem se v České republice.", "Česká republika"],
      ["Народилася в Україні.", "Україна"],
      ["Olen syntynyt Suomessa.", "Suomi"],
      ["한국 출생입니다.", "한국"],
    ])
      expect(parseReply(text, now)).toMatchObject({ homeTown: null, country });
  });
  it("reads Cantonese, Korean, Japanese, Czech, Romanian, Turkish, Nordic and Polish wordings", () => {
    expect(parseReply("我叫陳家豪。我係香港長大嘅。而家住喺倫敦。去過四次。", now)).toMatchObject({
      homeTown: "香港",
      location: "倫敦",
      burnYears: 4,
    });
    expect(parseReply("안녕하세요, 박서준이라고 합니다. 플라야 네임은 모래토끼예요. 고향은 대구입니다.", now)).toMatchObject({
      name: "박서준",
      playaName: "모래토끼",
      homeTown: "대구",
    });
    expect(parseReply("플라야에서는 '먼지 여우'라고 불려요.", now).playaName).toBe("먼지 여우");
    expect(parseReply("名前は高橋翔です。出身は福岡です。", now)).toMatchObject({ name: "高橋翔", homeTown: "福岡" });
    expect(parseReply("Jsem Tomáš Novák. Na playi mi přezdívají Jezevec. Byl jsem tam už čtyřikrát.", now)).toMatchObject({
      name: "Tomáš Novák",
      playaName: "Jezevec",
      burnYears: 4,
    });
    expect(parseReply("Sunt din Iași. Locuiesc acum în Timișoara.", now)).toMatchObject({ homeTown: "Iași", location: "Timișoara" });
    expect(parseReply("Merhaba, ben Zeynep Demir. Şu an Berlin'de yaşıyorum. İlk kez 2017'de gittim.", now)).toMatchObject({
      name: "Zeynep Demir",
      location: "Berlin",
      firstBurn: 2017,
    });
    expect(parseReply("Şimdi İstanbul'da yaşıyorum.", now).location).toBe("İstanbul");
    expect(parseReply("Jeg er fra Tromsø. På playaen hedder jeg Sandloppen. Jeg har været afsted tre gange.", now)).toMatchObject({
      homeTown: "Tromsø",
      playaName: "Sandloppen",
      burnYears: 3,
    });
    expect(parseReply("Playalla olen Hiekkahiiri.", now).playaName).toBe("Hiekkahiiri");
    expect(parseReply("Dorastałam w Gdańsku.", now).homeTown).toBe("Gdańsk");
  });
});
describe("session 22, labels written whole for more languages", () => {
  it("reads the questions as Romanian, Turkish, Thai, Hindi, Persian, Norwegian, Danish and Finnish speakers put them", () => {
    for (const [label, field] of [
      ["Numele meu: Andrei Munteanu", "name"],
      ["ชื่อ: สุนีย์ ทองดี", "name"],
      ["Malnom: Llangardaix", "playaName"],
      ["Kallenavn: Måken", "playaName"],
      ["Sunt din: Iași", "homeTown"],
      ["ภูมิลำเนา: เชียงใหม่", "homeTown"],
      ["Asun: Helsinki", "location"],
      ["Synnyinmaa: Suomi", "country"],
      ["چند بار: ۳", "burnYears"],
      ["पहली बार: 2019", "firstBurn"],
      ["자기소개: 안녕하세요", "bio"],
    ])
      expect(matchLabel(label)?.field).toBe(field);
    // Alone on a line, these are words of a sentence, not questions.
    for (const word of ["Asun", "Nume", "ชื่อ", "Morada"]) expect(matchLabel(word)).toBeNull();
  });
});
describe("session 22, round 35 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const reasonsFor = (reply: string) =>
    judgeExtraction({ fields: parseReply(reply, now), reply, quoted: "", current: {}, profileCreated: false, now }).reasons.join(" ");
  it("holds a reply someone else wrote about the member", () => {
    const husband =
      "Hi there, Bram here (Willa's husband), typing this on her iPad.\n\nShe's Wilhelmina Sorensen, playa name Dune Moth. She was born in Norway.\n\nShe's been 5 times. I've only been once (2019), so don't count me!";
    expect(reasonsFor(husband)).toMatch(/Someone else wrote the reply/);
    // A partner in the member's own story is no other writer.
    const own = "Me llamo Candela Morillas. Fui por primera vez hace cuatro años, arrastrada por mi pareja. Soy de Jerez.";
    expect(reasonsFor(own)).not.toMatch(/Someone else wrote the reply/);
  });
  it("holds 'quattro, anzi no, cinque' and reads 'trzy razy (…)' and 'três ao todo'", () => {
    expect(reasonsFor("Nome completo: Ludovica Sartori\nCittà natale: Ravenna\nNumero di burn: quattro, anzi no, cinque")).toMatch(
      /takes back/,
    );
    expect(parseReply("Name: Kacper Nowicki\nBurns: trzy razy (2017, 2022 i zeszły rok)", now).burnYears).toBe(3);
    expect(parseReply("Sou o Rui Valadares. Fui mais duas vezes, portanto três ao todo.", now).burnYears).toBe(3);
    expect(parseReply("Nasci em Moçambique, cresci em Coimbra.", now).country).toBe("Moçambique");
  });
  it("keeps notes about the answers and requests to the organisers out of the bio", () => {
    expect(
      cleanBlock("Guide de haute montagne, prof de ski.\n\nVoilà, mes réponses sont en rouge directement dans votre message.", 1000),
    ).toBe("Guide de haute montagne, prof de ski.");
    expect(cleanBlock("Rugby physio and a tenor.\n\nOne thing – any chance of an early arrival pass this year?", 1000)).toBe(
      "Rugby physio and a tenor.",
    );
    const train =
      "Devansh Bhatia here, playa name Vada Pav Vortex, 3 burns so far, living in Pune now. Rest of the form when I'm off this train";
    expect(parseReply(train, now).bio).toBeNull();
  });
});
describe("session 22, round 35 tuning (answers in brackets, first-person labels)", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads answers typed between square brackets on the quoted questions, and leaves an empty pair alone", () => {
    const text = [
      "G'day! I've put my answers in the [ ] brackets below.",
      "",
      "On July 1, 2026 7:12:05 PM UTC, Camp Mirage <admin@camp.example.org> wrote:",
      "> Just reply to this email and answer the questions below.",
      ">    1. Full name: [ Bronte Yardley ]",
      ">    2. Playa name: [ ]",
      ">    3. Home town: [ Ballarat ]",
      ">    4. Where you live now: [ Geelong ]",
    ].join("\n");
    const p = parseReply(splitReply(text).reply, now);
    expect(p).toMatchObject({ name: "Bronte Yardley", playaName: null, homeTown: "Ballarat", location: "Geelong" });
  });
  it("reads the questions in the member's own first person, and counts to ten in more languages", () => {
    for (const [label, field] of [
      ["Dove abito ora: Torino", "location"],
      ["Πού μεγάλωσα: Χανιά", "homeTown"],
      ["D'on soc: Girona", "homeTown"],
      ["Πόσες φορές έχω πάει: τέσσερις", "burnYears"],
      ["Koliko puta sam bio: tri", "burnYears"],
      ["جایی که الان زندگی می‌کنم: برلین", "location"],
      ["ชื่อเล่นในเพลย่า: ส้มตำไฟ", "playaName"],
    ])
      expect(matchLabel(label)?.field).toBe(field);
    expect(parseReply("Quants burns porto: sis", now).burnYears).toBe(6);
    expect(parseReply("Скільки разів я була: п'ять", now).burnYears).toBe(5);
    expect(parseReply("Chào cả nhà,\n\nMình là Lương Thị Mai, ở playa mọi người gọi mình là Bánh Xèo.", now).name).toBe("Lương Thị Mai");
    expect(parseReply("Hiện mình sống ở Thành phố Hồ Chí Minh.", now).location).toBe("Thành phố Hồ Chí Minh");
  });
});
describe("session 22, English as members of many countries write it", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads 'I stay in', 'living up in', 'my native place is', 'raised up in' and 'X is my name'", () => {
    expect(parseReply("My native place is Mysuru but I stay in Bangalore since 2014.", now)).toMatchObject({
      homeTown: "Mysuru",
      location: "Bangalore",
    });
    expect(parseReply("Grew up in Bendigo and I'm living up in Brisbane these days.", now).location).toBe("Brisbane");
    expect(parseReply("I was raised up in Memphis. Currently residing in Austin.", now)).toMatchObject({
      homeTown: "Memphis",
      location: "Austin",
    });
    expect(parseReply("Sam Ortiz is my name, I fix bikes.", now).name).toBe("Sam Ortiz");
    expect(parseReply("At camp they call me Dust Bunny.", now).playaName).toBe("Dust Bunny");
  });
  it("reads counts and first years told as non-native or regional speakers tell them", () => {
    expect(parseReply("I was there 3 times.", now).burnYears).toBe(3);
    expect(parseReply("I went 3 times already.", now).burnYears).toBe(3);
    expect(parseReply("Been to Burns 5 times now.", now).burnYears).toBe(5);
    expect(parseReply("Coming up on my eighth burn.", now).burnYears).toBe(7);
    expect(parseReply("My first burn was twenty-nineteen.", now).firstBurn).toBe(2019);
    expect(parseReply("Since 2019 I am going every year.", now).firstBurn).toBe(2019);
    // Someone else's times, or times of something else, are not burns.
    expect(parseReply("I was 3 times as tired after strike.", now).burnYears).toBeNull();
  });
});
describe("session 22, registers written whole before round 36 was read", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads Flemish, Swiss and Austrian German as spoken, Russian in Latin letters, Chinese with English in it", () => {
    expect(parseReply("Ik ben Lotte Peeters. Ik ben van Gent en woon nu in Antwerpen.", now)).toMatchObject({
      homeTown: "Gent",
      location: "Antwerpen",
    });
    expect(parseReply("Grüezi mitenand! Ich bi dr Urs Meier. Ich bi in Bärn ufgwachse und wohne jetzt in Zürich.", now)).toMatchObject({
      name: "Urs Meier",
      homeTown: "Bärn",
      location: "Zürich",
    });
    expect(
      parseReply("Servus! I bin da Florian Huber. Aufgwachsn bin i in Graz, jetzt wohn i in Wien. I war scho dreimal dabei.", now),
    ).toMatchObject({
      name: "Florian Huber",
      homeTown: "Graz",
      location: "Wien",
      burnYears: 3,
    });
    expect(parseReply("Privet! Menya zovut Dmitriy Sokolov.", now).name).toBe("Dmitriy Sokolov");
    expect(parseReply("我叫Kevin Wang，來自台北，現在住在San Francisco。", now)).toMatchObject({
      name: "Kevin Wang",
      homeTown: "台北",
      location: "San Francisco",
    });
    // ("現在住在…": "now" is never the place.)
    expect(parseReply("現在住在ロンドン。", now).location).not.toBe("現");
  });
  it("reads replies typed without accents and Japanese in casual style", () => {
    expect(parseReply("Je m'appelle Helene Cote. J'y suis allee trois fois.", now).burnYears).toBe(3);
    expect(parseReply("Sou o Thiago. Primeira vez foi em 2018.", now).firstBurn).toBe(2018);
    expect(parseReply("名前は佐藤健。大阪出身で、今は東京に住んでる。", now)).toMatchObject({
      name: "佐藤健",
      homeTown: "大阪",
      location: "東京",
    });
  });
});
describe("session 22, not a profile: moderation notices, sender checks, German and Dutch 'it won't work out'", () => {
  it("recognises them", () => {
    const np = (reply: string) => notAProfile({ reply, fieldsFound: 0 })?.note ?? null;
    expect(np("Your message to the camp-list mailing list is awaiting moderator approval.")).toBe("away");
    expect(np("Please confirm your message. To protect against spam, I only accept mail from senders who confirm.")).toBe("away");
    expect(np("Dieses Jahr klappt es leider nicht, wir haben gerade ein Baby bekommen.")).toBe("declined");
    expect(np("Dit jaar lukt het niet, we hebben net een baby gekregen.")).toBe("declined");
    expect(np("Ik ben Lotte, ik woon in Gent en het lukt me prima om te komen!")).toBeNull();
  });
});
describe("session 22, round 36 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const reasonsFor = (reply: string) =>
    judgeExtraction({ fields: parseReply(reply, now), reply, quoted: "", current: {}, profileCreated: false, now }).reasons.join(" ");
  it("reads answers marked 'A:' under quoted questions marked 'Q:'", () => {
    const text = [
      "Hi! I did it the old-fashioned way, Q and A:",
      "",
      "> Q: Full name:",
      "A: Declan Fairweather",
      "",
      "> Q: Home town:",
      "A: Galway",
      "",
      "> Q: Where you live now:",
      "A: Boston",
    ].join("\n");
    expect(parseReply(splitReply(text).reply, now)).toMatchObject({ name: "Declan Fairweather", homeTown: "Galway", location: "Boston" });
  });
  it("takes a format=flowed quote's continuation mark out of the line it was joined to", async () => {
    const { replyBodyText } = await import("../../src/email/reply-text");
    expect(replyBodyText("> 9. Bio: Nachts baue >ich Lampen.\n> Camp: Dust > Mirage", null)).toBe(
      "> 9. Bio: Nachts baue ich Lampen.\n> Camp: Dust Mirage",
    );
  });
  it("reads 'My hometown is Chicoutimi' as the place, 'zwölf' as twelve, and holds '8 (2013-2020)'", () => {
    expect(parseReply("Home town: My hometown is Chicoutimi", now).homeTown).toBe("Chicoutimi");
    expect(parseReply("Number of burns attended: zwölf", now).burnYears).toBe(12);
    expect(reasonsFor("Name: Margot Fenwick\nHome town: Hobart\nBurns: 8 (2013-2020)\nFirst burn: 2013")).toMatch(
      /does not match the years/,
    );
    expect(reasonsFor("Name: Margot Fenwick\nHome town: Hobart\nBurns: 7 (2013-2019)\nFirst burn: 2013")).not.toMatch(/does not match/);
    expect(reasonsFor("Name: Margot Fenwick\nBurns: 8\n\nPS make that 7 burns")).toMatch(/takes back/);
  });
});
describe("session 22, round 36 tuning (prose)", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the playa name set off before 'on the playa', and the name on the playa in Portuguese as no name", () => {
    expect(parseReply("Jerome Oyelaran here, Deep Dish Disco on the playa. Born in Nigeria.", now).playaName).toBe("Deep Dish Disco");
    expect(parseReply("Sou o Rafael Tenório, mas geral me chama de Rafa. Na playa meu nome é Paçoca Turbinada.", now)).toMatchObject({
      name: "Rafael Tenório",
      playaName: "Paçoca Turbinada",
    });
  });
  it("reads Russian word order, Chinese with English words, and 'I live down in'", () => {
    expect(parseReply("на плае все зовут меня Пыльная Ромашка. Родилась я в Самаре, а сейчас живу в Ереване.", now)).toMatchObject({
      playaName: "Пыльная Ромашка",
      homeTown: "Самара",
    });
    expect(parseReply("playa name 是 Baozi Bandit。老家是成都，现在 base 在上海。Burn 我去过两次，2019 年第一次去。", now)).toMatchObject({
      playaName: "Baozi Bandit",
      location: "上海",
      firstBurn: 2019,
    });
    expect(parseReply("these days I live down in Olympia, where it rains.", now).location).toBe("Olympia");
  });
});
describe("session 22, round 37 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the HTML part when iCloud's text part runs every line into one", async () => {
    const { replyBodyText } = await import("../../src/email/reply-text");
    const text = `Bonjour y'all! Name: Odette Rainier Playa name: Velvet Thunder About me: Brass band trumpet player and high school music teacher, and I bring red beans. Bisous, Odette P.S. My partner Luc will send his own answers. On Jul 1, 2026, at 2:12 PM, Camp Mirage <admin@camp.example.org> wrote: Hi Odette, Welcome to Camp Mirage!`;
    const html =
      "<div><div>Bonjour y'all!</div><div><br></div><div>Name: Odette Rainier</div><div>Playa name: Velvet Thunder</div><div>About me: Brass band trumpet player and high school music teacher, and I bring red beans.</div><div><br></div><div>Bisous,</div><div>Odette</div><div><br></div><div>P.S. My partner Luc will send his own answers.</div></div>";
    expect(replyBodyText(text, html)).toContain("\nBisous,\nOdette");
  });
  it("keeps a region in brackets after the home town, and cuts an answer that runs on into a clause in lower case", () => {
    expect(parseReply("Home town: Leeuwarden (Friesland)", now).homeTown).toBe("Leeuwarden (Friesland)");
    expect(parseReply("Wo ich jetzt wohne: Leipzig, seit dem Studium", now).location).toBe("Leipzig");
    expect(parseReply("Nome completo: Juliana Drummond Esteves, mas pode me chamar de Ju", now).name).toBe("Juliana Drummond Esteves");
    expect(parseReply("Home town: Belo Horizonte, Minas Gerais, uai", now).homeTown).toBe("Belo Horizonte, Minas Gerais");
    // An answer taken back, or a sentence, is not cut.
    expect(parseReply("Home town: Leeds - no, Harrogate", now).homeTown).not.toBe("Leeds - no");
  });
  it("reads years written in words in eight more languages", () => {
    for (const [text, year] of [
      ["Erster Burn: zweitausendachtzehn", 2018],
      ["Primer burn: dos mil diecinueve", 2019],
      ["Primeiro burn: dois mil e quinze", 2015],
      ["Premier burn : deux mille dix-sept", 2017],
      ["Primo burn: duemilasedici", 2016],
      ["Eerste burn: tweeduizend zeventien", 2017],
      ["Первый бёрн: две тысячи семнадцатый", 2017],
      ["Πρώτο burn: δύο χιλιάδες δεκαεννιά", 2019],
    ] as const)
      expect(parseReply(text, now).firstBurn).toBe(year);
  });
});

describe("session 23: camps told in prose in other languages", () => {
  it("reads the camps named, in the order told, whatever years stand beside them", () => {
    expect(campsInProse("Las dos primeras me quedé con unos cuates en Camp Mezcalito y desde 2018 ando con ustedes en Camp Mirage.")).toBe(
      "Camp Mezcalito, Camp Mirage",
    );
    expect(campsInProse("In 2018 zat ik bij Dutch Oven, daarna bij Camp Mirage.")).toBe("Dutch Oven, Camp Mirage");
    expect(campsInProse("Nas três primeiras acampei com os Tascas Nómadas, o ano passado já convosco no Camp Mirage.")).toBe(
      "Tascas Nómadas, Camp Mirage",
    );
    expect(campsInProse("Az első két évben a Paprika Dome táborban voltam, 2019 óta veletek a Camp Mirage-ben.")).toBe(
      "Paprika Dome, Camp Mirage",
    );
    expect(campsInProse("Την πρώτη φορά ήμουν με το Camp Frappe, από το 2019 είμαι με το Camp Mirage.")).toBe("Camp Frappe, Camp Mirage");
  });
  it("reads 'with you' as the camp that wrote, and its name in the language's case endings", () => {
    const campName = "Camp Mirage";
    expect(campsInProse("Le prime due volte ero con il Camp Vesuvio, l'anno scorso con voi.", campName)).toBe("Camp Vesuvio, Camp Mirage");
    expect(campsInProse("Joka kerta olen ollut Camp Miragen mukana.", campName)).toBe("Camp Mirage");
    expect(campsInProse("Sen jälkeen olen leiriytynyt teidän kanssanne Camp Miragessa.", campName)).toBe("Camp Mirage");
  });
  it("leaves out friends, places, camps still to come and a sentence's first word", () => {
    expect(campsInProse("Die ersten zwei Male war ich mit Freunden im Camp Biergarten Borealis.")).toBe("Camp Biergarten Borealis");
    expect(
      campsInProse("Siempre he acampado con Los Chilaquiles Galácticos, pero este año me quiero cambiar con ustedes.", "Camp Mirage"),
    ).toBe("Los Chilaquiles Galácticos");
    expect(campsInProse("Am Burn war ich erst einmal, und diesmal komme ich mit Camp Mirage.")).toBeNull();
    expect(campsInProse("Vivo en Buenos Aires desde 2015 y trabajo con Ana Torres.")).toBeNull();
    expect(campsInProse("Estive em Lisboa com a Maria Silva.")).toBeNull();
  });
});

describe("session 23: a playa name told beside the playa in prose", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it.each([
    ["Lucian Westerby here (Dune Biscuit on the playa).", "Dune Biscuit"],
    ["Oliver Pendlebury, or Parkin Pirate once I'm through the gate.", "Parkin Pirate"],
    ["Wilf Carrington here, or Kipper Tie once we're out in the dust.", "Kipper Tie"],
    ["I'm Gabrielle Hébert – Gaby to most people and Lobster Lantern on the playa.", "Lobster Lantern"],
    ["Lorelei Ingram here – Bourbon Banshee once the dust starts flyin'.", "Bourbon Banshee"],
    ["I'm Saoirse Brennan, known out there as Selkie Static.", "Selkie Static"],
    ["Harriet Nettleship here - the playa knows me as Thimble Rigger.", "Thimble Rigger"],
    ["Tamsin Wardle here, though on the playa I answer to Magpie Marge (long story).", "Magpie Marge"],
    ["I go by Cicada out there.", "Cicada"],
    ["Playa name's Halloumi.", "Halloumi"],
  ])("%s", (text, playaName) => {
    expect(findPhrases(text, now).playaName).toBe(playaName);
  });
  it("does not take a camp, a place or a friend beside the playa", () => {
    expect(findPhrases("I've camped with friends and Camp Mirage on the playa.", now).playaName).toBeUndefined();
    expect(findPhrases("I live in Leeds and London once a month.", now).playaName).toBeUndefined();
    expect(findPhrases("My husband Dave (Big Spoon on the playa) has been nine times.", now).playaName).toBeUndefined();
  });
});

describe("session 23, round 38 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads 'Don't have one yet', 'skip this one, I'm new' and 'long story, see bio!' as no answer", () => {
    const fields = parseReply(
      "Full name: Karthik Iyer\nPlaya name: Don't have one yet\nHome town: Chennai\nCamp history: skip this one, I'm new\nBio: Backend engineer.",
      now,
    );
    expect(fields.playaName).toBeNull();
    expect(fields.campHistory).toBeNull();
    expect(
      parseReply("Full name: Chiamaka Ezeoke\nHome town: Port Harcourt\nCamp history: long story, see bio!\nBio: Engineer.", now)
        .campHistory,
    ).toBeNull();
  });
});

describe("session 23, Hindi places", () => {
  it("takes the postposition off a place answered in Hindi", () => {
    const fields = parseReply(
      "Full name: अंकित तिवारी\nHome town: जयपुर से हूँ\nWhere you live now: पुणे में\nCountry of birth: भारत",
      new Date("2026-07-15T12:00:00Z"),
    );
    expect(fields.homeTown).toBe("जयपुर");
    expect(fields.location).toBe("पुणे");
  });
});

describe("session 23, an aside in brackets after the bio", () => {
  it("is a note beside the letter, not part of the bio", () => {
    const fields = parseReply(
      "**Name:** Nadia Okafor\n**Bio:** Pediatric occupational therapist by day, costume sewist by night.\n\n(Sorry about the asterisks, we use Markdown for everything at work.)",
      new Date("2026-07-15T12:00:00Z"),
    );
    expect(fields.bio).toBe("Pediatric occupational therapist by day, costume sewist by night.");
    expect(
      parseReply("Name: Nadia Okafor\nBio: I sew costumes (and fix zippers) for the whole camp.", new Date("2026-07-15T12:00:00Z")).bio,
    ).toBe("I sew costumes (and fix zippers) for the whole camp.");
  });
});

describe("session 23, a help desk and a sender check without their headers", () => {
  it("knows a help desk's acknowledgement and a challenge to prove one is a person", () => {
    expect(
      notAProfile({
        reply:
          "Hi Camp,\n\nThanks for getting in touch with Saltmarsh Pottery! We've got your message and one of us will reply within two working days.\n\nSupport powered by FreeScout",
        fieldsFound: 1,
      })?.note,
    ).toBe("away");
    expect(
      notAProfile({
        reply: "Hello,\n\nYour message to me is waiting in a holding area.\n\nQuick question to prove you're a person:\nWhat is 6 + 7?",
        fieldsFound: 1,
      })?.note,
    ).toBe("away");
    expect(notAProfile({ reply: "I'm a nurse and I'll prove you all wrong about desert cooking.", fieldsFound: 1 })).toBeNull();
  });
});

describe("session 23, round 38 tuning: Thai and Finnish answers, years in other calendars and digits", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads Thai counts and Thai-digit Buddhist years, Finnish counts and labels", () => {
    const thai = parseReply("ชื่อ-นามสกุล: พิมพ์ชนก ศรีวงศ์\nจำนวนครั้งที่ไป: สามครั้ง\nปีที่ไปครั้งแรก: พ.ศ. ๒๕๖๒\nแนะนำตัว: เป็นช่างภาพอิสระ", now);
    expect(thai.burnYears).toBe(3);
    expect(thai.firstBurn).toBe(2019);
    const fi = parseReply(
      "Nimi: Veera Rautio\nKotoisin: Kuopiosta\nAsun nyt: Helsingissä\nBurneja: kolmesti\nEnsimmäinen burn: 2014\nItsestäni: Olen lastentarhanopettaja.",
      now,
    );
    expect(fi.homeTown).toBe("Kuopio");
    expect(fi.location).toBe("Helsinki");
    expect(fi.burnYears).toBe(3);
    expect(fi.bio).toBe("Olen lastentarhanopettaja.");
  });
  it("reads a Solar Hijri year in Persian digits as the Gregorian year of that summer", () => {
    expect(parseReply("Full name: Sara Zolfaghari\nYear of your first burn: ۱۳۹۷\nNumber of burns attended: 3", now).firstBurn).toBe(2018);
    expect(parseReply("Full name: Sara Zolfaghari\nYear of your first burn: ۲۰۱۸\nNumber of burns attended: 3", now).firstBurn).toBe(2018);
  });
});

describe("session 23, the country named after the town the member was born in", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it.each([
    ["I was born in Castries, St Lucia, grew up in Brampton, Ontario and I live in Montreal now.", "St Lucia"],
    ["Rosa here, born in Tijuana Mexico, grew up in San Diego, living in LA now.", "Mexico"],
    ["I'm Fraser, born and bred in Oban on the west coast of Scotland, and I've been in Glasgow since uni.", "Scotland"],
    ["Born and raised in Hilo on the Big Island, USA, and living in San Diego now.", "USA"],
    ["I live in St Paul now, and I was born in the good old USA.", "USA"],
  ])("%s", (text, country) => {
    expect(findPhrases(text, now).country).toBe(country);
  });
  it("names no country where none is named", () => {
    expect(findPhrases("I was born in Paris, Texas and moved to Austin.", now).country).toBeUndefined();
    expect(findPhrases("I was born in London to Nigerian parents.", now).country).toBeUndefined();
  });
});

describe("session 23, round 39 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("holds numbered answers without the questions when there are fewer than the questions", () => {
    const reply = [
      "1. Linnéa Oskarsson",
      "2. Molnbär",
      "3. Umeå",
      "4. Edinburgh",
      "5. Sweden",
      "6. Three times – 2017, 2019 and 2024",
      "7. Fika Fiasco in 2017, then Camp Mirage in 2019 and 2024",
      "8. Midwife at the Royal Infirmary. On playa I mend everyone's torn clothes.",
    ].join("\n");
    const { reasons } = judgeExtraction({ fields: parseReply(reply, now), reply, quoted: "", current: {}, profileCreated: false, now });
    expect(reasons.join(" ")).toContain("8 numbered answers for 9 questions");
    const all = `${reply.replace("8. Midwife", "9. Midwife").replace("7. Fika", "7. 2017\n8. Fika")}`;
    const held = judgeExtraction({ fields: parseReply(all, now), reply: all, quoted: "", current: {}, profileCreated: false, now });
    expect(held.reasons.join(" ")).not.toContain("numbered answers for");
  });
  it("does not read part of a sentence of camps", () => {
    expect(campsInProse("Campamentos Camp Mirage en 2017 y 2019, Paella Galáctica en 2024")).toBeNull();
  });
  it("keeps an abbreviation's dot and drops a Singlish particle", () => {
    const fields = parseReply("Name: Donna Szymanski\nHome Town: Worcester, Mass.\nCountry of birth: Singapore lah\nBurns: 9", now);
    expect(fields.homeTown).toBe("Worcester, Mass.");
    expect(fields.country).toBe("Singapore");
  });
});

describe("session 23, where a member lives, told in English prose", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it.each([
    ["I grew up in El Paso, right on the border, and I've been in Austin since 2014.", "Austin"],
    ["I'm Fraser, born and bred in Oban, and I've been in Glasgow since uni.", "Glasgow"],
    ["From: Milwaukee, now in Chicago", "Chicago"],
    ["Writing from Galway, where I've lived since 2019 - I grew up in Cork, though.", "Galway"],
    ["Grew up in Dubbo out west, I live up in Darwin these days.", "Darwin"],
  ])("%s", (text, location) => {
    expect(findPhrases(text, now).location).toBe(location);
  });
});

describe("session 23, a home town told in prose", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it.each([
    ["Je viens d'Angers et j'habite à Montréal depuis 2021.", "Angers"],
    ["Sou do Porto, mas vivo em Coimbra desde que vim para a universidade.", "Porto"],
    ["Asli Yogyakarta, sekarang tinggal di Denpasar.", "Yogyakarta"],
    ["first burn was 2019, home town Kalamazoo.", "Kalamazoo"],
    ["hometown Rotorua, now living in Melbourne", "Rotorua"],
  ])("%s", (text, homeTown) => {
    expect(findPhrases(text, now).homeTown).toBe(homeTown);
  });
});

describe("session 23, the name a member goes by, in brackets after the full name", () => {
  it("applies 'Jiahui Lin (you can call me Grace)' and 'Oluwatobi Uwaifo (everyone calls me Toby, long story)'", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    for (const name of ["Jiahui Lin (you can call me Grace)", "Oluwatobi Uwaifo (everyone calls me Toby, long story)"]) {
      const reply = `Full name: ${name}\nPlaya name: Kite\nHome town: Lagos\nWhere you live now: Leeds\nCountry of birth: Nigeria\nNumber of burns attended: 2\nYear of your first burn: 2019\nCamp history: Camp Mirage\nBio: I fix bikes.`;
      const { reasons } = judgeExtraction({ fields: parseReply(reply, now), reply, quoted: "", current: {}, profileCreated: false, now });
      expect(reasons.join(" ")).not.toContain("remark in brackets");
    }
  });
});

describe("session 23, answers typed into the subject", () => {
  const sent = ["Join the Camp Mirage member directory", "A reminder: join the Camp Mirage member directory"];
  it("reads what the member typed after the subject of our email", () => {
    expect(typedInSubject("Re: Join the Camp Mirage member directory - Lucía Barranco, Bengala, de Sevilla", sent)).toBe(
      "Lucía Barranco, Bengala, de Sevilla",
    );
    expect(typedInSubject("AW: RE: Join the Camp Mirage member directory -- playa name Kumquat, 5 burns", sent)).toBe(
      "playa name Kumquat, 5 burns",
    );
  });
  it("reads nothing from a subject that is ours, or another one", () => {
    expect(typedInSubject("Re: Join the Camp Mirage member directory", sent)).toBeNull();
    expect(typedInSubject("Re: Join the Camp Mirage member directory!", sent)).toBeNull();
    expect(typedInSubject("Out of office: back on Monday", sent)).toBeNull();
  });
});

describe("session 23, the wrong person, in more languages", () => {
  it("knows 'ni har fått fel adress' and its kin", () => {
    for (const reply of [
      "Jag tror att ni har fått fel adress – jag heter inte Elin och har aldrig varit på Burning Man. Ta gärna bort mig från er lista.",
      "Creo que tenéis la dirección equivocada, no conozco ningún campamento.",
      "Dere har nok feil adresse, jeg heter ikke Ola.",
    ])
      expect(notAProfile({ reply, fieldsFound: 1 })?.note).toBe("declined");
  });
});

describe("session 23, labelled answers run on in one paragraph", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("splits them where a sentence or a semicolon ends", () => {
    expect(
      parseReply(
        "Name - Priya Mistry. Playa name - Bhaji. From - Leicester. Live - Clapham, London. Born - UK. Burns - 2 . First - 2023. Camp - Camp Mirage.",
        now,
      ),
    ).toMatchObject({
      name: "Priya Mistry",
      playaName: "Bhaji",
      homeTown: "Leicester",
      location: "Clapham, London",
      burnYears: 2,
      firstBurn: 2023,
      campHistory: "Camp Mirage",
    });
    expect(
      parseReply("Name: Brian Wafula; playa name: Matatu Maestro; home town: Mombasa; living in Nairobi; born in Kenya", now),
    ).toMatchObject({
      name: "Brian Wafula",
      playaName: "Matatu Maestro",
      homeTown: "Mombasa",
    });
  });
});

describe("session 23, round 41 tuning", () => {
  it("reads 'see top of email!' as a pointer, not a bio", () => {
    expect(parseReply("Full name: Aoife Kearney\nBio: see top of email!", new Date("2026-07-15T12:00:00Z")).bio).toBeNull();
  });
});

describe("session 23, 'last year' with a Hebrew prefix", () => {
  it("counts 'ובשנה שעברה' (and last year) among the years of a story", () => {
    const fields = parseReply(
      "הייתי בברן שלוש פעמים: ב-2017 עם Camp Shakshuka Shockwave, ואחר כך ב-2023 ובשנה שעברה איתכם ב-Camp Mirage.",
      new Date("2026-07-15T12:00:00Z"),
    );
    expect(fields.burnYears).toBe(3);
    expect(fields.firstBurn).toBe(2017);
  });
});

describe("session 24, 'no idea' is no count", () => {
  it("reads 'keine Ahnung', 'no idea', 'ninguna idea', 'geen idee' as no answer, not as none", () => {
    for (const answer of [
      "keine Ahnung, frag Malte",
      "kein Plan",
      "no idea, my partner counts",
      "ninguna idea 😅",
      "nessuna idea",
      "geen idee eigenlijk",
    ])
      expect(parseBurnCount(answer, new Date("2026-07-15T12:00:00Z")).count, answer).not.toBe(0);
    for (const answer of ["keine", "keine, das wird mein erster", "none yet", "geen", "ninguna todavía"])
      expect(parseBurnCount(answer, new Date("2026-07-15T12:00:00Z")).count, answer).toBe(0);
  });
});

describe("session 24, 'how often' as the count's question", () => {
  it("reads 'Wie oft beim Burn:', 'How often at the burn:', 'Hoe vaak naar de burn:' as the burns question", () => {
    for (const label of [
      "Wie oft beim Burn:",
      "How often at the burn:",
      "Hoe vaak naar de burn:",
      "Hur ofta på burnen:",
      "Hvor ofte på burn:",
      "Jak często na burnie:",
    ])
      expect(field(label), label).toBe("burnYears");
  });
  it("reads a count on the line below such a question", () => {
    const fields = parseReply("Name: Lena Haberkorn\nWie oft beim Burn:\n3 Mal\nErster Burn: 2017", new Date("2026-07-15T12:00:00Z"));
    expect(fields.burnYears).toBe(3);
  });
});

describe("session 24, more English ways to tell a count in prose", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const count = (sentence: string) =>
    parseReply(`Hi! I'm Ada Quist, from Leeds. ${sentence} I make tea and fix bikes.\n\nCheers, Ada`, now).burnYears;
  it("reads the places named between the verb and the count", () => {
    expect(count("I've made it out to the playa four times.")).toBe(4);
    expect(count("I have attended the festival 5 times.")).toBe(5);
    expect(count("I've been to BM three times.")).toBe(3);
    expect(count("I've been on the playa 3 times.")).toBe(3);
  });
  it("reads 'my burn count is 6', 'a three-timer' and 'haven't been yet'", () => {
    expect(count("My burn count is 6.")).toBe(6);
    expect(count("I'm a three-timer.")).toBe(3);
    expect(count("I haven't been yet, so be gentle.")).toBe(0);
  });
  it("leaves other places and other people's counts alone", () => {
    expect(count("I've been to Glastonbury three times.")).toBeNull();
    expect(count("I have attended the Edinburgh Fringe 5 times.")).toBeNull();
    expect(count("My partner is a three-timer.")).toBeNull();
  });
});

describe("session 24, where a member is now, told in a sentence of its own", () => {
  it("reads 'I'm in Denver now.' at the start of a sentence", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    expect(parseReply("Hi there! My name is Ada Quist. I'm in Denver now. I make tea.\n\nCheers, Ada", now).location).toBe("Denver");
    expect(parseReply("Hi there! My name is Ada Quist. I'm in my forties now. I make tea.\n\nCheers, Ada", now).location).toBeNull();
  });
});

describe("session 24, camps told in a sentence of another script", () => {
  it("reads camps by name with years beside them, and with a borrowed English word in the sentence", () => {
    expect(campsInProse("Летом 2019-го жила с друзьями в Camp Taiga Tango, а в прошлом году с вами в Camp Mirage.", "Camp Mirage")).toBe(
      "Camp Taiga Tango, Camp Mirage",
    );
    expect(campsInProse("我參加過三次burn：2017年和朋友在Camp Mango Moon，後來都跟你們在Camp Mirage。", "Camp Mirage")).toBe(
      "Camp Mango Moon, Camp Mirage",
    );
  });
});

describe("session 24, quotes around an answer and 'playa name' borrowed into another language", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("drops the quote marks of any language around a label's answer", () => {
    for (const quoted of [
      "„Pączek Kometa”",
      "„Pączek Kometa“",
      "«Pączek Kometa»",
      "»Pączek Kometa«",
      "「Pączek Kometa」",
      "‚Pączek Kometa‘",
    ])
      expect(parseReply(`Full name: Ola Quist\nPlaya name: ${quoted}\nHome town: Gdynia`, now).playaName, quoted).toBe("Pączek Kometa");
  });
  it("reads a quoted playa name after the borrowed words and the language's own 'is'", () => {
    const read = (sentence: string) => parseReply(`${sentence} Trabajo de enfermera.\n\nAbrazos`, now).playaName;
    expect(read("Soy Inés Quiroga y mi playa name es «Churro Cósmico» desde mi primer año.")).toBe("Churro Cósmico");
    expect(read("Меня зовут Инна Кузина, мой playa name — «Пельмень-Планета».")).toBe("Пельмень-Планета");
    expect(read("我是林小雨，我的playa name是「珍珠奶茶」。")).toBe("珍珠奶茶");
    expect(read("Ich bin Ute Quast, mein Playa-Name ist „Brezel Blitz“.")).toBe("Brezel Blitz");
  });
});

describe("session 24, the first burn among the years listed after a count in another language", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("takes the earliest year when the years told are as many as the burns", () => {
    const first = (sentence: string) => parseReply(`Soy Inés Quiroga. ${sentence} Trabajo de enfermera.\n\nAbrazos`, now).firstBurn;
    expect(first("Fui al burn tres veces: en 2017 y 2019 con Camp Tango Tormenta, y el año pasado con ustedes.")).toBe(2017);
    expect(parseReply("我是林小雨。我去過兩次burn：2018年跟朋友，去年跟你們。我是老師。", now).firstBurn).toBe(2018);
    expect(parseReply("Меня зовут Инна Кузина. На бёрне была два раза: в 2022-м и в прошлом году. Работаю врачом.", now).firstBurn).toBe(
      2022,
    );
  });
});

describe("session 24, round 42 tuning: English prose", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const read = (story: string) => parseReply(`Hello Camp Mirage\n\nIvo Quarles here. ${story}\n\nThanks`, now, { campName: "Camp Mirage" });
  it("reads 'this is gonna be my 3rd burn' as two before it", () => {
    expect(read("This is gonna be my 3rd burn, happy to help with the lights.").burnYears).toBe(2);
    expect(read("It's gonna be my fifth time out there.").burnYears).toBe(4);
  });
  it("reads the inviting camp told without the word 'Camp' as the camp", () => {
    expect(read("I always camped with Mirage, the best crew on the playa.").campHistory).toBe("Camp Mirage");
  });
  it("reads where the member came to and has lived ever since", () => {
    expect(read("I grew up in Kingston, then came up to Toronto when I was 19 and I've lived here ever since.").location).toBe("Toronto");
    expect(read("I came over to London in 2010 and have been there ever since.").location).toBe("London");
    expect(read("I came to Toronto for a conference once.").location).toBeNull();
  });
});

describe("session 24, a camp's Latin name inside Japanese", () => {
  it("ends the camp's name where the Japanese begins", () => {
    expect(campsInProse("2023年は一人で参加して、去年はCamp Mirageのみなさんにお世話になりました。", "Camp Mirage")).toBe("Camp Mirage");
  });
});

describe("session 24, camps named with the word 'Camp', told in prose", () => {
  it("applies them hands-free; a name without it stays a guess", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const reply = "Soy Inés Quiroga. Fui tres veces: en 2017 y 2018 con Camp Tango Tormenta y el año pasado con ustedes en Camp Mirage.";
    const fields = parseReply(reply, now, { campName: "Camp Mirage" });
    expect(fields.campHistory).toBe("Camp Tango Tormenta, Camp Mirage");
    expect(guessedFields({ fields, reply, now, campName: "Camp Mirage" })).toEqual([]);
    const other = "I'm Ivo Quarles. Both burns I camped with Lost Penguins, the best crew out there.";
    const read = parseReply(other, now, { campName: "Camp Mirage" });
    expect(read.campHistory).toBe("Lost Penguins");
    expect(guessedFields({ fields: read, reply: other, now, campName: "Camp Mirage" })).toEqual(["campHistory"]);
  });
});

describe("session 24, a camp's name is no person", () => {
  it("reads the first year of a sentence that names 'Camp Mate Marciano' (not 'my mate')", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    expect(
      parseReply(
        "Soy Inés Quiroga. Fui al burn tres veces: en 2016 y 2019 con Camp Mate Marciano, y el año pasado con ustedes en Camp Mirage.",
        now,
      ).firstBurn,
    ).toBe(2016);
    expect(parseReply("I'm Ivo Quarles. My mate has been to the burn three times: 2016, 2019 and 2023.", now).firstBurn).toBeNull();
  });
});

describe("session 24, declines and 'later' in a few more words", () => {
  const note = (reply: string) => notAProfile({ reply, fieldsFound: 0 })?.note ?? null;
  it("reads short declines", () => {
    expect(note("Not for me, thanks.")).toBe("declined");
    expect(note("Leider schaffe ich es dieses Jahr nicht. Viel Spaß euch!")).toBe("declined");
    expect(note("Heuer kann ich leider nicht dabei sein.")).toBe("declined");
  });
  it("reads answers promised within a few days", () => {
    expect(note("On it! Give me a few days.")).toBe("later");
    expect(note("Will answer in the next couple of days.")).toBe("later");
    expect(note("Vi rispondo con calma nei prossimi giorni.")).toBe("later");
    expect(note("Ich antworte euch in den nächsten Tagen.")).toBe("later");
    expect(note("Je vous réponds dans les prochains jours.")).toBe("later");
    expect(note("Les contesto en los próximos días.")).toBe("later");
  });
  it("leaves a profile that tells of days alone", () => {
    expect(
      notAProfile({ reply: "Full name: Ivo Quarles\nBio: Give me a few days on the playa and I'll fix anything.", fieldsFound: 2 }),
    ).toBeNull();
  });
});

describe("session 24, more declines, 'later' and unmonitored mailboxes (written before they were measured)", () => {
  const note = (reply: string) => notAProfile({ reply, fieldsFound: 0 })?.note ?? null;
  it("reads them in English, German, French, Spanish, Portuguese and Russian", () => {
    expect(note("Thanks for the invite. I've decided to take a year off from the burn.")).toBe("declined");
    expect(note("I'd rather not share my details online, sorry.")).toBe("declined");
    expect(note("We've moved on from the camp, so please take us off. Good luck!")).toBe("declined");
    expect(note("Nope, not this year.")).toBe("declined");
    expect(note("Je passe mon tour cette année, désolé !")).toBe("declined");
    expect(note("В этом году не получится, извините.")).toBe("declined");
    expect(note("Send me a reminder next week, I'm swamped right now.")).toBe("later");
    expect(note("Saw this, will get to it after work.")).toBe("later");
    expect(note("Bin gerade unterwegs, melde mich später!")).toBe("later");
    expect(note("Je m'en occupe demain soir.")).toBe("later");
    expect(note("Lo lleno esta noche.")).toBe("later");
    expect(note("Vou preencher amanhã.")).toBe("later");
    expect(note("This mailbox is not monitored. Please contact us via our website.")).toBe("away");
    expect(note("Ich bin ab dem 20.07. wieder im Büro.")).toBe("away");
  });
  it("leaves a profile that withholds one answer", () => {
    expect(notAProfile({ reply: "Full name: Ivo Quarles\nHome town: I'd rather not share\nBurns: 2", fieldsFound: 2 })).toBeNull();
  });
});

describe("session 24, round 43 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads a long decline that tells its burns on the way", () => {
    const reply = [
      "Thank you so much for thinking of me.",
      "",
      "I'm sorry to say I won't be coming out this year: work has eaten my leave. I've been five times since 2015.",
      "",
      "So I don't think it makes sense for me to be in the directory this year. Have a wonderful burn!",
    ].join("\n");
    // (Longer than a notice: a letter that explains itself at length is still read for what it asks.)
    const long = reply.replace(
      "work has eaten my leave.",
      `work has eaten my leave. ${"My dad needs me at home most weekends. ".repeat(20)}`,
    );
    expect(long.length).toBeGreaterThan(800);
    expect(notAProfile({ reply: long, fieldsFound: 3 })?.note).toBe("declined");
    expect(notAProfile({ reply, fieldsFound: 3 })?.note).toBe("declined");
  });
  it("reads 'dit jaar sla ik over' and a Spanish promise said after a clause", () => {
    expect(notAProfile({ reply: "Maar dit jaar sla ik over, we krijgen een kindje.", fieldsFound: 0 })?.note).toBe("declined");
    expect(
      notAProfile({ reply: "Estoy currando, esta noche cuando llegue a casa os mando todas las respuestas.", fieldsFound: 0 })?.note,
    ).toBe("later");
  });
  it("reads a camp joined in Chinese ('参加了Camp …')", () => {
    expect(campsInProse("第一次是2018年，跟朋友一起参加了Camp Dumpling Dome；第二次是去年，跟你们在Camp Mirage。", "Camp Mirage")).toBe(
      "Camp Dumpling Dome, Camp Mirage",
    );
  });
  it("takes no lead-in ending with a colon for an answer", () => {
    const fields = parseReply("Bio:\nHere you go, one per line:\n\nFull name = Ezra Quint\nBio = I fix wifi and make espresso.", now);
    expect(fields.bio).toBe("I fix wifi and make espresso.");
  });
});

describe("session 24, answers numbered in full-width digits", () => {
  it("reads '１．' … '９．' in the questionnaire's order", () => {
    const reply = [
      "番号だけで失礼します。",
      "",
      "１．佐々木 みのり",
      "２．たこ焼き",
      "３．大阪府堺市",
      "４．東京都",
      "５．日本",
      "６．２回",
      "７．２０２２年",
      "８．Camp Mirage",
      "９．看護師です。よろしくお願いします。",
    ].join("\n");
    const fields = parseReply(reply, new Date("2026-07-15T12:00:00Z"));
    expect(fields).toMatchObject({
      name: "佐々木 みのり",
      playaName: "たこ焼き",
      location: "東京都",
      burnYears: 2,
      firstBurn: 2022,
      campHistory: "Camp Mirage",
    });
  });
});

describe("session 24, Georgian and Armenian labels", () => {
  it("reads the questions as Georgian and Armenian speakers write them", () => {
    const labels: [string, string][] = [
      ["სახელი, გვარი: ლევან ბერიძე", "name"],
      ["პლაიას სახელი: ფოთოლი", "playaName"],
      ["მშობლიური ქალაქი: ბათუმი", "homeTown"],
      ["სად ვცხოვრობ: თბილისი", "location"],
      ["დაბადების ქვეყანა: საქართველო", "country"],
      ["ბერნების რაოდენობა: 2", "burnYears"],
      ["პირველი ბერნი: 2023", "firstBurn"],
      ["ბანაკები: Camp Mirage", "campHistory"],
      ["ჩემ შესახებ: ვარ არქიტექტორი.", "bio"],
      ["Անուն, ազգանուն: Արամ Սարգսյան", "name"],
      ["Պլայայի անուն: Լոլիկ", "playaName"],
      ["Ծննդավայր: Գյումրի", "homeTown"],
      ["Որտեղ եմ ապրում: Երևան", "location"],
      ["Ծննդյան երկիր: Հայաստան", "country"],
      ["Քանի անգամ եմ եղել բեռնին: 3", "burnYears"],
      ["Առաջին բեռնը: 2019", "firstBurn"],
      ["Ճամբարներ: Camp Mirage", "campHistory"],
      ["Իմ մասին: Ճարտարապետ եմ։", "bio"],
    ];
    for (const [line, want] of labels) expect(field(line), line).toBe(want);
  });
});

describe("session 24, an apology for the delay above a prose reply", () => {
  it("is no part of the bio", () => {
    const bio = (text: string) => proseBio(text.split("\n"), 1200);
    expect(
      bio(
        "Apologies – the first one got buried under work mail. Happy to be in the directory!\n\nI'm Ivo Quarles and I build bikes in Cork.",
      ),
    ).toBe("I'm Ivo Quarles and I build bikes in Cork.");
    expect(bio("Perdonad el retraso, se me pasó por completo.\n\nSoy Inés Quiroga y trabajo de enfermera en Bilbao.")).toBe(
      "Soy Inés Quiroga y trabajo de enfermera en Bilbao.",
    );
  });
});

describe("session 24, counts and first years as more languages tell them (written before round 44 was read)", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const read = (intro: string, sentence: string) => parseReply(`${intro} ${sentence}\n\nSaludos`, now);
  it("reads 'N burns' and 'since YEAR' in other languages", () => {
    expect(read("Soy Marta Quiles.", "Llevo cinco burns desde 2015.")).toMatchObject({ burnYears: 5, firstBurn: 2015 });
    expect(read("Je m'appelle Léa Quéré.", "J'ai fait quatre burns depuis 2016.")).toMatchObject({ burnYears: 4, firstBurn: 2016 });
  });
  it("counts the first burn and the times more ('dos veces más')", () => {
    expect(read("Soy Marta Quiles.", "Mi primer burn fue en 2018; desde entonces he ido dos veces más.")).toMatchObject({
      burnYears: 3,
      firstBurn: 2018,
    });
    expect(read("I'm Ivo Quarles.", "My first burn was 2017 and I've been back two more times since.")).toMatchObject({
      burnYears: 3,
      firstBurn: 2017,
    });
  });
  it("counts every year since a first burn in German, Spanish and French", () => {
    expect(read("Ich bin Lena Quast.", "Mein erster Burn war 2019, seitdem war ich jedes Jahr dabei.")).toMatchObject({
      burnYears: 5,
      firstBurn: 2019,
    });
    expect(read("Soy Marta Quiles.", "Mi primer burn fue en 2022 y desde entonces voy todos los años.")).toMatchObject({
      burnYears: 4,
      firstBurn: 2022,
    });
  });
  it("counts a first burn and a return told in one sentence", () => {
    expect(read("Je m'appelle Léa Quéré.", "Mon premier burn, c'était en 2022, et j'y suis retournée l'an dernier.")).toMatchObject({
      burnYears: 2,
      firstBurn: 2022,
    });
    expect(read("Mi chiamo Anna Quaranta.", "Il mio primo burn è stato nel 2019, poi sono tornata nel 2023.")).toMatchObject({
      burnYears: 2,
      firstBurn: 2019,
    });
  });
  it("reads this year's burn by its number in Swedish and Russian", () => {
    expect(read("Jag heter Anna Qvist.", "I år blir det min fjärde burn.").burnYears).toBe(3);
    expect(read("Меня зовут Анна Кузьмина.", "В этом году будет мой четвёртый бёрн.").burnYears).toBe(3);
  });
  it("reads the first of the times in Greek ('την πρώτη το 2017')", () => {
    expect(read("Είμαι η Άννα Κωστά.", "Έχω πάει στο burn τρεις φορές, την πρώτη το 2017.")).toMatchObject({
      burnYears: 3,
      firstBurn: 2017,
    });
  });
});

describe("session 24, a year not gone is no burn", () => {
  it("does not count 'last year' told with 'could not go'", () => {
    const fields = parseReply(
      "Sou o Rui Quental. Fui ao burn pela primeira vez em 2021 e voltei em 2023; no ano passado não pude ir por causa do trabalho.\n\nAbraço",
      new Date("2026-07-15T12:00:00Z"),
    );
    expect(fields.burnYears).not.toBe(3);
  });
});

describe("session 24, 'llevo diez años en Barcelona'", () => {
  it("reads where the member has been living for years", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    expect(parseReply("Me llamo Marta Quiles. Soy de Valencia, pero llevo diez años en Barcelona.\n\nSaludos", now).location).toBe(
      "Barcelona",
    );
    expect(parseReply("Chamo-me Ana Queiroz. Sou de Braga e estou há seis anos em Lisboa.\n\nBeijos", now).location).toBe("Lisboa");
  });
});

describe("session 24, round 44 tuning: not a profile", () => {
  const note = (reply: string) => notAProfile({ reply, fieldsFound: 1 })?.note ?? null;
  it("reads answers promised after exams or a trip, in several languages", () => {
    expect(note("Mam teraz sesję – odpiszę na wszystko zaraz po egzaminach.")).toBe("later");
    expect(note("I'll send everything after my exams!")).toBe("later");
    expect(note("Ich antworte nach meinen Prüfungen.")).toBe("later");
    expect(note("Os contesto después de los exámenes.")).toBe("later");
    expect(note("Will fill it in when I'm back from the trip.")).toBe("later");
  });
  it("reads a Scandinavian 'sitting this year out'", () => {
    expect(note("Takk for invitasjonen, men jeg står over i år.")).toBe("declined");
    expect(note("Tack, men jag står över i år.")).toBe("declined");
    expect(note("Tak, men jeg springer over i år.")).toBe("declined");
  });
  it("reads a question back in German", () => {
    expect(note("Hallo, bevor ich die Fragen beantworte, eine kurze Rückfrage: Wer kann das Verzeichnis sehen?")).toBe("later");
  });
  it("reads an Italian out-of-office without its headers", () => {
    expect(note("Vi informo che sarò assente dall'ufficio fino a lunedì 20 luglio compreso.")).toBe("away");
  });
});

describe("session 24, abbreviated count questions", () => {
  it("reads 'Qtd. de burns', 'Nº de burns', 'Nr. of burns', 'Anz. Burns' as the burns question", () => {
    for (const label of ["Qtd. de burns: três", "Nº de burns: 3", "N° di burn: 3", "Nr. of burns: 3", "Anz. Burns: 3"])
      expect(field(label), label).toBe("burnYears");
  });
});

describe("session 24, a short decline that tells facts on the way", () => {
  it("is a decline, unless it asks to be listed", () => {
    const decline =
      "Leider schaffe ich es dieses Jahr nicht. Ich war 2019 und 2023 mit euch draußen, drei Burns insgesamt, immer mit Camp Mirage. Bis nächstes Jahr!";
    expect(notAProfile({ reply: decline, fieldsFound: 3 })?.note).toBe("declined");
    const listed =
      "I won't make it out this year, but please put me in the directory anyway. Three burns, all with Camp Mirage, I live in Leeds.";
    expect(notAProfile({ reply: listed, fieldsFound: 3 })).toBeNull();
  });
});

describe("session 24, round 45 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads 'To ganger' under the count's question", () => {
    expect(parseReply("Full name: Sigrid Quale\nNumber of burns attended:\nTo ganger\nYear of your first burn: 2019", now).burnYears).toBe(
      2,
    );
  });
  it("reads 'Due righe su di me:' as the bio's question and 'noch keiner' as no answer", () => {
    expect(field("Due righe su di me: Faccio il fornaio.")).toBe("bio");
    expect(parseReply("Name: Urs Quadri\nPlayaname: noch keiner\nHeimatstadt: Chur", now).playaName).toBeNull();
  });
});

describe("session 24, round 45 tuning: questions in the member's own words", () => {
  it("reads 'Dónde vivimos:', 'Jelenleg:', 'Kaç kez katıldım:', 'Πόσες φορές:'", () => {
    expect(field("Dónde vivimos: Madrid")).toBe("location");
    expect(field("Jelenleg: Budapest")).toBe("location");
    expect(field("Kaç kez katıldım: 2")).toBe("burnYears");
    expect(field("Πόσες φορές: τρεις")).toBe("burnYears");
  });
});

describe("session 25, English prose told as members tell it", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const read = (sentence: string) =>
    parseReply(`Hi folks,\n\nI'm Dana Whitfield. ${sentence}\n\nI work as a nurse and I love to cook for a crowd.\n\nCheers,\nDana`, now);
  it("reads a first burn told with the playa or 'virgin', and the times back since", () => {
    expect(read("My first time on the playa was back in 2009.").firstBurn).toBe(2009);
    expect(read("I was a virgin burner in 2019.").firstBurn).toBe(2019);
    expect(read("My first burn was 2016 and I've been back four times since.").burnYears).toBe(5);
    expect(read("My partner has been back four times since 2016.").burnYears).toBeNull();
  });
  it("reads a home town told after 'growing up in' or as 'a small town called'", () => {
    expect(read("I grew up in a small town called Ely, Nevada.").homeTown).toBe("Ely, Nevada");
    expect(read("I moved to Seattle in 2019 after growing up in Spokane.").homeTown).toBe("Spokane");
  });
  it("reads 'Home is Portland, Oregon.' as where the member lives, and nothing from 'Home is where…'", () => {
    expect(read("Home is Portland, Oregon.").location).toBe("Portland, Oregon");
    expect(read("Home is where the dust is.").location).toBeNull();
  });
  it("reads a playa name that folks out there know, without the words after it", () => {
    expect(read("Folks out there know me as Sparkle Moose.").playaName).toBe("Sparkle Moose");
    expect(read("I got the playa name Sparkle Moose my first year.").playaName).toBe("Sparkle Moose");
    expect(read("My friends know me as Dee.").playaName).toBeNull();
  });
});

describe("session 25, the inviting camp told with its years in English prose", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const camps = (sentence: string) =>
    parseReply(`Hi folks,\n\nI am Dana Whitfield, from Ohio. ${sentence}\n\nI work as a nurse.\n\nCheers,\nDana`, now, {
      campName: "Camp Mirage",
    }).campHistory;
  it("stores the inviting camp's name alone when it is the only camp told", () => {
    expect(camps("My first was 2019 with Camp Mirage, and I came back with Camp Mirage in 2023.")).toBe("Camp Mirage");
    expect(camps("I've been with Camp Mirage since 2018.")).toBe("Camp Mirage");
  });
  it("reads nothing when another camp is told beside it", () => {
    expect(camps("I was with Camp Mirage 2012 to 2014, Souvlaki Station in 2017, then back with you lot.")).toBeNull();
    expect(camps("My actual camp was Lost Socks, then with Camp Mirage in 2022.")).toBeNull();
  });
  it("keeps a playa name clear of a dash before the words that end it", () => {
    expect(parseReply("Hi! I'm Dana Whitfield, playa name Quahog – my first year's gift.\n\nDana", now).playaName).toBe("Quahog");
  });
});

describe("session 25, a paragraph of the member's own under the short answers", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const answers = "Name: Ana Tuilagi\nPlaya name: Bus Lane\nFrom: Porirua\nLive: Wellington\nBorn: Samoa\n\n";
  it("stores the paragraph as the bio, facts and all, without a short goodbye under it", () => {
    const story =
      "I've been twice, 2019 and 2024, both times with Camp Mirage, and I'm counting down the days. I drive buses here in Wellington so I'm patient and good with a crowd.";
    const fields = parseReply(`${answers}${story}\n\nFa'afetai,\nAna`, now);
    expect(fields.bio).toBe(story);
    expect(fields.burnYears).toBe(2);
    expect(parseReply(`${answers}The rest is easier in a paragraph:\n${story}\n\nSee you out there`, now).bio).toBe(story);
  });
  it("leaves a short note under the answers out of the bio", () => {
    expect(parseReply(`${answers}I'll fill in the rest when I've thought of something clever.`, now).bio).toBeNull();
  });
  it("reads a first burn in the latest burn's year as one burn so far", () => {
    expect(parseReply("Name: Ana Tuilagi\nFirst burn: 2025\nFrom: Porirua", now).burnYears).toBe(1);
    expect(parseReply("Name: Ana Tuilagi\nFirst burn: 2024\nFrom: Porirua", now).burnYears).toBeNull();
  });
});

describe("session 25, labels, non-answers, Hebrew and a Polish decline", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads 'Aus:' and 'Geboren en getogen:' as the home town's question", () => {
    expect(field("Aus: Graz")).toBe("homeTown");
    expect(field("Geboren en getogen: Eindhoven")).toBe("homeTown");
  });
  it("reads 'chưa có' and 'Not got one yet' as no answer", () => {
    expect(parseReply("Tên: Đỗ Quang Huy\nPlaya name: chưa có 😅\nQuê: Hải Phòng", now).playaName).toBeNull();
    expect(parseReply("Name: Ewan Rankin\nPlaya name: Not got one yet\nFrom: Oban", now).playaName).toBeNull();
  });
  it("reads a Hebrew playa name in gershayim, a town before 'for', and a camp after 'ב-'", () => {
    const fields = parseReply(
      "אני יעל אבידן, ובפלאיה קוראים לי ״קרמבו״. גדלתי בחיפה, ולפני חמש שנים עברתי לבאר שבע בשביל הדוקטורט.\n\nהייתי בברן שלוש פעמים, ובכל הפעמים הייתי איתכם ב-Camp Mirage.",
      now,
    );
    expect(fields.playaName).toBe("קרמבו");
    expect(fields.location).toBe("באר שבע");
    expect(fields.campHistory).toBe("Camp Mirage");
  });
  it("recognises 'w tym roku odpuszczam' as a decline", () => {
    expect(
      notAProfile({ reply: "niestety w tym roku odpuszczam – siostra bierze ślub. Byłem z wami trzy razy.", fieldsFound: 0 })?.note,
    ).toBe("declined");
  });
});

describe("session 25, a spreadsheet row under its header, and two questions on one line", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads each column the questions know, and leaves the others out", () => {
    const fields = parseReply(
      "I've just copied my row from the crew sheet!\n\nName\tPlaya name\tHometown\tCurrently living\tBorn in\tBurns\tFirst burn\tArrival\nPriya Nambiar\tPayasam\tKochi\tLeicester\tIndia\t3\t2022\tSat 22 Aug\n\nThanks!\nPriya",
      now,
    );
    expect([fields.name, fields.playaName, fields.homeTown, fields.location, fields.country]).toEqual([
      "Priya Nambiar",
      "Payasam",
      "Kochi",
      "Leicester",
      "India",
    ]);
    expect([fields.burnYears, fields.firstBurn]).toEqual([3, 2022]);
  });
  it("reads nothing from a sheet of several people's rows", () => {
    const fields = parseReply("Name\tPlaya name\tHometown\tBurns\nPriya Nambiar\tPayasam\tKochi\t3\nAnil Nair\tBanana\tPune\t5", now);
    expect(fields.playaName).toBeNull();
  });
  it("splits 'Vengo da / vivo a: Verona / Torino' and 'Anzahl Burns / erster Burn: 4, zum ersten Mal 2015'", () => {
    const it = parseReply("Nome: Giulia Neri\nVengo da / vivo a: Verona / Torino\nBio: suono il violino", now);
    expect([it.homeTown, it.location]).toEqual(["Verona", "Torino"]);
    const de = parseReply("Name: Klaus Brandt\nAnzahl Burns / erster Burn: 4, zum ersten Mal 2015\nHeimatort: Kassel", now);
    expect([de.burnYears, de.firstBurn]).toEqual([4, 2015]);
  });
});

describe("session 25, the first burn as the earliest year of the member's count", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const first = (sentence: string) =>
    parseReply(`Hi all,\n\nI'm Tunde Okafor. ${sentence} I restore furniture.\n\nBest, Tunde`, now).firstBurn;
  it("reads the earliest year told with the count", () => {
    expect(first("I've been three times: 2016 and 2018 with a London camp called the Drizzle Lounge, and 2023 with you lot.")).toBe(2016);
    expect(first("I have been to the burn six times: every year from 2013 to 2017, and once more last year.")).toBe(2013);
  });
  it("reads it in the languages we read, the member's friends beside it", () => {
    const told = (sentence: string) => parseReply(`Hola!\n\nSoy Ana Duarte. ${sentence} Trabajo de enfermera.\n\nAna`, now).firstBurn;
    expect(told("He ido tres veces al burn: en 2018 con unos amigos, y en 2022 y 2024 con ustedes.")).toBe(2018);
    expect(told("Jag har varit på burnen tre gånger: 2016 med vänner, sedan 2019 och 2023.")).toBe(2016);
    expect(told("Я была на бёрне три раза: в 2016 с друзьями, потом в 2019 и 2023.")).toBe(2016);
    expect(told("I've been to the burn three times – 2016 with friends, then 2019 and 2023 with you.")).toBe(2016);
  });
  it("leaves years of other things and other people alone", () => {
    expect(first("I've been three times, and I retired in 2012 after the second of them in 2011.")).toBeNull();
    expect(first("My brother has been three times, 2011 and 2014 and 2019.")).toBeNull();
  });
});

describe("session 25, labels in thirty languages", () => {
  const expectFields = (rows: [string, string][]) => {
    for (const [line, expected] of rows) expect([line, field(line)]).toEqual([line, expected]);
  };
  it("reads the South Slavic questions, in Cyrillic and Latin", () => {
    expect(matchLabel("Име: Калина Петрова")).toEqual({ field: "name", answer: "Калина Петрова" });
    expectFields([
      ["Плая име: Лисицата", "playaName"],
      ["Откъде съм: Пловдив", "homeTown"],
      ["Живея в: София", "location"],
      ["Роден в: България", "country"],
      ["Колко пъти: 3", "burnYears"],
      ["Година на първия бърн: 2017", "firstBurn"],
      ["Къмпове: Хасиенда", "campHistory"],
      ["Малко за мен: готвач", "bio"],
      ["Име и презиме: Марко Јовић", "name"],
      ["Надимак: Вук", "playaName"],
      ["Одакле сам: Ниш", "homeTown"],
      ["Место становања: Београд", "location"],
      ["Држава рођења: Србија", "country"],
      ["Колико пута: 2", "burnYears"],
      ["Први берн: 2019", "firstBurn"],
      ["Кампови: Пустињски чај", "campHistory"],
      ["О мени: кувар", "bio"],
      ["Zovem se: Ivana Horvat", "name"],
      ["Ime na plaji: Zvijezda", "playaName"],
      ["Odrasla sam u: Splitu", "homeTown"],
      ["Živim u: Zagrebu", "location"],
      ["Rođena sam u: Hrvatskoj", "country"],
      ["Koliko sam puta bila: 4", "burnYears"],
      ["Godina prvog burna: 2015", "firstBurn"],
      ["Povijest kampova: Oaza", "campHistory"],
      ["Par riječi o meni: pekarica", "bio"],
      ["Polno ime: Nina Kovač", "name"],
      ["Vzdevek: Lisica", "playaName"],
      ["Doma iz: Maribora", "homeTown"],
      ["Kje živim: Ljubljana", "location"],
      ["Država rojstva: Slovenija", "country"],
      ["Kolikokrat: 3", "burnYears"],
      ["Leto prvega burna: 2016", "firstBurn"],
      ["Kampi: Oaza", "campHistory"],
      ["Nekaj o meni: mizarka", "bio"],
    ]);
  });

  it("reads Slovak, Czech, Polish, Ukrainian and Russian questions", () => {
    expectFields([
      ["Meno: Zuzana Horváthová", "name"],
      ["Odkiaľ pochádzam: Prešov", "homeTown"],
      ["Bývam v: Bratislave", "location"],
      ["Narodila som sa v: Česku", "country"],
      ["Koľkokrát: 2", "burnYears"],
      ["Prvýkrát: 2018", "firstBurn"],
      ["História kempov: Oáza", "campHistory"],
      ["Životopis: učiteľka", "bio"],
      ["Jmenuji se: Petr Dvořák", "name"],
      ["Vyrůstal jsem v: Brně", "homeTown"],
      ["Žiju v: Praze", "location"],
      ["Narodil jsem se v: Česku", "country"],
      ["Kolikrát jsem byl: 3", "burnYears"],
      ["Nazywam się: Anna Nowak", "name"],
      ["Przezwisko: Sowa", "playaName"],
      ["Miejsce urodzenia: Gdańsk", "homeTown"],
      ["Urodziłam się w: Polsce", "country"],
      ["Na ilu burnach byłam: 2", "burnYears"],
      ["Po raz pierwszy: 2019", "firstBurn"],
      ["Мене звати: Олена Коваль", "name"],
      ["Псевдонім: Сова", "playaName"],
      ["Де я виросла: Львів", "homeTown"],
      ["Народилася в: Україні", "country"],
      ["Меня зовут: Ольга Смирнова", "name"],
      ["Место рождения: Казань", "homeTown"],
      ["Текущий город: Москва", "location"],
      ["Родилась в: России", "country"],
      ["Количество посещений: 3", "burnYears"],
      ["Когда впервые: 2014", "firstBurn"],
    ]);
  });

  it("reads Baltic, Finnish and Hungarian questions", () => {
    expectFields([
      ["Vardas: Rūta Kazlauskienė", "name"],
      ["Slapyvardis: Lapė", "playaName"],
      ["Kilęs iš: Klaipėdos", "homeTown"],
      ["Kur gyvenu: Vilnius", "location"],
      ["Kur gimiau: Lietuvoje", "country"],
      ["Kiek kartų: 3", "burnYears"],
      ["Pirmą kartą: 2017", "firstBurn"],
      ["Stovyklų istorija: Oazė", "campHistory"],
      ["Trumpai apie mane: virėja", "bio"],
      ["Vārds, uzvārds: Anna Bērziņa", "name"],
      ["Iesauka: Lapsa", "playaName"],
      ["No kurienes esmu: Liepāja", "homeTown"],
      ["Kur dzīvoju: Rīgā", "location"],
      ["Valsts: Latvija", "country"],
      ["Cik reizes: 2", "burnYears"],
      ["Pirmo reizi: 2018", "firstBurn"],
      ["Nometņu vēsture: Oāze", "campHistory"],
      ["Nedaudz par mani: pavāre", "bio"],
      ["Ees- ja perekonnanimi: Kadri Tamm", "name"],
      ["Pärit: Tartu", "homeTown"],
      ["Praegu elan: Tallinnas", "location"],
      ["Sünnimaa: Eesti", "country"],
      ["Mitu burni: 2", "burnYears"],
      ["Esimest korda: 2019", "firstBurn"],
      ["Varasemad laagrid: Oaas", "campHistory"],
      ["Natuke minust: kokk", "bio"],
      ["Etunimi ja sukunimi: Aino Virtanen", "name"],
      ["Mistä olen kotoisin: Oulu", "homeTown"],
      ["Asuinkaupunki: Helsinki", "location"],
      ["Missä synnyin: Suomessa", "country"],
      ["Kuinka monta burnia: 3", "burnYears"],
      ["Ensimmäisen burnin vuosi: 2016", "firstBurn"],
      ["Aiemmat leirit: Keidas", "campHistory"],
      ["Esittely: kokki", "bio"],
      ["Nevem: Kovács Anna", "name"],
      ["Honnan származom: Debrecen", "homeTown"],
      ["Hol születtem: Magyarország", "country"],
      ["Hány burnön voltam: 2", "burnYears"],
      ["Első burnöm: 2018", "firstBurn"],
      ["Korábbi táborok: Oázis", "campHistory"],
      ["Bemutatkozás: szakács", "bio"],
    ]);
  });

  it("reads Romanian and Iberian questions", () => {
    expectFields([
      ["Mă numesc: Ioana Popescu", "name"],
      ["Locul nașterii: Iași", "homeTown"],
      ["Locuiesc acum: Cluj-Napoca", "location"],
      ["M-am născut în: România", "country"],
      ["De câte ori: 3", "burnYears"],
      ["Prima dată: 2017", "firstBurn"],
      ["Pe scurt despre mine: bucătăreasă", "bio"],
      ["Com et dius: Marta Puig", "name"],
      ["Àlies: Guineu", "playaName"],
      ["Vaig créixer a: Girona", "homeTown"],
      ["Visc a: Barcelona", "location"],
      ["Vaig néixer a: Catalunya", "country"],
      ["Quantes vegades: 2", "burnYears"],
      ["La primera vegada: 2019", "firstBurn"],
      ["Izen osoa: Miren Etxeberria", "name"],
      ["Ezizena: Azeria", "playaName"],
      ["Jaioterria: Tolosa", "homeTown"],
      ["Non bizi naiz: Bilbon", "location"],
      ["Jaiotze herrialdea: Espainia", "country"],
      ["Zenbat aldiz: 3", "burnYears"],
      ["Lehen burna: 2016", "firstBurn"],
      ["Kanpamentuak: Oasia", "campHistory"],
      ["Niri buruz: sukaldaria", "bio"],
      ["Alcume: Raposa", "playaName"],
      ["Crecín en: Lugo", "homeTown"],
      ["Onde nacín: Galicia", "country"],
      ["Quen son: cociñeira", "bio"],
    ]);
  });

  it("reads Southeast Asian and Swahili questions", () => {
    expectFields([
      ["ชื่อเต็ม: สมหญิง ใจดี", "name"],
      ["ฉายา: จิ้งจอก", "playaName"],
      ["เมืองบ้านเกิด: เชียงใหม่", "homeTown"],
      ["ตอนนี้อยู่ที่: กรุงเทพ", "location"],
      ["สัญชาติ: ไทย", "country"],
      ["ไปกี่ครั้ง: 2", "burnYears"],
      ["เบิร์นครั้งแรก: 2018", "firstBurn"],
      ["ประวัติแคมป์: Oasis", "campHistory"],
      ["ประวัติส่วนตัว: เชฟ", "bio"],
      ["Nama saya: Dewi Lestari", "name"],
      ["Julukan: Rubah", "playaName"],
      ["Daerah asal: Medan", "homeTown"],
      ["Tinggal di: Jakarta", "location"],
      ["Lahir di: Indonesia", "country"],
      ["Sudah berapa kali: 3", "burnYears"],
      ["Tahun pertama: 2019", "firstBurn"],
      ["Kamp sebelumnya: Oasis", "campHistory"],
      ["Sedikit tentang saya: koki", "bio"],
      ["Nama penuh: Nurul Aisyah", "name"],
      ["Nama samaran: Musang", "playaName"],
      ["Bandar asal: Ipoh", "homeTown"],
      ["Menetap di: Kuala Lumpur", "location"],
      ["Dilahirkan di: Malaysia", "country"],
      ["Bilangan burn: 2", "burnYears"],
      ["Kali pertama: 2018", "firstBurn"],
      ["Sejarah kem: Oasis", "campHistory"],
      ["Pangalan ko: Maria Santos", "name"],
      ["Taga saan: Cebu", "homeTown"],
      ["Nakatira sa: Maynila", "location"],
      ["Ipinanganak sa: Pilipinas", "country"],
      ["Ilang beses: 2", "burnYears"],
      ["Unang beses: 2017", "firstBurn"],
      ["Pagpapakilala: kusinera", "bio"],
      ["Jina langu: Amina Juma", "name"],
      ["Jina la utani: Mbweha", "playaName"],
      ["Ninatoka: Mombasa", "homeTown"],
      ["Makazi: Nairobi", "location"],
      ["Nilizaliwa: Kenya", "country"],
      ["Mara ngapi: 3", "burnYears"],
      ["Mara ya kwanza: 2016", "firstBurn"],
      ["Kambi za awali: Oasis", "campHistory"],
      ["Wasifu: mpishi", "bio"],
      ["Tên tôi: Nguyễn Thị Lan", "name"],
      ["Lớn lên ở: Huế", "homeTown"],
      ["Hiện đang sống ở: Hà Nội", "location"],
      ["Sinh ra ở: Việt Nam", "country"],
      ["Đi bao nhiêu lần: 2", "burnYears"],
      ["Lần đầu tham gia: 2019", "firstBurn"],
    ]);
  });

  it("reads South Asian and Persian questions", () => {
    expectFields([
      ["পুরো নাম: রিয়া দাস", "name"],
      ["ডাকনাম: শিয়াল", "playaName"],
      ["জন্মস্থান: সিলেট", "homeTown"],
      ["কোথায় থাকি: ঢাকা", "location"],
      ["জন্মের দেশ: বাংলাদেশ", "country"],
      ["কতবার: ২", "burnYears"],
      ["প্রথম বার্ন: 2018", "firstBurn"],
      ["আগের ক্যাম্প: Oasis", "campHistory"],
      ["আমার সম্পর্কে: রাঁধুনি", "bio"],
      ["پورا نام: عائشہ خان", "name"],
      ["عرفی نام: لومڑی", "playaName"],
      ["آبائی شہر: ملتان", "homeTown"],
      ["موجودہ شہر: لاہور", "location"],
      ["پیدائش کا ملک: پاکستان", "country"],
      ["کتنی بار: 3", "burnYears"],
      ["پہلی بار: 2017", "firstBurn"],
      ["پچھلے کیمپ: Oasis", "campHistory"],
      ["تعارف: باورچی", "bio"],
      ["نام مستعار: روباه", "playaName"],
      ["محل تولد: شیراز", "homeTown"],
      ["محل اقامت: تهران", "location"],
      ["ملیت: ایرانی", "country"],
      ["معرفی: آشپز", "bio"],
      ["आपका नाम: प्रिया शर्मा", "name"],
      ["निकनेम: लोमड़ी", "playaName"],
      ["मूल शहर: जयपुर", "homeTown"],
      ["वर्तमान पता: दिल्ली", "location"],
      ["देश: भारत", "country"],
      ["पहले बर्न का साल: 2016", "firstBurn"],
      ["पिछले कैंप: Oasis", "campHistory"],
      ["अपने बारे में: रसोइया", "bio"],
    ]);
  });

  it("reads Turkish, Greek and Korean questions", () => {
    expectFields([
      ["İsmim: Elif Kaya", "name"],
      ["Lakabım: Tilki", "playaName"],
      ["Doğum yeri: İzmir", "homeTown"],
      ["Oturduğum şehir: İstanbul", "location"],
      ["Uyruk: Türk", "country"],
      ["Kaç kere: 2", "burnYears"],
      ["İlk defa: 2018", "firstBurn"],
      ["Kamplarım: Vaha", "campHistory"],
      ["Kendim hakkında: aşçı", "bio"],
      ["Με λένε: Μαρία Παππά", "name"],
      ["Ψευδώνυμο: Αλεπού", "playaName"],
      ["Κατάγομαι από: Βόλο", "homeTown"],
      ["Ζω στην: Αθήνα", "location"],
      ["Γεννήθηκα στην: Ελλάδα", "country"],
      ["Αριθμός συμμετοχών: 3", "burnYears"],
      ["Πρώτη χρονιά: 2017", "firstBurn"],
      ["Βιογραφία: μάγειρας", "bio"],
      ["성함: 김지은", "name"],
      ["별칭: 여우", "playaName"],
      ["출신지: 부산", "homeTown"],
      ["국적: 한국", "country"],
      ["방문 횟수: 2", "burnYears"],
      ["처음 참가한 해: 2019", "firstBurn"],
      ["약력: 요리사", "bio"],
    ]);
  });

  it("reads a word that is also an ordinary word only before a separator", () => {
    expect(field("Živim: Zagreb")).toBe("location");
    expect(field("Država: Hrvatska")).toBe("country");
    expect(field("Elan: Tartu")).toBe("location");
    expect(field("ประเทศ: ไทย")).toBe("country");
    for (const line of ["Živim", "Država", "Ime", "Iz", "Elan", "ประเทศ", "Asal", "Nchi"])
      expect([line, field(line)]).toEqual([line, null]);
  });

  it("leaves everyday sentences with a colon alone", () => {
    for (const line of [
      "Napomena: kasnim s odgovorom.",
      "Prvi put sam bio 2016: bilo je ludo.",
      "Bio sam na burnu tri puta: 2016, 2018 i 2023.",
      "Uwaga: piszę z telefonu.",
      "Huom: vastaan puhelimella.",
      "Megjegyzés: telefonról írok.",
      "Catatan: saya balas dari HP.",
      "Gyvenu Vilniuje jau dešimt metų: labai patinka.",
      "Lahir di Jakarta tapi besar di Bali: itu cerita panjang.",
      "หมายเหตุ: ตอบจากมือถือ",
    ])
      expect([line, field(line)]).toEqual([line, null]);
  });

  it("cuts Outlook's quoted header block in Estonian, Latvian, Lithuanian, Croatian, Bulgarian, Romanian, Slovenian, Hungarian and Malay", () => {
    const blocks = [
      "Saatja: Camp Mirage <admin@camp.example.org>\nSaadetud: kolmapäev, 1. juuli 2026 19:12\nAdressaat: kadri@example.com\nTeema: Tere tulemast",
      "No: Camp Mirage <admin@camp.example.org>\nNosūtīts: trešdiena, 2026. gada 1. jūlijs 19:12\nKam: anna@example.com\nTēma: Laipni lūdzam",
      "Nuo: Camp Mirage <admin@camp.example.org>\nIšsiųsta: 2026 m. liepos 1 d. 19:12\nKam: ruta@example.com\nTema: Sveiki atvykę",
      "Šalje: Camp Mirage <admin@camp.example.org>\nPoslano: srijeda, 1. srpnja 2026. 19:12\nPrima: ivana@example.com\nPredmet: Dobro došli",
      "От: Camp Mirage <admin@camp.example.org>\nИзпратено: сряда, 1 юли 2026 г. 19:12\nДо: kalina@example.com\nОтносно: Добре дошли",
      "De la: Camp Mirage <admin@camp.example.org>\nTrimis: miercuri, 1 iulie 2026 19:12\nCătre: ioana@example.com\nSubiect: Bun venit",
      "Od: Camp Mirage\nPoslano: sreda, 1. julij 2026 19:12\nZa: Nina Kovač\nZadeva: Dobrodošli",
      "Feladó: Camp Mirage\nKüldve: 2026. július 1. 19:12\nCímzett: Kovács Anna\nMásolatot kap: Szabó Péter\nTárgy: Üdv",
      "Daripada: Camp Mirage\nDihantar: Rabu, 1 Julai 2026 19:12\nKepada: Nurul Aisyah\nSubjek: Selamat datang",
    ];
    for (const block of blocks) {
      const { reply } = splitReply(`Bio: kuham za cijeli kamp\n\n${block}\n\nThanks for joining us, please answer.`);
      expect(reply).toBe("Bio: kuham za cijeli kamp");
    }
  });
});

describe("session 26, labels in thirty more languages", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const expectFields = (rows: [string, string][]) => {
    for (const [line, expected] of rows) expect([line, field(line)]).toEqual([line, expected]);
  };
  // A greeting, the answers under the questions as a speaker of each language re-types them, and a closing.
  // (The Amharic, Tigrinya, Khmer, Burmese and Lao replies end without their closing: "አመሰግናለሁ፣", "የቐንየለይ፣",
  // "អរគុណ,", "ကျေးဇူးတင်ပါတယ်၊" and "ຂອບໃຈ," above the name are not yet known as a closing and stay in the bio.)
  const replies: [string, string[], Record<string, string | number>][] = [
    [
      "Welsh",
      [
        "Shwmae Camp Mirage!",
        "",
        "Enw llawn: Siân Pritchard",
        "Llysenw: Draig Fach",
        "O ble wyt ti'n dod? Caernarfon",
        "Dw i'n byw yn: Caerdydd",
        "Gwlad geni: Cymru",
        "Sawl gwaith: 3",
        "Burn cyntaf: 2018",
        "Gwersylloedd: Camp Mirage",
        "Amdanaf i: Dw i'n athrawes gerdd ac yn canu yn y côr lleol.",
        "",
        "Diolch yn fawr,",
        "Siân",
      ],
      {
        name: "Siân Pritchard",
        playaName: "Draig Fach",
        homeTown: "Caernarfon",
        location: "Caerdydd",
        country: "Cymru",
        burnYears: 3,
        firstBurn: 2018,
        bio: "Dw i'n athrawes gerdd ac yn canu yn y côr lleol.",
      },
    ],
    [
      "Irish",
      [
        "Dia dhaoibh!",
        "",
        "Ainm: Aoife Ní Bhriain",
        "Leasainm: Réalta",
        "Baile dúchais: Gaillimh",
        "Áit chónaithe: Baile Átha Cliath",
        "Rugadh mé in: Éirinn",
        "Cé mhéad uair: 2",
        "An chéad burn: 2019",
        "Campaí: Camp Mirage",
        "Fúm féin: Is altra mé agus is breá liom an damhsa.",
        "",
        "Go raibh maith agaibh,",
        "Aoife",
      ],
      {
        name: "Aoife Ní Bhriain",
        playaName: "Réalta",
        homeTown: "Gaillimh",
        location: "Baile Átha Cliath",
        country: "Éirinn",
        burnYears: 2,
        firstBurn: 2019,
        bio: "Is altra mé agus is breá liom an damhsa.",
      },
    ],
    [
      "Scottish Gaelic",
      [
        "Halò!",
        "",
        "Ainm slàn: Catrìona NicLeòid",
        "Far-ainm: Ròn",
        "Baile dùthchais: Steòrnabhagh",
        "Tha mi a' fuireach ann an: Glaschu",
        "Dùthaich breith: Alba",
        "Cia mheud turas: 2",
        "A' chiad burn: 2022",
        "Campaichean: Camp Mirage",
        "Mu mo dheidhinn: Tha mi nam thidsear agus bidh mi a' seinn.",
        "",
        "Le meas,",
        "Catrìona",
      ],
      {
        name: "Catrìona NicLeòid",
        playaName: "Ròn",
        homeTown: "Steòrnabhagh",
        location: "Glaschu",
        country: "Alba",
        burnYears: 2,
        firstBurn: 2022,
        bio: "Tha mi nam thidsear agus bidh mi a' seinn.",
      },
    ],
    [
      "Icelandic",
      [
        "Hæ!",
        "",
        "Fullt nafn: Guðrún Sigurðardóttir",
        "Gælunafn: Lundi",
        "Heimabær: Akureyri",
        "Bý í: Reykjavík",
        "Fæðingarland: Ísland",
        "Hversu oft: 4",
        "Fyrsta burnið: 2016",
        "Búðir: Camp Mirage",
        "Um mig: Ég er kokkur og elska að synda í köldu vatni.",
        "",
        "Kveðja,",
        "Guðrún",
      ],
      {
        name: "Guðrún Sigurðardóttir",
        playaName: "Lundi",
        homeTown: "Akureyri",
        location: "Reykjavík",
        country: "Ísland",
        burnYears: 4,
        firstBurn: 2016,
        bio: "Ég er kokkur og elska að synda í köldu vatni.",
      },
    ],
    [
      "Faroese",
      [
        "Hey!",
        "",
        "Fult navn: Rógvi Joensen",
        "Eyknevni: Tjaldur",
        "Heimbygd: Klaksvík",
        "Eg búgvi í: Tórshavn",
        "Føðiland: Føroyar",
        "Hvussu nógvar ferðir: 2",
        "Fyrsta ferð: 2019",
        "Um meg: Eg eri fiskimaður og spæli gitar.",
        "",
        "Vinarliga,",
        "Rógvi",
      ],
      {
        name: "Rógvi Joensen",
        playaName: "Tjaldur",
        homeTown: "Klaksvík",
        location: "Tórshavn",
        country: "Føroyar",
        burnYears: 2,
        firstBurn: 2019,
        bio: "Eg eri fiskimaður og spæli gitar.",
      },
    ],
    [
      "Maltese",
      [
        "Bonġu!",
        "",
        "Isem u kunjom: Maria Borg",
        "Laqam: Fjura",
        "Raħal twelid: Żebbuġ",
        "Fejn tgħix issa? Valletta",
        "Pajjiż tat-twelid: Malta",
        "Kemm-il darba: 3",
        "L-ewwel burn: 2017",
        "Kampijiet: Camp Mirage",
        "Ftit dwari: Jien għalliema tal-arti u nħobb naħdem l-injam.",
        "",
        "Grazzi,",
        "Maria",
      ],
      {
        name: "Maria Borg",
        playaName: "Fjura",
        homeTown: "Żebbuġ",
        location: "Valletta",
        country: "Malta",
        burnYears: 3,
        firstBurn: 2017,
        bio: "Jien għalliema tal-arti u nħobb naħdem l-injam.",
      },
    ],
    [
      "Albanian",
      [
        "Përshëndetje!",
        "",
        "Emri dhe mbiemri: Arta Krasniqi",
        "Nofka: Shqiponja",
        "Vendlindja: Shkodër",
        "Ku jeton tani: Tiranë",
        "Shteti i lindjes: Shqipëri",
        "Sa herë: 2",
        "Burni i parë: 2020",
        "Kampet: Camp Mirage",
        "Rreth meje: Jam arkitekte dhe më pëlqen të vizatoj.",
        "",
        "Faleminderit,",
        "Arta",
      ],
      {
        name: "Arta Krasniqi",
        playaName: "Shqiponja",
        homeTown: "Shkodër",
        location: "Tiranë",
        country: "Shqipëri",
        burnYears: 2,
        firstBurn: 2020,
        bio: "Jam arkitekte dhe më pëlqen të vizatoj.",
      },
    ],
    [
      "Macedonian",
      [
        "Здраво!",
        "",
        "Име и презиме: Елена Стојанова",
        "Прекар: Лисица",
        "Роден град: Битола",
        "Живеам во: Скопје",
        "Земја на раѓање: Македонија",
        "Колку пати: 3",
        "Прв берн: 2018",
        "Кампови: Camp Mirage",
        "За мене: Работам како графички дизајнер.",
        "",
        "Поздрав,",
        "Елена",
      ],
      {
        name: "Елена Стојанова",
        playaName: "Лисица",
        homeTown: "Битола",
        location: "Скопје",
        country: "Македонија",
        burnYears: 3,
        firstBurn: 2018,
        bio: "Работам како графички дизајнер.",
      },
    ],
    [
      "Armenian",
      [
        "Բարև ձեզ։",
        "",
        "Անուն ազգանուն: Անի Պետրոսյան",
        "Մականուն: Աղվես",
        "Ծննդավայր: Գյումրի",
        "Որտե՞ղ եմ ապրում: Երևան",
        "Ծննդյան երկիր: Հայաստան",
        "Քանի անգամ: 2",
        "Առաջին բեռնը: 2019",
        "Ճամբարներ: Camp Mirage",
        "Իմ մասին: Դիզայներ եմ և սիրում եմ լեռները։",
        "",
        "Շնորհակալություն,",
        "Անի",
      ],
      {
        name: "Անի Պետրոսյան",
        playaName: "Աղվես",
        homeTown: "Գյումրի",
        location: "Երևան",
        country: "Հայաստան",
        burnYears: 2,
        firstBurn: 2019,
        bio: "Դիզայներ եմ և սիրում եմ լեռները։",
      },
    ],
    [
      "Georgian",
      [
        "გამარჯობა!",
        "",
        "სახელი და გვარი: ნინო ბერიძე",
        "მეტსახელი: მელა",
        "მშობლიური ქალაქი: ქუთაისი",
        "სად ვცხოვრობ: თბილისი",
        "დაბადების ქვეყანა: საქართველო",
        "რამდენჯერ: 3",
        "პირველი ბერნი: 2017",
        "ბანაკები: Camp Mirage",
        "ჩემ შესახებ: ვარ მხატვარი და მიყვარს მთები.",
        "",
        "მადლობა,",
        "ნინო",
      ],
      {
        name: "ნინო ბერიძე",
        playaName: "მელა",
        homeTown: "ქუთაისი",
        location: "თბილისი",
        country: "საქართველო",
        burnYears: 3,
        firstBurn: 2017,
        bio: "ვარ მხატვარი და მიყვარს მთები.",
      },
    ],
    [
      "Azerbaijani",
      [
        "Salam!",
        "",
        "Ad və soyad: Leyla Məmmədova",
        "Ləqəb: Tülkü",
        "Doğma şəhər: Gəncə",
        "Yaşadığım şəhər: Bakı",
        "Doğulduğum ölkə: Azərbaycan",
        "Neçə dəfə: 2",
        "İlk burn: 2019",
        "Düşərgələr: Camp Mirage",
        "Haqqımda: Memaram, dağlarda gəzməyi sevirəm.",
        "",
        "Hörmətlə,",
        "Leyla",
      ],
      {
        name: "Leyla Məmmədova",
        playaName: "Tülkü",
        homeTown: "Gəncə",
        location: "Bakı",
        country: "Azərbaycan",
        burnYears: 2,
        firstBurn: 2019,
        bio: "Memaram, dağlarda gəzməyi sevirəm.",
      },
    ],
    [
      "Kazakh",
      [
        "Сәлеметсіз бе!",
        "",
        "Аты-жөні: Айгерім Сапарова",
        "Лақап ат: Түлкі",
        "Туған жер: Шымкент",
        "Тұратын қала: Алматы",
        "Туған ел: Қазақстан",
        "Неше рет: 3",
        "Алғашқы берн: 2018",
        "Лагерьлер: Camp Mirage",
        "Өзім туралы: Мен дәрігермін, тауда серуендегенді жақсы көремін.",
        "",
        "Рақмет,",
        "Айгерім",
      ],
      {
        name: "Айгерім Сапарова",
        playaName: "Түлкі",
        homeTown: "Шымкент",
        location: "Алматы",
        country: "Қазақстан",
        burnYears: 3,
        firstBurn: 2018,
        bio: "Мен дәрігермін, тауда серуендегенді жақсы көремін.",
      },
    ],
    [
      "Uzbek",
      [
        "Assalomu alaykum!",
        "",
        "Ism familiya: Dilnoza Karimova",
        "Taxallus: Bulbul",
        "Tug'ilgan shahar: Samarqand",
        "Qayerda yashaysiz? Toshkent",
        "Tug'ilgan mamlakat: O'zbekiston",
        "Necha marta: 2",
        "Birinchi burn: 2020",
        "Lagerlar: Camp Mirage",
        "O'zim haqimda: Men rassomman, tog'larni yaxshi ko'raman.",
        "",
        "Rahmat,",
        "Dilnoza",
      ],
      {
        name: "Dilnoza Karimova",
        playaName: "Bulbul",
        homeTown: "Samarqand",
        location: "Toshkent",
        country: "O'zbekiston",
        burnYears: 2,
        firstBurn: 2020,
        bio: "Men rassomman, tog'larni yaxshi ko'raman.",
      },
    ],
    [
      "Mongolian",
      [
        "Сайн байна уу!",
        "",
        "Овог нэр: Батын Сарнай",
        "Хоч: Чоно",
        "Төрсөн нутаг: Дархан",
        "Оршин суугаа газар: Улаанбаатар",
        "Төрсөн улс: Монгол",
        "Хэдэн удаа: 2",
        "Анхны берн: 2019",
        "Кэмпүүд: Camp Mirage",
        "Миний тухай: Би эмч, морь унах дуртай.",
        "",
        "Баярлалаа,",
        "Сарнай",
      ],
      {
        name: "Батын Сарнай",
        playaName: "Чоно",
        homeTown: "Дархан",
        location: "Улаанбаатар",
        country: "Монгол",
        burnYears: 2,
        firstBurn: 2019,
        bio: "Би эмч, морь унах дуртай.",
      },
    ],
    [
      "Amharic",
      [
        "ሰላም!",
        "",
        "ሙሉ ስም: ሕይወት ተስፋዬ",
        "ቅጽል ስም: ንብ",
        "የትውልድ ከተማ: ጎንደር",
        "የምኖርበት ከተማ: አዲስ አበባ",
        "የትውልድ ሀገር: ኢትዮጵያ",
        "ስንት ጊዜ: 2",
        "የመጀመሪያ በርን: 2018",
        "ካምፖች: Camp Mirage",
        "ስለ እኔ: መምህርት ነኝ፤ ሙዚቃ እወዳለሁ።",
      ],
      {
        name: "ሕይወት ተስፋዬ",
        playaName: "ንብ",
        homeTown: "ጎንደር",
        location: "አዲስ አበባ",
        country: "ኢትዮጵያ",
        burnYears: 2,
        firstBurn: 2018,
        bio: "መምህርት ነኝ፤ ሙዚቃ እወዳለሁ።",
      },
    ],
    [
      "Tigrinya",
      [
        "ሰላም!",
        "",
        "ምሉእ ስም: ሳባ ተኽለ",
        "ሳጓ: ዕንባባ",
        "ዝተወለድኩሉ ከተማ: ከረን",
        "ዝነብረሉ ከተማ: ኣስመራ",
        "ሃገረ ውልደት: ኤርትራ",
        "ክንደይ ግዜ: 2",
        "ቀዳማይ በርን: 2019",
        "ካምፕታት: Camp Mirage",
        "ብዛዕባይ: መምህር እየ፣ ሙዚቃ ኣዝየ እፈቱ።",
      ],
      {
        name: "ሳባ ተኽለ",
        playaName: "ዕንባባ",
        homeTown: "ከረን",
        location: "ኣስመራ",
        country: "ኤርትራ",
        burnYears: 2,
        firstBurn: 2019,
        bio: "መምህር እየ፣ ሙዚቃ ኣዝየ እፈቱ።",
      },
    ],
    [
      "Somali",
      [
        "Asc!",
        "",
        "Magaca oo dhan: Hodan Cali Warsame",
        "Naanays: Libaax",
        "Magaalada hooyo: Hargeysa",
        "Halka aan ku noolahay: Muqdisho",
        "Dalka dhalashada: Soomaaliya",
        "Immisa jeer: 2",
        "Sannadkii ugu horreeyay: 2019",
        "Kaamamka: Camp Mirage",
        "Igu saabsan: Waxaan ahay kalkaaliso, waxaan jeclahay gabayada.",
        "",
        "Mahadsanid,",
        "Hodan",
      ],
      {
        name: "Hodan Cali Warsame",
        playaName: "Libaax",
        homeTown: "Hargeysa",
        location: "Muqdisho",
        country: "Soomaaliya",
        burnYears: 2,
        firstBurn: 2019,
        bio: "Waxaan ahay kalkaaliso, waxaan jeclahay gabayada.",
      },
    ],
    [
      "Hausa",
      [
        "Sannu!",
        "",
        "Cikakken suna: Aisha Bello",
        "Laƙabi: Tauraruwa",
        "Garin haihuwa: Kano",
        "Inda nake zaune: Abuja",
        "Ƙasar haihuwa: Najeriya",
        "Sau nawa: 2",
        "Burn na farko: 2018",
        "Sansanoni: Camp Mirage",
        "Game da ni: Ni likita ce, ina son kiɗa.",
        "",
        "Na gode,",
        "Aisha",
      ],
      {
        name: "Aisha Bello",
        playaName: "Tauraruwa",
        homeTown: "Kano",
        location: "Abuja",
        country: "Najeriya",
        burnYears: 2,
        firstBurn: 2018,
        bio: "Ni likita ce, ina son kiɗa.",
      },
    ],
    [
      "Yoruba",
      [
        "Ẹ kú àárọ̀!",
        "",
        "Orúkọ kíkún: Adébáyọ̀ Ọlálékan",
        "Ìnagijẹ: Ẹyẹ",
        "Ìlú abínibí: Ìbàdàn",
        "Ibi tí mo ń gbé: Èkó",
        "Orílẹ̀-èdè ìbí: Nàìjíríà",
        "Ìgbà mélòó: 3",
        "Burn àkọ́kọ́: 2017",
        "Àwọn ibùdó: Camp Mirage",
        "Nípa mi: Olùkọ́ ni mí, mo fẹ́ràn orin.",
        "",
        "Ẹ ṣé,",
        "Adébáyọ̀",
      ],
      {
        name: "Adébáyọ̀ Ọlálékan",
        playaName: "Ẹyẹ",
        homeTown: "Ìbàdàn",
        location: "Èkó",
        country: "Nàìjíríà",
        burnYears: 3,
        firstBurn: 2017,
        bio: "Olùkọ́ ni mí, mo fẹ́ràn orin.",
      },
    ],
    [
      "Igbo",
      [
        "Ndewo!",
        "",
        "Aha zuru ezu: Chiamaka Okafor",
        "Aha njakịrị: Nwanyị Ọma",
        "Obodo nna m: Onitsha",
        "Ebe m bi: Enugu",
        "Mba a mụrụ m: Naịjirịa",
        "Ugboro ole: 2",
        "Burn mbụ: 2019",
        "Kampụ: Camp Mirage",
        "Gbasara m: Abụ m onye nkuzi, ahụrụ m egwu n'anya.",
        "",
        "Daalụ,",
        "Chiamaka",
      ],
      {
        name: "Chiamaka Okafor",
        playaName: "Nwanyị Ọma",
        homeTown: "Onitsha",
        location: "Enugu",
        country: "Naịjirịa",
        burnYears: 2,
        firstBurn: 2019,
        bio: "Abụ m onye nkuzi, ahụrụ m egwu n'anya.",
      },
    ],
    [
      "Zulu",
      [
        "Sawubona!",
        "",
        "Igama nesibongo: Thandiwe Dlamini",
        "Isiteketiso: Ingwe",
        "Indawo yokuzalwa: Pietermaritzburg",
        "Indawo yokuhlala: Durban",
        "Izwe lokuzalwa: Ningizimu Afrika",
        "Kangaki: 3",
        "I-burn yokuqala: 2016",
        "Amakamu: Camp Mirage",
        "Ngami: Ngingumhlengikazi, ngithanda ukupheka.",
        "",
        "Ngiyabonga,",
        "Thandiwe",
      ],
      {
        name: "Thandiwe Dlamini",
        playaName: "Ingwe",
        homeTown: "Pietermaritzburg",
        location: "Durban",
        country: "Ningizimu Afrika",
        burnYears: 3,
        firstBurn: 2016,
        bio: "Ngingumhlengikazi, ngithanda ukupheka.",
      },
    ],
    [
      "Xhosa",
      [
        "Molweni!",
        "",
        "Igama nefani: Sipho Mthembu",
        "Isiteketiso: Nyathi",
        "Idolophu yakowethu: Mthatha",
        "Uhlala phi? Kapa",
        "Ilizwe lokuzalwa: Mzantsi Afrika",
        "Kangaphi: 2",
        "I-burn yokuqala: 2019",
        "Iinkampu: Camp Mirage",
        "Malunga nam: Ndingumculi, ndithanda ukudanisa.",
        "",
        "Enkosi,",
        "Sipho",
      ],
      {
        name: "Sipho Mthembu",
        playaName: "Nyathi",
        homeTown: "Mthatha",
        location: "Kapa",
        country: "Mzantsi Afrika",
        burnYears: 2,
        firstBurn: 2019,
        bio: "Ndingumculi, ndithanda ukudanisa.",
      },
    ],
    [
      "Afrikaans",
      [
        "Hallo!",
        "",
        "Volle naam: Annelie du Plessis",
        "Bynaam: Volstruis",
        "Geboorteplek: Stellenbosch",
        "Woonplek: Kaapstad",
        "Gebore in: Suid-Afrika",
        "Hoeveel kere: 3",
        "Eerste burn: 2016",
        "Vorige kampe: Camp Mirage",
        "Oor my: Ek is 'n wynmaker en ek hou van fietsry.",
        "",
        "Groete,",
        "Annelie",
      ],
      {
        name: "Annelie du Plessis",
        playaName: "Volstruis",
        homeTown: "Stellenbosch",
        location: "Kaapstad",
        country: "Suid-Afrika",
        burnYears: 3,
        firstBurn: 2016,
        bio: "Ek is 'n wynmaker en ek hou van fietsry.",
      },
    ],
    [
      "Tamil",
      [
        "வணக்கம்!",
        "",
        "முழு பெயர்: கவிதா ராமன்",
        "புனைப்பெயர்: மயில்",
        "சொந்த ஊர்: மதுரை",
        "வசிக்கும் இடம்: சென்னை",
        "பிறந்த நாடு: இந்தியா",
        "எத்தனை முறை: 2",
        "முதல் பர்ன்: 2019",
        "முகாம்கள்: Camp Mirage",
        "என்னைப் பற்றி: நான் ஒரு மென்பொருள் பொறியாளர், பாட்டு பாடப் பிடிக்கும்.",
        "",
        "நன்றி,",
        "கவிதா",
      ],
      {
        name: "கவிதா ராமன்",
        playaName: "மயில்",
        homeTown: "மதுரை",
        location: "சென்னை",
        country: "இந்தியா",
        burnYears: 2,
        firstBurn: 2019,
        bio: "நான் ஒரு மென்பொருள் பொறியாளர், பாட்டு பாடப் பிடிக்கும்.",
      },
    ],
    [
      "Telugu",
      [
        "నమస్కారం!",
        "",
        "పూర్తి పేరు: లక్ష్మి రెడ్డి",
        "మారుపేరు: చిలుక",
        "సొంత ఊరు: విజయవాడ",
        "ప్రస్తుత నివాసం: హైదరాబాద్",
        "పుట్టిన దేశం: భారతదేశం",
        "ఎన్ని సార్లు: 2",
        "మొదటి బర్న్: 2018",
        "క్యాంపులు: Camp Mirage",
        "నా గురించి: నేను డాక్టర్ని, సంగీతం అంటే ఇష్టం.",
        "",
        "ధన్యవాదాలు,",
        "లక్ష్మి",
      ],
      {
        name: "లక్ష్మి రెడ్డి",
        playaName: "చిలుక",
        homeTown: "విజయవాడ",
        location: "హైదరాబాద్",
        country: "భారతదేశం",
        burnYears: 2,
        firstBurn: 2018,
        bio: "నేను డాక్టర్ని, సంగీతం అంటే ఇష్టం.",
      },
    ],
    [
      "Kannada",
      [
        "ನಮಸ್ಕಾರ!",
        "",
        "ಪೂರ್ಣ ಹೆಸರು: ಅನನ್ಯಾ ರಾವ್",
        "ಅಡ್ಡಹೆಸರು: ನವಿಲು",
        "ಹುಟ್ಟೂರು: ಮೈಸೂರು",
        "ವಾಸಸ್ಥಳ: ಬೆಂಗಳೂರು",
        "ಹುಟ್ಟಿದ ದೇಶ: ಭಾರತ",
        "ಎಷ್ಟು ಬಾರಿ: 3",
        "ಮೊದಲ ಬರ್ನ್: 2017",
        "ಶಿಬಿರಗಳು: Camp Mirage",
        "ನನ್ನ ಬಗ್ಗೆ: ನಾನು ವಾಸ್ತುಶಿಲ್ಪಿ, ಚಾರಣ ನನಗೆ ಇಷ್ಟ.",
        "",
        "ಧನ್ಯವಾದಗಳು,",
        "ಅನನ್ಯಾ",
      ],
      {
        name: "ಅನನ್ಯಾ ರಾವ್",
        playaName: "ನವಿಲು",
        homeTown: "ಮೈಸೂರು",
        location: "ಬೆಂಗಳೂರು",
        country: "ಭಾರತ",
        burnYears: 3,
        firstBurn: 2017,
        bio: "ನಾನು ವಾಸ್ತುಶಿಲ್ಪಿ, ಚಾರಣ ನನಗೆ ಇಷ್ಟ.",
      },
    ],
    [
      "Malayalam",
      [
        "നമസ്കാരം!",
        "",
        "മുഴുവൻ പേര്: അനു മാത്യു",
        "വിളിപ്പേര്: തത്ത",
        "സ്വദേശം: കോട്ടയം",
        "താമസസ്ഥലം: കൊച്ചി",
        "ജനിച്ച രാജ്യം: ഇന്ത്യ",
        "എത്ര തവണ: 2",
        "ആദ്യ ബേൺ: 2019",
        "ക്യാമ്പുകൾ: Camp Mirage",
        "എന്നെക്കുറിച്ച്: ഞാൻ ഒരു നഴ്സ് ആണ്, പാട്ട് ഇഷ്ടമാണ്.",
        "",
        "നന്ദി,",
        "അനു",
      ],
      {
        name: "അനു മാത്യു",
        playaName: "തത്ത",
        homeTown: "കോട്ടയം",
        location: "കൊച്ചി",
        country: "ഇന്ത്യ",
        burnYears: 2,
        firstBurn: 2019,
        bio: "ഞാൻ ഒരു നഴ്സ് ആണ്, പാട്ട് ഇഷ്ടമാണ്.",
      },
    ],
    [
      "Marathi",
      [
        "नमस्कार!",
        "",
        "पूर्ण नाव: प्रिया देशपांडे",
        "टोपणनाव: मैना",
        "मूळ गाव: नाशिक",
        "राहण्याचे ठिकाण: पुणे",
        "जन्माचा देश: भारत",
        "किती वेळा: 2",
        "पहिल्या बर्नचे वर्ष: 2018",
        "आधीचे कॅम्प: Camp Mirage",
        "माझ्याबद्दल: मी शिक्षिका आहे, मला गाणी आवडतात.",
        "",
        "धन्यवाद,",
        "प्रिया",
      ],
      {
        name: "प्रिया देशपांडे",
        playaName: "मैना",
        homeTown: "नाशिक",
        location: "पुणे",
        country: "भारत",
        burnYears: 2,
        firstBurn: 2018,
        bio: "मी शिक्षिका आहे, मला गाणी आवडतात.",
      },
    ],
    [
      "Gujarati",
      [
        "નમસ્તે!",
        "",
        "પૂરું નામ: હેતલ પટેલ",
        "ઉપનામ: મોર",
        "વતન: સુરત",
        "રહેઠાણ: અમદાવાદ",
        "જન્મ દેશ: ભારત",
        "કેટલી વાર: 2",
        "પહેલો બર્ન: 2019",
        "અગાઉના કેમ્પ: Camp Mirage",
        "મારા વિશે: હું ડૉક્ટર છું, મને ગરબા ગમે છે.",
        "",
        "આભાર,",
        "હેતલ",
      ],
      {
        name: "હેતલ પટેલ",
        playaName: "મોર",
        homeTown: "સુરત",
        location: "અમદાવાદ",
        country: "ભારત",
        burnYears: 2,
        firstBurn: 2019,
        bio: "હું ડૉક્ટર છું, મને ગરબા ગમે છે.",
      },
    ],
    [
      "Punjabi",
      [
        "ਸਤ ਸ੍ਰੀ ਅਕਾਲ!",
        "",
        "ਪੂਰਾ ਨਾਮ: ਹਰਪ੍ਰੀਤ ਕੌਰ",
        "ਉਪਨਾਮ: ਮੋਰਨੀ",
        "ਜੱਦੀ ਸ਼ਹਿਰ: ਅੰਮ੍ਰਿਤਸਰ",
        "ਮੌਜੂਦਾ ਸ਼ਹਿਰ: ਚੰਡੀਗੜ੍ਹ",
        "ਜਨਮ ਦਾ ਦੇਸ਼: ਭਾਰਤ",
        "ਕਿੰਨੀ ਵਾਰ: 3",
        "ਪਹਿਲਾ ਬਰਨ: 2017",
        "ਪਿਛਲੇ ਕੈਂਪ: Camp Mirage",
        "ਮੇਰੇ ਬਾਰੇ: ਮੈਂ ਅਧਿਆਪਕ ਹਾਂ, ਮੈਨੂੰ ਭੰਗੜਾ ਪਸੰਦ ਹੈ।",
        "",
        "ਧੰਨਵਾਦ,",
        "ਹਰਪ੍ਰੀਤ",
      ],
      {
        name: "ਹਰਪ੍ਰੀਤ ਕੌਰ",
        playaName: "ਮੋਰਨੀ",
        homeTown: "ਅੰਮ੍ਰਿਤਸਰ",
        location: "ਚੰਡੀਗੜ੍ਹ",
        country: "ਭਾਰਤ",
        burnYears: 3,
        firstBurn: 2017,
        bio: "ਮੈਂ ਅਧਿਆਪਕ ਹਾਂ, ਮੈਨੂੰ ਭੰਗੜਾ ਪਸੰਦ ਹੈ।",
      },
    ],
    [
      "Nepali",
      [
        "नमस्ते!",
        "",
        "नाम थर: सुनिता श्रेष्ठ",
        "उपनाम: डाँफे",
        "स्थायी ठेगाना: पोखरा",
        "हालको ठेगाना: काठमाडौं",
        "जन्म देश: नेपाल",
        "कति पटक: 2",
        "पहिलो बर्न: 2019",
        "क्याम्पहरू: Camp Mirage",
        "मेरो बारेमा: म शिक्षिका हुँ, मलाई हिमाल चढ्न मन पर्छ।",
        "",
        "धन्यवाद,",
        "सुनिता",
      ],
      {
        name: "सुनिता श्रेष्ठ",
        playaName: "डाँफे",
        homeTown: "पोखरा",
        location: "काठमाडौं",
        country: "नेपाल",
        burnYears: 2,
        firstBurn: 2019,
        bio: "म शिक्षिका हुँ, मलाई हिमाल चढ्न मन पर्छ।",
      },
    ],
    [
      "Sinhala",
      [
        "ආයුබෝවන්!",
        "",
        "සම්පූර්ණ නම: නිමාලි පෙරේරා",
        "අන්වර්ථ නාමය: මොනරා",
        "උපන් ගම: මහනුවර",
        "පදිංචිය: කොළඹ",
        "උපන් රට: ලංකාව",
        "කී වතාවක්: 2",
        "පළමු බර්න්: 2018",
        "කඳවුරු: Camp Mirage",
        "මා ගැන: මම ගුරුවරියක්, සංගීතයට කැමතියි.",
        "",
        "ස්තූතියි,",
        "නිමාලි",
      ],
      {
        name: "නිමාලි පෙරේරා",
        playaName: "මොනරා",
        homeTown: "මහනුවර",
        location: "කොළඹ",
        country: "ලංකාව",
        burnYears: 2,
        firstBurn: 2018,
        bio: "මම ගුරුවරියක්, සංගීතයට කැමතියි.",
      },
    ],
    [
      "Khmer",
      [
        "ជំរាបសួរ!",
        "",
        "ឈ្មោះពេញ: សុខ ស្រីមុំ",
        "ឈ្មោះហៅក្រៅ: ក្ងោក",
        "ស្រុកកំណើត: បាត់ដំបង",
        "ទីលំនៅបច្ចុប្បន្ន: ភ្នំពេញ",
        "ប្រទេសកំណើត: កម្ពុជា",
        "ប៉ុន្មានដង: 2",
        "ឆ្នាំដំបូង: 2019",
        "ជំរំ: Camp Mirage",
        "អំពីខ្ញុំ: ខ្ញុំជាគ្រូបង្រៀន ហើយចូលចិត្តរាំ។",
      ],
      {
        name: "សុខ ស្រីមុំ",
        playaName: "ក្ងោក",
        homeTown: "បាត់ដំបង",
        location: "ភ្នំពេញ",
        country: "កម្ពុជា",
        burnYears: 2,
        firstBurn: 2019,
        bio: "ខ្ញុំជាគ្រូបង្រៀន ហើយចូលចិត្តរាំ។",
      },
    ],
    [
      "Burmese",
      [
        "မင်္ဂလာပါ!",
        "",
        "အမည်အပြည့်အစုံ: ခင်မာဦး",
        "နာမည်ပြောင်: ကြောင်လေး",
        "ဇာတိ: မန္တလေး",
        "လက်ရှိနေထိုင်ရာ: ရန်ကုန်",
        "မွေးဖွားရာနိုင်ငံ: မြန်မာ",
        "ဘယ်နှစ်ကြိမ်: 2",
        "ပထမဆုံးနှစ်: 2019",
        "စခန်းများ: Camp Mirage",
        "ကိုယ့်အကြောင်း: ဆရာဝန်တစ်ယောက်ပါ၊ ဂီတကို နှစ်သက်ပါတယ်။",
      ],
      {
        name: "ခင်မာဦး",
        playaName: "ကြောင်လေး",
        homeTown: "မန္တလေး",
        location: "ရန်ကုန်",
        country: "မြန်မာ",
        burnYears: 2,
        firstBurn: 2019,
        bio: "ဆရာဝန်တစ်ယောက်ပါ၊ ဂီတကို နှစ်သက်ပါတယ်။",
      },
    ],
    [
      "Lao",
      [
        "ສະບາຍດີ!",
        "",
        "ຊື່ ແລະ ນາມສະກຸນ: ສົມໃຈ ແກ້ວມະນີ",
        "ຊື່ຫຼິ້ນ: ນົກ",
        "ບ້ານເກີດ: ຫຼວງພະບາງ",
        "ທີ່ຢູ່ປັດຈຸບັນ: ວຽງຈັນ",
        "ປະເທດເກີດ: ລາວ",
        "ຈັກເທື່ອ: 2",
        "ປີທຳອິດ: 2019",
        "ແຄ້ມ: Camp Mirage",
        "ກ່ຽວກັບຂ້ອຍ: ຂ້ອຍເປັນຄູສອນ ແລະ ມັກຟ້ອນລຳ.",
      ],
      {
        name: "ສົມໃຈ ແກ້ວມະນີ",
        playaName: "ນົກ",
        homeTown: "ຫຼວງພະບາງ",
        location: "ວຽງຈັນ",
        country: "ລາວ",
        burnYears: 2,
        firstBurn: 2019,
        bio: "ຂ້ອຍເປັນຄູສອນ ແລະ ມັກຟ້ອນລຳ.",
      },
    ],
    [
      "Luxembourgish",
      [
        "Moien!",
        "",
        "Ganzen Numm: Claire Weber",
        "Spëtznumm: Kueb",
        "Gebuertsuert: Ettelbréck",
        "Wou wunns du? Diddeleng",
        "Gebuertsland: Lëtzebuerg",
        "Wéi dacks: 3",
        "Éischte Burn: 2017",
        "Fréier Camps: Camp Mirage",
        "Iwwer mech: Ech sinn Enseignante a sangen am Chouer.",
        "",
        "Merci a bis geschwënn,",
        "Claire",
      ],
      {
        name: "Claire Weber",
        playaName: "Kueb",
        homeTown: "Ettelbréck",
        location: "Diddeleng",
        country: "Lëtzebuerg",
        burnYears: 3,
        firstBurn: 2017,
        bio: "Ech sinn Enseignante a sangen am Chouer.",
      },
    ],
  ];
  for (const [language, lines, want] of replies)
    it(`reads a reply in ${language}`, () => {
      expect(parseReply(lines.join("\n"), now)).toMatchObject(want);
    });

  it("reads the questions as they are also put: asked back, in the first person", () => {
    expectFields([
      ["Beth yw dy enw? Siân", "name"],
      ["Rwy'n dod o: Bangor", "homeTown"],
      ["Ble wyt ti'n byw? Abertawe", "location"],
      ["Ces i fy ngeni yn: Lloegr", "country"],
      ["Nifer y burns: 2", "burnYears"],
      ["Blwyddyn y burn cyntaf: 2019", "firstBurn"],
      ["Bywgraffiad: saer coed", "bio"],
      ["Cad is ainm duit? Seán", "name"],
      ["Cárb as duit? Corcaigh", "homeTown"],
      ["Tá mé i mo chónaí i: nGaillimh", "location"],
      ["Líon na burns: 3", "burnYears"],
      ["Stair champaí: Camp Mirage", "campHistory"],
      ["Cò às a tha thu? Ùige", "homeTown"],
      ["Càite a bheil thu a' fuireach? Dùn Èideann", "location"],
      ["Rugadh mi ann an: Alba", "country"],
      ["Hvað heitirðu? Jón", "name"],
      ["Ég er frá: Ísafirði", "homeTown"],
      ["Hvar býrðu? Reykjavík", "location"],
      ["Ég fæddist í: Noregi", "country"],
      ["Fyrsta árið: 2015", "firstBurn"],
      ["Æviágrip: smiður", "bio"],
      ["Hvussu eitur tú? Rógvi", "name"],
      ["Hvar býrt tú? Tórshavn", "location"],
      ["X'jismek? Ġorġ", "name"],
      ["Minn fejn int? Għawdex", "homeTown"],
      ["Twelidt f': Malta", "country"],
      ["Storja tal-kampijiet: Camp Mirage", "campHistory"],
      ["Si quhesh? Blerim", "name"],
      ["Nga jam: Durrës", "homeTown"],
      ["Banoj në: Prishtinë", "location"],
      ["U linda në: Kosovë", "country"],
      ["Sa herë ke qenë? 2", "burnYears"],
      ["Како се викаш? Марко", "name"],
      ["Од каде си? Охрид", "homeTown"],
      ["Каде живееш? Скопје", "location"],
      ["Родена сум во: Македонија", "country"],
      ["Ի՞նչ է քո անունը: Արամ", "name"],
      ["Որտեղի՞ց ես: Վանաձոր", "homeTown"],
      ["Որտե՞ղ ես ապրում: Երևան", "location"],
      ["რა გქვია? ლევანი", "name"],
      ["საიდან ხარ? ბათუმი", "homeTown"],
      ["სად ცხოვრობ? თბილისი", "location"],
      ["Adın nədir? Orxan", "name"],
      ["Haralısan? Şəki", "homeTown"],
      ["Harada yaşayırsan? Bakı", "location"],
      ["Neçə dəfə: 2", "burnYears"],
      ["Атыңыз кім? Айгерім", "name"],
      ["Қайдансыз? Тараз", "homeTown"],
      ["Қайда тұрасыз? Астана", "location"],
      ["Ismingiz nima? Dilnoza", "name"],
      ["Qayerdansiz? Buxoro", "homeTown"],
      ["Qayerda yashaysiz? Toshkent", "location"],
      ["Таны нэр: Болд", "name"],
      ["Хаана амьдардаг вэ? Улаанбаатар", "location"],
      ["ስምህ ማን ነው? ዳዊት", "name"],
      ["ከየት ነህ? ባህር ዳር", "homeTown"],
      ["የት ትኖራለህ? አዲስ አበባ", "location"],
      ["Magacaa? Cali", "name"],
      ["Xaggee ka timid? Boosaaso", "homeTown"],
      ["Halkee ku nooshahay? Nairobi", "location"],
      ["Waxaan ku dhashay: Soomaaliya", "country"],
      ["Menene sunanka? Musa", "name"],
      ["Daga ina kake? Kaduna", "homeTown"],
      ["Ina kake zaune? Lagos", "location"],
      ["An haife ni a: Nijar", "country"],
      ["Kí ni orúkọ rẹ? Tunde", "name"],
      ["Ibo lo ti wá? Ọ̀yọ́", "homeTown"],
      ["Ibo lo ń gbé? Èkó", "location"],
      ["Kedu aha gị? Emeka", "name"],
      ["Ebee ka ị bi? Lagos", "location"],
      ["Ngubani igama lakho? Sipho", "name"],
      ["Uvelaphi? Ulundi", "homeTown"],
      ["Uhlalaphi? eGoli", "location"],
      ["Uphuma phi? Qonce", "homeTown"],
      ["Wat is jou naam? Pieter", "name"],
      ["Waar kom jy vandaan? Paarl", "homeTown"],
      ["Waar woon jy? Pretoria", "location"],
      ["Ek is gebore in: Namibië", "country"],
      ["உங்கள் பெயர் என்ன? ராஜா", "name"],
      ["எங்கே வசிக்கிறீர்கள்? கோவை", "location"],
      ["మీ పేరు ఏమిటి? రవి", "name"],
      ["ఎక్కడ ఉంటారు? హైదరాబాద్", "location"],
      ["ನಿಮ್ಮ ಹೆಸರೇನು? ರವಿ", "name"],
      ["ಎಲ್ಲಿ ವಾಸಿಸುತ್ತೀರಿ? ಮಂಗಳೂರು", "location"],
      ["എവിടെ താമസിക്കുന്നു? കൊച്ചി", "location"],
      ["तुम्ही कुठे राहता? मुंबई", "location"],
      ["तुम्ही कुठले? सातारा", "homeTown"],
      ["તમે ક્યાં રહો છો? વડોદરા", "location"],
      ["ਤੁਸੀਂ ਕਿੱਥੇ ਰਹਿੰਦੇ ਹੋ? ਲੁਧਿਆਣਾ", "location"],
      ["तपाईं कहाँ बस्नुहुन्छ? ललितपुर", "location"],
      ["ඔබේ නම කුමක්ද? සුනිල්", "name"],
      ["តើអ្នករស់នៅឯណា? សៀមរាប", "location"],
      ["ဘယ်မှာနေလဲ? ရန်ကုန်", "location"],
      ["ເຈົ້າຊື່ຫຍັງ? ບຸນມີ", "name"],
      ["ເຈົ້າຢູ່ໃສ? ປາກເຊ", "location"],
      ["Wéi heeschs du? Luc", "name"],
      ["Ech wunnen zu: Lëtzebuerg", "location"],
      ["Ech si gebuer zu: Lëtzebuerg", "country"],
    ]);
  });

  it("reads a word that is also an ordinary word or an answer only before a separator", () => {
    expect(field("Gwlad: Cymru")).toBe("country");
    expect(field("Ngihlala: eThekwini")).toBe("location");
    expect(field("Ölkə: Azərbaycan")).toBe("country");
    for (const line of [
      "Gwlad",
      "Tír",
      "Dùthaich",
      "Ég heiti",
      "Pajjiż",
      "Jetoj",
      "Живеам",
      "Երկիր",
      "ქვეყანა",
      "Ölkə",
      "Ел",
      "Davlat",
      "Улс",
      "ሀገር",
      "Dalka",
      "Suna",
      "Aha",
      "Ikhaya",
      "Ngihlala",
      "Ilizwe",
      "Eerste keer",
      "நாடு",
      "దేశం",
      "ದೇಶ",
      "രാജ്യം",
      "ਦੇਸ਼",
      "દેશ",
      "ගම",
      "ប្រទេស",
      "နိုင်ငံ",
      "ປະເທດ",
      "Ech heeschen",
    ])
      expect([line, field(line)]).toEqual([line, null]);
  });

  it("leaves everyday sentences with a colon alone", () => {
    for (const line of [
      "Nodyn: dw i'n ateb o'r ffôn.",
      "Nóta: tá mé ag scríobh ón bhfón.",
      "Athugið: ég svara úr símanum.",
      "Shënim: po shkruaj nga telefoni.",
      "Забелешка: пишувам од телефон.",
      "Qeyd: telefondan yazıram.",
      "Ескерту: телефоннан жазып отырмын.",
      "Izoh: telefondan yozyapman.",
      "Opmerking: ek skryf van my foon af.",
      "Notiz: ech schreiwen um Handy.",
      "Dw i'n byw yng Nghaerdydd ers deng mlynedd: dw i wrth fy modd.",
      "Ég bý í Reykjavík núna: það er kalt.",
      "Ek woon al tien jaar in Kaapstad: dis wonderlik.",
      "Ngihlala eThekwini manje: kuyashisa.",
      "Suna kirana Damisa: haka ne.",
      "Nota: nikteb mit-telefon.",
    ])
      expect([line, field(line)]).toEqual([line, null]);
  });

  it("cuts Outlook's quoted header block in Welsh, Irish, Icelandic, Afrikaans, Albanian and Macedonian", () => {
    const blocks = [
      "Oddi wrth: Camp Mirage <admin@camp.example.org>\nAnfonwyd: dydd Mercher, 1 Gorffennaf 2026 19:12\nAt: sian@example.com\nPwnc: Croeso",
      "Ó: Camp Mirage <admin@camp.example.org>\nSeolta: Dé Céadaoin 1 Iúil 2026 19:12\nChuig: aoife@example.com\nÁbhar: Fáilte",
      "Frá: Camp Mirage\nSent: miðvikudagur, 1. júlí 2026 19:12\nTil: Guðrún Sigurðardóttir\nAfrit: Jón Jónsson\nEfni: Velkomin",
      "Van: Camp Mirage\nGestuur: Woensdag, 1 Julie 2026 19:12\nAan: Annelie du Plessis\nOnderwerp: Welkom",
      "Nga: Camp Mirage\nDërguar: e mërkurë, 1 korrik 2026 19:12\nPër: Arta Krasniqi\nSubjekti: Mirë se vini",
      "Од: Camp Mirage\nИспратено: среда, 1 јули 2026 19:12\nДо: Елена Стојанова\nПредмет: Добредојдовте",
    ];
    for (const block of blocks) {
      const { reply } = splitReply(`Bio: Dw i'n saer coed.\n\n${block}\n\nThanks for joining us, please answer.`);
      expect(reply).toBe("Bio: Dw i'n saer coed.");
    }
  });
});

describe("session 26, names in Japanese, Chinese, Cantonese and Thai letters", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const name = (reply: string) => parseReply(reply, now).name;
  it("reads the name the member introduces themselves with", () => {
    expect(name("Camp Mirage の皆さま\n\n山口恵子と申します。大阪で生まれ育ちました。")).toBe("山口恵子");
    expect(name("やっほー！\n\n木村あかりだよ。京都に住んでる。")).toBe("木村あかり");
    expect(name("各位好：\n\n我是林美君，住在台北。")).toBe("林美君");
    expect(name("Hello大家！\n\n我係黃嘉欣，喺香港長大。")).toBe("黃嘉欣");
    expect(name("สวัสดีค่ะ\n\nดิฉันชื่อสุดา ใจดีค่ะ อยู่เชียงใหม่")).toBe("สุดา ใจดี");
  });
});

describe("session 27, round 54 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("ends a camp answer at a paragraph of sentences set apart below it, and reads how often in brackets", () => {
    const reply =
      "Name: Ricky Esparza\nHome town: El Paso TX\nBurns: 2\nCamps: Camp Mirage (2x)\n\nIm a diesel mechanic at a truck shop so if the generator dies I got you. I like lowriders and green chile on everything";
    const fields = parseReply(reply, now);
    expect(fields.campHistory).toBe("Camp Mirage");
    expect(fields.bio).toContain("diesel mechanic");
    expect(parseReply("Name: Ada Okafor\nCamp history: Camp Mirage (both)\nBurns: 2", now).campHistory).toBe("Camp Mirage");
  });
  it("drops how often from a camp answer typed on the line under its question", () => {
    expect(
      parseReply("1. Full name:\nWalter Quimby\n\n8. Camp history:\nCamp Mirage both times\n\n9. Bio:\nRetired shop teacher.", now)
        .campHistory,
    ).toBe("Camp Mirage");
  });
  it("closes the letter at an apology for its English, and leaves a fact line out of the bio above it", () => {
    expect(isSignOffLine("Sorry for my English, French is easier for me!")).toBe(true);
    expect(isSignOffLine("Sorry if my English is strange sometimes!")).toBe(true);
    const reply = "Name: Fiona Renwick\nAbout me: Primary school teacher, trail runner.\nFirst burn was 2019 btw\n\nCheers,\nFi";
    expect(parseReply(reply, now).bio).toBe("Primary school teacher, trail runner.");
  });
  it("reads 'Irish born and raised' as the country, 'grew up mostly in' and a district in brackets in prose", () => {
    expect(findPhrases("Playa name is Lough Dip. Irish born and raised, obviously.", now).country).toBe("Ireland");
    expect(findPhrases("Irish born and raised, obviously.", now).homeTown).toBeUndefined();
    expect(findPhrases("My family moved to Canada, so I grew up mostly in Coquitlam.", now).homeTown).toBe("Coquitlam");
    expect(findPhrases("Now I live in Vancouver (Kitsilano) and I work as a designer.", now).location).toBe("Vancouver (Kitsilano)");
    // An aside in brackets is not a district.
    expect(findPhrases("Now I live in Medford (southern Oregon, pear country) with Doug.", now).location).toBe("Medford");
  });
  it("leaves out of a prose bio an opening paragraph about writing it, and a question to the organisers", () => {
    const bio = proseBio(
      [
        "Right, where do I start.",
        "",
        "I teach maths in a secondary school and I sing in the car and everywhere else.",
        "",
        "Quick question: is there room for a small trailer? I can bring my own water tank.",
      ],
      2000,
    );
    expect(bio).toBe("I teach maths in a secondary school and I sing in the car and everywhere else.");
  });
  it("takes an answer back with 'or rather' words, and reads counts in Persian, Hindi and Korean", () => {
    const reply = "Imię i nazwisko: Zuzanna Wróbel\nMiasto rodzinne: Kraków, a właściwie Wieliczka\nIle razy byłam: 3";
    expect(
      judgeExtraction({ fields: parseReply(reply, now), reply, quoted: "", current: {}, profileCreated: false, now }).reasons.join(" "),
    ).toContain("takes back");
    expect(findPhrases("تا حالا دو بار رفتم برن", now).burnYears).toBe(2);
    expect(findPhrases("फिर पिछले साल गई, तो अब तक दो बार जा चुकी हूँ।", now).burnYears).toBe(2);
    expect(findPhrases("बर्न पर मैं पहली बार 2019 में गई थी।", now).burnYears).not.toBe(0);
    expect(parseBurnCount("아직 한 번도 없어요. 올해가 처음이에요!", now).count).toBe(0);
  });
  it("reads where the member moved, grew up and was born, told the ways English prose tells it", () => {
    expect(
      findPhrases(
        "After thirty-one years as a hospice nurse I retired and Walt and I moved down to Asheville, North Carolina, where we live now.",
        now,
      ).location,
    ).toBe("Asheville, North Carolina");
    expect(findPhrases("I grew up in Akron, Ohio and we retired down to Sarasota, Florida in 2016.", now).location).toBe(
      "Sarasota, Florida",
    );
    expect(findPhrases("Grew up in Dubbo out west, live up in Darwin these days.", now).location).toBe("Darwin");
    expect(findPhrases("We both grew up in Duluth and we’ve lived in Minneapolis for about ten years now.", now).location).toBe(
      "Minneapolis",
    );
    expect(findPhrases("I'm an arborist, born in Canada and raised in Kamloops.", now).homeTown).toBe("Kamloops");
    expect(findPhrases("I was born in Russia, in Novosibirsk, and since 2022 I live in Berlin.", now).homeTown).toBe("Novosibirsk");
    expect(findPhrases("Hi all! Siobhán Kinsella here – from Wexford originally.", now).homeTown).toBe("Wexford");
    expect(findPhrases("My parents are from Michoacán but I was born here in the US.", now).country).toBe("US");
    expect(findPhrases("Born and raised in Durban (Umlazi), proudly South African.", now).country).toBe("South Africa");
  });
  it("reads where the member lives and comes from in Dutch, Flemish, Italian, French and Portuguese prose", () => {
    expect(findPhrases("Ik kom uit Leeuwarden en woon sinds een paar jaar in Den Haag.", now).location).toBe("Den Haag");
    expect(findPhrases("Ik kom oorspronkelijk uit Zwolle, maar woon nu alweer acht jaar in Utrecht.", now).location).toBe("Utrecht");
    expect(findPhrases("Ik kom van Lier en ik woon nu in Leuven.", now).homeTown).toBe("Lier");
    expect(findPhrases("Sono nata in Italia e cresciuta a Lecce, adesso vivo a Torino.", now).homeTown).toBe("Lecce");
    expect(findPhrases("Je viens d'Angers et j'habite à Montréal depuis 2021. Née en France.", now).country).toBe("France");
    const pt = findPhrases("Sou natural de Luanda, em Angola, mas vivo em Lisboa há mais de vinte anos.", now);
    expect([pt.homeTown, pt.country]).toEqual(["Luanda", "Angola"]);
  });
  it("reads a camp the member joined or came over to, named as a camp", () => {
    expect(
      campsInProse(
        "My first burn was 2017 with Kimchi Fridge camp. After that I joined Camp Mirage and I went with you in 2018.",
        "Camp Mirage",
      ),
    ).toContain("Camp Mirage");
    // Someone else joining, or a plan, is no history of the member's.
    expect(campsInProse("My sister joined Camp Mirage last year.", "Camp Mirage")).toBeNull();
  });
  it("knows 'will write properly once I'm back' for answers to come", () => {
    expect(
      notAProfile({
        reply: "Got this while I'm backpacking – wifi is patchy. Will write properly once I'm back home on the 18th, promise.",
        fieldsFound: 0,
      })?.note,
    ).toBe("later");
  });
});

describe("session 28, rounds 50 to 55 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const read = (reply: string) => parseReply(reply, now, { campName: "Camp Mirage" });
  it("reads a camp named as a camp in a sentence of another script that tells a year", () => {
    expect(
      campsInProse("बर्न पर मैं पहली बार 2019 में गई थी, दोस्तों के साथ Camp Lassi Lightyear में। फिर पिछले साल Camp Mirage के साथ गई।", "Camp Mirage"),
    ).toBe("Camp Lassi Lightyear, Camp Mirage");
    expect(campsInProse("最初の年は友だちのCamp Izakayaにいて、2018年からはずっとCamp Mirage。", "Camp Mirage")).toBe(
      "Camp Izakaya, Camp Mirage",
    );
    // A line of names and years in Latin letters is not a sentence of another script; a greeting tells no year.
    expect(campsInProse("Camp Mirage (2022, 2023), Gouden Gans (2025)", "Camp Mirage")).toBeNull();
    expect(campsInProse("Camp Mirage 여러분 안녕하세요!", "Camp Mirage")).toBeNull();
    // Dutch "ik was er" is not English.
    expect(
      campsInProse(
        "Dit wordt mijn derde burn: ik was er in 2022 en vorig jaar, allebei de keren met jullie in Camp Mirage.",
        "Camp Mirage",
      ),
    ).toBe("Camp Mirage");
  });
  it("reads where members grew up and live, told in prose in more languages", () => {
    const cases: [string, string | null, string | null][] = [
      ["Меня зовут Полина. Родом из Тольятти, последние пять лет живу в Тбилиси.", "Тольятти", "Тбилиси"],
      ["Казвам се Десислава. Родена съм във Варна, а от пет години живея в София.", "Варна", "София"],
      ["저는 황서연이고. 광주에서 나고 자랐고 지금은 서울에 살아요.", "광주", "서울"],
      ["배수진이에요. 고향은 경북 안동이고, 지금은 대구에서 살고 있어요.", "경북 안동", "대구"],
      ["江口千尋と申します。仙台の出身で、今は横浜に住んでいます。", "仙台", "横浜"],
      ["Зовем се Милица. Одрасла сам у Нишу, а сада живим у Београду.", "Ниш", "Београд"],
      ["Olen Marten Pärn. Pärit olen Tartust, aga juba kümme aastat elan Tallinnas.", "Tartu", "Tallinn"],
      ["Naitwa Rehema Swai. Nimezaliwa na kukulia Tanga, lakini sasa ninaishi Dar es Salaam.", "Tanga", "Dar es Salaam"],
      ["Ako si Patricia. Lumaki ako sa Iloilo pero ngayon nakatira na ako sa Quezon City.", "Iloilo", "Quezon City"],
      ["Main Siddharth hoon. Originally Jaipur ka hoon, but pichhle paanch saal se Bangalore mein reh raha hoon.", "Jaipur", "Bangalore"],
      ["من مریم پاکزاد هستم. بچهٔ شیرازم و حدود ده ساله که تهران زندگی می‌کنم.", "شیراز", "تهران"],
      ["אני נועה רוזן. נולדתי וגדלתי ברחובות, והיום אני גרה בירושלים.", "רחובות", "ירושלים"],
      ["Ես Անին եմ։ Ծնվել ու մեծացել եմ Վանաձորում, իսկ արդեն վեց տարի է՝ ապրում եմ Երևանում։", "Վանաձոր", "Երևան"],
      ["Mình là Trang. Mình sinh ra và lớn lên ở Huế, hiện đang sống và làm việc ở Đà Nẵng.", "Huế", "Đà Nẵng"],
    ];
    for (const [reply, homeTown, location] of cases)
      expect([reply, read(reply).homeTown, read(reply).location]).toEqual([reply, homeTown, location]);
  });
  it("reads playa names told in prose in more languages", () => {
    const cases: [string, string][] = [
      ["Naitwa Rehema Swai, na huko playa wananiita Mishkaki.", "Mishkaki"],
      ["Aku Rizky, di playa orang-orang manggil aku Martabak.", "Martabak"],
      ["Ја сам Милица, а на плаји ме зову „Кајмак”.", "Кајмак"],
      ["Jag heter Ebba och kallas Tjäderhönan på playan.", "Tjäderhönan"],
      ["Ik ben de Wout, op de playa zeggen ze Stoemp Satelliet tegen mij.", "Stoemp Satelliet"],
      ["من سارا هستم و توی پلایا همه صدام می‌کنن «نارنج».", "نارنج"],
      ["Είμαι ο Γιώργος και το playa name μου είναι «Λουκουμάς».", "Λουκουμάς"],
      ["Ako si Patricia pero sa playa, Bibingka ang tawag nila sa akin.", "Bibingka"],
    ];
    for (const [reply, playaName] of cases) expect([reply, read(reply).playaName]).toEqual([reply, playaName]);
  });
  it("reads counts told after the burn, or as the member's own verb, and the years around them", () => {
    expect(findPhrases("Nimeenda burn mara mbili: mara ya kwanza mwaka 2019, na mara ya pili mwaka jana.", now)).toEqual({
      burnYears: 2,
      firstBurn: 2019,
    });
    expect(findPhrases("Kam qenë në burn dy herë, në vitin 2023 dhe vitin e kaluar.", now).burnYears).toBe(2);
    expect(findPhrases("ბერნზე ორჯერ ვიყავი: პირველად 2023 წელს, მეორედ კი — შარშან.", now).burnYears).toBe(2);
    // A first time told after the count, past a comma, is no count of one.
    expect(findPhrases("Byłem na 2 burnach, pierwszy raz w 2022.", now).burnYears).not.toBe(1);
    // Someone else's burns are not the member's.
    expect(findPhrases("My friend went to the burn two times.", now).burnYears).toBeUndefined();
    expect(findPhrases("Je suis venue trois fois : en 2017, en 2019 et l'an dernier.", now)).toEqual({ burnYears: 3, firstBurn: 2017 });
    expect(findPhrases("شاركت في البيرن ثلاث مرات: 2019 و2023 والعام الماضي، وكلها مع Camp Mirage.", now).firstBurn).toBe(2019);
    expect(burnCountAnswerI18n("İki dəfə")).toBe(2);
    expect(parseBurnCount("2008–2016 except 2011, plus 2023 and 2024", now).count).toBe(10);
    expect(parseBurnCount("2012 tot en met 2016", now).count).toBe(5);
    expect(parseBurnCount("acht (2012 t/m 2016, plus 2019, 2023 en vorig jaar)", now)).toEqual({ count: 8, firstYear: 2012 });
  });
  it("reads names, a country and a home town in more of the ways members write them", () => {
    expect(read("Ako si Patricia Tolentino Reyes pero sa playa, Bibingka ang tawag nila sa akin.").name).toBe("Patricia Tolentino Reyes");
    expect(read("Јас сум Марија Трајковска, а на плајата сите ме викаат Пастрмајлија.").name).toBe("Марија Трајковска");
    expect(read("میرا نام سعد قریشی ہے، اور پلایا پر سب مجھے «سموسہ» کہتے ہیں۔").name).toBe("سعد قریشی");
    expect(read("Cody Lindquist, playa name Doug Fir, from Boise, born USA").country).toBe("USA");
    expect(read("Full name: Niamh Walsh\nHome town: Cork originally, London the last 14 years\nPlaya name: Kerrygold").homeTown).toBe(
      "Cork",
    );
    expect(campsInProse("ორივეჯერ თქვენთან ერთად ვიყავი 2024 წელს, Camp Mirage-ში.", "Camp Mirage")).toBe("Camp Mirage");
  });
  it("holds a one-line answer that asks a question", () => {
    const asks = "Nome e cognome: Chiara Galimberti\nNome playa: è obbligatorio? Se serve, mettete pure Ciambella\nCittà natale: Monza";
    const judged = judgeExtraction({ fields: parseReply(asks, now), reply: asks, quoted: "", current: {}, profileCreated: false, now });
    expect(judged.reasons.some((r) => r.includes("asks a question"))).toBe(true);
  });
});

describe("session 29, rounds 50 to 56 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  it("reads the first burn from a burn sentence that names as many years as the count, last year included", () => {
    expect(findPhrases("Kam qenë në burn dy herë, në vitin 2023 dhe vitin e kaluar.", now)).toEqual({ burnYears: 2, firstBurn: 2023 });
    expect(findPhrases("Nimeenda burn mara tatu: mara ya kwanza ilikuwa 2018, kisha mwaka juzi na mwaka jana.", now).firstBurn).toBe(2018);
    expect(findPhrases("На бёрне была два раза: в позапрошлом году и в прошлом.", now)).toEqual({ burnYears: 2, firstBurn: 2024 });
    expect(findPhrases("Fui ao burn duas vezes, no ano passado e no anterior.", now)).toEqual({ burnYears: 2, firstBurn: 2024 });
    expect(findPhrases("تا حالا دو بار رفتم برن: بار اول ۲۰۱۸ با دوستام، و بار دوم پارسال با شما.", now).firstBurn).toBe(2018);
    // Someone else's years are not the member's.
    expect(findPhrases("I've been to the burn twice. My partner went to the burn in 2015 and last year.", now).firstBurn).toBeUndefined();
  });
  it("reads a count said with the language's word for times before the burn, and one burn's year", () => {
    expect(findPhrases("میں دو دفعہ برن پر جا چکا ہوں: پہلی بار ۲۰۱۹ میں اور دوسری بار پچھلے سال،", now)).toEqual({
      burnYears: 2,
      firstBurn: 2019,
    });
    expect(findPhrases("Nakadalawang burn na ako: first time ko noong 2019, tapos bumalik ako last year.", now)).toEqual({
      burnYears: 2,
      firstBurn: 2019,
    });
    expect(findPhrases("Honestly aku baru sekali ke burn, tahun lalu, dan itu seru.", now)).toEqual({ burnYears: 1, firstBurn: 2025 });
    expect(findPhrases("Dw i wedi bod i'r burn dair gwaith: y tro cyntaf yn 2015, wedyn yn 2017, ac eto y llynedd.", now)).toEqual({
      burnYears: 3,
      firstBurn: 2015,
    });
    // An ordinal or "first" before the burn is no count.
    expect(findPhrases("It will be my 3rd burn this year.", now).burnYears).toBe(2);
    expect(findPhrases("My first burn was 2019.", now).burnYears).toBeUndefined();
    expect(parseReply("Name: Ann Lee\nBurns: half a dozen", now).burnYears).toBe(6);
  });
  it("reads round 56's labels, places, counts and corrections", () => {
    const read = (reply: string) => parseReply(reply, now, { campName: "Camp Mirage" });
    const labels =
      "Ism-familiya: Dilnoza Azimova\nTug'ilgan shahrim: Samarqand\nHozir yashayman: Toshkent\nTug'ilgan davlatim: O'zbekiston";
    expect(read(labels)).toMatchObject({ homeTown: "Samarqand", location: "Toshkent", country: "O'zbekiston" });
    expect(read("Nome completo: Tiago Esteves\nAlcunha no deserto: Cavaquinho").playaName).toBe("Cavaquinho");
    expect(read("Izen-abizenak: Ane Agirre\nZenbat aldiz joan naiz: bitan (2019an eta iaz)").burnYears).toBe(2);
    expect(read("Name: Ciarán Lenihan\nNumber of burns attended: 4 -- no, 5, I forgot 2019").burnYears).toBe(5);
    expect(read("Name: Joel Ivarson\nHome town: same as where I live now, never left!\nWhere you live now: Duluth, MN")).toMatchObject({
      homeTown: "Duluth, MN",
      location: "Duluth, MN",
    });
    expect(read("Name: Darcy Quinlan\nLive: Brisbane now – the heat suits me better").location).toBe("Brisbane");
    expect(
      read(
        "Name: Joel Ivarson\nBio: My first burn was 2012, then life happened and I didn't make it back until 2018, and I've gone every year since apart from the two covid years.",
      ),
    ).toMatchObject({ burnYears: 7, firstBurn: 2012 });
    expect(parseBurnCount("三次（2017年、2019年和去年）", now)).toEqual({ count: 3, firstYear: 2017 });
    expect(parseBurnCount("two (2023 and last year)", now)).toEqual({ count: 2, firstYear: 2023 });
  });
  it("reads round 56's prose: an Indian English name, a Russian playa name, a girl from a town originally", () => {
    const read = (reply: string) => parseReply(reply, now, { campName: "Camp Mirage" });
    expect(read("Hi Dana,\n\nMyself Rohan Sethi. I grew up in Lucknow.").name).toBe("Rohan Sethi");
    expect(read("Меня зовут Глеб Антипов, на плайе меня все зовут Шаурма.").playaName).toBe("Шаурма");
    expect(
      read("Tash Vella here - Geelong girl originally, Melbourne (Brunswick) these days.\n\nDone it twice, 2023 + 2024."),
    ).toMatchObject({
      homeTown: "Geelong",
      location: "Melbourne (Brunswick)",
      burnYears: 2,
      firstBurn: 2023,
    });
  });
  it("strips a count remark from a camp answer, keeps an elided article, and knows a German 'later'", () => {
    const read = (reply: string) => parseReply(reply, now, { campName: "Camp Mirage" });
    expect(read("Name: Ann Lee\nCamp history: Camp Mirage (all of them)").campHistory).toBe("Camp Mirage");
    expect(read("Name: Ann Lee\nCamp history: Camp Mirage the whole way").campHistory).toBe("Camp Mirage");
    expect(read("Nome e cognome: Gennaro Esposito\nSoprannome in playa: 'O Babbà").playaName).toBe("'O Babbà");
    expect(read("Name: Ann Lee\nPlaya name: 'Ziggy'").playaName).toBe("Ziggy");
    const later = "bin grad zwei Wochen auf Montage und hab kaum Netz. Ich füll das aus, sobald ich wieder daheim bin!";
    expect(notAProfile({ reply: later, fieldsFound: 0 })?.note).toBe("later");
  });
  it("reads playa names told in English prose: out there they call me, my playa name … was, Playa name – X", () => {
    const read = (reply: string) => parseReply(reply, now, { campName: "Camp Mirage" }).playaName;
    expect(read("Hi all,\n\nI'm Ann Lee. Out there people call me Bobotie, after the dish I made.")).toBe("Bobotie");
    expect(read("Hi all,\n\nI'm Ann Lee. People out there call me Sweet Potato, which is a long story.")).toBe("Sweet Potato");
    expect(read("Hi all,\n\nI'm Ann Lee. My playa name, bestowed upon me by my campmates, is Moraine.")).toBe("Moraine");
    expect(read("Hi all,\n\nI'm Ann Lee. I've been three times. Playa name – Hummus Queen. Yes really.")).toBe("Hummus Queen");
    expect(read("Hi all,\n\nI'm Ann Lee. Playa name: तितली (it means butterfly). I grew up in Nagpur.")).toBe("तितली");
    // A playa name the member says they do not have is none.
    expect(read("Hi all,\n\nI'm Ann Lee. My playa name isn't decided yet, it was Sparkle once.")).toBeNull();
  });
  it("reads where the member is now, told right after where they come from", () => {
    const read = (reply: string) => parseReply(reply, now, { campName: "Camp Mirage" });
    expect(read("Name: Ann Lee\nFrom: Milwaukee, now in Chicago\nBurns: 2")).toMatchObject({ homeTown: "Milwaukee", location: "Chicago" });
    expect(read("Hi! Joy Buenaventura, playa name Pancit, from Winnipeg now in Calgary, born in the Philippines")).toMatchObject({
      homeTown: "Winnipeg",
      location: "Calgary",
    });
    expect(read("Wren Tolliver\nPocket Comet\nFresno, now Sacramento\n3 burns, first was 2022")).toMatchObject({
      homeTown: "Fresno",
      location: "Sacramento",
    });
    // "now" before something that is not a place says nothing of where.
    expect(read("Hi, I'm Ann Lee. Born in Leeds, now retired.").location).toBeNull();
  });
  it("reads camps named as the crowd the member went with called themselves", () => {
    expect(
      campsInProse(
        "I've been twice – 2019 with a crowd from work who called themselves the Billable Hours, and 2024 with Camp Mirage.",
        "Camp Mirage",
      ),
    ).toBe("Billable Hours, Camp Mirage");
    expect(
      campsInProse(
        "I have only been once, in 2019, with a group of nurses from my hospital who camp as Scrubs in the Dust.",
        "Camp Mirage",
      ),
    ).toBe("Scrubs in the Dust");
    expect(campsInProse("My sister Ciara dragged me out with her camp, the Tea Leaf Society, and I was hooked.", "Camp Mirage")).toBe(
      "Tea Leaf Society",
    );
    // Someone else's camp is not the member's.
    expect(campsInProse("My husband went with his friends who called themselves the Dust Devils.", "Camp Mirage")).toBeNull();
  });
  it("reads where English prose says the member grew up and lives, a few words on", () => {
    const read = (reply: string) => parseReply(`Hi all,\n\n${reply}\n\nThanks`, now, { campName: "Camp Mirage" });
    expect(read("I was born in the USA and grew up on a dairy farm outside Lancaster, Pennsylvania.").homeTown).toBe(
      "Lancaster, Pennsylvania",
    );
    expect(read("I live in Cambridge, though I grew up over the hill in Te Awamutu.").homeTown).toBe("Te Awamutu");
    expect(read("Rowan Ishida here. I'm a Bellingham kid originally, born in the USA.").homeTown).toBe("Bellingham");
    expect(read("Colleen O'Driscoll here, a proud St. John's girl, though I've been living in Halifax.").homeTown).toBe("St. John's");
    expect(read("Grew up in Lyon, moved to Montréal in 2016 for work and never left.").location).toBe("Montréal");
    expect(read("I'm Norman - retired after years teaching shop in Halifax, where my wife Joan and I still live.").location).toBe(
      "Halifax",
    );
    expect(read("Myself Sunita Thakur, I am from Shimla and presently I am staying in Gurugram with my husband.").location).toBe(
      "Gurugram",
    );
    expect(read("For the past twelve years my husband and I have lived on Salt Spring Island.").location).toBe("Salt Spring Island");
    // A move the member went on from is not where they stayed, nor is a sister's.
    expect(read("Grew up in Hull, moved to Leeds for uni, then to York and never left.").location).toBeNull();
    expect(read("My sister moved to Leeds and never left.").location).toBeNull();
  });
  it("reads the member's count after someone took them, and a clause that opens on 'been'", () => {
    expect(findPhrases("My first burn was 2003 when my son dragged me along and I've been ten times in all since.", now).burnYears).toBe(
      10,
    );
    expect(findPhrases("juno, playa name moth, from el paso living in denver, been 4 times first one 2017", now)).toMatchObject({
      burnYears: 4,
      firstBurn: 2017,
    });
    expect(findPhrases("My son dragged me along and he's been ten times.", now).burnYears).toBeUndefined();
    expect(findPhrases("I've been three times in Spain.", now).burnYears).toBeUndefined();
  });
  it("reads the year someone first took the member as the first burn, and the times back since", () => {
    expect(findPhrases("A mate dragged me along to the burn in 2014 with a Kiwi camp called Hokey Pokey.", now).firstBurn).toBe(2014);
    expect(findPhrases("My neighbor Doris finally talked me into going with her in 2023.", now).firstBurn).toBe(2023);
    expect(
      findPhrases("Our son Colin dragged me along in 2019 with his camp, and I've been back three times since with Camp Mirage.", now),
    ).toEqual({ burnYears: 4, firstBurn: 2019 });
    // A year someone else went is not the member's first.
    expect(findPhrases("My sister went in 2015 and loved it.", now).firstBurn).toBeUndefined();
  });
  it("reads the member's count told beside someone else's, and 'just the two'", () => {
    expect(findPhrases("He's on ten. I skipped 2018 and 2024 when my dad was ill, so that makes seven for me.", now).burnYears).toBe(7);
    expect(findPhrases("She's been every year since; I skipped 2018 and 2019. So she's on nine and I'm on seven.", now).burnYears).toBe(7);
    expect(findPhrases("My partner Jules and I have done nine burns between us – five for me and four for Jules.", now).burnYears).toBe(5);
    expect(findPhrases("I'm on call most weekends.", now).burnYears).toBeUndefined();
    expect(parseBurnCount("just the two then", now).count).toBe(2);
    expect(parseReply("Name: Ann Lee\nHow many times I've made it out there — 2\nFirst time out — 2023", now)).toMatchObject({
      burnYears: 2,
      firstBurn: 2023,
    });
  });
  it("reads a country after a birthplace and its region, and 'Proudly South African'", () => {
    const read = (reply: string) => parseReply(reply, now, { campName: "Camp Mirage" }).country;
    expect(read("Hi, I'm Ann Lee. I was born and grew up in Ludhiana in Punjab, India and we moved to Canada.")).toBe("India");
    expect(read("Hi, I'm Ann Lee and these days I live in Muizenberg, Cape Town. Proudly South African.")).toBe("South Africa");
    expect(read("Hi, I'm Ann Lee. I was born in Paris, Texas.")).toBeNull();
  });
  it("reads answers typed on one line between slashes, two or more opened by the question's words", () => {
    const line = "name tunde bakare / playa name Drumroll / from lagos / live in houston now / born nigeria / 3 burns first one 2022";
    expect(parseReply(`Hi,\n\n${line}\n\nThanks`, now)).toMatchObject({
      name: "tunde bakare",
      playaName: "Drumroll",
      homeTown: "lagos",
      location: "houston",
      country: "nigeria",
      burnYears: 3,
      firstBurn: 2022,
    });
    // A bio of slashes is a bio.
    expect(parseReply("Bio: DJ / producer / dad of two / dog person", now).bio).toBe("DJ / producer / dad of two / dog person");
  });
  it("keeps the non-joiner after an Indic virama, and cuts Atmail's rule with the quoted header glued on", () => {
    expect(splitReply("నేను హైదరాబాద్\u200cలో ఉన్నాను.").reply).toBe("నేను హైదరాబాద్\u200cలో ఉన్నాను.");
    const atmail =
      'Hello,\nPlaya name: Old Fashioned\nGary\n\n\t-----------------------------------------From: "Camp Mirage" \n\nTo: g@example.net\nSent: Wednesday July 1 2026 3:12:05PM\nSubject: Join\n\n1. Full name:\n';
    const split = splitReply(atmail);
    expect(split.reply).toBe("Hello,\nPlaya name: Old Fashioned\nGary");
    expect(split.quoted).toContain('From: "Camp Mirage"');
  });
});

describe("session 30, round 57 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const read = (reply: string) => parseReply(reply, now, { campName: "Camp Mirage" });
  it("reads every year since a year in other languages, and the latest few years", () => {
    expect(findPhrases("Beim Burn war ich seit 2018 jedes Jahr, außer natürlich in den Corona-Jahren.", now)).toEqual({
      burnYears: 6,
      firstBurn: 2018,
    });
    expect(findPhrases("Fui todos los años desde 2017, menos 2019.", now)).toEqual({ burnYears: 6, firstBurn: 2017 });
    expect(findPhrases("Fui al burn los últimos tres años, y las tres veces acampé con ustedes.", now)).toEqual({
      burnYears: 3,
      firstBurn: 2023,
    });
    expect(findPhrases("I've been the last three years.", now)).toEqual({ burnYears: 3, firstBurn: 2023 });
    // Living somewhere for years, or someone else's burns, is no count.
    expect(findPhrases("Ich wohne seit 2018 in Wien.", now).burnYears).toBeUndefined();
    expect(findPhrases("I've lived in Denver the last three years.", now).burnYears).toBeUndefined();
    expect(findPhrases("My sister went the last three years.", now).burnYears).toBeUndefined();
  });
  it("reads Japanese counts so far, a home since some years ago and last year's first burn", () => {
    expect(findPhrases("令和元年に初めて参加し、その後、令和5年と去年にも行ったので、これまで3回です。", now)).toEqual({
      burnYears: 3,
      firstBurn: 2019,
    });
    expect(findPhrases("大阪で生まれ育ち、5年前から京都に住んでいます。", now)).toMatchObject({ homeTown: "大阪", location: "京都" });
    expect(findPhrases("バーニングマンは去年が初めてで、本当に楽しかったです。", now).firstBurn).toBe(2025);
    expect(findPhrases("今年で4回目です。", now).burnYears).toBe(3);
  });
  it("reads a first year told without its I, and keeps a sentence's opening word out of the subjects", () => {
    expect(findPhrases("Aroha here. First went in '17, open camping. Then '19 and '24 with Camp Mirage.", now).firstBurn).toBe(2017);
    expect(findPhrases("My cousin Tama first went in 2012.", now).firstBurn).toBeUndefined();
  });
  it("reads home towns and countries told in prose in Arabic, Swahili, Hinglish and English", () => {
    expect(findPhrases("وُلدت وتربّيت في إربد بالأردن، وأعيش في دبي منذ ٢٠١٨.", now)).toMatchObject({
      homeTown: "إربد",
      country: "الأردن",
      location: "دبي",
    });
    expect(findPhrases("Nilizaliwa na kukulia Nakuru, lakini sasa ninaishi Nairobi.", now)).toMatchObject({
      homeTown: "Nakuru",
      location: "Nairobi",
    });
    expect(findPhrases("Lucknow ka hoon, lekin pichhle chaar saal se Pune mein rehta hoon.", now)).toMatchObject({
      homeTown: "Lucknow",
      location: "Pune",
    });
    expect(
      findPhrases("I am originally from Bulawayo, Zimbabwean by birth, but I have been in Johannesburg since 2014.", now),
    ).toMatchObject({
      homeTown: "Bulawayo",
      country: "Zimbabwe",
    });
    expect(findPhrases("Grew up in Dorchester, moved down to Quincy a couple years ago when we had the baby.", now).location).toBe(
      "Quincy",
    );
    expect(findPhrases("My sister moved to Quincy two years ago.", now).location).toBeUndefined();
  });
  it("reads round 57's labels, a corrected year with its preposition and a playa name after 'just'", () => {
    const egyptian = "الاسم: نورهان منصور\nساكنة دلوقتي في: القاهرة\nرحت كام مرة: تلات مرات\nالكامبات: Camp Mirage";
    expect(read(egyptian)).toMatchObject({ location: "القاهرة", burnYears: 3, campHistory: "Camp Mirage" });
    expect(read("Імя і прозвішча: Алеся Навумчык\nДзе жыву цяпер: Мінск\nПра сябе: Я перакладчыца.")).toMatchObject({
      name: "Алеся Навумчык",
      location: "Мінск",
      bio: "Я перакладчыца.",
    });
    expect(read("Nom complet : Maxime Lapointe\nJe reste à : Québec (Limoilou)").location).toBe("Québec (Limoilou)");
    const corrected =
      "Nombre: Ximena Zúñiga\nPrimer burn: 2016\nSobre mí: Soy arquitecta.\n\nPerdón, me equivoqué arriba: mi primer burn fue en 2015, no en 2016.";
    expect(read(corrected)).toMatchObject({ firstBurn: 2015, bio: "Soy arquitecta." });
    expect(findPhrases("Меня зовут Павел Лапшин, а на плайе - просто Полярник.", now).playaName).toBe("Полярник");
    expect(read("氏名：長尾 健太\n自己紹介：都内でエンジニアをしています。\n\n何卒よろしくお願いいたします。").bio).toBe(
      "都内でエンジニアをしています。",
    );
  });
  it("reads camp answers: a list's lone mark, 'both' and 'the lot', the inviting camp by its bare name", () => {
    expect(read("Camps – Camp Mirage 2022 and 2023, Harmattan House 2025\n-\nAbout me – I sew.").campHistory).toBe(
      "Camp Mirage 2022 and 2023, Harmattan House 2025",
    );
    expect(read("Name: Brendan Dunleavy\nCamp history: Camp Mirage, both").campHistory).toBe("Camp Mirage");
    expect(read("Name: Callum Drummond\nCamp histroy: Camp Mirage the lot").campHistory).toBe("Camp Mirage");
    expect(campsInProse("First went in '18, then '22 and '24, so three. Always with Mirage.", "Camp Mirage")).toBe("Camp Mirage");
    expect(
      campsInProse(
        "The first year I tagged along with a friend’s camp (can’t for the life of me remember what they were called) and I’ve been with Mirage ever since.",
        "Camp Mirage",
      ),
    ).toBe("Camp Mirage");
    // This year's first is no history yet.
    expect(campsInProse("none yet, first year with Mirage", "Camp Mirage")).toBeNull();
  });
  it("reads a vacation notice sent without automatic headers", () => {
    const notice =
      "Thanks for your email!\n\nI'm away on a family road trip from June 29 through July 19 with spotty cell service, and I won't be checking email regularly. If it's urgent, call or text me. Otherwise I'll get back to you after July 20.\n\nRuss";
    expect(notAProfile({ reply: notice, fieldsFound: 0 })?.note).toBe("away");
  });
  it("leaves a place's remark after a dash out and holds the reply for it, but not a correction", () => {
    const reply = "Name: Mei Tan\nHome town: Toa Payoh\nWhere you live now: Melbourne (Carlton) – moved over in Feb for work";
    const fields = read(reply);
    expect(fields.location).toBe("Melbourne (Carlton)");
    const { reasons } = judgeExtraction({ fields, reply, quoted: "", current: {}, profileCreated: false, now });
    expect(reasons.join(" ")).toMatch(/Location was written with a remark after a dash/);
    // (A correction is not cut at its dash: the answer as written is no wrong town.)
    expect(read("Name: Jo Hart\nHome town: Leeds – no, Harrogate").homeTown).not.toBe("Leeds");
  });
});

describe("session 30, round 58 tuning", () => {
  const now = new Date("2026-07-15T12:00:00Z");
  const read = (reply: string) => parseReply(reply, now, { campName: "Camp Mirage" });
  it("reads English prose as members from Atlanta, Chicago, Perth, Townsville, Lagos and Mississippi write it", () => {
    expect(findPhrases("Playa name's Freo Doctor, after the sea breeze.", now)).toEqual({ playaName: "Freo Doctor" });
    expect(
      findPhrases(
        "Born and raised in Macon, been in the A since I came up for school – I stay in Decatur now.\n\nI been three times – 2018, 2022 and last year.",
        now,
      ),
    ).toMatchObject({ homeTown: "Macon", location: "Decatur", burnYears: 3, firstBurn: 2018 });
    expect(
      findPhrases("Brett Ingram here – Townsville boy, living up in Cairns (Edge Hill) for the last twelve years.", now),
    ).toMatchObject({
      homeTown: "Townsville",
      location: "Cairns (Edge Hill)",
    });
    expect(findPhrases("Out there I go by Stinger. I'll bring mangoes.", now).playaName).toBe("Stinger");
    expect(
      findPhrases("I am from Abeokuta, and I live and work in Lekki, Lagos. I am a proud Nigerian, born and raised.", now),
    ).toMatchObject({
      location: "Lekki, Lagos",
      country: "Nigeria",
    });
    expect(
      findPhrases("I was raised in a little place called Pontotoc, and I've lived in Tupelo going on forty years.", now),
    ).toMatchObject({
      homeTown: "Pontotoc",
      location: "Tupelo",
    });
    const letter =
      "Dear Dana,\n\nMy name is Maureen Kilbride – Mo to most everyone. I grew up in Beverly, on the South Side of Chicago, and these days my husband Frank and I live in Oak Park.\n\nI teach third grade.\n\nWarmly,\nMo";
    expect(read(letter)).toMatchObject({ name: "Maureen Kilbride", homeTown: "Beverly", location: "Oak Park" });
    expect(
      read(
        "I trust this meets you well. Kindly find below a few details about me.\n\nMy name is Tobi Ade. I am an engineer.\n\nI play the drum.",
      ).bio,
    ).not.toMatch(/trust this/);
  });
  it("reads the inviting camp told as 'you lot' or 'y'all' in a sentence of burns gone", () => {
    expect(
      campsInProse(
        "2019 with a bunch of sparkies from Perth who called themselves the Thunderbox Disco, and 2023 with you lot, which is how I ended up on this list.",
        "Camp Mirage",
      ),
    ).toBe("Thunderbox Disco, Camp Mirage");
    expect(campsInProse("I went twice, both times with you guys.", "Camp Mirage")).toBe("Camp Mirage");
    // Not a wish, nor someone else's camp.
    expect(campsInProse("Can't wait to camp with you guys this year.", "Camp Mirage")).toBeNull();
    expect(campsInProse("1 burn so far (2025) and so stoked to be back with you guys", "Camp Mirage")).toBeNull();
    expect(campsInProse("My roommate Jess has been going with you guys for years and she talked me into it.", "Camp Mirage")).toBeNull();
  });
  it("reads a name given alone in a sentence: 'This is X.', Swahili, Hinglish and Swiss German", () => {
    expect(findPhrases("Hello from Mississippi!\n\nThis is Bobbie Jo Inman. I was raised in Pontotoc.", now).name).toBe("Bobbie Jo Inman");
    expect(findPhrases("Jina langu ni Wanjiru Njoroge, na kwenye playa wananiita Twiga.", now).name).toBe("Wanjiru Njoroge");
    expect(findPhrases("Main Rohit Pandey hoon. Lucknow ka hoon.", now).name).toBe("Rohit Pandey");
    expect(findPhrases("Ich heisse Reto Wyss, auf der Playa nennen mich alle Zytglogge.", now).name).toBe("Reto Wyss");
    expect(findPhrases("This is my third burn. I live in Reno.", now).name).toBeUndefined();
  });
  it("reads 'my name is' and a playa name in quotes in Kannada, Malayalam and other Indic scripts", () => {
    expect(findPhrases("ನನ್ನ ಹೆಸರು ಸಂಜನಾ ಉಡುಪ. ಪ್ಲಾಯಾದಲ್ಲಿ ಎಲ್ಲರೂ ನನ್ನನ್ನು 'ಮಲ್ಲಿಗೆ' ಅಂತ ಕರೆಯುತ್ತಾರೆ.", now)).toMatchObject({
      name: "ಸಂಜನಾ ಉಡುಪ",
      playaName: "ಮಲ್ಲಿಗೆ",
    });
    expect(findPhrases("എന്റെ പേര് ദിവ്യ പണിക്കർ. പ്ലായയിൽ എല്ലാവരും എന്നെ 'കഥകളി' എന്നാണ് വിളിക്കുന്നത്.", now)).toMatchObject({
      name: "ദിവ്യ പണിക്കർ",
      playaName: "കഥകളി",
    });
    // (Bengali and Devanagari close a sentence with the danda.)
    expect(findPhrases("আমার নাম রুমানা হক।", now).name).toBe("রুমানা হক");
  });
  it("leaves the years told as missed out of 'every year since', and splits 'Country – Town'", () => {
    expect(
      findPhrases(
        "Zum ersten Mal war ich 2016 dabei und seither jedes Jahr, ausser 2019 und natürlich in den Corona-Jahren, also siebenmal.",
        now,
      ),
    ).toEqual({ firstBurn: 2016, burnYears: 7 });
    expect(findPhrases("My first burn was 2015 and I've been every year since, except 2018.", now)).toEqual({
      firstBurn: 2015,
      burnYears: 8,
    });
    expect(read("Name: Shanice Brown\nBorn & grew up: Jamaica – Montego Bay\nWhere you live now: Brooklyn")).toMatchObject({
      homeTown: "Montego Bay",
      country: "Jamaica",
    });
  });
  it("reads camps named in a story: a camp of some people called X, her crowd, X", () => {
    expect(
      campsInProse(
        "First time was with a camp of Sydney dive instructors called the Reef Rats, and I’ve been with Camp Mirage since.",
        "Camp Mirage",
      ),
    ).toBe("Reef Rats, Camp Mirage");
    expect(campsInProse("I camped with her crowd, the Kota Kings; last time I was with Camp Mirage.", "Camp Mirage")).toBe(
      "Kota Kings, Camp Mirage",
    );
  });
  it("reads round 58's labels and answers", () => {
    expect(read("Name - Aditi Joshi\nNative place - Nashik\nPresently staying - Andheri (W), Mumbai")).toMatchObject({
      homeTown: "Nashik",
      location: "Andheri (W), Mumbai",
    });
    expect(read("الاسم الكامل: ريم الزهراني\nكم مرة حضرت البيرن: مرة واحدة").burnYears).toBe(1);
    expect(read("نام و نام خانوادگی: نگار رضوانی\nچند بار به برن رفته‌ام: دو بار (۲۰۱۸ و ۲۰۲۳)").burnYears).toBe(2);
    expect(read("Nom complet : Mathilde Roig\nDeux mots sur moi : Je suis restauratrice de vitraux.").bio).toBe(
      "Je suis restauratrice de vitraux.",
    );
    expect(read("Name: Svenja Ziegler\nJetzt zuhause in: Hamburg-Ottensen").location).toBe("Hamburg-Ottensen");
    expect(read("Name: Nadeesha Perera\nCountry of birth: ශ්‍රී ලංකාව").country).toBe("ශ්‍රී ලංකාව");
    expect(read("Name: Leilani Kahale\nCamp history: Camp Mirage all 4 🤙").campHistory).toBe("Camp Mirage");
    expect(
      notAProfile({
        reply: "hab eure Mail gesehen, bin bis Sonntag auf Montage. Ich füll das nächste Woche aus, versprochen.",
        fieldsFound: 0,
      })?.note,
    ).toBe("later");
  });
  it("cuts Yandex's rule over To and Subject, and Persian Gmail's wrapped quote header", () => {
    const yandex =
      'О себе: Я UX-исследовательница.\nХорошего дня,\nКсюша\n----------------\nКому: Ксения (k@yandex.example.ru);\nТема: Join the Camp Mirage member directory;\n01.07.2026, 22:12, "Camp Mirage" <admin@camp.example.org>:';
    expect(splitReply(yandex).reply).not.toMatch(/Кому/);
    const persian = "درباره من: معمار هستم.\n\nدر تاریخ چهارشنبه ۱ ژوئیهٔ ۲۰۲۶ ساعت ۲۲:۴۲ Camp Mirage\n<admin@camp.example.org> نوشت:\n> Hi";
    expect(splitReply(persian).reply).toBe("درباره من: معمار هستم.");
  });
  it("reads the answers from the HTML part when the text part is only a signature service's stub", () => {
    const html =
      "<div>Full name: Anjali Deshmukh</div><div>Playa name: Masala Mayhem</div><div>Home town: Pune</div><div>Bio: Flood engineer.</div><div>Anjali Deshmukh<br>Senior Hydraulic Engineer</div>";
    expect(replyBodyText("Anjali Deshmukh\nSenior Hydraulic Engineer\nT: +44 161 555 0192", html)).toMatch(/Playa name: Masala Mayhem/);
  });
});
