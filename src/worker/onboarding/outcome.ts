// What a step of a member's onboarding answers (decision 010): its value, or why it did not happen
// as a domain outcome. Exceptions lose their class on the Durable Object's RPC boundary; an object
// literal does not. The email handler and the sweeps switch on `kind`; routes turn a failure into an
// HTTP error with unwrapOutcome(), the one place where a kind becomes a status code.
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { MailError } from "../mail";

type FailureKind =
  /** The member does not exist (deleted, perhaps while their reply was on its way). */
  | "no-member"
  /** The held reply named does not exist for this member. */
  | "no-review"
  /** The member's state does not allow the step; the message says why. */
  | "refused"
  /** The mail transport refused the message; flags are unchanged and the step can be tried again. */
  | "mail-failed"
  /** Anything else; logged by the object, never described to the caller. */
  | "error";

export type Failure = { ok: false; kind: FailureKind; message: string };
export type Outcome<T> = { ok: true; value: T } | Failure;

/** Thrown inside a step for a refusal the caller must handle; it comes back as a Failure of that kind. */
export class StepRefused extends Error {
  constructor(
    readonly kind: "no-member" | "no-review" | "refused",
    message: string,
  ) {
    super(message);
  }
}

export const refuse = (message: string) => new StepRefused("refused", message);
export const noMember = () => new StepRefused("no-member", "Member not found");

/** What a step that threw answers. */
export function failure(error: unknown): Failure {
  if (error instanceof StepRefused) return { ok: false, kind: error.kind, message: error.message };
  if (error instanceof MailError) return { ok: false, kind: "mail-failed", message: error.message };
  console.error("onboarding failure", error);
  return { ok: false, kind: "error", message: "Internal server error" };
}

const HTTP_STATUS: Record<FailureKind, ContentfulStatusCode> = {
  "no-member": 404,
  "no-review": 404,
  refused: 409,
  "mail-failed": 502,
  error: 500,
};

/** For routes: the value, or the HTTP error an admin sees (the same status and message as ever). */
export function unwrapOutcome<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HTTPException(HTTP_STATUS[outcome.kind], { message: outcome.message });
}
