-- Issue 25: the camp's season. Per-season facts live in their own rows keyed by (season, member)
-- (docs/product.md#season), never as columns on `members`: a new season starts clean, past ones stay.
-- Dates are ISO days ('YYYY-MM-DD', the festival's local calendar); times are ms since the epoch.
CREATE TABLE `seasons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`year` integer NOT NULL,
	`name` text NOT NULL,
	`festival_start` text NOT NULL,
	`festival_end` text NOT NULL,
	-- Days before the festival anyone coming may arrive (build) and after it they may stay (strike).
	`build_days` integer DEFAULT 0 NOT NULL,
	`strike_days` integer DEFAULT 0 NOT NULL,
	-- Early-arrival passes the festival gave the camp, and how many days earlier a granted pass lets its holder arrive.
	`pass_quota` integer DEFAULT 0 NOT NULL,
	`pass_days` integer DEFAULT 0 NOT NULL,
	-- How members may travel (JSON array of labels), this season's list.
	`travel_modes` text DEFAULT '["Own vehicle","Bus","Ride share"]' NOT NULL,
	`roster_locked` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	-- Exactly one season is current (the partial unique index below): the open one, or the last closed.
	`is_current` integer DEFAULT false NOT NULL,
	`opened_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`closed_at` integer,
	CONSTRAINT "seasons_status_check" CHECK(`status` IN ('open', 'closed')),
	CONSTRAINT "seasons_year_check" CHECK(`year` BETWEEN 1986 AND 2200),
	CONSTRAINT "seasons_dates_check" CHECK(date(`festival_start`) = `festival_start` AND date(`festival_end`) = `festival_end` AND `festival_end` >= `festival_start`),
	CONSTRAINT "seasons_days_check" CHECK(`build_days` BETWEEN 0 AND 60 AND `strike_days` BETWEEN 0 AND 60 AND `pass_days` BETWEEN 0 AND 60 AND `pass_quota` >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `seasons_year_unique` ON `seasons` (`year`);
--> statement-breakpoint
CREATE UNIQUE INDEX `seasons_one_current` ON `seasons` (`is_current`) WHERE `is_current` = 1;
--> statement-breakpoint
CREATE UNIQUE INDEX `seasons_one_open` ON `seasons` (`status`) WHERE `status` = 'open';
--> statement-breakpoint
CREATE TABLE `season_members` (
	`season_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`answer` text NOT NULL,
	`arrival` text,
	`departure` text,
	`travel_mode` text,
	-- The member's choice: other members see their arrival and departure days only when true.
	`show_days_to_members` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`season_id`, `member_id`),
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "season_members_answer_check" CHECK(`answer` IN ('yes', 'maybe', 'no')),
	CONSTRAINT "season_members_days_check" CHECK(`arrival` IS NULL OR `departure` IS NULL OR `departure` >= `arrival`)
);
--> statement-breakpoint
CREATE INDEX `season_members_member_idx` ON `season_members` (`member_id`);
--> statement-breakpoint
CREATE TABLE `early_arrival_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`season_id` integer NOT NULL,
	`member_id` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	-- The admin's username as it was (no foreign key: the row outlives the admin).
	`decided_by` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`season_id`) REFERENCES `seasons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "early_arrival_status_check" CHECK(`status` IN ('requested', 'granted', 'declined'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `early_arrival_season_member_unique` ON `early_arrival_requests` (`season_id`, `member_id`);
--> statement-breakpoint
CREATE INDEX `early_arrival_season_status_idx` ON `early_arrival_requests` (`season_id`, `status`);
--> statement-breakpoint
-- The years each member camped with us: written when a season closes, edited by admins, imported from CSV.
CREATE TABLE `member_camp_years` (
	`member_id` integer NOT NULL,
	`year` integer NOT NULL,
	`source` text DEFAULT 'admin' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`member_id`, `year`),
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "member_camp_years_year_check" CHECK(`year` BETWEEN 1986 AND 2200),
	CONSTRAINT "member_camp_years_source_check" CHECK(`source` IN ('season', 'admin', 'import'))
);
--> statement-breakpoint
-- The members list carries this season's answer and days and the years with the camp, and its ETag
-- is the data version (migration 0002): these tables move it too.
CREATE TRIGGER `seasons_version_insert` AFTER INSERT ON `seasons` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `seasons_version_update` AFTER UPDATE ON `seasons` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `season_members_version_insert` AFTER INSERT ON `season_members` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `season_members_version_update` AFTER UPDATE ON `season_members` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `season_members_version_delete` AFTER DELETE ON `season_members` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `member_camp_years_version_insert` AFTER INSERT ON `member_camp_years` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `member_camp_years_version_delete` AFTER DELETE ON `member_camp_years` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
-- A new template, `early_arrival_decision`. The name's CHECK lists the allowed names and SQLite
-- cannot alter a CHECK, so the table is rebuilt with the longer list (as in 0014_b). The list also
-- names the templates of migrations written alongside this one (0023 dues_reminder, 0024
-- vouch_request and application_rejected): on a database where those ran first, this rebuild
-- copies their rows, and must allow them. Every such rebuild must list the union of all names.
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
('early_arrival_decision',
 'Your early-arrival pass for {{seasonName}}: {{decision}}',
 'Sent to a member when an admin grants or declines their early-arrival pass request (Season tab). {{decision}} is "granted" or "declined"; {{arrivalDate}} is the earliest day they may arrive.',
 '["name","decision","arrivalDate","seasonName","campName"]',
 '<h2>Hi {{name}},</h2><p>Your request for an early-arrival pass for {{seasonName}} has been <strong>{{decision}}</strong>.</p><p>The earliest day you may arrive is <strong>{{arrivalDate}}</strong>. You can change your arrival and departure days in the directory.</p><p>See you in the dust!</p>');
