-- Issue 26: care details (emergency contact, dietary needs, medical note) in their own table, joined
-- into no member-visible query; dues per season (below, on the season model of 0022).

CREATE TABLE `member_care` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`emergency_name` text,
	`emergency_relation` text,
	`emergency_phone` text,
	`dietary` text,
	`medical_note` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Dues per season: recorded, never processed. Amounts are integer minor units of the season's
-- currency (ISO 4217). The pay link and instructions are text the admin writes.
CREATE TABLE `season_dues` (
	`season_id` integer PRIMARY KEY NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`pay_link` text,
	`instructions` text,
	-- Reminders: on the due date, then every `remind_every_days`, at most `remind_max`, while on.
	`due_date` text,
	`remind_every_days` integer DEFAULT 7 NOT NULL,
	`remind_max` integer DEFAULT 3 NOT NULL,
	`reminders_enabled` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "season_dues_currency_check" CHECK(length(`currency`) = 3 AND upper(`currency`) = `currency`),
	CONSTRAINT "season_dues_due_date_check" CHECK(`due_date` IS NULL OR date(`due_date`) = `due_date`),
	CONSTRAINT "season_dues_schedule_check" CHECK(`remind_every_days` BETWEEN 1 AND 60 AND `remind_max` BETWEEN 0 AND 10)
);
--> statement-breakpoint
-- The season's tiers ("Full", "Build crew", "Reduced"); one tier is simply one amount. The first
-- by position is what a member without a tier of their own owes.
CREATE TABLE `dues_tiers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`season_id` integer NOT NULL,
	`name` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "dues_tiers_amount_check" CHECK(`amount_minor` >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dues_tiers_season_name_unique` ON `dues_tiers` (`season_id`, lower(`name`));
--> statement-breakpoint
CREATE TABLE `member_dues` (
	`season_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`tier_id` integer,
	`waived` integer DEFAULT false NOT NULL,
	`note` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`season_id`, `member_id`),
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tier_id`) REFERENCES `dues_tiers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `dues_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`season_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`amount_minor` integer NOT NULL,
	`paid_on` text NOT NULL,
	`note` text,
	-- The admin's username as it was (no foreign key: the row outlives the admin).
	`recorded_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "dues_payments_amount_check" CHECK(`amount_minor` > 0),
	CONSTRAINT "dues_payments_paid_on_check" CHECK(date(`paid_on`) = `paid_on`)
);
--> statement-breakpoint
CREATE INDEX `dues_payments_season_member_idx` ON `dues_payments` (`season_id`, `member_id`);
--> statement-breakpoint
-- One row per reminder slot (the due date, then every N days): the sweep claims a slot with
-- INSERT … ON CONFLICT DO NOTHING RETURNING, so overlapping sweeps never remind twice for one slot,
-- and a failed send deletes its row to give the slot back.
CREATE TABLE `dues_reminders` (
	`season_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`due_date` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`season_id`, `member_id`, `due_date`),
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- A seventh template, `dues_reminder`: the table is rebuilt with the longer CHECK list (as in 0014_b, 0022).
-- The list is the union of the names of the migrations written alongside (0022 early_arrival_decision,
-- 0024 vouch_request, application_rejected), so a database that ran one of those first still applies this.
CREATE TABLE `__new_email_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`subject` text NOT NULL,
	`html_content` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`variables` text DEFAULT '[]' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "email_templates_name_check" CHECK("__new_email_templates"."name" IN ('magic_link', 'welcome', 'invite', 'profile_update', 'reminder', 'early_arrival_decision', 'dues_reminder', 'vouch_request', 'application_rejected'))
);
--> statement-breakpoint
INSERT INTO `__new_email_templates` (`id`, `name`, `subject`, `html_content`, `description`, `variables`, `updated_at`)
SELECT `id`, `name`, `subject`, `html_content`, `description`, `variables`, `updated_at` FROM `email_templates`;
--> statement-breakpoint
DROP TABLE `email_templates`;
--> statement-breakpoint
ALTER TABLE `__new_email_templates` RENAME TO `email_templates`;
--> statement-breakpoint
CREATE UNIQUE INDEX `email_templates_name_unique` ON `email_templates` (`name`);
--> statement-breakpoint
INSERT INTO `email_templates` (`name`, `subject`, `description`, `variables`, `html_content`) VALUES
('dues_reminder',
 'Your {{seasonName}} dues: {{amountDue}} to go',
 'Sent by the scheduled sweep to members who are coming and have not paid their dues in full (Dues tab: due date, every how many days, how many at most). Never after they paid or were waived.',
 '["name","campName","seasonName","amountDue","payLink","instructions","dueDate"]',
 '<h2>Hi {{name}},</h2><p>A friendly reminder from {{campName}}: your dues for {{seasonName}} were due on {{dueDate}}, and <strong>{{amountDue}}</strong> is still open.</p><p>How to pay: <a href="{{payLink}}">{{payLink}}</a></p><p>{{instructions}}</p><p>If you have paid in the last few days, thank you, and please ignore this email.</p>');
