// Lighthouse's mobile performance score (its default: simulated slow 4G and 4× CPU) of the login
// screen and of a member's directory, on the production build. `vite preview` sends text
// uncompressed, which the edge never does, so Lighthouse loads the pages through a small proxy that
// gzips text the way Cloudflare would.
import { execFile } from "node:child_process";
import { createServer, request } from "node:http";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { root } from "../scripts/lib/local.mjs";

const COMPRESSIBLE = /text|javascript|json|css|svg|manifest/;

/** A proxy to `origin` that gzips uncompressed text answers; resolves to its origin and a stop(). */
export function gzipProxy(origin) {
  const target = new URL(origin);
  const server = createServer((req, res) => {
    const body = [];
    req.on("data", (chunk) => body.push(chunk));
    req.on("end", () => {
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: target.host, "accept-encoding": "identity" },
        },
        (answer) => {
          const chunks = [];
          answer.on("data", (chunk) => chunks.push(chunk));
          answer.on("end", () => {
            let bytes = Buffer.concat(chunks);
            const headers = { ...answer.headers };
            delete headers["transfer-encoding"];
            const compress =
              /gzip/.test(req.headers["accept-encoding"] ?? "") &&
              !answer.headers["content-encoding"] &&
              COMPRESSIBLE.test(answer.headers["content-type"] ?? "") &&
              bytes.length > 0;
            if (compress) {
              bytes = gzipSync(bytes);
              headers["content-encoding"] = "gzip";
            }
            headers["content-length"] = String(bytes.length);
            res.writeHead(answer.statusCode ?? 502, headers);
            res.end(bytes);
          });
        },
      );
      upstream.on("error", () => res.writeHead(502).end());
      upstream.end(Buffer.concat(body));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "localhost", () =>
      resolve({ origin: `http://localhost:${server.address().port}`, stop: () => new Promise((r) => server.close(r)) }),
    ),
  );
}

const run = promisify(execFile);

/** One Lighthouse run of `url`: the score and the metrics it is made of. */
async function lighthouse(url, cookie) {
  const args = [
    url,
    "--only-categories=performance",
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    "--max-wait-for-load=60000",
    "--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync",
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const { stdout } = await run(`${root}node_modules/.bin/lighthouse`, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 240_000,
  });
  const report = JSON.parse(stdout);
  const ms = (id) => Math.round(report.audits[id].numericValue);
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcpMs: ms("first-contentful-paint"),
    lcpMs: ms("largest-contentful-paint"),
    tbtMs: ms("total-blocking-time"),
    siMs: ms("speed-index"),
    cls: Math.round(report.audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
  };
}

/** Login and directory, each scored `times` times (Lighthouse varies run to run): the median run. */
export async function lighthouseRun(origin, memberCookie, times = 3) {
  const proxy = await gzipProxy(origin);
  try {
    const median = async (path, cookie) => {
      const runs = [];
      for (let i = 0; i < times; i++) runs.push(await lighthouse(`${proxy.origin}${path}`, cookie));
      runs.sort((a, b) => a.score - b.score);
      return { ...runs[Math.floor(runs.length / 2)], scores: runs.map((r) => r.score) };
    };
    return { login: await median("/auth", null), directory: await median("/", memberCookie) };
  } finally {
    await proxy.stop();
  }
}
