// The dues reminder email (issue 26): the editable `dues_reminder` template.
import { formatMoney } from "../../shared/dues";
import { displayName } from "../../shared/profile";
import { formatDay } from "../../shared/season";
import type { Db } from "../db/client";
import type { Member } from "../db/schema";
import { sendTemplate } from "../mail";
import { replyAddress } from "../onboarding/emails";
import { currentSeason } from "../seasons/current";
import { readDuesSettings } from "./dues";

export async function sendDuesReminderEmail(env: Env, db: Db, member: Member, seasonId: number, amountDueMinor: number) {
  const [season, settings] = await Promise.all([currentSeason(db), readDuesSettings(db, seasonId)]);
  return sendTemplate(env, db, {
    template: "dues_reminder",
    to: member.email,
    memberId: member.id,
    replyTo: replyAddress(env, member),
    vars: {
      name: displayName(member),
      seasonName: season?.name ?? "",
      amountDue: formatMoney(amountDueMinor, settings.currency),
      // Without a link of the admin's, the directory: its dues card says how to pay.
      payLink: settings.payLink ?? `${env.APP_ORIGIN}/`,
      instructions: settings.instructions ?? "",
      dueDate: settings.dueDate ? formatDay(settings.dueDate) : "",
    },
  });
}
