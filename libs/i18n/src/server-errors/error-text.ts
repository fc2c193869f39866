import type { i18n } from 'i18next';
import type { Language } from '../languages.js';
import type { Catalogue } from '../resources.js';
import type { LocalizedMessage, MessageParams } from './message-key.js';
import { isServerMessageKey, renderMessage } from './render-message.js';
import { zodIssueParams, zodIssueText } from './zod-issue-text.js';

/** What a front end holds of a server error (`ApiError` of `@crescendo/web-auth`). */
export interface ErrorLike {
  code?: string;
  message?: string;
  messageKey?: string;
  params?: MessageParams;
  fields?: Readonly<Record<string, string>>;
  fieldMessages?: Readonly<Record<string, LocalizedMessage>>;
}

/** The front end's i18next instance: its language, and its own words for an error code (`apiErrors.*`). */
export type Translator = Pick<i18n, 'language' | 't' | 'exists'>;

type ApiErrorCode = keyof Catalogue['apiErrors'];

/** A code the front ends have words for (a newer server may answer one they do not know). */
const isKnownCode = (code: string | undefined, i18n: Translator): code is ApiErrorCode =>
  code !== undefined && i18n.exists(`apiErrors.${code}`);

const languageOf = (i18n: Translator): Language => (i18n.language?.startsWith('en') ? 'en' : 'fr');

/**
 * What to tell the user about a failed call, in their language: the server's message rendered from its
 * key, else its French text for a French reader, else the front end's words for the error's code.
 */
export function describeError(error: unknown, i18n: Translator): string {
  const known = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const lang = languageOf(i18n);
  const rendered = known.messageKey
    ? renderMessage({ key: known.messageKey, params: known.params }, lang)
    : undefined;
  if (rendered) return rendered;
  if (lang === 'fr' && known.messageKey && known.message) return known.message;
  return i18n.t(`apiErrors.${isKnownCode(known.code, i18n) ? known.code : 'INTERNAL'}`);
}

/** Each field's error in the user's language (its French text when this build does not know its key). */
export function describeFields(error: unknown, i18n: Translator): Record<string, string> {
  const known = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const texts: Record<string, string> = { ...known.fields };
  for (const [field, message] of Object.entries(known.fieldMessages ?? {})) {
    const rendered = renderMessage(message, languageOf(i18n));
    if (rendered) texts[field] = rendered;
  }
  return texts;
}

/**
 * A zod issue found in the browser, in the user's language: the contract's own message (a catalogue key)
 * with the issue's numbers, else zod's words in that language.
 */
export function describeIssue(
  issue: { code: string; message: string; input?: unknown } & object,
  i18n: Translator,
): string {
  const params = zodIssueParams(issue);
  const lang = languageOf(i18n);
  if (isServerMessageKey(issue.message)) return renderMessage({ key: issue.message, params }, lang)!;
  return zodIssueText(params, lang);
}
