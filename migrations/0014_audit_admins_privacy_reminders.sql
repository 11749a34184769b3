-- Issue 14: private admin notes and members' privacy choices, invitation reminders, the audit log,
-- several admins (one-time set-password links, sessions ended by a password change).

ALTER TABLE `members` ADD `admin_notes` text;
--> statement-breakpoint
-- 1 = "admins only": the value is left out of what other members receive.
ALTER TABLE `members` ADD `hide_email` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `members` ADD `hide_location` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `members` ADD `hide_home_town` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `members` ADD `hide_country` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `members` ADD `hide_from_directory` integer DEFAULT false NOT NULL;
--> statement-breakpoint
-- Sessions created before this time (ms) are refused: a password change signs the admin out elsewhere.
ALTER TABLE `admins` ADD `sessions_not_before` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE `invite_reminders` (
	`member_id` integer PRIMARY KEY NOT NULL,
	`invited_at` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`last_reminded_at` integer,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Invitations sent before this table existed: their time from the outbox, else the member's last change.
INSERT INTO `invite_reminders` (`member_id`, `invited_at`)
SELECT m.`id`, coalesce((SELECT max(o.`created_at`) FROM `outbox` o WHERE o.`member_id` = m.`id` AND o.`template` = 'invite' AND o.`status` = 'sent'), m.`last_updated`)
FROM `members` m WHERE m.`invite_sent` = 1;
--> statement-breakpoint
-- "Reminded ×N" is on the Onboarding tab, whose ETag is the data version.
CREATE TRIGGER `invite_reminders_version_insert` AFTER INSERT ON `invite_reminders` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `invite_reminders_version_update` AFTER UPDATE ON `invite_reminders` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer,
	`admin_username` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer,
	`target_label` text,
	`changes` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);
--> statement-breakpoint
CREATE INDEX `audit_log_admin_idx` ON `audit_log` (`admin_id`);
--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target_type`, `target_id`);
--> statement-breakpoint
CREATE TABLE `admin_password_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`admin_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT OR IGNORE INTO `settings` (`key`, `value`) VALUES ('reminders', '{"enabled":true,"days":7,"max":2}');
