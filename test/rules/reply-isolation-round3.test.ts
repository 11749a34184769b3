// Issue 23, round 3: isolating the member's reply (src/email/reply-text.ts) and telling mail that is not
// a profile (src/email/not-a-profile.ts) in more languages and mail shapes.
import { describe, expect, it } from "vitest";
import { cleanBlock, cleanLine, isSignOffLine, proseBio } from "../../src/email/extract/clean-text";
import { automaticMark, autoReplyHeader, notAProfile } from "../../src/email/not-a-profile";
import { replyBodyText, splitReply } from "../../src/email/reply-text";

const CAMP = ["admin@camp.example.org", "@camp.example.org"];
const QUOTE = ["", "> Hi Olena,", ">", "> Welcome to Camp Mirage!", ">    1. Full name:"];

describe("quote attributions", () => {
  it("knows Gmail's wording in more languages (Ukrainian, Vietnamese, Indonesian, Catalan…)", () => {
    for (const line of [
      "ср, 1 лип. 2026 р. о 19:12 Camp Mirage <admin@camp.example.org> пише:",
      "Vào Th 4, 1 thg 7, 2026 vào lúc 19:12 Camp Mirage <admin@camp.example.org> đã viết:",
      "Pada tanggal Rab, 1 Jul 2026 pukul 19.12 Camp Mirage <admin@camp.example.org> menulis:",
      "El dc., 1 de jul. 2026 a les 19:12, Camp Mirage (<admin@camp.example.org>) va escriure:",
    ]) {
      const { reply, quoted } = splitReply(["Bio: I make lanterns.", "", line, ...QUOTE].join("\n"));
      expect(reply).toBe("Bio: I make lanterns.");
      expect(quoted).toContain("Welcome to Camp Mirage!");
    }
  });

  it("takes a line naming the camp's own address and ending in a colon as an attribution in any language", () => {
    // A wording no rule knows, on one line and wrapped after the address.
    const one = ["Ich baue Laternen.", "", "Dydd Mercher, 1 Gorff 2026 Camp Mirage <admin@camp.example.org> ysgrifennodd:", ...QUOTE];
    expect(splitReply(one.join("\n"), { campAddresses: CAMP }).reply).toBe("Ich baue Laternen.");
    const wrapped = ["Ich baue Laternen.", "", "1.7.2026 19:12 Mirage Leads <leads@camp.example.org>", "ysgrifennodd:", ...QUOTE];
    expect(splitReply(wrapped.join("\n"), { campAddresses: CAMP }).reply).toBe("Ich baue Laternen.");
    const before = ["Ich baue Laternen.", "", "Dydd Mercher, 1 Gorff 2026 Camp Mirage", "<admin@camp.example.org> ysgrifennodd:", ...QUOTE];
    expect(splitReply(before.join("\n"), { campAddresses: CAMP }).reply).toBe("Ich baue Laternen.");
    // Without knowing the camp's address, an unknown wording is not guessed at.
    expect(splitReply(one.join("\n")).reply).toContain("ysgrifennodd");
  });

  it("leaves the member's own lines with an address alone", () => {
    const text = "Write to me at jo@example.com:\nI answer fast.\n\nMy friend's address, lee@camp.example.org, is in the camp list.";
    expect(splitReply(text, { campAddresses: CAMP }).reply).toBe(text);
  });
});

