// Issue 15's figures, kept apart from the rest of the benchmark:
// - a static twin of GET /api/members: a file with exactly the bytes the 200 path sends (gzip),
//   served by the same server as a static asset — the 200 path's physical limit on this machine;
// - a member's first load under Lighthouse's mobile conditions (4× CPU slowdown, 150 ms RTT,
//   1.6 Mbit/s down), applied with Chromium's own throttling: FCP, LCP and total blocking time;
// - Lighthouse's own score of both pages (bench/lighthouse.mjs; not in the smoke run);
// - the table of the issue's targets.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { root } from "../scripts/lib/local.mjs";

export const TWIN_PATH = "/__bench/members-twin.bin";
const twinFile = `${root}dist/client${TWIN_PATH}`;

/** The members list's bytes as sent with gzip (Node's fetch would unpack them). */
const gzipBody = (url, cookie) =>
  new Promise((resolve, reject) => {
    get(url, { headers: { cookie, "accept-encoding": "gzip" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
    }).on("error", reject);
  });

/**
 * Writes the twin into the built assets. The asset server reads its file list at start, so the
 * server must be started (again) after this.
 */
export async function writeStaticTwin(origin, memberCookie) {
  const bytes = await gzipBody(`${origin}/api/members`, memberCookie);
  mkdirSync(`${root}dist/client/__bench`, { recursive: true });
  writeFileSync(twinFile, bytes);
  return bytes.length;
}

export const removeStaticTwin = () => rmSync(`${root}dist/client/__bench`, { recursive: true, force: true });

// Lighthouse's mobile defaults (its "simulated" throttling figures, applied here for real).
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };

/** FCP, LCP and total blocking time of one cold load of `url` on an emulated mid-range phone. */
export async function mobileLoad(browser, url, cookie) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (cookie) {
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value, url }]);
  }
  await context.addInitScript(() => {
    window.__lt = [];
    window.__lcp = 0;
    new PerformanceObserver((list) =>
      window.__lt.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))),
    ).observe({ type: "longtask", buffered: true });
    new PerformanceObserver((list) => (window.__lcp = list.getEntries().at(-1).startTime)).observe({
      type: "largest-contentful-paint",
      buffered: true,
    });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: MOBILE.latency,
    downloadThroughput: MOBILE.downloadThroughput,
    uploadThroughput: MOBILE.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpu });
  await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const tbt = window.__lt.filter((t) => fcp === null || t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return { fcpMs: fcp && Math.round(fcp), lcpMs: Math.round(window.__lcp), tbtMs: Math.round(tbt) };
  });
  await context.close();
  return result;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const met = (ok) => (ok === null ? "" : ok ? "met" : "MISSED");

/** The issue's table, one row per figure, for each run. */
export function printIssue15(runs) {
  for (const r of runs) {
    const { http, browser } = r;
    const ratio304 = http.members304.rps / http.staticAsset.rps;
    const p99Ratio = http.members200.p99 / Math.max(http.staticTwin.p99, 1);
    const rows = [
      // Issue 22: with React DOM itself in the first load (issue 15 asked ≤ 150 KB of both on preact/compat).
      [
        "React DOM renders the page (its root marker in the first load's scripts)",
        browser.login.reactDom ? "yes" : "no",
        "yes",
        browser.login.reactDom,
      ],
      ["Login screen, JS+CSS gzip", `${kb(browser.login.totalGzip)} KB`, "≤ 135 KB", browser.login.totalGzip <= 135 * 1024],
      [
        "Directory, JS+CSS gzip",
        `${kb(browser.directory.totalGzip)} KB (CSS ${kb(browser.directory.cssRaw)} KB raw)`,
        "≤ 165 KB",
        browser.directory.totalGzip <= 165 * 1024,
      ],
      [
        "GET /api/members 304 throughput / static asset",
        `${Math.round(100 * ratio304)} % (${http.members304.rps} / ${http.staticAsset.rps} req/s)`,
        "≥ 50 %",
        ratio304 >= 0.5,
      ],
      [
        "GET /api/members 200 p99 / static twin p99",
        `${http.members200.p99} / ${http.staticTwin.p99} ms (×${p99Ratio.toFixed(2)}; ${kb(r.twinBytes)} KB each)`,
        "≤ 1.5×",
        p99Ratio <= 1.5,
      ],
      ["Directory search keystroke p95", `${browser.timings.searchP95} ms`, "≤ 50 ms", browser.timings.searchP95 <= 50],
      ["Directory filter click p95", `${browser.timings.filterP95} ms`, "≤ 50 ms", browser.timings.filterP95 <= 50],
      ["Directory sort change p95", `${browser.timings.sortP95} ms`, "≤ 50 ms", browser.timings.sortP95 <= 50],
      [
        "Mobile first load, login: FCP / LCP / TBT (Chromium's own throttling)",
        `${browser.mobile.login.fcpMs} / ${browser.mobile.login.lcpMs} / ${browser.mobile.login.tbtMs} ms`,
        "(for reference)",
        null,
      ],
      [
        "Mobile first load, directory: FCP / LCP / TBT (Chromium's own throttling)",
        `${browser.mobile.directory.fcpMs} / ${browser.mobile.directory.lcpMs} / ${browser.mobile.directory.tbtMs} ms`,
        "(for reference)",
        null,
      ],
    ];
    for (const name of r.lighthouse ? ["login", "directory"] : []) {
      const page = r.lighthouse[name];
      rows.push([
        `Lighthouse mobile performance, ${name} over ${r.lighthouse.protocol} (median of ${page.scores.join(", ")})`,
        `${page.score} (FCP ${page.fcpMs}, LCP ${page.lcpMs}, TBT ${page.tbtMs}, SI ${page.siMs} ms, CLS ${page.cls})`,
        "≥ 90",
        page.score >= 90,
      ]);
    }
    console.log(`\nIssue 15 and 22 targets, ${r.members} members:`);
    console.log("| Figure | Measured | Target | |\n| --- | --- | --- | --- |");
    for (const [figure, measured, target, ok] of rows) console.log(`| ${figure} | ${measured} | ${target} | ${met(ok)} |`);
  }
}
