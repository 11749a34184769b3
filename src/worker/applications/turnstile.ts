// Cloudflare Turnstile on the application form, when TURNSTILE_SITE_KEY and TURNSTILE_SECRET are
// both set (docs/configuration.md). Without them (local runs, tests) the form has no widget and the
// server checks nothing here: the honeypot and the rate limits still apply.
const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export const turnstileSiteKey = (env: Env) => (env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET ? env.TURNSTILE_SITE_KEY : null);

/** Asks Cloudflare whether the widget's token is good; true when Turnstile is not configured. */
export async function turnstilePasses(env: Env, token: string | undefined, ip: string): Promise<boolean> {
  if (!turnstileSiteKey(env)) return true;
  if (!token) return false;
  const form = new FormData();
  form.append("secret", env.TURNSTILE_SECRET ?? "");
  form.append("response", token);
  if (ip !== "local") form.append("remoteip", ip);
  try {
    const response = await fetch(env.TURNSTILE_VERIFY_URL ?? SITEVERIFY, { method: "POST", body: form });
    const answer = (await response.json()) as { success?: boolean };
    return answer.success === true;
  } catch (error) {
    console.error("turnstile siteverify failed", error);
    return false;
  }
}
