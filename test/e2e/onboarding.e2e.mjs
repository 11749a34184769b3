// Email onboarding end to end: invitation → reply by email (the Worker's email() handler, driven
// through the local /cdn-cgi/handler/email endpoint) → extracted profile → welcome → sign-in; then
// the manual processing pages, the Debug tab, and what a member sees on the admin-only pages.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { newAdminContext, readOutbox, screenshotsAtTwoWidths, startCamp, stopCamp, toast } from "./browser.mjs";
import { deliverEmail } from "./server.mjs";

// No name: the name the directory shows must come from the reply.
const replier = { email: "river.stone@example.com", status: "Newbie" };
const pasted = { email: "manual.mo@example.com", name: "Mo Manual", inviteSent: true };
const tester = { email: "tess.tester@example.com", inviteSent: true };
const quiet = { email: "quinn.quiet@example.com", name: "Quinn Quiet" };
const doubtful = { email: "dana.doubt@example.com", name: "Dana Doubt" };
const members = [replier, pasted, tester, quiet, doubtful];

let server;
let browser;

before(async () => ({ server, browser } = await startCamp({ members })));
after(() => stopCamp({ server, browser }));

const adminContext = (width = 1280) => newAdminContext(browser, server, { viewport: { width, height: 900 } });

const workflowOf = async (request, email) =>
  (await (await request.get(`${server.origin}/api/admin/member-workflow-status`)).json()).find((m) => m.email === email);
const onboardingRow = (page, email) => page.getByTestId("onboarding-row").filter({ hasText: email });
const step = (row, key) => row.locator(`[data-step="${key}"]`);

