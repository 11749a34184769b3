// Optional secrets and settings that `wrangler types` cannot express (it only knows required
// secrets): the HTTP mail provider's key, and its base URL (tests point it at a local server).
interface OptionalMailSettings {
  MAIL_API_KEY?: string;
  MAIL_API_URL?: string;
  /** Cloudflare Turnstile on the application form (issue 27): both set, or the form has no widget. */
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET?: string;
  /** Only for tests: where siteverify is asked. */
  TURNSTILE_VERIFY_URL?: string;
}
interface Env extends OptionalMailSettings {}
declare namespace Cloudflare {
  interface Env extends OptionalMailSettings {}
}
