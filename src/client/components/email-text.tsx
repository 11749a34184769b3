import { Fragment } from "react";

/**
 * An email address that wraps at its natural points: before the "@" and before each ".", so a
 * long address never breaks mid-word while a shorter break exists. Only a single part wider than
 * its box still breaks inside (.break-email falls back to overflow-wrap: break-word).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="break-email">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
