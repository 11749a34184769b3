// Applications to join (issue 27) end to end: an admin opens applications in Settings, a visitor
// applies from a phone-sized browser (a failed send keeps what was typed), the veteran vouches from
// the link in their email, an admin approves, the new member answers the invitation by email
// (through the local /cdn-cgi/handler/email endpoint) and is welcomed and signed in.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { newAdminContext, readOutbox, screenshotsAtTwoWidths, startCamp, stopCamp, toast } from "./browser.mjs";
import { deliverEmail } from "./server.mjs";

const sponsor = {
  email: "vera.vet@example.com",
  name: "Vera Vet",
  status: "Veteran",
  burnYears: 9,
  firstBurn: 2012,
  profileCreated: true,
  welcomeSent: true,
};
const applicant = {
  name: "Sage Sandoval",
  email: "sage.sandoval@example.com",
  playaName: "Sprout",
  burns: "2",
  about: "I build solar lamps and I would love to help run the camp kitchen.",
};

let server;
let browser;

before(async () => ({ server, browser } = await startCamp({ members: [sponsor] })));
after(() => stopCamp({ server, browser }));

const adminContext = () => newAdminContext(browser, server, { viewport: { width: 1280, height: 900 } });

const phone = () => browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
// readOutbox signs its request context in, which ends that context's earlier admin session: it gets
// a context of its own, so the dashboard's session is never swapped under a request in flight.
const outboxFor = async (to, template) => {
  const mailbox = await browser.newContext();
  try {
    return (await readOutbox(mailbox.request, server.origin, server.admin)).find((e) => e.toAddress === to && e.template === template);
  } finally {
    await mailbox.close();
  }
};
/** The path of the first link in an email whose URL matches `pattern` (the links carry APP_ORIGIN's port). */
const linkPath = (html, pattern) => {
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&")).find((h) => pattern.test(h));
  assert.ok(href, `a link matching ${pattern}`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

const screenshots = screenshotsAtTwoWidths;

test("apply on a phone → vouch from the email → approve → invitation → reply → welcome → signed in", async () => {
  // 1. Closed by default: no link on the login screen, and the API refuses.
  const visitor = await phone();
  const page = await visitor.newPage();
  await page.goto(`${server.origin}/auth`);
  await page.getByRole("button", { name: "ENTER" }).waitFor();
  assert.equal(await page.getByRole("link", { name: "Apply to join" }).count(), 0);

  // 2. An admin opens applications in Settings.
  const admin = await adminContext();
  const dashboard = await admin.newPage();
  await dashboard.goto(`${server.origin}/admin`);
  await dashboard.getByRole("button", { name: "Settings" }).click();
  const settings = dashboard.getByTestId("application-settings");
  await settings.getByRole("switch").click();
  await settings.getByRole("button", { name: "Save" }).click();
  await toast(dashboard, "Settings saved");

  // 3. The visitor sees "Apply to join"; the form's code is fetched only once the link is followed.
  const chunks = [];
  page.on("request", (r) => {
    if (/\/assets\/apply-[^/]*\.js$/.test(r.url())) chunks.push(r.url());
  });
  await page.goto(`${server.origin}/auth`);
  const link = page.getByRole("link", { name: "Apply to join" });
  await link.waitFor();
  await page.waitForLoadState("networkidle");
  assert.deepEqual(chunks, [], "the form's chunk is not part of the login screen's load");
  await link.click();
  await page.getByRole("heading", { name: /Apply to join/ }).waitFor();
  assert.equal(chunks.length, 1, "the form's chunk loads when the link is followed");

  // 4. Bad input: clear errors, nothing sent.
  await page.getByRole("button", { name: "Send application" }).click();
  await page.getByText("Name is required").waitFor();
  await page.getByText("Burns attended is required (0 if none yet)").waitFor();

  await page.getByLabel("Name *").fill(applicant.name);
  await page.getByLabel("Email *", { exact: true }).fill(applicant.email);
  await page.getByLabel("Playa name").fill(applicant.playaName);
  await page.getByLabel("Burns attended *").fill(applicant.burns);
  await page.getByLabel("A few lines about yourself *").fill(applicant.about);
  await page.getByLabel("Email of the camp member who will vouch for you *").fill(sponsor.email);
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, "the form fits 375 px");

  // 5. Sending fails (no connection): an error, and everything typed stays, even across a reload.
  await page.route("**/api/applications", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Send application" }).click();
  await page
    .getByTestId("apply-error")
    .getByText(/could not be sent/)
    .waitFor();
  await page.reload();
  await page.getByRole("heading", { name: /Apply to join/ }).waitFor();
  assert.equal(await page.getByLabel("Name *").inputValue(), applicant.name);
  assert.equal(await page.getByLabel("A few lines about yourself *").inputValue(), applicant.about);
  assert.equal(await page.getByLabel("Email of the camp member who will vouch for you *").inputValue(), sponsor.email);
  await page.unroute("**/api/applications");
  await screenshots(page, "apply");

  await page.getByRole("button", { name: "Send application" }).click();
  await page.getByRole("heading", { name: "Thanks, we'll be in touch." }).waitFor();
  assert.equal(await page.evaluate(() => sessionStorage.getItem("apply-draft")), null, "the draft is cleared on success");

  // 6. The veteran's email: the answers and two links; the page shows them and spends nothing.
  const request = await outboxFor(sponsor.email, "vouch_request");
  assert.ok(request, "the sponsor was asked");
  assert.equal(request.subject, `${applicant.name} asked you to sponsor them`);
  assert.match(request.html, /solar lamps/);
  const vouchPath = linkPath(request.html, /decision=vouch/);
  const sponsorContext = await phone();
  const vouchPage = await sponsorContext.newPage();
  await vouchPage.goto(`${server.origin}${vouchPath}`);
  await vouchPage.getByRole("heading", { name: `${applicant.name} asked you to sponsor them` }).waitFor();
  await vouchPage.reload();
  const vouchButton = vouchPage.getByRole("button", { name: "Yes, I vouch for them" });
  await vouchButton.waitFor();
  await screenshots(vouchPage, "vouch");
  await vouchButton.click();
  await vouchPage.getByText(`Thank you. You vouched for ${applicant.name}`).waitFor();
  // Replayed: refused.
  await vouchPage.reload();
  await vouchPage.getByText("This link is invalid, expired or already used.").waitFor();

  // 7. The admin sees it vouched, and approves.
  await dashboard.goto(`${server.origin}/admin/onboarding`);
  const card = dashboard.getByTestId("application-card").filter({ hasText: applicant.email });
  await card.getByTestId("application-state").getByText("Vouched").waitFor();
  await card.getByTestId("application-sponsor").getByText("Sponsor: Vouched").waitFor();
  await card.getByText(applicant.about).waitFor();
  await screenshots(dashboard, "applications-admin");
  await dashboard.setViewportSize({ width: 1280, height: 900 });
  const [approved] = await Promise.all([
    dashboard.waitForResponse((r) => r.url().endsWith("/approve") && r.request().method() === "POST"),
    card.getByRole("button", { name: `Approve ${applicant.name}` }).click(),
  ]);
  assert.equal(approved.status(), 200);
  assert.deepEqual((await approved.json()).email, { sent: "invite" });
  await toast(dashboard, "Application approved");
  await card.getByTestId("application-state").getByText("Approved").waitFor();
  assert.equal(await card.getByRole("button", { name: /^Approve/ }).count(), 0);

  const [member] = (await (await admin.request.get(`${server.origin}/api/members`)).json()).filter((m) => m.email === applicant.email);
  assert.equal(member.name, applicant.name);
  assert.equal(member.playaName, applicant.playaName);
  assert.equal(member.status, "Newbie");
  assert.equal(member.burnYears, 2);
  const vera = (await (await admin.request.get(`${server.origin}/api/members`)).json()).find((m) => m.email === sponsor.email);
  assert.equal(member.sponsorId, vera.id);

  // 8. The invitation, answered by email: profile complete, welcome sent.
  const invite = await outboxFor(applicant.email, "invite");
  assert.ok(invite?.replyTo, "the invitation went out with a reply address");
  await deliverEmail(server.origin, {
    from: applicant.email,
    to: invite.replyTo,
    subject: `Re: ${invite.subject}`,
    text: [
      "Hello!",
      "",
      "Home town: Reno, Nevada",
      "Where you live now: Sacramento, California",
      "Country of birth: United States",
      "Year of your first burn: 2022",
      "Camp history: Two years with a bike repair camp.",
      "",
      "Sage",
    ].join("\n"),
  });
  const flags = (await (await admin.request.get(`${server.origin}/api/admin/member-workflow-status`)).json()).find(
    (m) => m.email === applicant.email,
  );
  assert.deepEqual(
    {
      inviteSent: flags.inviteSent,
      emailReplied: flags.emailReplied,
      profileCreated: flags.profileCreated,
      welcomeSent: flags.welcomeSent,
    },
    { inviteSent: true, emailReplied: true, profileCreated: true, welcomeSent: true },
  );
  assert.equal(flags.profileComplete, true);

  // 9. The welcome signs the new member in.
  const welcome = await outboxFor(applicant.email, "welcome");
  const newMember = await phone();
  const home = await newMember.newPage();
  await home.goto(`${server.origin}${linkPath(welcome.html, /verify\?token=/)}`);
  await home.getByRole("button", { name: "Sign in" }).click();
  await home.getByRole("heading", { name: "Camp Member Directory" }).waitFor();

  // 10. Every decision is in the audit log.
  const audit = await (await admin.request.get(`${server.origin}/api/admin/audit`)).json();
  const actions = audit.entries.map((e) => e.action);
  assert.ok(actions.includes("application.approve"));
  assert.ok(actions.includes("settings.applications"));

  for (const context of [visitor, admin, sponsorContext, newMember]) await context.close();
});

test("the answer is the same for a member's address, and a second application changes nothing", async () => {
  const admin = await adminContext();
  const post = (data) => admin.request.post(`${server.origin}/api/applications`, { data, headers: { origin: server.origin } });
  const base = { name: "Echo Tester", burns: 0, about: "Hi", sponsorEmail: "nobody@example.com" };
  const answers = [];
  for (const email of [sponsor.email, "fresh.face@example.com", "fresh.face@example.com"]) {
    const response = await post({ ...base, email, name: `${base.name} ${email}` });
    answers.push([response.status(), await response.text()]);
  }
  assert.equal(new Set(answers.map((a) => JSON.stringify(a))).size, 1, JSON.stringify(answers));
  const list = await (await admin.request.get(`${server.origin}/api/admin/applications`)).json();
  assert.equal(list.filter((a) => a.email === sponsor.email).length, 0, "a member's application is not stored");
  const fresh = list.filter((a) => a.email === "fresh.face@example.com");
  assert.equal(fresh.length, 1);
  assert.equal(fresh[0].name, "Echo Tester fresh.face@example.com");
  await admin.close();
});
