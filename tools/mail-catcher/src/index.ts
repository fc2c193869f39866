export {
  startMailCatcher,
  type CaughtMail,
  type MailCatcher,
  type MailCatcherOptions,
} from './mail-catcher.js';
