import { initReactI18next } from 'react-i18next';
import { defaultLanguage, i18nReady, initI18n, isLanguage, type Language } from '@crescendo/i18n';

const storageKey = 'crescendo.language';

function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(storageKey);
    return isLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/**
 * Starts in the language last used on this browser (French by default) and keeps `<html lang>` in step;
 * settles once that language's strings for the public pages are here (English is a chunk of its own, and so
 * are the signed-in screens' strings: `loadSessionArea` asks for them).
 */
export function initShellI18n(): Promise<unknown> {
  const i18n = initI18n(storedLanguage(), [initReactI18next]);
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    if (isLanguage(language)) {
      try {
        window.localStorage.setItem(storageKey, language);
      } catch {
        // Private browsing may refuse storage: the language then lasts for this page only.
      }
    }
  });
  return i18nReady();
}
