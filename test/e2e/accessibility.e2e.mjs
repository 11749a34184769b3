// axe-core on every screen and dialog, at 1280 and 375 px: no serious or critical violation of the
// WCAG 2.0/2.1/2.2 A and AA rules or axe's best practices. Each scan covers the whole page (an open
// dialog included), so new UI on these screens is checked without changes here.
// Each scan also checks the build's Radix CSS trim (vite-plugins/radix-css.ts): every class Radix
// builds from a prop value on the page (`rt-r-size-3`, `md:rt-r-gtc-2`, `rt-variant-soft`) that Radix's
// full stylesheet styles must still be styled by the page's CSS.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, beforeEach, test } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import { signInAdmin, signInMember, startCamp, stopCamp } from "./browser.mjs";

const RADIX_CSS = readFileSync(new URL("../../node_modules/@radix-ui/themes/styles.css", import.meta.url), "utf8").replace(/\\/g, "");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];
const WIDTHS = [1280, 375];

const me = {
  email: "sunny.dunes@example.com",
  name: "Sunny Dunes",
  status: "Newbie",
  location: "Reno, NV",
  accommodation: "RV Row",
  burnYears: 2,
  firstBurn: 2022,
  bio: "Builds shade.",
  sponsorEmail: "vera@example.com",
};
const accommodations = [
  { name: "Dusty Dome", type: "Yurt" },
  { name: "RV Row", type: "RV" },
  { name: "Overflow", type: "tbd" },
];
const members = [
  {
    email: "vera@example.com",
    name: "Vera Voyager",
    playaName: "Compass",
    status: "Veteran",
    location: "Portland, OR",
    accommodation: "Dusty Dome",
    burnYears: 12,
    firstBurn: 2009,
    bio: "Camp lead.",
    campHistory: "Founded the camp.",
    profileComplete: true,
    profileStatus: "Complete",
    inviteSent: true,
    emailReplied: true,
    profileCreated: true,
    welcomeSent: true,
  },
  me,
  {
    email: "nia@example.com",
    name: "Nia Novak",
    status: "Newbie",
    location: "Austin, TX",
    burnYears: 1,
    firstBurn: 2024,
    bio: "Hello!",
    inviteSent: true,
  },
  { email: "vic@example.com", name: "Vic Virgo", status: "Virgin", accommodation: "Overflow", burnYears: 0 },
  { email: "una@example.com" },
];

let server;
let browser;
let memberState;
const results = new Map();

before(async () => {
  ({ server, browser } = await startCamp({ members, accommodations }));
  // The member's session, through the emailed link.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInMember(page, browser, server, me.email);
  memberState = await context.storageState();
  await context.close();
});
after(async () => {
  await stopCamp({ server, browser });
  const lines = [...results].map(([name, n]) => `  ${name}: ${n}`);
  console.log(`axe: serious or critical violations per screen\n${lines.join("\n")}`);
});

const describe = (violations) =>
  violations
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}):\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1, 2).join(" ").trim()}`)
          .join("\n")}${v.nodes.length > 5 ? `\n    … ${v.nodes.length - 5} more` : ""}`,
    )
    .join("\n  ");

/**
 * Runs `show` (which brings the screen or dialog up on `page`) at each width and scans the page.
 * Animations are off so colours are measured at rest, not mid-transition.
 */
const failures = [];
async function audit(page, name, show) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 800 });
    await show(page, width);
    // the page as it settles: no list still filling or loading
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    results.set(
      `${name} @${width}`,
      bad.reduce((n, v) => n + v.nodes.length, 0),
    );
    if (bad.length) failures.push(`${name} at ${width} px:\n  ${describe(bad)}`);
    const unstyled = (await propClassesWithoutCss(page)).filter((c) => styledIn(RADIX_CSS, c));
    if (unstyled.length) failures.push(`${name} at ${width} px: the trimmed CSS has no rule for ${unstyled.join(", ")}`);
  }
}

const classPattern = (name) => new RegExp(`\\.${name.replace(/[^\w-]/g, "\\$&")}(?![\\w-])`);
const styledIn = (css, name) => classPattern(name).test(css);

