import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accommodations, auditLog, members, outbox } from "../../src/worker/db/schema";
import { adminCookie, call, createMember, db, memberCookie } from "./helpers";

const csvForm = (text: string, name = "members.csv") => {
  const form = new FormData();
  form.append("file", new File([text], name, { type: "text/csv" }));
  return form;
};
const importCsv = (text: string, cookie: string, query = "") => call(`/api/admin/members/import${query}`, { body: csvForm(text), cookie });
const count = async () => (await db.select({ n: sql<number>`count(*)` }).from(members))[0].n;
const tag = () => crypto.randomUUID().slice(0, 8);

interface Plan {
  create: { line: number; email: string; fields: Record<string, unknown> }[];
  update: { line: number; id: number; changes: Record<string, { before: unknown; after: unknown }> }[];
  unchanged: number;
  errors: { line: number; message: string }[];
  ignoredColumns: string[];
}

describe("GET /api/admin/members.csv", () => {
  it("exports every member as UTF-8 with a BOM, with formula cells neutralised", async () => {
    const cookie = await adminCookie();
    const t = tag();
    const odd = await createMember({
      email: `formula-${t}@example.com`,
      name: '=HYPERLINK("http://evil")',
      bio: "+1 for dust",
      playaName: "@sparkle",
      campHistory: "-dash",
      adminNotes: "\tTabbed",
    });
    const response = await call("/api/admin/members.csv", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toContain("Email,Name,Playa name,Status");
    const line = text.split("\r\n").find((l) => l.includes(`formula-${t}@`))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain(`"'+1 for dust"`);
    expect(line).toContain(`"'@sparkle"`);
    expect(line).toContain(`"'-dash"`);
    expect(line).toContain(`"'\tTabbed"`);
    // A leading tab cannot come through the API (values are trimmed): keep it out of the round trip.
    await db.delete(members).where(eq(members.id, odd.id));
  });

  it("is for admins only", async () => {
    const member = await createMember();
    expect((await call("/api/admin/members.csv")).status).toBe(401);
    expect((await call("/api/admin/members.csv", { cookie: await memberCookie(member) })).status).toBe(403);
  });
});

describe("POST /api/admin/members/import", () => {
  it("round-trips the export: non-ASCII names and a formula cell come back unchanged", async () => {
    const cookie = await adminCookie();
    const t = tag();
    const veteran = await createMember({ email: `vet-${t}@example.com`, name: "Ólafur Þór", status: "Veteran" });
    const member = await createMember({
      email: `roundtrip-${t}@example.com`,
      name: "Zoë Ångström 李小龍",
      playaName: "=SUM(A1:A9)",
      status: "Newbie",
      sponsorId: veteran.id,
      bio: 'Line one,\nline two "quoted" — ünïcödé 🔥',
      burnYears: 3,
      firstBurn: 2019,
      adminNotes: "- prefers the quiet corner",
    });
    const exported = await (await call("/api/admin/members.csv", { cookie })).text();
    const preview = await importCsv(exported, cookie, "?dryRun=1");
    expect(preview.status).toBe(200);
    const plan = await preview.json<Plan>();
    expect(plan.errors).toEqual([]);
    expect(plan.create).toEqual([]);
    expect(plan.update).toEqual([]);
    expect(plan.unchanged).toBe(await count());
    expect(plan.ignoredColumns).toContain("Invite sent");

    // Edited in a spreadsheet: one change, one new member; the export's own formatting kept.
    const edited = exported
      .replace("Zoë Ångström 李小龍", "Zoë Ångström-Lee")
      .replace(/\r\n$/, `\r\nnew-${t}@example.com,Ünal Çelik,,Virgin,,,,,,,,vet-${t}@example.com,,,,,,,,,,,,,,\r\n`);
    const plan2 = await (await importCsv(edited, cookie, "?dryRun=1")).json<Plan>();
    expect(plan2.errors).toEqual([]);
    expect(plan2.update).toEqual([
      expect.objectContaining({ id: member.id, changes: { name: { before: "Zoë Ångström 李小龍", after: "Zoë Ångström-Lee" } } }),
    ]);
    expect(plan2.create).toEqual([
      expect.objectContaining({
        email: `new-${t}@example.com`,
        fields: expect.objectContaining({ name: "Ünal Çelik", status: "Virgin", sponsorId: veteran.id }),
      }),
    ]);

    const applied = await importCsv(edited, cookie);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ created: 1, updated: 1 });
    const after = await db.query.members.findFirst({ where: eq(members.id, member.id) });
    expect(after).toMatchObject({
      name: "Zoë Ångström-Lee",
      playaName: "=SUM(A1:A9)",
      bio: member.bio,
      sponsorId: veteran.id,
      adminNotes: "- prefers the quiet corner",
    });
    const created = await db.query.members.findFirst({ where: eq(members.email, `new-${t}@example.com`) });
    expect(created).toMatchObject({ name: "Ünal Çelik", status: "Virgin", sponsorId: veteran.id, inviteSent: false });
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, created!.id));
    expect(audits.map((a) => a.action)).toEqual(["member.import-create"]);
  });

  it("a dry run writes nothing", async () => {
    const cookie = await adminCookie();
    const t = tag();
    const before = await count();
    const audits = (await db.select({ n: sql<number>`count(*)` }).from(auditLog))[0].n;
    const response = await importCsv(
      `E-mail,Full name,Accommodation\r\ndry-${t}@example.com,Dry Run,Brand New Camp ${t}\r\n`,
      cookie,
      "?dryRun=1",
    );
    expect(response.status).toBe(200);
    expect((await response.json<Plan>()).create).toHaveLength(1);
    expect(await count()).toBe(before);
    expect(await db.query.accommodations.findFirst({ where: eq(accommodations.name, `Brand New Camp ${t}`) })).toBeUndefined();
    expect((await db.select({ n: sql<number>`count(*)` }).from(auditLog))[0].n).toBe(audits);
  });

  it("matches headers tolerantly and existing members by email, case-insensitively", async () => {
    const cookie = await adminCookie();
    const t = tag();
    const member = await createMember({ email: `case-${t}@example.com`, name: "Old Name", burnYears: 2 });
    const text = ` E-Mail ;Full Name;Playa Name;Number of burns;Favourite colour\nCASE-${t}@EXAMPLE.COM;New Name;Dusty;2;blue\n`;
    const plan = await (await importCsv(text, cookie, "?dryRun=1")).json<Plan & { columns: { header: string; field: string }[] }>();
    expect(plan.columns.map((c) => c.field)).toEqual(["email", "name", "playaName", "burnYears"]);
    expect(plan.ignoredColumns).toEqual(["Favourite colour"]);
    expect(plan.update).toEqual([
      expect.objectContaining({
        id: member.id,
        changes: { name: { before: "Old Name", after: "New Name" }, playaName: { before: null, after: "Dusty" } },
      }),
    ]);
  });

  it("reports duplicates and bad rows with their line numbers, and then imports nothing", async () => {
    const cookie = await adminCookie();
    const t = tag();
    const text = [
      "Email,Name,Status,Burns,First burn",
      `ok-${t}@example.com,Fine,Veteran,3,2015`,
      `"dup-${t}@example.com","Multi`,
      `line",Newbie,1,2024`,
      `DUP-${t}@example.com,Again,,,`,
      `not-an-email,Bad,,,`,
      `bad-status-${t}@example.com,X,Wizard,,`,
      `bad-burns-${t}@example.com,X,,many,`,
      `bad-year-${t}@example.com,X,,,1970`,
      ",,,,",
      "",
    ].join("\r\n");
    const before = await count();
    const plan = await (await importCsv(text, cookie, "?dryRun=1")).json<Plan>();
    expect(plan.create.map((c) => c.line)).toEqual([2, 3]);
    expect(plan.errors.map((e) => e.line)).toEqual([5, 6, 7, 8, 9]);
    expect(plan.errors[0].message).toBe(`dup-${t}@example.com is already on line 3`);
    expect(plan.errors[1].message).toContain("not a valid email");
    expect(plan.errors[2].message).toContain("Status must be one of Virgin, Newbie, Veteran");
    expect(plan.errors[3].message).toContain("whole number");
    expect(plan.errors[4].message).toContain("First burn year must be between 1986");

    const refused = await importCsv(text, cookie);
    expect(refused.status).toBe(422);
    expect(await count()).toBe(before);
  });

  it("is all or nothing: a failing statement rolls the whole batch back", async () => {
    const cookie = await adminCookie();
    const t = tag();
    // The second new row violates a database rule the preview does not check (here: a CHECK
    // constraint forced by a trigger), so the batch fails after the first insert.
    await db.run(
      sql.raw(
        `CREATE TRIGGER fail_${t} BEFORE INSERT ON members WHEN NEW.email = 'boom-${t}@example.com' BEGIN SELECT RAISE(ABORT, 'boom'); END`,
      ),
    );
    const before = await count();
    const response = await importCsv(`Email,Name\r\nfirst-${t}@example.com,First\r\nboom-${t}@example.com,Boom\r\n`, cookie);
    await db.run(sql.raw(`DROP TRIGGER fail_${t}`));
    expect(response.status).toBe(500);
    expect(await count()).toBe(before);
    expect(await db.query.members.findFirst({ where: eq(members.email, `first-${t}@example.com`) })).toBeUndefined();
  });

  it("links a new member to a sponsor who is new in the same file, whatever the row order", async () => {
    const cookie = await adminCookie();
    const t = tag();
    const text = [
      "Email,Name,Status,Sponsor,Burns,First burn,Playa name,Home town,Location,Country,Bio",
      `virgin-${t}@example.com,Vi Rgin,Virgin,VET-${t}@example.com,1,2025,Vee,Oslo,Reno,Norway,Hello`,
      `vet-${t}@example.com,Ve Teran,Veteran,,9,2010,,,,,`,
      `newbie-${t}@example.com,New Bie,Newbie,virgin-${t}@example.com,,,,,,,`,
    ].join("\r\n");
    const plan = await (await importCsv(text, cookie, "?dryRun=1")).json<Plan>();
    expect(plan.errors).toEqual([{ line: 4, message: `The sponsor virgin-${t}@example.com is not a Veteran member` }]);
    const fixed = text.replace(`,virgin-${t}@example.com,`, `,vet-${t}@example.com,`);
    expect((await importCsv(fixed, cookie)).status).toBe(200);
    const vet = await db.query.members.findFirst({ where: eq(members.email, `vet-${t}@example.com`) });
    const virgin = await db.query.members.findFirst({ where: eq(members.email, `virgin-${t}@example.com`) });
    expect(virgin).toMatchObject({ sponsorId: vet!.id, sponsorName: null, profileComplete: true, profileStatus: "Complete" });
    expect(await db.query.members.findFirst({ where: eq(members.email, `newbie-${t}@example.com`) })).toMatchObject({ sponsorId: vet!.id });
  });

  it("invites the new members when asked", async () => {
    const cookie = await adminCookie();
    const t = tag();
    const response = await importCsv(`Email,Name\r\ninvite-a-${t}@example.com,A\r\ninvite-b-${t}@example.com,B\r\n`, cookie, "?invite=1");
    expect(await response.json()).toMatchObject({ created: 2, invited: 2, notInvited: 0 });
    for (const email of [`invite-a-${t}@example.com`, `invite-b-${t}@example.com`]) {
      expect(await db.query.outbox.findFirst({ where: eq(outbox.toAddress, email) })).toMatchObject({ template: "invite", status: "sent" });
    }
  });

  it.each([
    ["no Email column", "Name,Status\r\nA,Veteran\r\n", 400],
    ["two columns meaning Email", "Email,E-mail\r\na@example.com,b@example.com\r\n", 400],
    ["an empty file", "", 400],
  ])("refuses %s", async (_label, text, status) => {
    expect((await importCsv(text, await adminCookie(), "?dryRun=1")).status).toBe(status);
  });

  it("refuses a file that is not UTF-8, and a JSON body", async () => {
    const cookie = await adminCookie();
    const form = new FormData();
    form.append("file", new File([new Uint8Array([0x45, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xff, 0xfe, 0x41])], "latin1.csv"));
    const response = await call("/api/admin/members/import?dryRun=1", { body: form, cookie });
    expect(response.status).toBe(400);
    expect((await response.json<{ message: string }>()).message).toContain("UTF-8");
    expect((await call("/api/admin/members/import", { body: { file: "x" }, cookie })).status).toBe(400);
  });
});
