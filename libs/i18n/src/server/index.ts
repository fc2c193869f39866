// What only the services need: a separate entry, so the front ends' shared i18n chunk does not carry it.
export { serverMessages } from './server-messages.js';
export { signInPageStrings, type PasswordPolicyNumbers } from './sign-in-pages.js';
export { waitTimeEn, waitTimeFr } from '../wait-time.js';
export { mailTexts, type MailContent, type MailLanguage } from './mails.js';
export { mailboxMessages } from './mailbox-messages.js';
export { mailboxPageStrings } from './mailbox-pages.js';
export { homeworkMessages } from './homework-messages.js';
export { profileMessages } from './profile-messages.js';
