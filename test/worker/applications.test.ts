import { env } from "cloudflare:workers";
import { and, desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APPLY_THANKS } from "../../src/shared/applications";
import { writeApplicationSettings } from "../../src/worker/applications/queries";
import { applications, auditLog, members, outbox } from "../../src/worker/db/schema";
import { sha256Hex } from "../../src/worker/lib/tokens";
import { adminCookie, call, createMember, db, freshIp, lastMailTo } from "./helpers";

let n = 0;
const address = (who: string) => `${who}-${++n}-${crypto.randomUUID().slice(0, 6)}@example.com`;

function answers(overrides: Record<string, unknown> = {}) {
  return {
    name: "Sage Applicant",
    email: address("applicant"),
    playaName: "Sprout",
    burns: 0,
    about: "I build lamps and I would love to help with the kitchen.",
    sponsorEmail: address("nobody"),
    ...overrides,
  };
}

const apply = (body: unknown, ip = freshIp()) => call("/api/applications", { body, ip });
const applicationsFor = (email: string) => db.select().from(applications).where(eq(applications.email, email));
const vouchTokenFrom = (html: string) => /vouch\?token=([A-Za-z0-9_-]{43})/.exec(html)?.[1] ?? null;

async function veteran() {
  return createMember({ name: "Vera Veteran", status: "Veteran" });
}

/** Applies naming `sponsor`, and returns the vouch token from the sponsor's email. */
async function applyWithVouch(sponsor: { email: string }, overrides: Record<string, unknown> = {}) {
  const body = answers({ sponsorEmail: sponsor.email, ...overrides });
  expect((await apply(body)).status).toBe(200);
  const mail = await lastMailTo(sponsor.email);
  expect(mail?.template).toBe("vouch_request");
  return { body, token: vouchTokenFrom(mail!.html!)! };
}

beforeEach(async () => {
  await writeApplicationSettings(db, { enabled: true, linkText: "Apply to join", vouchDays: 7 });
});

