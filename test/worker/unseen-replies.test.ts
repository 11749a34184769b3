// Issue 23 end to end through the email handler: mail that is not a profile, answers typed into the
// quoted invitation, replies in scripts other than Latin, a photo on its own, and what Workers AI is given.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { splitReply } from "../../src/email/reply-text";
import type { WorkflowStatus } from "../../src/shared/onboarding";
import { inboundMessages, members, outbox, replyReviews } from "../../src/worker/db/schema";
import { extractProfile } from "../../src/worker/onboarding/extract";
import { claimDueReminders } from "../../src/worker/reminders/reminders";
import { adminCookie, call, createMember, db } from "./helpers";
import { deliver, replyAddressOf } from "./mail-helpers";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1]);
const fresh = (id: number) => db.query.members.findFirst({ where: eq(members.id, id) });
const welcomes = (email: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.template, "welcome")));
const inboundOf = async (memberId: number) => (await db.select().from(inboundMessages).where(eq(inboundMessages.memberId, memberId)))[0];
const logsOf = async (email: string) =>
  (
    await (
      await call(`/api/admin/member-logs/${encodeURIComponent(email)}`, { cookie: await adminCookie() })
    ).json<Array<{ message: string; data?: Record<string, unknown> }>>()
  ).map((l) => l.message);
const workflowOf = async (id: number) =>
  (await (await call("/api/admin/member-workflow-status", { cookie: await adminCookie() })).json<WorkflowStatus[]>()).find(
    (w) => w.id === id,
  )!;

async function invited(values = {}) {
  const member = await createMember(values);
  await call(`/api/admin/members/${member.id}/invite`, { method: "POST", cookie: await adminCookie() });
  return member;
}

const INVITATION = [
  "Hi Dana,",
  "",
  "Welcome to Camp Mirage! We are building our camp directory so everyone can get to know each other before we hit the playa.",
  "",
  "Just reply to this email and answer the questions below. Write as much or as little as you like, and attach a photo of yourself if you want one on your profile.",
  "",
];

// Outlook desktop: the member typed each answer after its question in the quoted invitation.
const INLINE_OUTLOOK = [
  "Hi, see my answers inline below in blue.",
  "",
  "Dana",
  "",
  "From: Camp Mirage <admin@camp.example.org>",
  "Sent: Wednesday, July 1, 2026 7:12 PM",
  "To: Dana Whitfield <dana@example.com>",
  "Subject: Join the Camp Mirage member directory",
  "",
  ...INVITATION,
  "1. Full name: Dana Whitfield",
  "2. Playa name: Sparkplug",
  "3. Home town: Tulsa, Oklahoma",
  "4. Where you live now: Denver, CO",
  "5. Country of birth: USA",
  "6. Number of burns attended: 4",
  "7. Year of your first burn: 2019",
  "8. Camp history (camps you have been part of):",
  "9. Bio (tell us about yourself): Electrician by day, fire spinner by night.",
  "",
  "See you in the dust!",
].join("\r\n");

// Gmail in Japanese: full-width colons, base64, the attribution Gmail writes in Japanese.
const JAPANESE = [
  "こんにちは！",
  "",
  "名前：山田 花子",
  "プラヤネーム：ホタル",
  "出身地：札幌",
  "現住所：東京",
  "出身国：日本",
  "参加回数：3回",
  "初参加：2017年",
  "",
  "よろしくお願いします。",
  "",
  "2026年7月1日(水) 19:12 Camp Mirage <admin@camp.example.org>:",
  "",
  "> Hi Hanako,",
  "> Welcome to Camp Mirage! We are building our camp directory so everyone can",
  ">    1. Full name:",
  ">    2. Playa name:",
  ">    3. Home town:",
].join("\n");

