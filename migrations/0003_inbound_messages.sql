CREATE TABLE `inbound_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`from_address` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text,
	`member_id` integer,
	`raw_key` text,
	`status` text DEFAULT 'received' NOT NULL,
	`reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbound_message_id_unique` ON `inbound_messages` (`message_id`);--> statement-breakpoint
CREATE INDEX `inbound_created_idx` ON `inbound_messages` (`created_at`);