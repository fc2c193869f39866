import { english } from './english.js';
import { french } from './french.js';
import type { Language } from './languages.js';
import type { Namespace } from './french.js';

export { en } from './locales/en.js';
export { fr } from './locales/fr.js';
export type { Catalogue, Catalogues, Namespace } from './french.js';
export { namespaces } from './namespaces.js';

/**
 * Every language's i18next resources, one namespace per feature: for servers, tests and exports that need both
 * languages at hand. Each namespace is typed on its own, so `useTranslation('finance')` checks its keys without
 * inferring every feature's keys at once (the merged catalogue went past TypeScript's depth limit).
 */
export const resources = {
  fr: french,
  en: english,
} as const satisfies Record<Language, Record<Namespace, object>>;
