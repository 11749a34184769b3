// What happens to an emailed reply once it is read (issue 23): applied hands-free, held for an admin,
// recognised as not a profile, a photo on its own, or nothing read yet. Pure, so that the member's
// Durable Object and the corpus scorers (test/corpus, scripts/eval-extraction.mjs) decide alike.
import { type NotAProfile, notAProfile } from "../not-a-profile";
import { EXTRACTED_FIELDS, type ExtractedField, type ExtractedProfile } from "./schema";
import { guessedFields, judgeExtraction, type VerdictInput } from "./verdict";

export type ReplyOutcome =
  /** `withheld`: fields read by a guess, left out when the reply is applied without an admin (guessedFields). */
  | { action: "apply"; withheld: ExtractedField[] }
  | { action: "review"; reasons: string[] }
  | ({ action: "not-a-profile" } & NotAProfile)
  | { action: "photo-only"; note: NotAProfile | null }
  | { action: "nothing" };

export interface OutcomeInput extends VerdictInput {
  photo: boolean;
  /** The automatic-reply header, when the message had one (autoReplyHeader). */
  autoReply?: string | null;
  subject?: string;
  /** Whether an admin must judge before anything is written (emailed replies: yes). */
  judge: boolean;
}

export function replyOutcome(input: OutcomeInput): ReplyOutcome {
  const found = EXTRACTED_FIELDS.filter((f) => input.fields[f] !== null).length;
  // (A bio read from prose is the whole letter: a decline that tells its past burns is still a decline.)
  const answered = EXTRACTED_FIELDS.filter((f) => f !== "bio" && input.fields[f] !== null).length;
  const note = notAProfile({ autoReply: input.autoReply, subject: input.subject, reply: input.reply, fieldsFound: answered });
  if (note && (note.note === "away" || !input.photo)) return { action: "not-a-profile", ...note };
  // "That's me at the Temple. Proper answers coming once I'm off night shifts!": the photo, and the note.
  if (note) return { action: "photo-only", note };
  if (found === 0) return input.photo ? { action: "photo-only", note } : { action: "nothing" };
  if (!input.judge) return { action: "apply", withheld: [] };
  const verdict = judgeExtraction(input);
  return verdict.confident ? { action: "apply", withheld: guessedFields(input) } : { action: "review", reasons: verdict.reasons };
}

/** What an applied reply writes: its fields without those withheld (read by a guess, left for an admin). */
export function appliedFields(fields: ExtractedProfile, withheld: readonly ExtractedField[]): ExtractedProfile {
  const applied = { ...fields };
  for (const field of withheld) applied[field] = null;
  return applied;
}