describe("mail that is not a profile", () => {
  it("an out-of-office auto-reply: nothing applied, no welcome, logged, the Onboarding tab says away", async () => {
    const member = await invited();
    await deliver({
      from: member.email,
      to: replyAddressOf(member),
      subject: "Automatic reply: Join the Camp Mirage member directory",
      headers: ["Auto-Submitted: auto-replied", "X-Auto-Response-Suppress: All"],
      text: "I am out of the office until Monday, July 13 with limited access to email.\r\n\r\nGreg Holt\r\nSenior Project Manager | Holt & Partners",
    });
    const after = await fresh(member.id);
    expect(after).toMatchObject({
      profileCreated: false,
      emailReplied: false,
      welcomeSent: false,
      bio: null,
      name: member.name,
      replyNote: "away",
    });
    expect(await welcomes(member.email)).toHaveLength(0);
    const inbound = await inboundOf(member.id);
    expect(inbound.status).toBe("ignored");
    expect(inbound.reason).toContain("Auto-Submitted: auto-replied");
    const logs = await logsOf(member.email);
    expect(logs.some((m) => m.startsWith("Not a profile: Automatic reply (Auto-Submitted: auto-replied)"))).toBe(true);
    expect(logs).not.toContain("Profile created");
    expect((await workflowOf(member.id)).replyNote).toBe("away");
  });

  it("a decline and a 'later', written by a person: nothing applied, the tab says declined / later", async () => {
    const declined = await invited();
    await deliver({
      from: declined.email,
      to: replyAddressOf(declined),
      text: "Hi all,\n\nSadly I won't join this year - work has eaten my summer. Save me a popsicle!\n\nHarriet",
    });
    expect(await fresh(declined.id)).toMatchObject({ profileCreated: false, bio: null, replyNote: "declined" });
    expect((await workflowOf(declined.id)).replyNote).toBe("declined");
    // Nobody reminds a member who said no; one who is away or will answer later still is.
    const claimed = await claimDueReminders(db, { enabled: true, days: 0, max: 5 }, Date.now() + 60_000, 1000);
    expect(claimed.map((c) => c.memberId)).not.toContain(declined.id);

    const later = await invited();
    await deliver({ from: later.email, to: replyAddressOf(later), text: "¡Hola! Ahora no tengo tiempo, lo completo este fin de semana." });
    expect(await fresh(later.id)).toMatchObject({ profileCreated: false, bio: null, replyNote: "later" });
    expect(await welcomes(later.email)).toHaveLength(0);

    // The real answers come later: applied, welcomed, and the note is gone.
    await deliver({ from: later.email, to: replyAddressOf(later), text: INLINE_OUTLOOK });
    expect(await fresh(later.id)).toMatchObject({ profileCreated: true, name: "Dana Whitfield", replyNote: null });
    expect(await welcomes(later.email)).toHaveLength(1);
  });

  it("a question back before answering: nothing applied, no welcome, the tab says later and the log says why", async () => {
    const member = await invited();
    await deliver({
      from: member.email,
      to: replyAddressOf(member),
      text: 'Hi! Before I answer — for "home town" do you mean where I was born or where I grew up? (born in Tucson, grew up in Reno)',
    });
    expect(await fresh(member.id)).toMatchObject({ profileCreated: false, homeTown: null, bio: null, replyNote: "later" });
    expect(await welcomes(member.email)).toHaveLength(0);
    expect((await inboundOf(member.id)).status).toBe("ignored");
    expect((await logsOf(member.email)).some((m) => m.includes("asks a question before answering"))).toBe(true);
  });

  it("a photo and no answers: the photo is set, nothing invented, no welcome", async () => {
    const member = await invited();
    await deliver({
      from: member.email,
      to: replyAddressOf(member),
      text: "\r\nSent from my iPhone",
      attachment: { filename: "IMG_4471.png", contentType: "image/png", bytes: PNG },
    });
    const after = await fresh(member.id);
    expect(after!.photoUrl).toMatch(/^\/uploads\/photos\/.+\.png$/);
    expect(after).toMatchObject({
      profileCreated: false,
      bio: null,
      playaName: null,
      burnYears: null,
      welcomeSent: false,
      replyNote: "photo",
    });
    // Still waiting for the answers: not "replied", so the Onboarding tab does not ask for a review.
    expect(after!.emailReplied).toBe(false);
    expect(await welcomes(member.email)).toHaveLength(0);
    expect((await inboundOf(member.id)).status).toBe("applied");
    expect((await workflowOf(member.id)).replyNote).toBe("photo");
  });
});

