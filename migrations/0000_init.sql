CREATE TABLE `accommodations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`manager_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`manager_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accommodations_name_unique` ON `accommodations` (`name`);--> statement-breakpoint
CREATE INDEX `accommodations_type_idx` ON `accommodations` (`type`);--> statement-breakpoint
CREATE TABLE `admins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_username_unique` ON `admins` (lower("username"));--> statement-breakpoint
CREATE TABLE `email_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`subject` text NOT NULL,
	`html_content` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`variables` text DEFAULT '[]' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "email_templates_name_check" CHECK("email_templates"."name" IN ('magic_link', 'welcome', 'invite', 'profile_update'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_templates_name_unique` ON `email_templates` (`name`);--> statement-breakpoint
CREATE TABLE `magic_link_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`code_hash` text NOT NULL,
	`code_attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `magic_link_tokens_hash_unique` ON `magic_link_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `magic_link_tokens_member_idx` ON `magic_link_tokens` (`member_id`);--> statement-breakpoint
CREATE TABLE `members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`playa_name` text,
	`home_town` text,
	`location` text,
	`country` text,
	`accommodation` text,
	`status` text,
	`profile_status` text DEFAULT 'Empty' NOT NULL,
	`burn_years` integer,
	`first_burn` integer,
	`bio` text,
	`camp_history` text,
	`sponsor_id` integer,
	`sponsor_name` text,
	`photo_url` text,
	`profile_complete` integer DEFAULT false NOT NULL,
	`invite_sent` integer DEFAULT false NOT NULL,
	`email_replied` integer DEFAULT false NOT NULL,
	`profile_created` integer DEFAULT false NOT NULL,
	`welcome_sent` integer DEFAULT false NOT NULL,
	`reply_token` text DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_updated` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`accommodation`) REFERENCES `accommodations`(`name`) ON UPDATE cascade ON DELETE set null,
	FOREIGN KEY (`sponsor_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "members_status_check" CHECK("members"."status" IS NULL OR "members"."status" IN ('Virgin', 'Newbie', 'Veteran')),
	CONSTRAINT "members_profile_status_check" CHECK("members"."profile_status" IN ('Empty', 'Submitted', 'Complete')),
	CONSTRAINT "members_burn_years_check" CHECK("members"."burn_years" IS NULL OR "members"."burn_years" >= 0),
	CONSTRAINT "members_first_burn_check" CHECK("members"."first_burn" IS NULL OR "members"."first_burn" BETWEEN 1986 AND 2200),
	CONSTRAINT "members_sponsor_not_self" CHECK("members"."sponsor_id" IS NULL OR "members"."sponsor_id" <> "members"."id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `members_email_unique` ON `members` (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `members_reply_token_unique` ON `members` (`reply_token`);--> statement-breakpoint
CREATE INDEX `members_status_idx` ON `members` (`status`);--> statement-breakpoint
CREATE INDEX `members_accommodation_idx` ON `members` (`accommodation`);--> statement-breakpoint
CREATE INDEX `members_sponsor_idx` ON `members` (`sponsor_id`);--> statement-breakpoint
CREATE INDEX `members_last_updated_idx` ON `members` (`last_updated`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer,
	`to_address` text NOT NULL,
	`template` text NOT NULL,
	`subject` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`error` text,
	`reply_to` text,
	`html` text,
	`text` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `outbox_created_idx` ON `outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_member_idx` ON `outbox` (`member_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
