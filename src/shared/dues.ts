// Dues (issue 26): the rules both sides use. Amounts are integer minor units of the season's
// currency; admins type them as plain decimals ("12.50"). No zod here (the directory's dues card
// imports it); the request schemas are in dues-schemas.ts.
import { addDays, daysBetween } from "./season";

export const DUES_STATUSES = ["unpaid", "partly paid", "paid", "waived"] as const;
export type DuesStatus = (typeof DUES_STATUSES)[number];

/** Amounts above this (in whole units) are refused: a typo, not dues. */
const AMOUNT_MAX_UNITS = 1_000_000;

/** How many decimals the currency has (2 for USD/EUR, 0 for JPY), from Intl. */
function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** True for an ISO 4217 code this runtime knows. */
export function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("currency");
  return supported ? supported.includes(code) : true;
}

export type AmountResult = { ok: true; minor: number } | { ok: false; message: string };

/**
 * "12.50" → 1250 (for a 2-decimal currency). Strict: digits, at most one point, no more decimals
 * than the currency has, no sign, no thousands separators, no exponent.
 */
export function parseAmount(text: string, currency: string): AmountResult {
  const value = text.trim();
  const digits = currencyDigits(currency);
  if (value === "") return { ok: false, message: "Enter an amount" };
  if (/^-/.test(value)) return { ok: false, message: "The amount cannot be negative" };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return { ok: false, message: `Write the amount as a plain number, like ${digits ? "12.50" : "1200"}` };
  const [, whole, fraction = ""] = match;
  if (fraction.length > digits)
    return {
      ok: false,
      message: digits ? `At most ${digits} decimals in ${currency}` : `${currency} has no decimals: write a whole number`,
    };
  if (Number(whole) > AMOUNT_MAX_UNITS)
    return { ok: false, message: `The amount must be at most ${AMOUNT_MAX_UNITS.toLocaleString("en-US")}` };
  return { ok: true, minor: Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || 0) };
}

/** 1250 → "$12.50" (en-US), 1200 JPY → "¥1,200". */
export const formatMoney = (minor: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(minor / 10 ** currencyDigits(currency));

/** 1250 → "12.50": the form's value for an amount. */
export const amountText = (minor: number, currency: string) => {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

/** A member's status from what they owe and what they paid. */
export function duesStatus(expectedMinor: number, paidMinor: number, waived: boolean): DuesStatus {
  if (waived) return "waived";
  if (paidMinor >= expectedMinor) return "paid";
  return paidMinor > 0 ? "partly paid" : "unpaid";
}

export const DUES_STATUS_LABELS: Record<DuesStatus, string> = {
  unpaid: "Unpaid",
  "partly paid": "Partly paid",
  paid: "Paid",
  waived: "Waived",
};

/** What the member sees about their own dues (GET /api/members/me/dues). */
export interface OwnDuesDto {
  seasonName: string;
  currency: string;
  tierName: string | null;
  expectedMinor: number;
  paidMinor: number;
  status: DuesStatus;
  dueDate: string | null;
  payLink: string | null;
  instructions: string | null;
  payments: { amountMinor: number; paidOn: string }[];
}

/**
 * The reminder slot a day falls in: the due date, then every `everyDays` after, `max` in all.
 * Null before the due date and after the last slot's day has passed into the next slot's.
 */
export function reminderSlot(today: string, dueDate: string, everyDays: number, max: number): string | null {
  const since = daysBetween(dueDate, today);
  if (since < 0 || max <= 0) return null;
  const k = Math.floor(since / everyDays);
  return k < max ? addDays(dueDate, k * everyDays) : null;
}
