-- Issue 11: mail that arrives, replies that survive a crash, and the security review's fixes.
-- Written by hand (not drizzle-kit) so its name cannot collide with other branches' migrations;
-- src/worker/db/schema.ts describes the same columns.

-- The outbox says which transport sent a message, what it answered, and a plain explanation.
ALTER TABLE `outbox` ADD `transport` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `answer` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `explanation` text;--> statement-breakpoint
CREATE INDEX `outbox_status_idx` ON `outbox` (`status`, `template`);--> statement-breakpoint

-- Send-all claims members in one statement before sending (a double click never invites twice).
ALTER TABLE `members` ADD `invite_claimed_at` integer;--> statement-breakpoint

-- Re-drives of unfinished inbound mail are counted and timed.
ALTER TABLE `inbound_messages` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `inbound_messages` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `inbound_status_idx` ON `inbound_messages` (`status`, `created_at`);--> statement-breakpoint

-- Every uploaded photo with its owner: a member may only use photos they uploaded, replacing a
-- photo never deletes someone else's, quotas count from here, and the sweep removes orphans.
CREATE TABLE `uploads` (
	`key` text PRIMARY KEY NOT NULL,
	`owner_kind` text NOT NULL CHECK (`owner_kind` IN ('member', 'admin', 'inbound')),
	`owner_id` integer,
	`bytes` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE INDEX `uploads_owner_idx` ON `uploads` (`owner_kind`, `owner_id`, `created_at`);
