import type { i18n } from 'i18next';
import type { Language } from '../languages.js';
import { formatDateTime } from '../format.js';
import { privateCatalogue } from '../private-catalogue.js';
import { formatWait } from '../wait-time.js';
import {
  zodIssueKey,
  type LocalizedMessage,
  type MessageParams,
  type ServerMessageKey,
} from './message-key.js';
import { serverErrorsEn } from './server-errors.en.js';
import { serverErrorsFr } from './server-errors.fr.js';
import { zodIssueText } from './zod-issue-text.js';

const namespace = 'serverErrors';

/** A private instance: the servers' catalogue never weighs on the front ends' shared i18n chunk. */
function createCatalogue(): i18n {
  const instance = privateCatalogue(
    { fr: { [namespace]: serverErrorsFr }, en: { [namespace]: serverErrorsEn } },
    [namespace],
    namespace,
  );
  instance.services.formatter?.add('wait', (value: unknown, lng: string | undefined) =>
    formatWait(Number(value), lng === 'en' ? 'en' : 'fr'),
  );
  // An instant sent in ISO form, written in the reader's language on the school's clock.
  instance.services.formatter?.add('when', (value: unknown, lng: string | undefined) =>
    formatDateTime(String(value), lng === 'en' ? 'en' : 'fr'),
  );
  return instance;
}

let catalogue: i18n | undefined;
let keys: Set<string> | undefined;

function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'string' ? [prefix + name] : leafKeys(value as object, `${prefix}${name}.`),
  );
}

/** A message of the catalogue (not one of its areas, not a contract's literal text). */
export function isServerMessageKey(key: string): key is ServerMessageKey {
  keys ??= new Set(leafKeys(serverErrorsFr));
  return keys.has(key);
}

/** The text of a wire message in `lang`; undefined when the key is unknown to this build (a newer server). */
export function renderMessage(message: LocalizedMessage, lang: Language = 'fr'): string | undefined {
  const params: MessageParams = message.params ?? {};
  if (message.key === zodIssueKey) return zodIssueText(params, lang);
  if (!isServerMessageKey(message.key)) return undefined;
  catalogue ??= createCatalogue();
  // The parameters come from the wire, untyped: `t` takes them as they are in its form with a default
  // (the key itself, what i18next answers for a missing key; this one is known, so it never shows).
  return catalogue.t(message.key, { ...params, lng: lang, defaultValue: message.key });
}
