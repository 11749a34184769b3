-- Replies that were not applied automatically: a doubtful extraction, or a sender that did not match
-- the reply address. They wait on the Onboarding tab for an admin (Apply / Edit and apply / Dismiss).
CREATE TABLE `reply_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`inbound_id` integer,
	`kind` text NOT NULL,
	`source` text NOT NULL,
	`reasons` text NOT NULL,
	`reply_text` text NOT NULL,
	`proposed` text NOT NULL,
	`extractor` text NOT NULL,
	`photo_url` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`inbound_id`) REFERENCES `inbound_messages`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reply_reviews_kind" CHECK(`kind` IN ('doubtful', 'sender')),
	CONSTRAINT "reply_reviews_status" CHECK(`status` IN ('pending', 'applied', 'dismissed', 'superseded'))
);
--> statement-breakpoint
CREATE INDEX `reply_reviews_member_status_idx` ON `reply_reviews` (`member_id`, `status`);
--> statement-breakpoint
CREATE INDEX `reply_reviews_status_idx` ON `reply_reviews` (`status`);
--> statement-breakpoint
-- The Onboarding tab's ETag is the data version: a review arriving or ending must change it.
CREATE TRIGGER `reply_reviews_version_insert` AFTER INSERT ON `reply_reviews` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `reply_reviews_version_update` AFTER UPDATE ON `reply_reviews` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