describe("mail apps' footers in more languages", () => {
  it("drops the localised 'Sent from my iPhone' and the quote below it", () => {
    for (const footer of [
      "נשלח מה-iPhone שלי",
      "Skickat från min iPhone",
      "Sendt fra min iPhone",
      "Lähetetty iPhonesta",
      "iPhone'umdan gönderildi",
      "Odesláno z iPhonu",
      "Trimis de pe iPhone-ul meu",
      "Στάλθηκε από το iPhone μου",
      "Надіслано з iPhone",
      "Được gửi từ iPhone của tôi",
      "Dikirim dari iPhone saya",
      "iPhoneから送信",
      "从我的iPhone发送",
      "나의 iPhone에서 보냄",
      "أُرسلت من iPhone الخاص بي",
      "iOS için Outlook'u edinin",
      "Hämta Outlook för iOS",
      "iOS용 Outlook 받기",
      "取得 iOS 版 Outlook",
      "Gesendet von Mail für Windows",
      "Envoyé à partir de Courrier pour Windows",
    ]) {
      const { reply } = splitReply(["I build the shade every year.", "", footer, "", "> Hi Noa,", "> Welcome!"].join("\n"));
      expect(reply, footer).toBe("I build the shade every year.");
    }
  });

  it("keeps the member's own sentences that start alike", () => {
    expect(splitReply("נשלח מחר עוד פרטים על הקמפ").reply).toBe("נשלח מחר עוד פרטים על הקמפ");
    const outlook = "Bio: I fix phones.\nI switched from Outlook to Gmail on my Android phone because the camp list kept bouncing.";
    expect(splitReply(outlook).reply).toBe(outlook);
  });
});

describe("closings and greetings in more languages", () => {
  it("drops a closing and the name below it from a bio", () => {
    for (const closing of [
      "Kram",
      "Kram, Linnea",
      "Med vänliga hälsningar",
      "Saygılarımla,",
      "З повагою,",
      "S pozdravem",
      "Tot op de playa!",
      "Bis bald!",
    ])
      expect(cleanBlock(`I build the shade every year.\n\n${closing}\nLinnea`, 500), closing).toBe("I build the shade every year.");
  });

  it("knows that a closing which is also an everyday word is a closing only alone on its line", () => {
    expect(isSignOffLine("Kram")).toBe(true);
    expect(isSignOffLine("Tack!")).toBe(true);
    expect(isSignOffLine("Dank je wel")).toBe(true);
    // German "Kram" is stuff; "Merci pour tout" and "Thân thiện và vui vẻ" are sentences.
    expect(isSignOffLine("Kram reparieren und so")).toBe(false);
    expect(isSignOffLine("Merci pour tout")).toBe(false);
    expect(isSignOffLine("Thân thiện và vui vẻ")).toBe(false);
  });

  it("leaves a first line that only starts like a greeting in another language ('Moi, …', 'Halo …')", () => {
    expect(proseBio(["Moi, je suis charpentier.", "J'adore construire des dômes pour le camp."], 500)).toContain("Moi, je suis");
    expect(proseBio(["Halo maker here.", "I build light sculptures for the camp every year."], 500)).toContain("Halo maker");
  });

  it("drops sentences about the email at the end of a prose bio ('pic attached', 'will send the rest tonight')", () => {
    expect(proseBio(["Jonah Fisk, playa name Kazoo! pic attached. On my phone rn, will send the rest tonight"], 500)).toBeNull();
    expect(proseBio(["I weld big metal art and cook for the camp every night. Photo attached. Will send the rest later."], 500)).toBe(
      "I weld big metal art and cook for the camp every night.",
    );
    expect(proseBio(["I weld big metal art and I will send good vibes to everyone on the playa."], 500)).toBe(
      "I weld big metal art and I will send good vibes to everyone on the playa.",
    );
  });

  it("drops a greeting in Ukrainian, Turkish, Vietnamese, Czech… from a prose bio", () => {
    for (const greeting of [
      "Привіт!",
      "Merhaba,",
      "Chào mọi người,",
      "Ahoj!",
      "Hej hej!",
      "Szia!",
      "キャンプミラージュ様",
      "亲爱的营地朋友们：",
    ])
      expect(proseBio([greeting, "", "I make lanterns from recycled plastic and cook for the camp."], 500), greeting).toBe(
        "I make lanterns from recycled plastic and cook for the camp.",
      );
  });
});

