// What services answer and how each reader shows it in its language (decision 0018).
export { serverErrorsFr } from './server-errors.fr.js';
export { serverErrorsEn } from './server-errors.en.js';
export {
  zodIssueKey,
  type LocalizedMessage,
  type MessageParams,
  type ServerErrorCatalogue,
  type ServerMessageKey,
} from './message-key.js';
export { isServerMessageKey, renderMessage } from './render-message.js';
export { zodIssueParams, zodIssueText } from './zod-issue-text.js';
export {
  describeError,
  describeFields,
  describeIssue,
  type ErrorLike,
  type Translator,
} from './error-text.js';
