// Load from a second process on loopback (autocannon), bounded in time and connections.
import autocannon from "autocannon";

export async function load(url, { headers = {}, duration, connections = 10 }) {
  const result = await autocannon({ url, headers, duration, connections, pipelining: 1 });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx - (statuses["304"] ?? 0),
    statuses,
  };
}

/** Signs in as the admin and as one member (through the outbox's magic link); returns cookies. */
export async function signIn(origin, admin) {
  const post = (path, body, cookie) =>
    fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
      redirect: "manual",
    });
  const cookieOf = (response) => response.headers.get("set-cookie").split(";")[0];
  const adminCookie = cookieOf(await post("/api/auth/admin/login", admin));
  const members = await (await fetch(`${origin}/api/members`, { headers: { cookie: adminCookie } })).json();
  const member = members[0];
  await post("/api/send-magic-link", { email: member.email });
  let token = null;
  for (let i = 0; i < 50 && !token; i++) {
    const outbox = await (await fetch(`${origin}/api/admin/outbox`, { headers: { cookie: adminCookie } })).json();
    token = outbox.find((m) => m.toAddress === member.email && m.template === "magic_link")?.html?.match(/token=([\w-]+)/)?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  const verified = await post("/api/auth/verify", { token });
  return { adminCookie, memberCookie: cookieOf(verified), member };
}
