// What the Email tab's preview shows: a template rendered with sample values, the way the Worker
// renders it at send time (src/worker/mail.ts), inside the same mail layout.
import { wrapInLayout } from "../../../../email/layout";
import { renderTemplate, type TemplateVars } from "../../../../email/render";
import type { TemplateName } from "../../../../shared/constants";
import { fieldsToAskFor, type ProfileFields } from "../../../../shared/profile";

const SAMPLE_NAME = "Alex Sample";
const SAMPLE_CODE = "123456";
export const FALLBACK_CAMP_NAME = "Camp Mirage";
export const sampleMagicLink = (origin: string) => `${origin}/verify?token=EXAMPLE-TOKEN-1234567890`;

const EMPTY_PROFILE: ProfileFields = {
  name: null,
  playaName: null,
  homeTown: null,
  location: null,
  country: null,
  bio: null,
  firstBurn: null,
  burnYears: null,
  status: null,
  sponsorId: null,
  sponsorName: null,
};

/** The profile_update list as the Worker formats it, for a member who has filled in nothing. */
export const exampleMissingFields = () => fieldsToAskFor(EMPTY_PROFILE).map((f) => `${f.label}: ${f.description}`);

/** Placeholders whose value is a list: offered as a whole {{#each}} loop. */
const LIST_VARIABLES: ReadonlySet<string> = new Set(["missingFields"]);

/** The text inserted for a variable: a list becomes a loop over its items. */
export const variableSnippet = (name: string) => (LIST_VARIABLES.has(name) ? `{{#each ${name}}}{{this}}{{/each}}` : `{{${name}}}`);

export interface PreviewInput {
  template: { name: TemplateName; subject: string; htmlContent: string; variables: readonly string[] };
  campName: string;
  origin: string;
}

/**
 * Only the template's own variables get a value, as at send time: anything else it mentions stays
 * visible as {{x}}, so a typo shows in the preview before a member sees it.
 */
function sampleValues({ template, campName, origin }: PreviewInput): TemplateVars {
  const all: TemplateVars = {
    name: SAMPLE_NAME,
    campName,
    magicLink: sampleMagicLink(origin),
    code: SAMPLE_CODE,
    missingFields: exampleMissingFields(),
    reminderNumber: 1,
    decision: "granted",
    arrivalDate: "Saturday, August 22, 2026",
    seasonName: "Season 2026",
    sponsorName: "Vera Veteran",
    email: "sage@example.com",
    playaName: "Sprout",
    burns: 1,
    about: "I build lamps and would love to help in the kitchen.",
    vouchLink: `${origin}/vouch?token=example-token&decision=vouch`,
    declineLink: `${origin}/vouch?token=example-token&decision=decline`,
    days: 7,
    amountDue: "$120.00",
    payLink: "https://pay.example.org/camp-dues",
    instructions: "Or hand cash to the treasurer at the next build day.",
    dueDate: "Monday, June 1, 2026",
  };
  return Object.fromEntries(template.variables.filter((name) => name in all).map((name) => [name, all[name]]));
}

export function renderPreview(input: PreviewInput): { subject: string; html: string } {
  const vars = sampleValues(input);
  return {
    subject: renderTemplate(input.template.subject, vars, { escape: false }),
    html: wrapInLayout(renderTemplate(input.template.htmlContent, vars, { escape: true }), input.campName),
  };
}

/** Says which sample values the preview of a template uses, in words. */
export function sampleDescription(variables: readonly string[], campName: string): string {
  const parts: Record<string, string> = {
    name: `the name ${SAMPLE_NAME}`,
    campName: `the camp name ${campName}`,
    magicLink: "a sign-in link with an example token",
    code: `the code ${SAMPLE_CODE}`,
    missingFields: "the example missing fields below",
    reminderNumber: "reminder number 1",
    decision: "the decision granted",
    arrivalDate: "an example arrival day",
    seasonName: "an example season name",
    sponsorName: "the sponsor Vera Veteran",
    about: "an example application",
    vouchLink: "two example vouch links",
    amountDue: "an example amount due",
    payLink: "an example pay link",
    instructions: "example instructions",
    dueDate: "an example due date",
  };
  const used = variables.filter((name) => name in parts).map((name) => parts[name]);
  if (used.length === 0) return "";
  const list = used.length === 1 ? used[0] : `${used.slice(0, -1).join(", ")} and ${used.at(-1)}`;
  return `Shown with sample values: ${list}.`;
}

export { templateLabel } from "../../../../shared/email-templates";

/** A line of help per variable, shown in edit mode. */
export const VARIABLE_HINTS: Record<string, string> = {
  name: "The member's name",
  campName: "The camp's name",
  magicLink: "The sign-in link: use it as a link's URL",
  code: "The six-digit sign-in code",
  missingFields: "The missing profile fields: put it in a list item for one item per field",
  reminderNumber: "Which reminder this is: 1 for the first, 2 for the second",
  decision: "The admin's decision on the early-arrival pass: granted or declined",
  arrivalDate: "The earliest day the member may arrive, after the decision",
  seasonName: "The season's name, e.g. Season 2026",
  sponsorName: "The veteran asked to vouch",
  email: "The applicant's email address",
  playaName: "The applicant's playa name",
  burns: "How many burns the applicant has attended",
  about: "What the applicant wrote about themselves",
  vouchLink: "The single-use link to vouch: use it as a link's URL",
  declineLink: "The single-use link to say you don't know them: use it as a link's URL",
  days: "How many days the links stay valid",
  amountDue: "What the member still owes this season, with its currency, e.g. $120.00",
  payLink: "The pay link from the Dues tab (or the directory's address when there is none): use it as a link's URL",
  instructions: "The how-to-pay instructions from the Dues tab",
  dueDate: "The dues' due date, e.g. Monday, June 1, 2026",
};
