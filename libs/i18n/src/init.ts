import { classroomImportFr } from './locales/classroom-import.fr.js';
import { fr } from './locales/fr.js';
import type { Language } from './languages.js';
import { firstPageNamespaces } from './namespaces.js';
import { startI18n, type I18nPlugin } from './start-i18n.js';

export { i18nReady, loadEveryNamespace, sharedOptions, type I18nPlugin } from './start-i18n.js';

/**
 * The browser's process-wide i18next instance (a singleton shared by the shell and the portals), in `lang`. The
 * first page carries only what the public pages say in French (issue 9's budget: this module is shared whole
 * with the portals, so it imports nothing more); the signed-in part of the shell asks `loadEveryNamespace()`
 * before its first screen, English comes when first chosen. A second call only switches language; front ends
 * pass `initReactI18next` as a plugin. Tests that render at once use `@crescendo/i18n/preloaded`.
 */
export function initI18n(lang?: Language, plugins: readonly I18nPlugin[] = []) {
  return startI18n(
    lang,
    plugins,
    { translation: fr, classroomImport: classroomImportFr },
    firstPageNamespaces,
  );
}
