import i18next, { type i18n, type InitOptions, type Module, type Newable } from 'i18next';
import { defaultLanguage, type Language } from './languages.js';
import { namespaces, resources } from './resources.js';

const baseOptions: InitOptions = {
  resources,
  fallbackLng: defaultLanguage,
  supportedLngs: ['fr', 'en'],
  ns: namespaces,
  defaultNS: 'translation',
  // Resources are bundled, so initialisation completes synchronously and the first render has its strings.
  initAsync: false,
  // React escapes on render, and services send JSON: escaping here would double-escape apostrophes.
  interpolation: { escapeValue: false },
  returnNull: false,
};

export type I18nPlugin = Module | Newable<Module>;

/**
 * Initialises the process-wide i18next instance (a singleton shared by the shell and the portals)
 * in `lang`; a second call only switches language. Front ends pass `initReactI18next` as a plugin.
 */
export function initI18n(lang: Language = defaultLanguage, plugins: readonly I18nPlugin[] = []): i18n {
  if (i18next.isInitialized) {
    if (i18next.language !== lang) void i18next.changeLanguage(lang);
    return i18next;
  }
  for (const plugin of plugins) i18next.use(plugin);
  void i18next.init({ ...baseOptions, lng: lang });
  return i18next;
}

/** A separate instance, for a server that answers each request in its caller's language. */
export function createI18n(lang: Language = defaultLanguage): i18n {
  const instance = i18next.createInstance({ ...baseOptions, lng: lang });
  void instance.init();
  return instance;
}