describe("the member signing with their own name", () => {
  const reply = (text: string, senderName: string) => splitReply(text, { senderName }).reply;

  it("drops a last line that is the sender's display name or part of it, below a blank line or a closing", () => {
    expect(reply("Bio: I make lanterns.\n\nОлена", "Олена Ковальчук")).toBe("Bio: I make lanterns.");
    expect(reply("Bio: y tá\n\nMinh Anh", "Nguyễn Thị Minh Anh")).toBe("Bio: y tá");
    expect(reply("自我介绍：我是平面设计师。\n\n晓雯", "王晓雯")).toBe("自我介绍：我是平面设计师。");
    expect(reply("نبذة: مهندسة معمارية\n\nليلى", "ليلى النجار")).toBe("نبذة: مهندسة معمارية");
    expect(reply("Bio: I build.\n\nKram\nLinnea", "Linnea Sjöberg")).toBe("Bio: I build.\n\nKram");
    expect(reply("Bio: I build.\n\n— Olena", "Kovalchuk, Olena")).toBe("Bio: I build.");
  });

  it("keeps the name when it answers a question, is all the reply says, or runs on from the text", () => {
    expect(reply("Full name:\n\nОлена Ковальчук", "Олена Ковальчук")).toBe("Full name:\n\nОлена Ковальчук");
    expect(reply("Олена", "Олена Ковальчук")).toBe("Олена");
    expect(reply("I live with my sister\nОлена", "Олена Ковальчук")).toBe("I live with my sister\nОлена");
    // Another name, or no display name at all.
    expect(reply("Bio: I build.\n\nMarta", "Olena Kovalchuk")).toBe("Bio: I build.\n\nMarta");
    expect(reply("Bio: I build.\n\nOlena", "")).toBe("Bio: I build.\n\nOlena");
  });
});

