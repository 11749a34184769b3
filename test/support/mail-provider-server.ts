// A local HTTP server that answers like Resend and Postmark (their documented request and response
// shapes), started in Node before the Worker tests; the Worker reaches it over real HTTP.
// It records each request so tests can read what arrived: GET /__requests.
import { createServer, type Server } from "node:http";
import type { TestProject } from "vitest/node";

// The provided value's type is declared in test/worker/env.d.ts, where the tests read it.
const GOOD_KEY = "test-provider-key";

export default async function setup(project: TestProject) {
  const requests: unknown[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (req.method === "GET" && req.url === "/__requests") return reply(200, requests);
      const parsed = body ? JSON.parse(body) : null;
      requests.push({ path: req.url, headers: req.headers, body: parsed });
      if (req.method === "POST" && req.url === "/emails") {
        if (req.headers.authorization !== `Bearer ${GOOD_KEY}`)
          return reply(401, { statusCode: 401, name: "validation_error", message: "API key is invalid" });
        return reply(200, { id: `re_${requests.length}` });
      }
      if (req.method === "POST" && req.url === "/email") {
        if (req.headers["x-postmark-server-token"] !== GOOD_KEY)
          return reply(401, {
            ErrorCode: 10,
            Message: "The Server Token you provided in the X-Postmark-Server-Token request header was invalid.",
          });
        return reply(200, {
          To: parsed.To,
          SubmittedAt: new Date().toISOString(),
          MessageID: `pm-${requests.length}`,
          ErrorCode: 0,
          Message: "OK",
        });
      }
      reply(404, { message: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  (project.provide as (key: string, value: string) => void)("mailProviderUrl", `http://127.0.0.1:${address.port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
