import i18next, { type i18n, type InitOptions, type Module, type Newable } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { french, namespaces } from './french.js';
import { defaultLanguage, type Language } from './languages.js';

/** What every instance shares: the browser's (below) and a server's (`createI18n`). */
export const sharedOptions: InitOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: ['fr', 'en'],
  ns: namespaces,
  defaultNS: 'translation',
  // React escapes on render, and services send JSON: escaping here would double-escape apostrophes.
  interpolation: { escapeValue: false },
  returnNull: false,
};

/**
 * English comes as a chunk of its own, asked for the first time someone uses English: i18next loads every
 * namespace of a language before it switches to it, so no screen ever shows a key.
 */
const englishOnDemand = resourcesToBackend((language: string, namespace: string) =>
  language === 'en'
    ? import('./english.js').then(({ english }) => english[namespace as keyof typeof english])
    : undefined,
);

export type I18nPlugin = Module | Newable<Module>;

let ready: Promise<unknown> = Promise.resolve();

/**
 * Initialises the process-wide i18next instance (a singleton shared by the shell and the portals) in
 * `lang`; a second call only switches language. Front ends pass `initReactI18next` as a plugin. French is
 * bundled, so in French the first render has its strings at once; `i18nReady()` settles once `lang`'s strings
 * are loaded (a page in English waits for it before its first render).
 */
export function initI18n(lang: Language = defaultLanguage, plugins: readonly I18nPlugin[] = []): i18n {
  if (i18next.isInitialized) {
    if (i18next.language !== lang) ready = i18next.changeLanguage(lang);
    return i18next;
  }
  for (const plugin of plugins) i18next.use(plugin);
  ready = i18next.use(englishOnDemand).init({
    ...sharedOptions,
    resources: { fr: french },
    // French is here; English comes from the backend above.
    partialBundledLanguages: true,
    lng: lang,
    initAsync: false,
  });
  return i18next;
}

/** Settles once the language `initI18n` was last asked for has its strings. */
export function i18nReady(): Promise<unknown> {
  return ready;
}