describe("POST /api/applications", () => {
  it("answers byte for byte the same for a member's and a stranger's address, and for every kind of sponsor", async () => {
    const member = await createMember({ name: "Already Here" });
    const vet = await veteran();
    const newbie = await createMember({ status: "Newbie" });
    const cases = [
      answers(),
      answers({ email: member.email }),
      answers({ sponsorEmail: vet.email }),
      answers({ sponsorEmail: newbie.email }),
      answers({ sponsorEmail: address("stranger") }),
    ];
    const responses = [];
    for (const body of cases) responses.push(await apply(body));
    const texts = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(texts)).toEqual(new Set([JSON.stringify({ message: APPLY_THANKS })]));
    const headerSets = responses.map((r) => JSON.stringify([...r.headers].filter(([k]) => k !== "date")));
    expect(new Set(headerSets).size).toBe(1);

    // What happened behind the identical answers: a member is not stored, but gets a sign-in link.
    expect(await applicationsFor(member.email)).toHaveLength(0);
    expect((await lastMailTo(member.email))?.template).toBe("magic_link");
    // Only the Veteran sponsor was asked.
    expect((await lastMailTo(vet.email))?.template).toBe("vouch_request");
    expect(await lastMailTo(newbie.email)).toBeUndefined();
    const [stored] = await applicationsFor(cases[3].email as string);
    expect(stored.sponsorDecision).toBe("none");
    expect(stored.vouchTokenHash).toBeNull();
  });

  it("mails the veteran the answers, escaped, with a single-use link stored only as its hash", async () => {
    const vet = await veteran();
    const { body, token } = await applyWithVouch(vet, { about: "<script>alert(1)</script> & friends", name: "Bo <b>Bold</b>" });
    const mail = await lastMailTo(vet.email);
    expect(mail!.subject).toBe("Bo <b>Bold</b> asked you to sponsor them");
    expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; friends");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain(`${env.APP_ORIGIN}/vouch?token=${token}&amp;decision=vouch`);
    expect(mail!.html).toContain(`${env.APP_ORIGIN}/vouch?token=${token}&amp;decision=decline`);
    const [row] = await applicationsFor(body.email as string);
    expect(row.vouchTokenHash).toBe(await sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.sponsorDecision).toBe("pending");
    expect(row.vouchExpiresAt! - row.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it("stores nothing and changes nothing for a second application while one is open", async () => {
    const first = answers();
    expect((await apply(first)).status).toBe(200);
    const again = await apply({ ...first, name: "Someone Else", about: "changed" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: APPLY_THANKS });
    const rows = await applicationsFor(first.email as string);
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe("Sage Applicant");
    // Once decided, the address may apply again.
    const cookie = await adminCookie();
    expect((await call(`/api/admin/applications/${rows[0].id}/reject`, { body: { sendEmail: false }, cookie })).status).toBe(200);
    expect((await apply(first)).status).toBe(200);
    expect(await applicationsFor(first.email as string)).toHaveLength(2);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const vet = await veteran();
    const body = answers({ website: "http://spam.example", sponsorEmail: vet.email });
    const response = await apply(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: APPLY_THANKS });
    expect(await applicationsFor(body.email as string)).toHaveLength(0);
    expect(await lastMailTo(vet.email)).toBeUndefined();
  });

  it.each([
    ["an oversize about", { about: "x".repeat(2001) }, "at most 2000"],
    ["an oversize name", { name: "n".repeat(101) }, "at most 100"],
    ["a blank name", { name: "   " }, "Name is required"],
    ["a bad email", { email: "not-an-email" }, "valid email"],
    ["no sponsor", { sponsorEmail: "" }, "Email is required"],
    ["negative burns", { burns: -1 }, "between 0 and 100"],
    ["burns as words", { burns: "two" }, "must be a number"],
    ["an early first burn", { firstBurn: 1900 }, "between 1986"],
    ["an unknown field", { extra: "field" }, "Unrecognized key"],
  ])("refuses %s with a clear 400 and stores nothing", async (_label, change, message) => {
    const body = answers(change);
    const response = await apply(body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
    if (typeof body.email === "string") expect(await applicationsFor(body.email)).toHaveLength(0);
  });

  it("refuses a body over 16 KB with 413", async () => {
    const body = answers({ about: "x".repeat(20_000) });
    const response = await apply(body);
    expect(response.status).toBe(413);
    expect(await applicationsFor(body.email as string)).toHaveLength(0);
  });

  it("limits applications per address and per client", async () => {
    const body = answers();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await apply(body)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const ip = "192.0.2.99";
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await apply(answers(), ip);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("is closed (404) until an admin turns applications on", async () => {
    await writeApplicationSettings(db, { enabled: false, linkText: "Apply to join", vouchDays: 7 });
    const body = answers();
    expect((await apply(body)).status).toBe(404);
    expect(await applicationsFor(body.email as string)).toHaveLength(0);
    const config = await (await call("/api/config")).json<{ applications: unknown }>();
    expect(config.applications).toBeNull();
    await writeApplicationSettings(db, { enabled: true, linkText: "Join us", vouchDays: 7 });
    expect((await (await call("/api/config")).json<{ applications: unknown }>()).applications).toEqual({ linkText: "Join us" });
  });
});

describe("Turnstile", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (env as Partial<Env>).TURNSTILE_SITE_KEY;
    delete (env as Partial<Env>).TURNSTILE_SECRET;
  });

  it("is asked only when configured, and a failed check stores nothing", async () => {
    Object.assign(env, { TURNSTILE_SITE_KEY: "site-key", TURNSTILE_SECRET: "secret" });
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith("https://challenges.cloudflare.com/")) return realFetch(input, init);
      const form = init?.body as FormData;
      asked.push(String(form.get("response")));
      return Response.json({ success: form.get("response") === "good-token" && form.get("secret") === "secret" });
    });
    expect((await (await call("/api/config")).json<{ turnstileSiteKey: string }>()).turnstileSiteKey).toBe("site-key");
    const refused = answers();
    expect((await apply(refused)).status).toBe(400);
    expect((await apply({ ...refused, turnstileToken: "bad-token" })).status).toBe(400);
    expect(await applicationsFor(refused.email as string)).toHaveLength(0);
    const accepted = answers({ turnstileToken: "good-token" });
    expect((await apply(accepted)).status).toBe(200);
    expect(await applicationsFor(accepted.email as string)).toHaveLength(1);
    expect(asked).toEqual(["bad-token", "good-token"]);
  });
});