describe("mail that is not a profile, from another sender than the member (the review path)", () => {
  const reviewsOf = (memberId: number) => db.select().from(replyReviews).where(eq(replyReviews.memberId, memberId));

  it("an out-of-office or a decline from another address is not held for review, and changes nothing", async () => {
    const member = await invited();
    // The member's work address answers automatically to the reply address.
    await deliver({
      from: "greg.holt@work.example.com",
      to: replyAddressOf(member),
      subject: "Automatic reply: Join the Camp Mirage member directory",
      headers: ["Auto-Submitted: auto-replied"],
      text: "I am out of the office until Monday, July 13 with limited access to email.",
    });
    await deliver({
      from: "partner@home.example.com",
      to: replyAddressOf(member),
      text: "Hi! Malheureusement je ne viendrai pas cette année.\n\nJulien",
    });
    expect(await reviewsOf(member.id)).toHaveLength(0);
    const rows = await db.select().from(inboundMessages).where(eq(inboundMessages.memberId, member.id));
    expect(rows.map((r) => r.status)).toEqual(["ignored", "ignored"]);
    expect(rows[0].reason).toContain("used by another sender");
    expect(rows[0].reason).toContain("Automatic reply (Auto-Submitted: auto-replied)");
    expect(rows[1].reason).toContain("not coming");
    // The sender is not known to be the member: their own note and profile stay as they were.
    expect(await fresh(member.id)).toMatchObject({ replyNote: null, profileCreated: false, emailReplied: false, bio: null });
    const logs = await logsOf(member.email);
    expect(logs.filter((m) => m.startsWith("Not a profile, from another sender:"))).toHaveLength(2);
  });

  it("a profile from another address is still held for an admin", async () => {
    const member = await invited({ name: null });
    await deliver({ from: "someone.else@example.com", to: replyAddressOf(member), text: INLINE_OUTLOOK });
    const reviews = await reviewsOf(member.id);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ kind: "sender", status: "pending" });
    expect(await fresh(member.id)).toMatchObject({ profileCreated: false, name: null });
  });
});

describe("a camp history told in prose", () => {
  it("is not applied without an admin when it names another camp without the word 'Camp': the rest of the profile is, with a welcome, and the log keeps what was read", async () => {
    const member = await invited({ name: null });
    const text = [
      "I'm Marta Kowalczyk, playa name Sparrow. I grew up in Gdańsk and now live in Seattle. I've been to the burn",
      "twice, in 2019 and 2023, both times camping with Cosmic Dust. I teach ceramics and I always bring extra sunscreen.",
    ].join(" ");
    await deliver({ from: member.email, to: replyAddressOf(member), text });
    expect(await fresh(member.id)).toMatchObject({
      name: "Marta Kowalczyk",
      playaName: "Sparrow",
      burnYears: 2,
      firstBurn: 2019,
      campHistory: null,
    });
    expect(await welcomes(member.email)).toHaveLength(1);
    expect(await logsOf(member.email)).toContain("Camp history read from prose, not applied without an admin: “Cosmic Dust”");
  });

  it("is applied when every camp it names carries the word 'Camp'", async () => {
    const member = await invited({ name: null });
    const text = [
      "I'm Marta Kowalczyk, playa name Sparrow. I grew up in Gdańsk and now live in Seattle. I've been to the burn",
      "twice, first with Camp Cosmic Dust and then with Camp Mirage. I teach ceramics and I always bring extra sunscreen.",
    ].join(" ");
    await deliver({ from: member.email, to: replyAddressOf(member), text });
    expect(await fresh(member.id)).toMatchObject({ name: "Marta Kowalczyk", campHistory: "Camp Cosmic Dust, Camp Mirage" });
    expect(await welcomes(member.email)).toHaveLength(1);
  });

  it("is applied when the one camp it names is the camp that sent the invitation (CAMP_NAME)", async () => {
    const member = await invited({ name: null });
    const text = [
      "I'm Marta Kowalczyk, playa name Sparrow. I grew up in Gdańsk and now live in Seattle. I've been to the burn",
      "twice, in 2019 and 2023, both times with Camp Mirage. I teach ceramics and I always bring extra sunscreen.",
    ].join(" ");
    await deliver({ from: member.email, to: replyAddressOf(member), text });
    expect(await fresh(member.id)).toMatchObject({ name: "Marta Kowalczyk", burnYears: 2, campHistory: "Camp Mirage" });
    expect(await welcomes(member.email)).toHaveLength(1);
  });
});

describe("short answers, then a paragraph of the member's own", () => {
  it("stores the paragraph as the bio, facts and all, and applies the reply with a welcome", async () => {
    const member = await invited({ name: null });
    const story =
      "I've been twice, 2019 and 2024, both times with Camp Mirage, and I'm counting down the days. I drive buses here in Wellington so I'm patient and good with a crowd.";
    const text = [
      "Name: Ana Tuilagi",
      "Playa name: Bus Lane",
      "From: Porirua",
      "Live: Wellington",
      "Born: Samoa",
      "",
      story,
      "",
      "Fa'afetai,",
      "Ana",
    ].join("\n");
    await deliver({ from: member.email, to: replyAddressOf(member), text });
    expect(await fresh(member.id)).toMatchObject({
      name: "Ana Tuilagi",
      location: "Wellington",
      burnYears: 2,
      firstBurn: 2019,
      bio: story,
    });
    expect(await welcomes(member.email)).toHaveLength(1);
  });
});

