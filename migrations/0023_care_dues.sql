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