async function screenshots(page, name) {
  await screenshotsAtTwoWidths(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const REPLY = `Hi Camp!

So glad to be invited. Here are my answers:

1. Full name: River Stone
2. Playa name: Pebble
3. Home town: Reno, Nevada
4. Where you live now: Sacramento, California
5. Country of birth: United States
6. Number of burns attended: 2
7. Year of your first burn: 2022
8. Camp history (camps you have been part of): One year with a bike repair camp.
9. Bio (tell us about yourself): Carpenter who builds shade and loves sunrise sets.

See you in the dust!
River`;

test("an invited member replies by email, gets a profile and a welcome link that signs them in", async () => {
  const context = await adminContext();
  const page = await context.newPage();

  // 1. The invitation, from the Onboarding tab.
  await page.goto(`${server.origin}/admin/onboarding`);
  const row = onboardingRow(page, replier.email);
  await step(row, "invite").getByText("Pending").waitFor();
  await step(row, "reply").getByText("-").waitFor();
  await row.getByRole("button", { name: /^Onboarding actions for/ }).click();
  assert.equal(await page.getByRole("menuitem", { name: "Resend invitation" }).getAttribute("data-disabled"), "");
  await page.getByRole("menuitem", { name: "Send initial invitation" }).click();
  await toast(page, "Invite Sent");
  await step(row, "invite").getByText("Sent").waitFor();
  await step(row, "reply").getByText("Waiting").waitFor();
  await step(row, "ai").getByText("Waiting for Reply").waitFor();
  // Once invited, the initial invitation is disabled and resend is offered.
  await row.getByRole("button", { name: /^Onboarding actions for/ }).click();
  assert.equal(await page.getByRole("menuitem", { name: "Send initial invitation" }).getAttribute("data-disabled"), "");
  await page.getByRole("menuitem", { name: "Resend invitation" }).waitFor();
  await page.keyboard.press("Escape");
  assert.equal((await workflowOf(context.request, replier.email)).inviteSent, true);

  // 2. The member answers the invitation at its personal Reply-To address.
  const invite = (await readOutbox(context.request, server.origin, server.admin)).find(
    (e) => e.toAddress === replier.email && e.template === "invite",
  );
  assert.ok(invite?.replyTo, "the invitation has a reply address");
  await deliverEmail(server.origin, { from: replier.email, to: invite.replyTo, subject: `Re: ${invite.subject}`, text: REPLY });

  // 3. Reply received, profile created, welcome sent.
  const flags = await workflowOf(context.request, replier.email);
  assert.deepEqual(
    { emailReplied: flags.emailReplied, profileCreated: flags.profileCreated, welcomeSent: flags.welcomeSent },
    { emailReplied: true, profileCreated: true, welcomeSent: true },
  );
  const member = (await (await context.request.get(`${server.origin}/api/members`)).json()).find((m) => m.email === replier.email);
  assert.equal(member.name, "River Stone");
  assert.equal(member.playaName, "Pebble");

  await page.reload();
  await step(row, "reply").getByText("Received").waitFor();
  await step(row, "ai").getByText("Profile Created").waitFor();
  await step(row, "welcome").getByText("Sent").waitFor();
  await row.getByText("River Stone").waitFor();
  await page.getByLabel("Search").fill("pebble");
  await page.getByText("Showing 1 of 5 members").waitFor();
  await screenshots(page, "onboarding");

  // The logs list every step, newest first, with expandable data.
  await row.getByRole("button", { name: "View email processing logs for River Stone" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Email processing logs" }).waitFor();
  // The entries arrive after the dialog opens; read them once the newest is there.
  await dialog.getByTestId("log-entry").filter({ hasText: "Welcome email sent" }).waitFor();
  const messages = await dialog.getByTestId("log-entry").allInnerTexts();
  const order = [
    "Welcome email sent",
    "Profile created",
    "Extraction by the built-in parser",
    "Reply received by email",
    "Invitation sent",
  ];
  const positions = order.map((m) => messages.findIndex((text) => text.includes(m)));
  assert.ok(
    positions.every((p) => p >= 0),
    `all steps are logged: ${messages.join(" | ")}`,
  );
  assert.deepEqual(
    [...positions].sort((a, b) => a - b),
    positions,
    "newest first",
  );
  assert.match(messages[0], /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}/);
  await dialog.getByTestId("log-entry").filter({ hasText: "Profile created" }).getByText("Details").click();
  await dialog.getByText('"updatedFields"').waitFor();
  await dialog.getByRole("button", { name: "Refresh", exact: true }).click();
  await dialog.getByRole("button", { name: "Refresh", exact: true }).waitFor();
  await page.screenshot({ path: "test/e2e/screenshots/onboarding-logs-1280.png" });
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.getByLabel("Search").fill("");

  // 4. The welcome email's link signs the member in.
  const welcome = (await readOutbox(context.request, server.origin, server.admin)).find(
    (e) => e.toAddress === replier.email && e.template === "welcome",
  );
  assert.ok(welcome, "the welcome email is in the outbox");
  const path = /\/verify\?token=[A-Za-z0-9_-]+/.exec(welcome.html)?.[0];
  assert.ok(path, "the welcome email carries a sign-in link");
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`${server.origin}${path}`);
  await memberPage.getByRole("button", { name: "Sign in" }).click();
  await memberPage.waitForURL(`${server.origin}/`);
  await memberPage.getByTestId("member-card").filter({ hasText: "River Stone" }).first().waitFor();

  // 5. A member on the manual pages is told why, not shown the form.
  for (const manual of ["/admin/manual-email", "/admin/manual-processing", "/manual-processing"]) {
    await memberPage.goto(`${server.origin}${manual}`);
    await memberPage.getByRole("heading", { name: "Access Denied" }).waitFor();
    await memberPage.getByText("Admin access required").waitFor();
    assert.equal(await memberPage.getByRole("button", { name: "Process Email & Update Profile" }).count(), 0);
  }
  await memberPage.screenshot({ path: "test/e2e/screenshots/manual-access-denied-1280.png" });
  // The rest of the dashboard still sends a member home.
  await memberPage.goto(`${server.origin}/admin/onboarding`);
  await memberPage.waitForURL(`${server.origin}/`);
  await memberContext.close();
  await context.close();
});

test("a reply with nothing to extract waits for an admin; the manual fallback completes it", async () => {
  const context = await adminContext();
  const { id } = await workflowOf(context.request, quiet.email);
  const sent = await context.request.post(`${server.origin}/api/admin/members/${id}/invite`, { headers: { origin: server.origin } });
  assert.ok(sent.ok(), `invite: ${sent.status()}`);
  const invite = (await readOutbox(context.request, server.origin, server.admin)).find(
    (e) => e.toAddress === quiet.email && e.template === "invite",
  );
  await deliverEmail(server.origin, {
    from: quiet.email,
    to: invite.replyTo,
    subject: `Re: ${invite.subject}`,
    text: "Thanks! Sounds amazing, count me in.\n\nQuinn",
  });
  const flags = await workflowOf(context.request, quiet.email);
  assert.deepEqual([flags.emailReplied, flags.profileCreated, flags.welcomeSent], [true, false, false]);

  const page = await context.newPage();
  await page.goto(`${server.origin}/admin/onboarding`);
  const row = onboardingRow(page, quiet.email);
  await step(row, "reply").getByText("Received").waitFor();
  await step(row, "ai").getByText("Needs Review").waitFor();
  // Reading the stored reply again finds nothing and sends nothing.
  await row.getByRole("button", { name: /^Onboarding actions for/ }).click();
  assert.equal(await page.getByRole("menuitem", { name: /Send welcome email/ }).getAttribute("data-disabled"), "");
  assert.equal(await page.getByRole("menuitem", { name: "Request missing information" }).getAttribute("data-disabled"), "");
  await page.getByRole("menuitem", { name: /^Manual profile update by email/ }).click();
  await toast(page, "No profile information found");
  // The row's link opens the per-member page for this member.
  await row.getByRole("button", { name: /^Onboarding actions for/ }).click();
  await page.getByRole("menuitem", { name: "Paste a reply for this member…" }).click();
  await page.waitForURL(/\/admin\/manual-processing\?email=quinn\.quiet%40example\.com$/);
  // The box holds the reply Quinn really sent, labelled as such: nothing invented.
  await page.getByTestId("stored-reply-note").waitFor();
  assert.equal(await page.getByLabel("Email content").inputValue(), "Thanks! Sounds amazing, count me in.\n\nQuinn");
  // The admin pastes Quinn's later answers; processing first shows what will change.
  await page
    .getByLabel("Email content")
    .fill(
      "Playa name: Hush\nHome town: Boise\nWhere you live now: Reno, NV\nCountry of birth: USA\nBurns: 2\nFirst burn: 2021\nBio: Quiet builder.",
    );
  await page.getByRole("button", { name: "Process Email & Update Profile" }).click();
  const preview = page.getByTestId("manual-preview");
  await preview.getByText("Hush").waitFor();
  assert.equal((await workflowOf(context.request, quiet.email)).profileCreated, false);
  await preview.getByRole("button", { name: "Confirm and update profile" }).click();
  await toast(page, "Email processed successfully");
  await page.getByRole("heading", { name: "SUCCESS!" }).waitFor();

  await page.goto(`${server.origin}/admin/onboarding`);
  await step(row, "ai").getByText("Profile Created").waitFor();
  await step(row, "welcome").getByText("Sent").waitFor();
  // Welcome sent, profile complete: neither missing information nor resend any more; the welcome can go again.
  await row.getByRole("button", { name: /^Onboarding actions for/ }).click();
  assert.equal(await page.getByRole("menuitem", { name: "Resend invitation" }).getAttribute("data-disabled"), "");
  assert.equal(await page.getByRole("menuitem", { name: /^Manual profile update by email/ }).getAttribute("data-disabled"), "");
  await page.getByRole("menuitem", { name: "Resend welcome email (sign-in link)" }).click();
  await toast(page, "Email sent successfully");
  await context.close();
});

test("an admin pastes a member's reply into the manual email page", async () => {
  const context = await adminContext();
  const page = await context.newPage();
  await page.goto(`${server.origin}/admin/manual-email`);
  await page.getByRole("heading", { name: "Process Member Email" }).waitFor();
  const submit = page.getByRole("button", { name: "Process Email & Update Profile" });

  // Both fields are required after trimming.
  await page.getByLabel("Email content").fill("   ");
  await submit.click();
  await toast(page, "Please choose the member whose email this is.");

  // A photo over 5 MB is refused and the input cleared.
  const photo = page.getByLabel("Profile photo (optional)");
  await photo.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await toast(page, "Please select an image under 5MB");
  await page.locator(".toast-destructive").getByText("File too large", { exact: true }).waitFor();
  assert.equal(await photo.inputValue(), "");

  await page.getByLabel("Member email").fill(pasted.email);
  await page.getByText("Mo Manual · invite sent, waiting for reply").waitFor();
  await page
    .getByLabel("Email content")
    .fill(
      "Hi!\n\nPlaya name: Mojo\nHome town: Eugene, Oregon\nWhere you live now: Bend, Oregon\nCountry of birth: Canada\nNumber of burns attended: 5\nYear of your first burn: 2015\nBio (tell us about yourself): Welder and DJ.\n\nMo",
    );
  await page.getByText(/^\d+ \/ 50,000 characters$/).waitFor();
  await submit.click();
  // What will change, before anything is written.
  const preview = page.getByTestId("manual-preview");
  await preview.getByText("Eugene, Oregon").waitFor();
  assert.equal((await workflowOf(context.request, pasted.email)).profileCreated, false);
  await preview.getByRole("button", { name: "Confirm and update profile" }).click();
  await toast(page, "Email processed successfully");
  await page.getByTestId("manual-result").getByText("Profile updated successfully for Mo Manual").waitFor();
  await screenshots(page, "manual-email");

  const flags = await workflowOf(context.request, pasted.email);
  assert.equal(flags.profileCreated, true);
  const member = (await (await context.request.get(`${server.origin}/api/members`)).json()).find((m) => m.email === pasted.email);
  assert.equal(member.playaName, "Mojo");

  // The back link returns to the dashboard.
  await page.getByRole("link", { name: "Back to Admin Dashboard" }).click();
  await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
  await context.close();
});

test("the per-member page starts empty, tries a sample without writing, tests, applies and processes", async () => {
  const context = await adminContext();
  const page = await context.newPage();
  await page.goto(`${server.origin}/manual-processing?email=${encodeURIComponent(tester.email)}`);
  await page.getByRole("heading", { name: "Manual Processing" }).waitFor();
  const content = page.getByLabel("Email content");
  // No reply from Tess yet: the box is empty and says so.
  await page.getByText("No reply from this member has arrived yet: paste their email here.").waitFor();
  assert.equal(await content.inputValue(), "");

  // The sample reply is only for trying the extraction: its results cannot be applied.
  await page.getByRole("button", { name: "Try a sample reply" }).click();
  await toast(page, "Test Completed");
  const results = page.getByTestId("test-results");
  await results.getByText("Sandpiper").waitFor();
  await results.getByTestId("sample-note").waitFor();
  assert.equal(await results.getByRole("button", { name: "Apply results" }).count(), 0);
  assert.equal(await content.inputValue(), "");
  assert.equal((await workflowOf(context.request, tester.email)).profileCreated, false);

  await content.fill("Full name: Tess Tester\nPlaya name: Cricket\nHome town: Provo\nBurns: 1\nBio: I test things.");
  await page.getByRole("button", { name: "Test extraction" }).click();
  await toast(page, "Test Completed");
  await results.getByText("Extracted by the built-in parser").waitFor();
  await results.getByText("Cricket").waitFor();
  // Nothing is saved by a test.
  assert.equal((await workflowOf(context.request, tester.email)).profileCreated, false);
  await screenshots(page, "manual-processing-test");

  await results.getByRole("button", { name: "Apply results" }).click();
  await toast(page, "Profile updated successfully for Tess Tester");
  await page.getByRole("heading", { name: "SUCCESS!" }).waitFor();
  assert.equal((await workflowOf(context.request, tester.email)).profileCreated, true);

  // The same page processes the email itself (here: nothing left to fill), after showing so.
  await page.getByRole("button", { name: "Process Email & Update Profile" }).click();
  await page.getByTestId("manual-preview").getByText("Nothing new was found in this email: the profile would stay as it is.").waitFor();
  await page.getByRole("button", { name: "Confirm and update profile" }).click();
  await toast(page, "Email processed successfully");
  await page.getByRole("heading", { name: "SUCCESS!" }).waitFor();
  await screenshots(page, "manual-processing");

  // /admin/manual-processing is the same page.
  await page.goto(`${server.origin}/admin/manual-processing?email=${encodeURIComponent(tester.email)}`);
  await page.getByRole("heading", { name: "Manual Processing" }).waitFor();
  await context.close();
});

test("a doubtful reply waits under Needs Review with its diff; one click applies it and the welcome goes out once", async () => {
  const context = await adminContext();
  const { id } = await workflowOf(context.request, doubtful.email);
  const sent = await context.request.post(`${server.origin}/api/admin/members/${id}/invite`, { headers: { origin: server.origin } });
  assert.ok(sent.ok(), `invite: ${sent.status()}`);
  const invite = (await readOutbox(context.request, server.origin, server.admin)).find(
    (e) => e.toAddress === doubtful.email && e.template === "invite",
  );
  await deliverEmail(server.origin, {
    from: doubtful.email,
    to: invite.replyTo,
    subject: `Re: ${invite.subject}`,
    text: "Playa name: Sparkles\nHome town: Tucson\n\nOn Mon, Nov 16, 2026 at 9:00 AM Camp Mirage <admin@camp.example.org> wrote:\n> Playa name (e.g. Sparkles):\n> Home town:\n",
  });
  const held = await workflowOf(context.request, doubtful.email);
  assert.deepEqual(
    [held.emailReplied, held.profileCreated, held.welcomeSent, held.needsReview],
    [true, false, false, true],
    JSON.stringify(held) + JSON.stringify(await (await context.request.get(`${server.origin}/api/admin/inbound`)).json()),
  );

  const page = await context.newPage();
  await page.goto(`${server.origin}/admin/onboarding`);
  const card = page.getByTestId("review-card").filter({ hasText: doubtful.email });
  await card.getByText(/also appears in the quoted email/).waitFor();
  await card
    .getByTestId("review-reply")
    .getByText(/Playa name: Sparkles/)
    .waitFor();
  const playa = card.locator('[data-field="playaName"]');
  assert.equal(await playa.getAttribute("data-changes"), "true");
  await playa.getByText("Sparkles").waitFor();
  await step(onboardingRow(page, doubtful.email), "ai").getByText("Needs Review").waitFor();
  await screenshots(page, "needs-review");

  await card.getByRole("button", { name: "Apply", exact: true }).click();
  await toast(page, "Reply applied");
  await card.waitFor({ state: "detached" });
  await step(onboardingRow(page, doubtful.email), "welcome").getByText("Sent").waitFor();
  const after = await workflowOf(context.request, doubtful.email);
  assert.deepEqual([after.profileCreated, after.welcomeSent, after.needsReview], [true, true, false]);
  const welcomes = (await readOutbox(context.request, server.origin, server.admin)).filter(
    (e) => e.toAddress === doubtful.email && e.template === "welcome",
  );
  assert.equal(welcomes.length, 1);
  await context.close();
});

test("the Debug tab shows the pipeline's health, inbound outcomes and the admin tools", async () => {
  const context = await adminContext();
  // An unknown sender is rejected and listed.
  const refusal = await deliverEmail(
    server.origin,
    { from: "stranger@elsewhere.example", to: "reply+0000@camp.example.org", subject: "Hello?", text: "Who are you?" },
    { status: 400 },
  );
  assert.match(refusal, /Unknown sender/);
  const page = await context.newPage();
  await page.goto(`${server.origin}/admin/debugging`);
  await page.getByRole("heading", { name: "Troubleshooting checklist" }).waitFor();
  assert.equal(await page.getByTestId("check-inbound").getAttribute("data-ok"), "true");
  assert.equal(await page.getByTestId("check-ai").getAttribute("data-ok"), "false");
  await page
    .getByTestId("check-ai")
    .getByText(/^Not configured: the built-in parser is used/)
    .waitFor();
  assert.equal(await page.getByTestId("check-mail").getAttribute("data-ok"), "true");
  await page.getByTestId("inbound-row").filter({ hasText: replier.email }).getByText("Applied").waitFor();
  await page.getByTestId("rejected-sender").filter({ hasText: "stranger@elsewhere.example" }).waitFor();
  await page.getByRole("heading", { name: "Outbox" }).waitFor();
  await page.getByTestId("outbox-row").first().waitFor();

  // The test 'Need More Information' email: River Stone (a Newbie) lacks only a sponsor, which a
  // reply cannot set, so nothing is mailed and the reason is given instead (issue 12, defect 7).
  await page.getByLabel("Member", { exact: true }).click();
  await page.getByRole("option", { name: /River Stone/ }).click();
  await page.getByRole("button", { name: "Send update request" }).click();
  await toast(
    page,
    "Nothing to ask this member: the only missing information is the sponsor, which an admin assigns on the Members tab (a reply cannot set it). No email was sent.",
  );
  await page.getByRole("link", { name: "Open manual processing" }).waitFor();
  await screenshots(page, "debug");
  await context.close();
});
