import i18next, { type i18n } from 'i18next';
import { sharedOptions } from '../start-i18n.js';
import { defaultLanguage, type Language } from '../languages.js';
import { resources } from '../resources.js';

/** A separate instance with every language at hand, for a server that answers each request in its caller's language. */
export function createI18n(lang: Language = defaultLanguage): i18n {
  const instance = i18next.createInstance({ ...sharedOptions, resources, lng: lang, initAsync: false });
  void instance.init();
  return instance;
}
