-- A fifth template, `reminder`. The name's CHECK constraint lists the allowed names, and SQLite
-- cannot alter a CHECK, so the table is rebuilt with the longer list (ids and content kept).
CREATE TABLE `__new_email_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`subject` text NOT NULL,
	`html_content` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`variables` text DEFAULT '[]' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "email_templates_name_check" CHECK("__new_email_templates"."name" IN ('magic_link', 'welcome', 'invite', 'profile_update', 'reminder'))
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
('reminder',
 'A reminder: join the {{campName}} member directory',
 'Sent by the scheduled sweep to members who have not answered their invitation (Settings: on/off, after how many days, how many at most). Replies go to the same address as the invitation.',
 '["name","campName","reminderNumber"]',
 '<h2>Hi {{name}},</h2><p>A little while ago we invited you to the {{campName}} member directory, and we would love to have you in it.</p><p><strong>Just reply to this email</strong> with a few words about yourself: your full name, playa name, home town, where you live now, country of birth, how many burns you have attended and the year of your first, the camps you have been part of, and a short bio. A photo is welcome too.</p><p>See you in the dust!</p>');
