-- Issue 24 (items 4-6): races and squatters at the edges.

-- Item 4: a Message-ID is a duplicate only of a message from the same sender to the same address.
-- Across all senders, a stranger's (rejected) message with a member's Message-ID made the member's
-- real reply a silent no-op.
DROP INDEX `inbound_message_id_unique`;
--> statement-breakpoint
CREATE UNIQUE INDEX `inbound_message_sender_unique` ON `inbound_messages` (`message_id`, `from_address`, `to_address`);
--> statement-breakpoint
-- Item 5: whether the admin ever set a password. An admin added with a one-time set-password link
-- has an unusable random hash until they use it, and must not count as the admin who can sign in.
ALTER TABLE `admins` ADD `password_set` integer DEFAULT true NOT NULL;
--> statement-breakpoint
UPDATE `admins` SET `password_set` = false WHERE `id` IN (SELECT `admin_id` FROM `admin_password_tokens`);
--> statement-breakpoint
-- Item 6: an admin's own address, where an emailed sign-in link goes (a way in that twenty wrong
-- passwords from a stranger cannot block).
ALTER TABLE `admins` ADD `email` text;
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_email_unique` ON `admins` (lower(`email`));
--> statement-breakpoint
CREATE TABLE `admin_login_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`admin_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_login_tokens_admin_idx` ON `admin_login_tokens` (`admin_id`);