describe("mail that is not a profile, round 3", () => {
  const header = (key: string, value: string) => autoReplyHeader([{ key, value }]);

  it("knows mail systems' reports by their headers: bounces, read receipts, the null sender, calendar answers", () => {
    expect(header("Content-Type", "multipart/report; report-type=delivery-status; boundary=x")).toBe(
      "Content-Type: multipart/report (delivery-status)",
    );
    expect(header("content-type", 'multipart/report; report-type="disposition-notification"')).toBe(
      "Content-Type: multipart/report (disposition-notification)",
    );
    expect(header("X-Failed-Recipients", "jo@example.com")).toBe("X-Failed-Recipients");
    expect(header("Return-Path", "<>")).toBe("Return-Path: <>");
    expect(header("From", "Mail Delivery System <MAILER-DAEMON@mx.example.net>")).toMatch(/^From: /);
    expect(header("content-type", "text/calendar; method=REPLY")).toBe("Content-Type: text/calendar");
    // A person's mail.
    expect(header("Return-Path", "<jo@example.com>")).toBeNull();
    expect(header("From", "Jo Postmasterson <jo@example.com>")).toBeNull();
    expect(header("Content-Type", "multipart/alternative; boundary=x")).toBeNull();
    // Whatever the reply seems to answer, a report is not a profile.
    expect(notAProfile({ autoReply: "Return-Path: <>", reply: "Name: Jo\nBurns: 3\nHome town: Reno", fieldsFound: 3 })?.note).toBe("away");
  });

  it("knows a calendar answer (METHOD:REPLY) among a message's parts", () => {
    const headers = [{ key: "subject", value: "Accepted: Camp Mirage build day" }];
    expect(automaticMark({ headers, attachments: [{ mimeType: "text/calendar", method: "REPLY" }] })).toBe(
      "Calendar answer (method REPLY)",
    );
    // An invitation the member forwards us (REQUEST), or a photo, is not an answer.
    expect(automaticMark({ headers, attachments: [{ mimeType: "text/calendar", method: "REQUEST" }] })).toBeNull();
    expect(automaticMark({ headers, attachments: [{ mimeType: "image/jpeg" }] })).toBeNull();
    expect(automaticMark({ headers: [{ key: "Auto-Submitted", value: "auto-replied" }] })).toBe("Auto-Submitted: auto-replied");
  });

  it("knows automatic replies' and reports' subjects in more languages", () => {
    const note = (subject: string) => notAProfile({ subject, reply: "", fieldsFound: 0 })?.note ?? null;
    for (const subject of [
      "Otomatik yanıt: Join the Camp Mirage member directory",
      "Automatiskt svar: Join",
      "Automaattinen vastaus: Join",
      "Automatická odpověď: Join",
      "Răspuns automat: Join",
      "Автовідповідь: Join",
      "Undeliverable: Join",
      "Mail delivery failed: returning message to sender",
      "Unzustellbar: Join",
      "Read: Join the Camp Mirage member directory",
      "Gelesen: Join",
    ])
      expect(note(subject), subject).toBe("away");
    expect(note("Re: Join the Camp Mirage member directory")).toBeNull();
    expect(note("Reading list and my answers")).toBeNull();
  });

  it("reads what mail systems write in bounces, full-mailbox notices and sender checks, even in a long message", () => {
    const note = (reply: string) => notAProfile({ reply, fieldsFound: 0 })?.note ?? null;
    const invitation = "\n\nHi Jo,\nWelcome to Camp Mirage! ".repeat(40);
    expect(note(`This message was created automatically by mail delivery software.${invitation}`)).toBe("away");
    expect(note("The recipient's mailbox is full and can't accept messages now.")).toBe("away");
    expect(note("Die Nachricht konnte nicht an folgende Empfänger oder Gruppen zugestellt werden:")).toBe("away");
    expect(note("Il messaggio non è stato possibile recapitare: casella piena.")).toBe("away");
    expect(note("I use a challenge-response filter. Please confirm you are a real person by replying.")).toBe("away");
    // A member's own words, and a profile that mentions a full inbox.
    expect(note("My inbox is a mess but here I am! I build shade and cook.")).toBeNull();
    expect(notAProfile({ reply: "Sorry, my mailbox is full of spam. Name: Jo", fieldsFound: 3 })).toBeNull();
  });

  it("reads out-of-office wording in Turkish, Swedish, Czech, Ukrainian, Vietnamese…", () => {
    const note = (reply: string) => notAProfile({ reply, fieldsFound: 0 })?.note ?? null;
    expect(note("20 Temmuz'a kadar izindeyim ve e-postalarıma erişimim sınırlı olacak.")).toBe("away");
    expect(note("Jag är på semester till 20 juli.")).toBe("away");
    expect(note("Jsem na dovolené do 20. července.")).toBe("away");
    expect(note("Я у відпустці до 20 липня.")).toBe("away");
    expect(note("Tôi đang nghỉ phép đến ngày 20/7.")).toBe("away");
    expect(note("Olen lomalla 20.7. asti.")).toBe("away");
    // A profile that mentions a holiday is still read as one (three answers or more).
    expect(notAProfile({ reply: "Jsem na dovolené. Jméno: Tereza", fieldsFound: 3 })).toBeNull();
  });
});

describe("mail shapes", () => {
  const html = "<p>Full name: Yonatan Levi</p><p>Playa name: Cactus</p><p>Bio: I run the camp's generators.</p>";

  it("reads the HTML when the text part is empty or only points at the HTML, in any language", () => {
    for (const text of [undefined, "", "  \r\n", "This message is in HTML format.", "Tato zpráva je ve formátu HTML.", "[HTML]"])
      expect(replyBodyText(text, html), String(text)).toContain("Playa name: Cactus");
  });

  it("keeps a real text part, even one that mentions HTML", () => {
    expect(replyBodyText("Full name: Yonatan Levi\nBio: I write HTML for a living.", html)).toBe(
      "Full name: Yonatan Levi\nBio: I write HTML for a living.",
    );
    expect(replyBodyText("Name: Jo", undefined)).toBe("Name: Jo");
  });

  it("cuts a message attached inline below a rule of dashes (as postal-mime writes message/rfc822)", () => {
    const text = [
      "Name: Felix Baumgartner",
      "Burns: 1 (2025)",
      "",
      "-".repeat(57),
      "From:    Camp Mirage <admin@camp.example.org>",
      "Subject: Join the Camp Mirage member directory",
      "Date:    7/1/2026, 19:12:05",
      "To:      Felix Baumgartner <felix@example.at>",
      "-".repeat(57),
      "",
      "Hi Felix,",
      "   1. Full name:",
    ].join("\n");
    const { reply, quoted } = splitReply(text);
    expect(reply).toBe("Name: Felix Baumgartner\nBurns: 1 (2025)");
    expect(quoted).toContain("Hi Felix,");
    // A rule of dashes in the member's own text stays.
    expect(splitReply("Bio: I build.\n----------\nI also cook.").reply).toBe("Bio: I build.\n----------\nI also cook.");
  });
});

