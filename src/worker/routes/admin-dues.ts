// The Dues tab (issue 26): the season's dues settings and tiers, each member's tier, waiver and
// payments, the payments export. Every change is in the audit log.
import { Hono } from "hono";
import { z } from "zod";
import { amountText, formatMoney } from "../../shared/dues";
import { duesSettingsSchema, memberDuesSchema, paymentSchema, tierCreateSchema, tierUpdateSchema } from "../../shared/dues-schemas";
import { displayName } from "../../shared/profile";
import { diff } from "../audit/log";
import * as dues from "../dues/dues";
import { jsonBody, paramOf } from "../lib/json";
import { audit } from "../middleware/audit";
import { toCsv } from "../members/csv";
import { findMember, notFound } from "../members/queries";
import type { AppEnv } from "../types";

const id = z.coerce.number().int().positive();
const memberOrThrow = async (db: Parameters<typeof findMember>[0], memberId: number) =>
  (await findMember(db, memberId)) ?? Promise.reject(notFound());

export const adminDuesRoutes = new Hono<AppEnv>()
  .get("/dues", async (c) => c.json(await dues.duesOverview(c.var.db)))
  .put("/dues/settings", jsonBody(duesSettingsSchema), async (c) => {
    const season = await dues.duesSeason(c.var.db);
    const { before, after } = await dues.writeDuesSettings(c.var.db, season.id, c.req.valid("json"));
    audit(c, { action: "dues.settings", targetType: "settings", targetLabel: `Dues, ${season.name}`, changes: diff(before, after) });
    return c.json(after);
  })
  .post("/dues/tiers", jsonBody(tierCreateSchema), async (c) => {
    const season = await dues.duesSeason(c.var.db);
    const { currency } = await dues.readDuesSettings(c.var.db, season.id);
    const input = c.req.valid("json");
    const tier = await dues.createTier(c.var.db, season.id, input.name, dues.amountOrThrow(input.amount, currency));
    const amount = formatMoney(tier.amountMinor, currency);
    audit(c, {
      action: "dues.tier.create",
      targetType: "settings",
      targetLabel: `Dues tier ${tier.name}`,
      changes: diff(null, { name: tier.name, amount }),
    });
    return c.json(tier, 201);
  })
  .put("/dues/tiers/:id", paramOf("id", id), jsonBody(tierUpdateSchema), async (c) => {
    const season = await dues.duesSeason(c.var.db);
    const { currency } = await dues.readDuesSettings(c.var.db, season.id);
    const { amount, ...rest } = c.req.valid("json");
    const values = { ...rest, ...(amount === undefined ? {} : { amountMinor: dues.amountOrThrow(amount, currency) }) };
    const { before, after } = await dues.updateTier(c.var.db, season.id, c.req.valid("param").id, values);
    const shown = (t: typeof before) => ({ name: t.name, amount: formatMoney(t.amountMinor, currency), position: t.position });
    audit(c, {
      action: "dues.tier.update",
      targetType: "settings",
      targetLabel: `Dues tier ${after.name}`,
      changes: diff(shown(before), shown(after)),
    });
    return c.json(after);
  })
  .delete("/dues/tiers/:id", paramOf("id", id), async (c) => {
    const season = await dues.duesSeason(c.var.db);
    const tier = await dues.deleteTier(c.var.db, season.id, c.req.valid("param").id);
    audit(c, { action: "dues.tier.delete", targetType: "settings", targetLabel: `Dues tier ${tier.name}` });
    return c.json({ id: tier.id });
  })
  .put("/dues/members/:id", paramOf("id", id), jsonBody(memberDuesSchema), async (c) => {
    const season = await dues.duesSeason(c.var.db);
    const member = await memberOrThrow(c.var.db, c.req.valid("param").id);
    const { before, after } = await dues.setMemberDues(c.var.db, season.id, member.id, c.req.valid("json"));
    audit(c, {
      action: "dues.member.update",
      targetType: "member",
      targetId: member.id,
      targetLabel: displayName(member),
      changes: diff(before, after),
    });
    return c.json(after);
  })
  .get("/dues/members/:id/payments", paramOf("id", id), async (c) => {
    const season = await dues.duesSeason(c.var.db);
    return c.json(await dues.memberPayments(c.var.db, season.id, c.req.valid("param").id));
  })
  .post("/dues/members/:id/payments", paramOf("id", id), jsonBody(paymentSchema), async (c) => {
    const season = await dues.duesSeason(c.var.db);
    const member = await memberOrThrow(c.var.db, c.req.valid("param").id);
    const { currency } = await dues.readDuesSettings(c.var.db, season.id);
    const input = c.req.valid("json");
    const amountMinor = dues.amountOrThrow(input.amount, currency, { positive: true });
    const user = c.var.user!;
    const recordedBy = user.type === "admin" ? user.username : "";
    const payment = await dues.recordPayment(c.var.db, season.id, member.id, {
      amountMinor,
      paidOn: input.paidOn,
      note: input.note,
      recordedBy,
    });
    const shown = { amount: formatMoney(amountMinor, currency), paidOn: payment.paidOn, note: payment.note };
    audit(c, {
      action: "dues.payment.record",
      targetType: "member",
      targetId: member.id,
      targetLabel: displayName(member),
      changes: diff(null, shown),
    });
    return c.json(payment, 201);
  })
  .delete("/dues/payments/:id", paramOf("id", id), async (c) => {
    const season = await dues.duesSeason(c.var.db);
    const { currency } = await dues.readDuesSettings(c.var.db, season.id);
    const payment = await dues.deletePayment(c.var.db, season.id, c.req.valid("param").id);
    const shown = { amount: formatMoney(payment.amountMinor, currency), paidOn: payment.paidOn, note: payment.note };
    audit(c, { action: "dues.payment.delete", targetType: "member", targetId: payment.memberId, changes: diff(shown, null) });
    return c.json({ id: payment.id });
  })
  .get("/dues/payments.csv", async (c) => {
    const season = await dues.duesSeason(c.var.db);
    const { currency } = await dues.readDuesSettings(c.var.db, season.id);
    const rows = await dues.seasonPayments(c.var.db, season.id);
    const csv = toCsv(
      ["Name", "Email", "Amount", "Currency", "Paid on", "Note", "Recorded by", "Recorded at"],
      rows.map((r) => [
        r.name,
        r.email,
        amountText(r.amount_minor, currency),
        currency,
        r.paid_on,
        r.note,
        r.recorded_by,
        new Date(r.created_at).toISOString(),
      ]),
    );
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="dues-payments-${season.year}.csv"`,
      "Cache-Control": "no-store",
    });
  });