describe("the vouch link", () => {
  it("GET shows the answers without spending the link; the POST spends it once, for either button", async () => {
    const vet = await veteran();
    const { body, token } = await applyWithVouch(vet);
    for (let i = 0; i < 2; i++) {
      const look = await call(`/api/vouch?token=${token}`);
      expect(look.status).toBe(200);
      expect(await look.json()).toMatchObject({ name: body.name, burns: 0 });
    }
    const first = await call("/api/vouch", { body: { token, decision: "vouch" } });
    expect(first.status).toBe(200);
    const [row] = await applicationsFor(body.email as string);
    expect(row.state).toBe("vouched");
    expect(row.sponsorDecision).toBe("vouched");
    expect(row.vouchTokenHash).toBeNull();
    // Replayed, or the other button: refused, nothing changes.
    for (const decision of ["vouch", "decline"]) {
      const replay = await call("/api/vouch", { body: { token, decision } });
      expect(replay.status).toBe(400);
      expect((await replay.json<{ message: string }>()).message).toBe("This link is invalid, expired or already used.");
    }
    expect((await call(`/api/vouch?token=${token}`)).status).toBe(400);
    expect((await applicationsFor(body.email as string))[0].state).toBe("vouched");
  });

  it("is spent once when both buttons are pressed at the same time", async () => {
    const vet = await veteran();
    const { body, token } = await applyWithVouch(vet);
    const results = await Promise.all(
      ["vouch", "decline", "vouch", "decline", "vouch"].map((decision) => call("/api/vouch", { body: { token, decision } })),
    );
    expect(results.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    const [row] = await applicationsFor(body.email as string);
    expect(["vouched", "declined"]).toContain(row.state);
  });

  it("expires after the vouch window: refused, and admins see no answer", async () => {
    const vet = await veteran();
    const { body, token } = await applyWithVouch(vet);
    await db
      .update(applications)
      .set({ vouchExpiresAt: Date.now() - 1000 })
      .where(eq(applications.email, body.email as string));
    expect((await call(`/api/vouch?token=${token}`)).status).toBe(400);
    expect((await call("/api/vouch", { body: { token, decision: "vouch" } })).status).toBe(400);
    const cookie = await adminCookie();
    const list = await (await call("/api/admin/applications?state=new", { cookie })).json<{ email: string; sponsor: string }[]>();
    expect(list.find((a) => a.email === body.email)?.sponsor).toBe("no-answer");
  });

  it("refuses malformed and unknown tokens with the same message", async () => {
    for (const body of [{ token: "short", decision: "vouch" }, { token: "A".repeat(43), decision: "vouch" }, { token: "A".repeat(43) }]) {
      const response = await call("/api/vouch", { body });
      expect(response.status).toBe(400);
      expect((await response.json<{ message: string }>()).message).toBe("This link is invalid, expired or already used.");
    }
  });
});

describe("admin decisions", () => {
  it("approves exactly once under parallel clicks: one member, one invitation, one audit row", async () => {
    const cookie = await adminCookie();
    const vet = await veteran();
    const { body, token } = await applyWithVouch(vet, { burns: 2 });
    expect((await call("/api/vouch", { body: { token, decision: "vouch" } })).status).toBe(200);
    const [app] = await applicationsFor(body.email as string);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call(`/api/admin/applications/${app.id}/approve`, { cookie, body: {} })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const created = await db
      .select()
      .from(members)
      .where(eq(members.email, body.email as string));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ name: body.name, playaName: body.playaName, status: "Newbie", burnYears: 2, sponsorId: vet.id });
    expect(created[0].bio).toBe(body.about);
    expect(created[0].inviteSent).toBe(true);
    const invites = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, body.email as string), eq(outbox.template, "invite")));
    expect(invites).toHaveLength(1);
    const [after] = await applicationsFor(body.email as string);
    expect(after).toMatchObject({ state: "approved", memberId: created[0].id });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "application"), eq(auditLog.targetId, app.id)));
    expect(audits.map((a) => a.action)).toEqual(["application.approve"]);
    // Decided: rejecting now is refused.
    expect((await call(`/api/admin/applications/${app.id}/reject`, { cookie, body: { sendEmail: false } })).status).toBe(409);
  });

  it("sends the welcome instead when the answers already fill the profile", async () => {
    const cookie = await adminCookie();
    const vet = await veteran();
    const { body, token } = await applyWithVouch(vet, {
      burns: 1,
      homeTown: "Reno",
      location: "Oakland",
      country: "United States",
      firstBurn: 2024,
    });
    // One burn is a Newbie, and a Newbie needs a sponsor: the vouch completes the profile.
    expect((await call("/api/vouch", { body: { token, decision: "vouch" } })).status).toBe(200);
    const [app] = await applicationsFor(body.email as string);
    const response = await call(`/api/admin/applications/${app.id}/approve`, { cookie, body: {} });
    expect(response.status).toBe(200);
    expect((await response.json<{ email: { sent: string } }>()).email.sent).toBe("welcome");
    const [member] = await db
      .select()
      .from(members)
      .where(eq(members.email, body.email as string));
    expect(member).toMatchObject({ status: "Newbie", profileComplete: true, profileCreated: true, welcomeSent: true, inviteSent: false });
    expect((await lastMailTo(body.email as string))?.template).toBe("welcome");
  });

  it("approves without a vouch when the sponsor declined: no sponsor, invitation", async () => {
    const cookie = await adminCookie();
    const vet = await veteran();
    const { body, token } = await applyWithVouch(vet, { burns: 3 });
    expect((await call("/api/vouch", { body: { token, decision: "decline" } })).status).toBe(200);
    const list = await (await call("/api/admin/applications?state=declined", { cookie })).json<
      { id: number; email: string; sponsor: string }[]
    >();
    const app = list.find((a) => a.email === body.email)!;
    expect(app.sponsor).toBe("declined");
    expect((await call(`/api/admin/applications/${app.id}/approve`, { cookie, body: {} })).status).toBe(200);
    const [member] = await db
      .select()
      .from(members)
      .where(eq(members.email, body.email as string));
    expect(member.sponsorId).toBeNull();
    expect(member.status).toBe("Newbie");
    expect((await lastMailTo(body.email as string))?.template).toBe("invite");
  });

  it("rejects with or without the kind email, and writes the audit row", async () => {
    const cookie = await adminCookie();
    const quiet = answers();
    const kind = answers();
    await apply(quiet);
    await apply(kind);
    const [a] = await applicationsFor(quiet.email as string);
    const [b] = await applicationsFor(kind.email as string);
    expect((await call(`/api/admin/applications/${a.id}/reject`, { cookie, body: { sendEmail: false } })).status).toBe(200);
    expect(await lastMailTo(quiet.email as string)).toBeUndefined();
    expect((await call(`/api/admin/applications/${b.id}/reject`, { cookie, body: { sendEmail: true } })).status).toBe(200);
    expect((await lastMailTo(kind.email as string))?.template).toBe("application_rejected");
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, b.id)).orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: "application.reject", targetType: "application" });
    expect(
      await db
        .select()
        .from(members)
        .where(eq(members.email, kind.email as string)),
    ).toHaveLength(0);
  });

  it("refuses to approve an address that became a member, and changes nothing", async () => {
    const cookie = await adminCookie();
    const body = answers();
    await apply(body);
    await createMember({ email: body.email as string });
    const [app] = await applicationsFor(body.email as string);
    const response = await call(`/api/admin/applications/${app.id}/approve`, { cookie, body: {} });
    expect(response.status).toBe(409);
    expect((await applicationsFor(body.email as string))[0].state).toBe("new");
  });

  it("filters by state and refuses an unknown one; members cannot see applications", async () => {
    const cookie = await adminCookie();
    expect((await call("/api/admin/applications?state=maybe", { cookie })).status).toBe(400);
    const list = await (await call("/api/admin/applications?state=rejected", { cookie })).json<{ state: string }[]>();
    expect(list.every((a) => a.state === "rejected")).toBe(true);
    expect((await call("/api/admin/applications")).status).toBe(401);
  });

  it("validates the settings", async () => {
    const cookie = await adminCookie();
    const bad = await call("/api/admin/application-settings", {
      method: "PUT",
      cookie,
      body: { enabled: true, linkText: "", vouchDays: 0 },
    });
    expect(bad.status).toBe(400);
    const good = await call("/api/admin/application-settings", {
      method: "PUT",
      cookie,
      body: { enabled: true, linkText: "Join", vouchDays: 3 },
    });
    expect(good.status).toBe(200);
    expect(await (await call("/api/admin/application-settings", { cookie })).json()).toEqual({
      enabled: true,
      linkText: "Join",
      vouchDays: 3,
    });
  });
});