describe("answers typed into the subject", () => {
  it("are read with the reply: a member on the metro who put everything after our subject", async () => {
    const member = await invited({ name: null });
    await deliver({
      from: member.email,
      to: replyAddressOf(member),
      subject: "Re: Join the Camp Mirage member directory - Name: Lucía Barranco, playa name: Bengala, 2 burns, first 2023",
      text: "Te lo he puesto todo en el asunto, que voy en el metro.",
    });
    // Held for an admin (two fields of nine), with what the subject said in the proposal and the reply shown.
    expect((await inboundOf(member.id)).status).toBe("review");
    const [review] = await db.select().from(replyReviews).where(eq(replyReviews.memberId, member.id));
    expect(review.proposed).toMatchObject({ name: "Lucía Barranco" });
    expect(review.replyText).toContain("playa name: Bengala");
  });
});

describe("answers typed into the quoted invitation", () => {
  it("are read as the member's answers, never the invitation's own text, and applied once with a welcome", async () => {
    const member = await invited({ name: null });
    await deliver({ from: member.email, to: replyAddressOf(member), text: INLINE_OUTLOOK });
    const after = await fresh(member.id);
    expect(after).toMatchObject({
      name: "Dana Whitfield",
      playaName: "Sparkplug",
      homeTown: "Tulsa, Oklahoma",
      location: "Denver, CO",
      country: "USA",
      burnYears: 4,
      firstBurn: 2019,
      bio: "Electrician by day, fire spinner by night.",
      campHistory: null,
      profileCreated: true,
    });
    expect(await welcomes(member.email)).toHaveLength(1);
    expect((await inboundOf(member.id)).status).toBe("applied");
  });

  it("reach Workers AI, and the invitation's own text does not", async () => {
    const { reply } = splitReply(INLINE_OUTLOOK, {
      sentText: (await db.query.emailTemplates.findFirst({ where: (t, { eq: is }) => is(t.name, "invite") }))!.htmlContent,
    });
    const seen: string[] = [];
    const ai = {
      run: async (_model: string, input: { messages: { role: string; content: string }[] }) => {
        seen.push(input.messages.find((m) => m.role === "user")!.content);
        return {
          response: {
            name: "Dana Whitfield",
            playaName: "Sparkplug",
            homeTown: null,
            location: null,
            country: null,
            burnYears: 4,
            firstBurn: 2019,
            bio: null,
            campHistory: null,
          },
        };
      },
    } as unknown as Ai;
    const result = await extractProfile({ ...env, AI: ai }, reply);
    expect(result.extractor).toBe("workers-ai");
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain("Dana Whitfield");
    expect(seen[0]).toContain("Electrician by day");
    expect(seen[0]).not.toContain("We are building our camp directory");
    expect(seen[0]).not.toContain("See you in the dust");
    expect(seen[0]).not.toContain("Sent: Wednesday");
  });
});

describe("a reply in a script other than Latin", () => {
  it("Japanese with full-width colons, base64: every field read, no greeting or quote header in the bio", async () => {
    const member = await invited({ name: null });
    await deliver({ from: member.email, to: replyAddressOf(member), text: JAPANESE, base64: true });
    expect(await fresh(member.id)).toMatchObject({
      name: "山田 花子",
      playaName: "ホタル",
      homeTown: "札幌",
      location: "東京",
      country: "日本",
      burnYears: 3,
      firstBurn: 2017,
      bio: null,
      profileCreated: true,
    });
    expect(await welcomes(member.email)).toHaveLength(1);
  });
});

