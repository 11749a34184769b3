import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminCookie, call, createMember, memberCookie } from "./helpers";

const NOTE = "Type 1 diabetic MEDNOTE-7731, insulin in the blue cooler";
const care = {
  emergencyName: "Robin Vale",
  emergencyRelation: "sister",
  emergencyPhone: "+1 (415) 555-0199",
  dietary: "vegetarian DIET-4410",
  medicalNote: NOTE,
};

const auditRows = async (memberId: number) =>
  (
    await env.DB.prepare(
      "SELECT action, admin_username, target_id, target_label, changes, created_at FROM audit_log WHERE target_type = 'member' AND target_id = ? ORDER BY id",
    )
      .bind(memberId)
      .all<{
        action: string;
        admin_username: string;
        target_id: number;
        target_label: string;
        changes: string | null;
        created_at: number;
      }>()
  ).results;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("PUT /api/members/me/care", () => {
  it("the member writes and reads their own care details, the phone stored as typed", async () => {
    const member = await createMember({ name: "Carey" });
    const cookie = await memberCookie(member);
    const empty = await call("/api/members/me/care", { cookie });
    expect(await empty.json()).toMatchObject({ emergencyName: null, medicalNote: null, updatedAt: null });
    const put = await call("/api/members/me/care", { method: "PUT", body: { ...care, dietary: "  vegetarian DIET-4410 " }, cookie });
    expect(put.status).toBe(200);
    expect(put.headers.get("cache-control")).toBe("no-store");
    expect(await put.json()).toMatchObject(care);
    const read = await call("/api/members/me/care", { cookie });
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect(await read.json()).toMatchObject(care);
    // blanks clear
    const cleared = await call("/api/members/me/care", { method: "PUT", body: { ...care, medicalNote: "  " }, cookie });
    expect(await cleared.json()).toMatchObject({ medicalNote: null, emergencyName: "Robin Vale" });
  });

  it("bad input is a clear 400 and changes nothing", async () => {
    const member = await createMember();
    const cookie = await memberCookie(member);
    await call("/api/members/me/care", { method: "PUT", body: care, cookie });
    const cases: [unknown, RegExp][] = [
      [{ ...care, emergencyPhone: "call me maybe" }, /Phone must be/],
      [{ ...care, emergencyPhone: "12345" }, /Phone must be/],
      [{ ...care, emergencyPhone: "+1 ---------- 2" }, /Phone must be/],
      [{ ...care, emergencyPhone: "1".repeat(21) }, /at most 20|Phone must be/],
      [{ ...care, medicalNote: "x".repeat(2001) }, /Medical note must be at most 2000/],
      [{ ...care, dietary: "x".repeat(501) }, /Dietary needs must be at most 500/],
      [{ ...care, adminNotes: "sneaky" }, /.+/],
      [{ emergencyName: "only one field" }, /.+/],
    ];
    for (const [body, message] of cases) {
      const response = await call("/api/members/me/care", { method: "PUT", body, cookie });
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await response.json<{ message: string }>()).message).toMatch(message);
    }
    expect(await (await call("/api/members/me/care", { cookie })).json()).toMatchObject(care);
  });

  it("needs a member: visitors 401, admins 403", async () => {
    expect((await call("/api/members/me/care")).status).toBe(401);
    expect((await call("/api/members/me/care", { cookie: await adminCookie() })).status).toBe(403);
  });
});

