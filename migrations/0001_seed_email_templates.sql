-- Default content for the four email templates. Admins edit subject and body on the Email tab;
-- the layout (camp name, footer) is added at send time.
INSERT INTO `email_templates` (`name`, `subject`, `description`, `variables`, `html_content`) VALUES
('magic_link',
 'Your sign-in link for {{campName}}',
 'Sent when a member asks to sign in. Holds a one-hour, single-use link and code.',
 '["name","magicLink","code","campName"]',
 '<h2>Hi {{name}},</h2><p>Here is your link to the {{campName}} member directory:</p><p><a href="{{magicLink}}">Sign in to the camp directory</a></p><p>Or type this code on the sign-in screen: <strong>{{code}}</strong></p><p>The link and the code work once and expire in one hour. If you did not ask for them, you can ignore this email.</p>'),
('invite',
 'Join the {{campName}} member directory',
 'The invitation. Members answer it by replying to this email; the reply becomes their profile.',
 '["name","campName"]',
 '<h2>Hi {{name}},</h2><p>Welcome to {{campName}}! We are building our camp directory so everyone can get to know each other before we hit the playa.</p><p><strong>Just reply to this email</strong> and answer the questions below. Write as much or as little as you like, and attach a photo of yourself if you want one on your profile.</p><ol><li>Full name:</li><li>Playa name:</li><li>Home town:</li><li>Where you live now:</li><li>Country of birth:</li><li>Number of burns attended:</li><li>Year of your first burn:</li><li>Camp history (camps you have been part of):</li><li>Bio (tell us about yourself):</li></ol><p>See you in the dust!</p>'),
('profile_update',
 'A few details missing from your {{campName}} profile',
 'Asks a member for the profile fields that are still missing. The list is filled in per member at send time.',
 '["name","campName","missingFields"]',
 '<h2>Hi {{name}},</h2><p>Thanks for your reply! Your profile is almost complete. Could you reply to this email with the following?</p><ul>{{#each missingFields}}<li>{{this}}</li>{{/each}}</ul><p>Thank you!</p>'),
('welcome',
 'Welcome to the {{campName}} directory',
 'Sent once a profile has been created from the member''s reply. Holds a sign-in link.',
 '["name","magicLink","campName"]',
 '<h2>Welcome, {{name}}!</h2><p>Your profile in the {{campName}} member directory is ready. Have a look, meet your campmates and add anything we missed:</p><p><a href="{{magicLink}}">Open the camp directory</a></p><p>The link works once and expires in one hour; you can always ask for a new one on the sign-in screen with this email address.</p>');