describe("round 3: isolating the reply as the Worker does", () => {
  it("an attribution in a language no rule knows, naming the camp's address: never read as the bio", async () => {
    const member = await invited({ name: null });
    const text = [
      "Full name: Olena Kovalchuk",
      "Playa name: Zorya",
      "Home town: Lviv",
      "Bio: I make lanterns from recycled plastic.",
      "",
      `Dydd Mercher, 1 Gorff 2026 Camp Mirage <${env.MAIL_FROM}> ysgrifennodd:`,
      "",
      "> Hi Olena,",
      "> Welcome to Camp Mirage! We are building our camp directory so everyone can",
      ">    1. Full name:",
    ].join("\n");
    await deliver({ from: member.email, to: replyAddressOf(member), text });
    expect(await fresh(member.id)).toMatchObject({
      name: "Olena Kovalchuk",
      playaName: "Zorya",
      bio: "I make lanterns from recycled plastic.",
    });
  });

  it("the member signing with their own name (the From header's display name) in a script without capitals", async () => {
    const member = await invited({ name: null });
    const text = [
      "الاسم الكامل: ليلى النجار",
      "اسم البلايا: غزالة",
      "مدينتي الأصلية: عمّان",
      "نبذة: مهندسة معمارية وأحب الرقص بالنار",
      "",
      "ليلى",
    ].join("\n");
    await deliver({ from: member.email, fromName: "ليلى النجار", to: replyAddressOf(member), text, base64: true });
    expect(await fresh(member.id)).toMatchObject({ name: "ليلى النجار", bio: "مهندسة معمارية وأحب الرقص بالنار" });
  });

  it("a read receipt from the member's own client (null sender): nothing applied, the reply is ignored", async () => {
    const member = await invited({ name: null });
    await deliver({
      from: member.email,
      to: replyAddressOf(member),
      subject: "Read: Join the Camp Mirage member directory",
      headers: ["Return-Path: <>"],
      text: "Your message\r\n\r\nTo: Jo\r\nSubject: Join the Camp Mirage member directory\r\n\r\nwas read on Thursday, July 2, 2026 8:41 AM.",
    });
    expect(await fresh(member.id)).toMatchObject({ profileCreated: false, name: null, bio: null });
    const inbound = await inboundOf(member.id);
    expect(inbound.status).toBe("ignored");
    expect(inbound.reason).toContain("Return-Path: <>");
  });

  it("a text part that only points at the HTML: the answers are read from the HTML", async () => {
    const member = await invited({ name: null });
    const html = [
      "<html><body><table>",
      "<tr><td>Full name:</td><td>Yonatan Levi</td></tr>",
      "<tr><td>Playa name:</td><td>Cactus</td></tr>",
      "<tr><td>Home town:</td><td>Beersheba</td></tr>",
      "<tr><td>Bio:</td><td>Electrical engineer, I run the camp's generators.</td></tr>",
      "</table></body></html>",
    ].join("\r\n");
    await deliver({ from: member.email, to: replyAddressOf(member), text: "This message is in HTML format.", html });
    expect(await fresh(member.id)).toMatchObject({
      name: "Yonatan Levi",
      playaName: "Cactus",
      homeTown: "Beersheba",
      bio: "Electrical engineer, I run the camp's generators.",
    });
  });

  it("a calendar answer (METHOD:REPLY) from the member's client: nothing applied, the reply is ignored", async () => {
    const member = await invited({ name: null });
    const ics = [
      "BEGIN:VCALENDAR",
      "METHOD:REPLY",
      "BEGIN:VEVENT",
      "ATTENDEE;PARTSTAT=ACCEPTED:mailto:jo@example.com",
      "END:VEVENT",
      "END:VCALENDAR",
    ];
    await deliver({
      from: member.email,
      to: replyAddressOf(member),
      subject: "Accepted: Camp Mirage build day",
      text: "Jo Quist has accepted this invitation.\r\nHome town: Reno",
      attachment: { filename: "invite.ics", contentType: "text/calendar; method=REPLY", bytes: new TextEncoder().encode(ics.join("\r\n")) },
    });
    expect(await fresh(member.id)).toMatchObject({ profileCreated: false, name: null, homeTown: null });
    const inbound = await inboundOf(member.id);
    expect(inbound.status).toBe("ignored");
    expect(inbound.reason).toContain("Calendar answer");
  });
});

describe("session 26, through the email handler", () => {
  it("'take me off your list' in Italian: nothing applied, the tab says declined", async () => {
    const member = await invited();
    await deliver({
      from: member.email,
      to: replyAddressOf(member),
      text: "Buongiorno,\n\nvi chiedo gentilmente di togliermi dalla vostra lista. Grazie.",
    });
    expect(await fresh(member.id)).toMatchObject({ profileCreated: false, bio: null, replyNote: "declined" });
    expect(await welcomes(member.email)).toHaveLength(0);
  });

  it("a ditto mark under the home town and a starred autocorrect fix: applied as the member meant, with a welcome", async () => {
    const member = await invited({ name: null });
    const text = [
      "Hi!",
      "",
      "Name: Kelly Dunmore",
      "Playa name: Glue Stock",
      "*Glue Stick, sorry autocorrect",
      "Home town: Red Deer, AB",
      'Where you live now: "',
      "Country of birth: Canada",
      "Burns: 2",
      "First burn: 2022",
      "Camps: Camp Mirage",
      "Bio: Kindergarten teacher, so very little fazes me and I always have snacks and wet wipes.",
    ].join("\n");
    await deliver({ from: member.email, to: replyAddressOf(member), text });
    expect(await fresh(member.id)).toMatchObject({ playaName: "Glue Stick", homeTown: "Red Deer, AB", location: "Red Deer, AB" });
    expect(await welcomes(member.email)).toHaveLength(1);
  });
});