describe("GET /api/admin/members/{id}/care", () => {
  it("every admin read of a medical note writes an audit row (who, when, whose) without the note's text", async () => {
    const member = await createMember({ name: "Audited Ava" });
    await call("/api/members/me/care", { method: "PUT", body: care, cookie: await memberCookie(member) });
    const admin = await adminCookie();
    expect(await auditRows(member.id)).toHaveLength(0);
    for (let i = 1; i <= 3; i++) {
      const response = await call(`/api/admin/members/${member.id}/care`, { cookie: admin });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toMatchObject({ ...care, memberId: member.id, name: "Audited Ava" });
      const rows = await auditRows(member.id);
      expect(rows).toHaveLength(i);
      expect(rows.at(-1)).toMatchObject({ action: "member.medical-note.read", target_id: member.id, target_label: "Audited Ava" });
      expect(rows.at(-1)!.admin_username).toMatch(/^admin/);
      expect(rows.at(-1)!.created_at).toBeGreaterThan(0);
    }
    const everything = JSON.stringify(await (await call(`/api/admin/audit?memberId=${member.id}`, { cookie: admin })).json());
    expect(everything).not.toContain("MEDNOTE");
    expect(everything).not.toContain("DIET-4410");
  });

  it("a read without a medical note is recorded as a care read; an unknown member is a 404 with no row", async () => {
    const member = await createMember({ name: "Plain Pia" });
    await call("/api/members/me/care", { method: "PUT", body: { ...care, medicalNote: null }, cookie: await memberCookie(member) });
    const admin = await adminCookie();
    await call(`/api/admin/members/${member.id}/care`, { cookie: admin });
    expect((await auditRows(member.id)).map((r) => r.action)).toEqual(["member.care.read"]);
    expect((await call("/api/admin/members/999999/care", { cookie: admin })).status).toBe(404);
    expect(await auditRows(999999)).toHaveLength(0);
  });

  it("members cannot read anyone's care details through the admin route", async () => {
    const owner = await createMember();
    await call("/api/members/me/care", { method: "PUT", body: care, cookie: await memberCookie(owner) });
    const other = await memberCookie(await createMember());
    const response = await call(`/api/admin/members/${owner.id}/care`, { cookie: other });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain("MEDNOTE");
  });
});

describe("care details never leak", () => {
  it("no member-visible response, no members export, no log and no member log carries them", async () => {
    const logged: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
      });
    const owner = await createMember({ name: "Leak Lee", status: "Veteran" });
    const ownerCookie = await memberCookie(owner);
    await call("/api/members/me/care", { method: "PUT", body: care, cookie: ownerCookie });
    const otherCookie = await memberCookie(await createMember({ name: "Nosy Ned" }));
    const admin = await adminCookie();
    await call(`/api/admin/members/${owner.id}/care`, { cookie: admin });
    const secrets = ["MEDNOTE", "DIET-4410", "Robin Vale", "555-0199", "medicalNote", "emergencyPhone"];
    const probes: [string, Response][] = [];
    for (const cookie of [ownerCookie, otherCookie]) {
      probes.push(
        ["members", await call("/api/members", { cookie, headers: { "accept-encoding": "identity" } })],
        ["my-profile", await call("/api/my-profile", { cookie })],
        ["auth-status", await call("/api/auth/status", { cookie })],
        ["accommodations", await call("/api/accommodations", { cookie })],
        ["put-me", await call("/api/members/me", { method: "PUT", body: { bio: "still me" }, cookie })],
        ["season", await call("/api/season", { cookie })],
        ["own-dues", await call("/api/members/me/dues", { cookie })],
        ["members.csv", await call("/api/admin/members.csv", { cookie })],
      );
    }
    // The admin's own list and export carry no care details either: they are read one member at a time.
    probes.push(
      ["admin-members", await call("/api/members", { cookie: admin, headers: { "accept-encoding": "identity" } })],
      ["admin-csv", await call("/api/admin/members.csv", { cookie: admin })],
      ["member-log", await call(`/api/admin/member-logs/${encodeURIComponent(owner.email)}`, { cookie: admin })],
      ["audit", await call("/api/admin/audit?limit=200", { cookie: admin })],
    );
    for (const [name, response] of probes) {
      const text = await response.text();
      for (const secret of secrets) expect(text, `${name} has ${secret}`).not.toContain(secret);
    }
    // the other member's view of the owner is the usual one
    expect(probes.find(([n]) => n === "members.csv")![1].status).toBe(403);
    const everyLine = logged.join("\n");
    for (const secret of secrets.slice(0, 4)) expect(everyLine).not.toContain(secret);
  });

  it("deleting a member deletes their care details", async () => {
    const member = await createMember();
    await call("/api/members/me/care", { method: "PUT", body: care, cookie: await memberCookie(member) });
    const admin = await adminCookie();
    expect((await call(`/api/admin/members/${member.id}`, { method: "DELETE", cookie: admin })).status).toBe(200);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM member_care WHERE member_id = ?").bind(member.id).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});
