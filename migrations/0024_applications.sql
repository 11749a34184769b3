-- Issue 27: applications to join, vouched for by a veteran (docs/decisions/017).
-- Two more templates, `vouch_request` and `application_rejected`. The name's CHECK constraint lists
-- the allowed names and SQLite cannot alter a CHECK, so the table is rebuilt with the longer list
-- (ids and content kept), as 0014_b did.
CREATE TABLE `__new_email_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`subject` text NOT NULL,
	`html_content` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`variables` text DEFAULT '[]' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "email_templates_name_check" CHECK("__new_email_templates"."name" IN ('magic_link', 'welcome', 'invite', 'profile_update', 'reminder', 'vouch_request', 'application_rejected', 'early_arrival_decision', 'dues_reminder'))
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
('vouch_request',
 '{{name}} asked you to sponsor them',
 'Sent to the Veteran an applicant named as their sponsor, with the applicant''s answers and two single-use links (vouch, or don''t know them) valid for the vouch window set in Settings.',
 '["name","campName","sponsorName","email","playaName","burns","about","vouchLink","declineLink","days"]',
 '<h2>Hi {{sponsorName}},</h2><p><strong>{{name}}</strong> has applied to join {{campName}} and named you as the camp veteran who will vouch for them. Here is what they wrote:</p><ul><li><strong>Name:</strong> {{name}}</li><li><strong>Email:</strong> {{email}}</li><li><strong>Playa name:</strong> {{playaName}}</li><li><strong>Burns attended:</strong> {{burns}}</li><li><strong>About them:</strong> {{about}}</li></ul><p>Do you know them and vouch for them?</p><p><a href="{{vouchLink}}"><strong>Yes, I vouch for them</strong></a></p><p><a href="{{declineLink}}">I don''t know them</a></p><p>Each link opens a page where you confirm with one button. The links work once and expire in {{days}} days; without an answer the admins decide on their own.</p>'),
('application_rejected',
 'Your application to {{campName}}',
 'Sent, when the admin chooses to, to an applicant whose application was not accepted.',
 '["name","campName"]',
 '<h2>Hi {{name}},</h2><p>Thank you for wanting to join {{campName}}, and for the time you took to tell us about yourself.</p><p>We are not able to welcome you into the camp this time. Camps are small and every season is different, so please do not take it as a judgement of you.</p><p>We hope to see you out on the playa. Take care of each other!</p>');
--> statement-breakpoint
CREATE TABLE `applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	-- Lower-cased by validation.
	`email` text NOT NULL,
	`name` text NOT NULL,
	`playa_name` text,
	`burns` integer NOT NULL,
	`about` text NOT NULL,
	`home_town` text,
	`location` text,
	`country` text,
	`first_burn` integer,
	`sponsor_email` text NOT NULL,
	-- The Veteran member the sponsor address belonged to when the application came in; null when
	-- it named nobody (or no Veteran): then no vouch email is sent.
	`sponsor_id` integer,
	`state` text DEFAULT 'new' NOT NULL,
	`sponsor_decision` text DEFAULT 'none' NOT NULL,
	-- SHA-256 of the single-use vouch link's token; cleared when it is used or the application decided.
	`vouch_token_hash` text,
	`vouch_expires_at` integer,
	`sponsor_answered_at` integer,
	`decided_at` integer,
	`decided_by` text,
	`member_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`sponsor_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "applications_state_check" CHECK("applications"."state" IN ('new', 'vouched', 'declined', 'approved', 'rejected')),
	CONSTRAINT "applications_sponsor_decision_check" CHECK("applications"."sponsor_decision" IN ('none', 'pending', 'vouched', 'declined')),
	CONSTRAINT "applications_burns_check" CHECK("applications"."burns" >= 0)
);
--> statement-breakpoint
-- One open application per address: a second one while the first is open is silently not stored.
CREATE UNIQUE INDEX `applications_open_email_unique` ON `applications` (`email`) WHERE `state` IN ('new', 'vouched', 'declined');
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_vouch_token_unique` ON `applications` (`vouch_token_hash`);
--> statement-breakpoint
CREATE INDEX `applications_state_idx` ON `applications` (`state`, `created_at`);
--> statement-breakpoint
INSERT OR IGNORE INTO `settings` (`key`, `value`) VALUES ('applications', '{"enabled":false,"linkText":"Apply to join","vouchDays":7}');
