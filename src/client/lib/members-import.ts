// Words for the members import preview and its result (issue 14), free of React.
import type { ImportResult } from "../api/admin";

export const FIELD_LABELS: Record<string, string> = {
  email: "Email",
  name: "Name",
  playaName: "Playa name",
  status: "Status",
  profileStatus: "Profile status",
  homeTown: "Home town",
  location: "Location",
  country: "Country of Birth",
  burnYears: "Burns",
  firstBurn: "First burn",
  accommodation: "Accommodation",
  sponsorId: "Sponsor",
  sponsorName: "Sponsor",
  sponsorEmail: "Sponsor",
  bio: "Bio",
  campHistory: "Camp history",
  adminNotes: "Admin notes",
  campYears: "Years with camp",
  earlyArrivalPass: "Early-arrival pass",
};

/** A value in a before → after pair: empty shows as "(empty)", long text is shortened. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return "(empty)";
  const text = Array.isArray(value) ? value.join(", ") : String(value);
  return text.length > 60 ? `“${text.slice(0, 57)}…”` : `“${text}”`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function importSummary(r: ImportResult): string {
  const parts = [`${plural(r.created, "member")} added`, `${r.updated} updated`];
  if (r.invited) parts.push(`${r.invited} invited`);
  if (r.inviteFailures.length) parts.push(`${r.inviteFailures.length} invitation(s) failed`);
  return `${parts.join(", ")}.`;
}