describe("pronouns written after a name", () => {
  it("are not part of the name", () => {
    expect(cleanLine("Sam Ortiz (she/her)", 100)).toBe("Sam Ortiz");
    expect(cleanLine("Kit Lee, they/them", 100)).toBe("Kit Lee");
    expect(cleanLine("Jo (pronouns: he/they)", 100)).toBe("Jo");
    expect(cleanLine("Ana (any pronouns)", 100)).toBe("Ana");
    expect(cleanLine("Dana (she/her/hers)", 100)).toBe("Dana");
  });

  it("only as a set of two or more: a name that is a pronoun word stays", () => {
    expect(cleanLine("Ella", 100)).toBe("Ella");
    expect(cleanLine("Sparkles (Ella)", 100)).toBe("Sparkles (Ella)");
    expect(cleanLine("Her Majesty", 100)).toBe("Her Majesty");
  });
});

describe("session 16, round 21 tuning: Outlook in Traditional Chinese, an attribution wrapped after the address", () => {
  it("knows Outlook's Traditional Chinese header block", () => {
    const text = [
      "我是小婷，住在新竹。",
      "",
      "寄件者: Camp Mirage <admin@camp.example.org>",
      "寄件日期: 2026年7月2日 星期四 上午 03:12",
      "收件者: 張雅婷 <yt@example.com.tw>",
      "主旨: Join the Camp Mirage member directory",
      "",
      "Hi Ya-Ting,",
      "Welcome to Camp Mirage!",
    ].join("\n");
    const { reply, quoted } = splitReply(text, { campAddresses: CAMP });
    expect(reply).toBe("我是小婷，住在新竹。");
    expect(quoted).toContain("Welcome to Camp Mirage!");
  });

  it("cuts at a camp attribution wrapped after the address, before its time", () => {
    const text = [
      "Sóc la Núria, de Girona.",
      "",
      "Missatge de Camp Mirage <admin@camp.example.org> del dia dc., 1 de jul. 2026",
      "a les 21:12:",
      ...QUOTE,
    ].join("\n");
    expect(splitReply(text, { campAddresses: CAMP }).reply).toBe("Sóc la Núria, de Girona.");
  });

  it("keeps a member's own line that names the camp's address", () => {
    const text = ["I wrote to admin@camp.example.org about my ticket", "Burns:", "3"].join("\n");
    expect(splitReply(text, { campAddresses: CAMP }).reply).toContain("Burns:");
  });
});

describe("session 16, round 22 tuning: a note about the photo opening a prose letter, 'Allo'", () => {
  it("leaves them out of the bio", () => {
    expect(
      proseBio(["Photo attached.", "", "Anirban Sengupta, brought up in Kolkata and living in Noida for work. I'm a data engineer."], 2000),
    ).toBe("Anirban Sengupta, brought up in Kolkata and living in Noida for work. I'm a data engineer.");
    expect(proseBio(["Allo tout le monde!", "", "Moi c'est Rosalie, je suis éclairagiste et je fais du vélo."], 2000)).toBe(
      "Moi c'est Rosalie, je suis éclairagiste et je fais du vélo.",
    );
  });
});
