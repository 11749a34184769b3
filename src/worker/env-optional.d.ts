// Optional secrets and settings that `wrangler types` cannot express (it only knows required
// secrets): the HTTP mail provider's key, and its base URL (tests point it at a local server).
interface OptionalMailSettings {
  MAIL_API_KEY?: string;
  MAIL_API_URL?: string;
}
interface Env extends OptionalMailSettings {}
declare namespace Cloudflare {
  interface Env extends OptionalMailSettings {}
}