/** Prop-value classes on the page that no rule of its style sheets names. */
const propClassesWithoutCss = (page) =>
  page.evaluate((source) => {
    const pattern = (name) => new RegExp(source.replace("NAME", name.replace(/[^\w-]/g, "\\$&")));
    const used = new Set();
    for (const element of document.querySelectorAll("[class]")) {
      for (const name of element.classList) if (/^(?:(?:xs|sm|md|lg|xl):)?-?rt-(?:r-|variant-)/.test(name)) used.add(name);
    }
    const selectors = [];
    const walk = (rules) => {
      for (const rule of rules) {
        if (rule.selectorText) selectors.push(rule.selectorText);
        if (rule.cssRules) walk(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    const text = selectors.join(" ").replace(/\\/g, "");
    return [...used].filter((name) => !pattern(name).test(text));
  }, classPattern("NAME").source);
beforeEach(() => failures.splice(0));
/** Every screen of a test is scanned before it fails, so one run reports them all. */
function assertClean() {
  const found = failures.splice(0);
  assert.equal(found.length, 0, found.join("\n"));
}

async function newPage(storageState) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState, reducedMotion: "reduce" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

async function adminPage() {
  const opened = await newPage();
  await signInAdmin(opened.context, server);
  return opened;
}

test("login screen, login dialog (both tabs) and the 404 page", async () => {
  const { context, page, errors } = await newPage();
  await audit(page, "login screen", async () => {
    await page.goto(`${server.origin}/auth`);
    await page.getByRole("button", { name: "ENTER" }).waitFor();
  });
  await audit(page, "login dialog, member", async () => {
    await page.goto(`${server.origin}/auth`);
    await page.getByRole("button", { name: "ENTER" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Send Magic Link" }).waitFor();
  });
  await audit(page, "login dialog, admin", async () => {
    await page.getByRole("tab", { name: "Admin" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign In" }).waitFor();
  });
  await audit(page, "404", async () => {
    await page.goto(`${server.origin}/no/such/page`);
    await page.getByText("404 Page Not Found").waitFor();
  });
  await context.close();
  assert.deepEqual(errors, []);
  assertClean();
});

test("directory: cards, table, grouped, empty results, member detail and Edit Profile", async () => {
  const { context, page, errors } = await newPage(memberState);
  const home = async () => {
    await page.goto(`${server.origin}/`);
    await page.getByTestId("member-card").first().waitFor();
  };
  await audit(page, "directory cards", home);
  await audit(page, "directory table", async () => {
    await home();
    await page.getByRole("radio", { name: "Table" }).click();
    await page.getByTestId("member-row").first().waitFor();
  });
  await audit(page, "directory grouped", async () => {
    await home();
    await page.getByRole("combobox", { name: "Group by" }).selectOption({ label: "Accommodation" });
    await page.getByTestId("member-group").first().waitFor();
  });
  await audit(page, "directory, no matches", async () => {
    await home();
    await page.getByRole("searchbox", { name: "Search members" }).fill("zzz nobody");
    await page.getByRole("heading", { name: "No members match your search" }).waitFor();
  });
  await audit(page, "member detail dialog", async () => {
    await home();
    await page.getByTestId("member-card").filter({ hasText: "Vera Voyager" }).getByRole("button", { name: "Vera Voyager" }).click();
    await page.getByTestId("member-detail").waitFor();
  });
  await audit(page, "Edit Profile dialog", async () => {
    await home();
    await page.getByRole("button", { name: "Edit your profile" }).first().click();
    await page.getByRole("dialog", { name: /Edit/ }).waitFor();
    await page.getByTestId("care-details").waitFor();
  });

  await context.close();
  assert.deepEqual(errors, []);
  assertClean();
});

test("admin dashboard: every tab and the settings panel", async () => {
  const { context, page, errors } = await adminPage();
  // Each section is scanned once its heading is up and its data has arrived.
  const tabs = [
    ["Members", "/admin"],
    ["Onboarding", "/admin/onboarding"],
    ["Accommodations", "/admin/accommodations"],
    ["Types", "/admin/types"],
    ["Season", "/admin/season"],
    ["Email", "/admin/email-templates"],
    ["Debug", "/admin/debugging"],
  ];
  for (const [label, path] of tabs) {
    await audit(page, `admin ${label}`, async () => {
      await page.goto(`${server.origin}${path}`);
      await page.waitForFunction((title) => document.title.startsWith(title), `Admin · ${label} —`);
      await page.locator("main h2").first().waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
    });
  }
  await audit(page, "admin Settings", async () => {
    await page.goto(`${server.origin}/admin`);
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Settings", expanded: true }).waitFor();
    await page.getByTestId("admin-member-row").first().waitFor();
  });
  await context.close();
  assert.deepEqual(errors, []);
  assertClean();
});

test("season: the Season tab (none open, then open), the directory's answer bar and the days dialog", async () => {
  const { context, page, errors } = await adminPage();
  await audit(page, "admin Season, none open", async () => {
    await page.goto(`${server.origin}/admin/season`);
    await page.getByRole("heading", { name: "Open a season" }).waitFor();
  });
  const origin = { origin: server.origin };
  const opened = await context.request.post(`${server.origin}/api/admin/seasons`, {
    data: { year: 2030, festivalStart: "2030-08-25", festivalEnd: "2030-09-02", buildDays: 2, passQuota: 2, passDays: 2 },
    headers: origin,
  });
  assert.equal(opened.status(), 201);
  const member = await newPage(memberState);
  assert.equal(
    (
      await member.context.request.put(`${server.origin}/api/season/me`, {
        data: { answer: "yes", arrival: "2030-08-24", departure: "2030-09-01" },
        headers: origin,
      })
    ).status(),
    200,
  );
  assert.equal(
    (
      await member.context.request.post(`${server.origin}/api/season/me/pass`, { data: { reason: "Build crew" }, headers: origin })
    ).status(),
    201,
  );
  await audit(page, "admin Season, open", async () => {
    await page.goto(`${server.origin}/admin/season`);
    await page.getByRole("heading", { name: "People on site per day" }).waitFor();
    await page.locator(".season-pass").first().waitFor();
  });
  await audit(member.page, "directory with the season's answer bar", async () => {
    await member.page.goto(`${server.origin}/`);
    await member.page.getByTestId("member-card").first().waitFor();
    await member.page
      .getByRole("group", { name: /Are you coming this year\?/ })
      .getByRole("button", { name: "Yes", pressed: true })
      .waitFor();
  });
  await audit(member.page, "season days dialog", async () => {
    await member.page.goto(`${server.origin}/`);
    await member.page.getByRole("button", { name: "Your days" }).click();
    await member.page.getByRole("dialog", { name: /Your days for/ }).waitFor();
  });
  await member.context.close();
  // closed again, so the other screens see no season
  assert.equal((await context.request.post(`${server.origin}/api/admin/seasons/current/close`, { headers: origin })).status(), 200);
  await context.close();
  assert.deepEqual(errors, []);
  assert.deepEqual(member.errors, []);
  assertClean();
});

test("manual email pages", async () => {
  const { context, page, errors } = await adminPage();
  await audit(page, "manual email", async () => {
    await page.goto(`${server.origin}/admin/manual-email`);
    await page.getByRole("heading").first().waitFor();
    await page.locator("textarea").first().waitFor();
  });
  for (const path of ["/admin/manual-processing", "/manual-processing"]) {
    await audit(page, `manual processing ${path}`, async () => {
      await page.goto(`${server.origin}${path}?email=${encodeURIComponent("nia@example.com")}`);
      await page.getByRole("heading").first().waitFor();
      await page.locator("textarea").first().waitFor();
    });
  }
  await context.close();
  assert.deepEqual(errors, []);
  assertClean();
});

test("applications: the login link, /apply (with its errors), /vouch and the admin Applications section", async () => {
  const { context, page, errors } = await adminPage();
  const origin = server.origin;
  const settings = await context.request.put(`${origin}/api/admin/application-settings`, {
    data: { enabled: true, linkText: "Apply to join", vouchDays: 7 },
    headers: { origin },
  });
  assert.ok(settings.ok(), `application settings: ${settings.status()}`);
  const applied = await context.request.post(`${origin}/api/applications`, {
    data: { name: "Ada Applicant", email: "ada@example.com", burns: 2, about: "Lamps and kitchen.", sponsorEmail: "vera@example.com" },
    headers: { origin },
  });
  assert.ok(applied.ok(), `apply: ${applied.status()}`);
  // The vouch request is mailed after the answer: wait for its outbox row.
  let vouch;
  for (const deadline = Date.now() + 20_000; !vouch && Date.now() < deadline; ) {
    const outbox = await (await context.request.get(`${origin}/api/admin/outbox`)).json();
    vouch = outbox.find((e) => e.toAddress === "vera@example.com" && e.template === "vouch_request");
    if (!vouch) await new Promise((resolve) => setTimeout(resolve, 100)); // poll interval, not a wait for time
  }
  assert.ok(vouch, "the vouch request reaches the outbox");
  const href = /href="([^"]*\/vouch\?token=[^"]*)"/.exec(vouch.html)[1].replaceAll("&amp;", "&");
  const vouchPath = `${new URL(href).pathname}${new URL(href).search}`;

  const visitor = await newPage();
  await audit(visitor.page, "login screen with Apply to join", async (p) => {
    await p.goto(`${origin}/auth`);
    await p.getByRole("link", { name: "Apply to join" }).waitFor();
  });
  await audit(visitor.page, "apply form", async (p) => {
    await p.goto(`${origin}/apply`);
    await p.getByRole("button", { name: "Send application" }).waitFor();
  });
  await audit(visitor.page, "apply form with errors", async (p) => {
    await p.goto(`${origin}/apply`);
    await p.getByRole("button", { name: "Send application" }).click();
    await p.getByText("Name is required").waitFor();
  });
  await audit(visitor.page, "vouch page", async (p) => {
    await p.goto(`${origin}${vouchPath}`);
    await p.getByRole("button", { name: "Yes, I vouch for them" }).waitFor();
  });
  await audit(page, "admin Applications", async () => {
    await page.goto(`${origin}/admin/onboarding`);
    await page.getByTestId("application-card").first().waitFor();
    await page.waitForLoadState("networkidle");
  });
  await visitor.context.close();
  await context.close();
  assert.deepEqual([...errors, ...visitor.errors], []);
  assertClean();
});

test("dues and care details: the Dues tab, payments dialog, emergency list, the admin's care view and the member's dues card", async () => {
  const { context, page, errors } = await adminPage();
  const origin = { origin: server.origin };
  const ok = async (response, status = 200) => assert.equal((await response).status(), status);
  await ok(
    context.request.post(`${server.origin}/api/admin/seasons`, {
      data: { year: 2031, festivalStart: "2031-08-24", festivalEnd: "2031-09-01" },
      headers: origin,
    }),
    201,
  );
  const member = await newPage(memberState);
  await ok(member.context.request.put(`${server.origin}/api/season/me`, { data: { answer: "yes" }, headers: origin }));
  await ok(
    member.context.request.put(`${server.origin}/api/members/me/care`, {
      data: {
        emergencyName: "Rain Dunes",
        emergencyRelation: "sister",
        emergencyPhone: "+1 775 555 0100",
        dietary: "Vegan",
        medicalNote: "Bee allergy",
      },
      headers: origin,
    }),
  );
  await ok(context.request.post(`${server.origin}/api/admin/dues/tiers`, { data: { name: "Full", amount: "180" }, headers: origin }), 201);
  const { members: rows } = await (await context.request.get(`${server.origin}/api/admin/dues`)).json();
  const sunny = rows.find((r) => r.name === "Sunny Dunes");
  await ok(
    context.request.post(`${server.origin}/api/admin/dues/members/${sunny.memberId}/payments`, {
      data: { amount: "60", paidOn: "2031-05-01" },
      headers: origin,
    }),
    201,
  );

  await audit(page, "admin Dues", async () => {
    await page.goto(`${server.origin}/admin/dues`);
    await page.getByTestId("dues-figures").waitFor();
    await page.waitForLoadState("networkidle");
  });
  await audit(page, "admin Dues, payments dialog", async () => {
    await page.goto(`${server.origin}/admin/dues`);
    await page.getByRole("button", { name: "Payments of Sunny Dunes" }).click();
    await page.getByTestId("payments-dialog").getByRole("cell", { name: "$60.00", exact: true }).waitFor();
  });
  await audit(page, "emergency list", async () => {
    await page.goto(`${server.origin}/admin/emergency-list`);
    await page.getByTestId("emergency-list").getByText("Rain Dunes, sister").waitFor();
  });
  await audit(page, "admin Edit Profile with care details shown", async () => {
    await page.goto(`${server.origin}/admin`);
    await page.getByTestId("admin-member-row").first().waitFor();
    await page.getByRole("button", { name: /^Edit Sunny Dunes/ }).click();
    await page.getByRole("button", { name: "Show care details" }).click();
    await page.getByTestId("admin-care").getByText("Bee allergy").waitFor();
  });
  await audit(member.page, "directory with the member's dues card", async () => {
    await member.page.goto(`${server.origin}/`);
    await member.page.getByTestId("own-dues").getByText("Partly paid").waitFor();
  });
  await member.context.close();
  // closed again, so any later screen sees no season
  await ok(context.request.post(`${server.origin}/api/admin/seasons/current/close`, { headers: origin }));
  await context.close();
  assert.deepEqual(errors, []);
  assert.deepEqual(member.errors, []);
  assertClean();
});
