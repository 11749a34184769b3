-- A counter that changes whenever the member list or the accommodations change, including changes
-- made by foreign-key cascades (an accommodation rename or delete). GET /api/members and
-- GET /api/admin/stats use it as their ETag, so a poll that finds nothing new costs one tiny read.
INSERT INTO `settings` (`key`, `value`) VALUES ('data_version', '0');
--> statement-breakpoint
CREATE TRIGGER `members_version_insert` AFTER INSERT ON `members` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `members_version_update` AFTER UPDATE ON `members` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `members_version_delete` AFTER DELETE ON `members` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `accommodations_version_insert` AFTER INSERT ON `accommodations` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `accommodations_version_update` AFTER UPDATE ON `accommodations` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
--> statement-breakpoint
CREATE TRIGGER `accommodations_version_delete` AFTER DELETE ON `accommodations` BEGIN
  UPDATE `settings` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'data_version';
END;
