import { french } from '../french.js';
import type { Language } from '../languages.js';
import { namespaces } from '../namespaces.js';
import { startI18n, type I18nPlugin } from '../start-i18n.js';

/**
 * The process-wide i18next instance with every French namespace at hand from the first render: the front ends'
 * tests (jsdom), which render at once without the shell. Never imported by a front end's own code: it would put
 * the whole French catalogue on the first page. A second call only switches language; English comes as a chunk.
 */
export function initPreloadedI18n(lang?: Language, plugins: readonly I18nPlugin[] = []) {
  return startI18n(lang, plugins, french, namespaces);
}
