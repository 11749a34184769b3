-- Issue 23: mail from a member that is not a profile (an out-of-office auto-reply, "sadly I won't join
-- this year", "I'll fill it in this weekend"), or a photo with no answers (only the photo is set).
-- Nothing else is applied; the Onboarding tab shows what arrived.
-- Cleared when a profile is applied. NULL = nothing of the kind.
ALTER TABLE `members` ADD `reply_note` text CHECK (`reply_note` IS NULL OR `reply_note` IN ('away', 'declined', 'later', 'photo'));--> statement-breakpoint
ALTER TABLE `members` ADD `reply_note_at` integer;
