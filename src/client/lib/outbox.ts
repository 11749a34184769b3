// The Debug tab's outbox (local development keeps message bodies): a sign-in link at a glance.

const VERIFY_LINK = /href="(https?:\/\/[^"\s]+\/verify\?token=[A-Za-z0-9_%-]+)"/;

/**
 * The sign-in link a local message carries (a magic link, a welcome), or null: what the outbox row
 * offers as "Sign-in link" so that signing in locally needs no digging (issue 24). Only http(s)
 * links to /verify are taken from the body; anything else in an edited template is ignored.
 */
export function signInLinkOf(html: string | null | undefined): string | null {
  const match = html ? VERIFY_LINK.exec(html) : null;
  return match ? match[1].replace(/&amp;/g, "&") : null;
}
