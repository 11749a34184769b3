// What a template must hold to be saved (issue 12, defect 2): an emptied welcome template once sent a
// welcome with no content and no sign-in link. The Worker refuses such a save with this message;
// the Email tab shows it and keeps the draft.
import type { TemplateName } from "./constants";

/** The placeholder each kind needs, written as the admin would insert it. */
const REQUIRED: Partial<Record<TemplateName, { pattern: RegExp; snippet: string; why: string }>> = {
  magic_link: { pattern: /\{\{\s*magicLink\s*\}\}/, snippet: "{{magicLink}}", why: "the member's sign-in link" },
  welcome: { pattern: /\{\{\s*magicLink\s*\}\}/, snippet: "{{magicLink}}", why: "the member's sign-in link" },
  vouch_request: {
    pattern: /\{\{\s*vouchLink\s*\}\}[\s\S]*\{\{\s*declineLink\s*\}\}|\{\{\s*declineLink\s*\}\}[\s\S]*\{\{\s*vouchLink\s*\}\}/,
    snippet: "{{vouchLink}} and {{declineLink}}",
    why: "the sponsor's two answer links",
  },
  profile_update: {
    pattern: /\{\{#each\s+missingFields\s*\}\}[\s\S]*?\{\{\/each\}\}/,
    snippet: "{{#each missingFields}}{{this}}{{/each}}",
    why: "the list of missing fields",
  },
};

const LABELS: Record<TemplateName, string> = {
  magic_link: "Magic link",
  welcome: "Welcome",
  invite: "Invite",
  profile_update: "Profile update",
  reminder: "Reminder",
  early_arrival_decision: "Early-arrival decision",
  vouch_request: "Vouch request",
  application_rejected: "Application rejected",
  dues_reminder: "Dues reminder",
};

/** The words the Email tab uses for a template. */
export const templateLabel = (name: TemplateName) => LABELS[name] ?? name;

/** The visible text of an HTML body: tags and entities for spaces dropped. An image counts as content. */
const visibleText = (html: string) =>
  html
    .replace(/<img\b[^>]*>/gi, "image")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|\u00a0/gi, " ")
    .trim();

/** Why a template body cannot be saved, in the Email tab's words; null when it can. */
export function templateBodyProblem(name: TemplateName, htmlContent: string): string | null {
  if (visibleText(htmlContent) === "") return `The body of the ${templateLabel(name)} template is empty. Write the email before saving.`;
  const required = REQUIRED[name];
  if (required && !required.pattern.test(htmlContent)) {
    return `The ${templateLabel(name)} template must contain ${required.snippet} (${required.why}). Insert it from Available variables.`;
  }
  return null;
}
