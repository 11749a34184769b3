// What a member's browser downloads and how fast the directory answers, in headless Chromium.
import { gzipSync } from "node:zlib";
import { launch } from "../test/e2e/browser.mjs";
import { mobileLoad } from "./issue15.mjs";

const ADMIN_MARKERS = ["Need Accommodation", "Admin Dashboard", "ql-editor", "ql-toolbar"];

async function downloads(browser, url, cookie) {
  const context = await browser.newContext();
  if (cookie) {
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value, url }]);
  }
  const page = await context.newPage();
  const files = [];
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    try {
      const body = await response.body();
      files.push({ url: response.url(), type, raw: body.length, gzip: gzipSync(body).length, text: body.toString("utf8") });
    } catch {
      // a response without a body (redirect): nothing downloaded
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await context.close();
  const sum = (key, type) => files.filter((f) => !type || f.type === type).reduce((n, f) => n + f[key], 0);
  return {
    files: files.length,
    jsRaw: sum("raw", "script"),
    jsGzip: sum("gzip", "script"),
    cssRaw: sum("raw", "stylesheet"),
    cssGzip: sum("gzip", "stylesheet"),
    totalGzip: sum("gzip"),
    adminCodeLoaded: files.some((f) => ADMIN_MARKERS.some((m) => f.text.includes(m))),
    // React DOM marks the root element it renders into; preact/compat does not.
    reactDom: files.some((f) => f.type === "script" && f.text.includes("__reactContainer$")),
  };
}

const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] * 10) / 10 : null;
};

async function lastUpdate(page, prefix = "directory") {
  await page.waitForFunction((prefix) => {
    const starts = performance.getEntriesByName(`${prefix}:update-start`).length;
    return starts > 0 && performance.getEntriesByName(`${prefix}:update`).length === starts;
  }, prefix);
  return page.evaluate((prefix) => performance.getEntriesByName(`${prefix}:update`).at(-1).duration, prefix);
}

async function signedInPage(browser, origin, cookie) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name, value, url: origin }]);
  return { context, page: await context.newPage() };
}

async function firstRender(page, prefix) {
  await page.waitForFunction((prefix) => performance.getEntriesByName(`${prefix}:render`).length > 0, prefix, { timeout: 60_000 });
  return Math.round(await page.evaluate((prefix) => performance.getEntriesByName(`${prefix}:render`)[0].duration, prefix));
}

const clearMarks = (page) =>
  page.evaluate(() => {
    performance.clearMarks();
    performance.clearMeasures();
  });

/** Types into the search box and empties it in turn; one figure per change. */
async function searchRounds(page, prefix, box, rounds) {
  const letters = "aeiourstn";
  const times = [];
  for (let i = 0; i < rounds; i++) {
    await clearMarks(page);
    await box.fill(i % 2 === 0 ? letters[i % letters.length] : "");
    times.push(await lastUpdate(page, prefix));
  }
  return p95(times);
}

/** The admin Members and Onboarding tabs, measured like the directory (issue 12). */
async function adminTimings(browser, origin, cookie, rounds) {
  const { context, page } = await signedInPage(browser, origin, cookie);
  await page.goto(`${origin}/admin`);
  const membersFirstRow = await firstRender(page, "admin-members");
  const membersSearch = await searchRounds(page, "admin-members", page.getByRole("searchbox", { name: "Search", exact: true }), rounds);
  const filter = [];
  const filters = ["Veteran", "All", "Newbie/Virgin", "All"];
  for (let i = 0; i < rounds; i++) {
    await clearMarks(page);
    await page
      .getByRole("group", { name: "Filter members by status" })
      .getByRole("button", { name: new RegExp(`^${filters[i % filters.length]}`) })
      .click();
    filter.push(await lastUpdate(page, "admin-members"));
  }
  await page.goto(`${origin}/admin/onboarding`);
  const onboardingFirstRow = await firstRender(page, "onboarding");
  const onboardingSearch = await searchRounds(page, "onboarding", page.getByRole("searchbox", { name: "Search", exact: true }), rounds);
  await context.close();
  return {
    membersFirstRow,
    membersSearchP95: membersSearch,
    membersFilterP95: p95(filter),
    onboardingFirstRow,
    onboardingSearchP95: onboardingSearch,
  };
}

async function directoryTimings(browser, origin, cookie, rounds) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name, value, url: origin }]);
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => performance.getEntriesByName("directory:render").length > 0, null, { timeout: 60_000 });
  const gridRender = await page.evaluate(() => performance.getEntriesByName("directory:render")[0].duration);

  const clear = () =>
    page.evaluate(() => {
      performance.clearMarks();
      performance.clearMeasures();
    });
  await clear();
  await page.getByRole("radio", { name: "Table" }).click();
  const tableRender = await lastUpdate(page);
  await clear();
  await page.getByRole("radio", { name: "Cards" }).click();
  await lastUpdate(page);

  const search = [];
  const box = page.getByRole("searchbox", { name: "Search members" }).or(page.getByRole("textbox", { name: "Search members" }));
  const letters = "aeiourstn";
  for (let i = 0; i < rounds; i++) {
    await clear();
    await box.fill(i % 2 === 0 ? letters[i % letters.length] : "");
    search.push(await lastUpdate(page));
  }
  const filter = [];
  const filters = ["Veterans", "All Members", "Newbies/Virgins", "All Members"];
  for (let i = 0; i < rounds; i++) {
    await clear();
    await page.getByRole("button", { name: new RegExp(`^${filters[i % filters.length]}`) }).click();
    filter.push(await lastUpdate(page));
  }
  const sort = [];
  const sorts = ["Name", "Burns (Most)", "First Burn", "Status", "Location", "Accommodation"];
  let current = "Burns (Most)";
  for (let i = 0; i < rounds; i++) {
    const next = sorts[(sorts.indexOf(current) + 1) % sorts.length];
    await clear();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: next });
    sort.push(await lastUpdate(page));
    current = next;
  }
  await context.close();
  return {
    gridRenderMs: Math.round(gridRender),
    tableRenderMs: Math.round(tableRender),
    searchP95: p95(search),
    filterP95: p95(filter),
    sortP95: p95(sort),
  };
}

export async function browserRun(origin, memberCookie, adminCookie, { rounds }) {
  const browser = await launch();
  try {
    const login = await downloads(browser, `${origin}/auth`, null);
    const directory = await downloads(browser, `${origin}/`, memberCookie);
    const timings = await directoryTimings(browser, origin, memberCookie, rounds);
    const admin = await adminTimings(browser, origin, adminCookie, rounds);
    const mobile = {
      login: await mobileLoad(browser, `${origin}/auth`, null),
      directory: await mobileLoad(browser, `${origin}/`, memberCookie),
    };
    return { login, directory, timings, admin, mobile };
  } finally {
    await browser.close();
  }
}
