import i18next, { type i18n, type InitOptions, type Module, type Newable } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import type { Catalogues, Namespace } from './french.js';
import { defaultLanguage, type Language } from './languages.js';
import { namespaces } from './namespaces.js';

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
 * What is not bundled comes as a chunk when first asked for: English whole, the first time someone uses it, and
 * French's namespaces that the first page leaves out. i18next loads every namespace a language needs before it
 * switches to it, and react-i18next suspends a screen until its namespace is here, so no screen shows a key.
 */
const stringsOnDemand = resourcesToBackend((language: string, namespace: string) =>
  language === 'en'
    ? import('./english.js').then(({ english }) => english[namespace as Namespace])
    : import('./french.js').then(({ french }) => french[namespace as Namespace]),
);

export type I18nPlugin = Module | Newable<Module>;

let ready: Promise<unknown> = Promise.resolve();
let markStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/**
 * Initialises the process-wide i18next instance (a singleton shared by the shell and the portals) in `lang`,
 * with the French namespaces `bundled` at once and `loaded` the ones it loads before it is ready; a second call
 * only switches language.
 */
export function startI18n(
  lang: Language = defaultLanguage,
  plugins: readonly I18nPlugin[],
  bundled: Partial<Catalogues>,
  loaded: readonly Namespace[],
): i18n {
  if (i18next.isInitialized) {
    if (i18next.language !== lang) ready = i18next.changeLanguage(lang);
    return i18next;
  }
  for (const plugin of plugins) i18next.use(plugin);
  ready = i18next.use(stringsOnDemand).init({
    ...sharedOptions,
    ns: loaded,
    resources: { fr: bundled },
    partialBundledLanguages: true,
    lng: lang,
    initAsync: false,
  });
  markStarted();
  return i18next;
}

/** Settles once the language `initI18n` was last asked for has its strings. */
export function i18nReady(): Promise<unknown> {
  return ready;
}

/**
 * Loads every namespace in the current language (and French, its fallback) once the instance has started (it
 * may be asked before: the shell fetches its signed-in part alongside its start); settles once they are here.
 */
export function loadEveryNamespace(): Promise<unknown> {
  return started.then(() => i18next.loadNamespaces([...namespaces]));
}
