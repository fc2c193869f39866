// What only the services need: a separate entry, so the front ends' shared i18n chunk does not carry it.
export { operatorMessages } from './operator-messages.js';
export { signInPageStrings, type PasswordPolicyNumbers } from './sign-in-pages.js';
export { waitTimeEn, waitTimeFr } from '../wait-time.js';
export {
  agreementSummaries,
  mailTexts,
  tripPurchaseWords,
  type MailContent,
  type MailLanguage,
} from './mails.js';
export { factSheetT } from './fact-sheet.js';
export { reminderTexts, type PushTexts, type ReminderEvent } from './reminders.js';
export { googleCalendarTexts, type GoogleCalendarEventText } from './google-calendar.js';
export { mailboxPageStrings } from './mailbox-pages.js';
export { statementTexts, type StatementLanguage, type StatementTexts } from './statement.js';
export { serverResources, type ServerCatalogues } from './server-resources.js';
export { googleLinkPageStrings, type GoogleLinkPageLanguage } from './google-link-page.js';
export { domainSignInPageStrings, type DomainSignInPageLanguage } from './domain-sign-in-page.js';
export { resources, en, fr } from '../resources.js';
export { createI18n } from './server-instance.js';
