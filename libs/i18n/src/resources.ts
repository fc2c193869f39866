import { en } from './locales/en.js';
import { fr } from './locales/fr.js';
import type { Language } from './languages.js';

export { en, fr };
export type Catalogue = typeof fr;

/** i18next resources: one namespace, `translation`, per language. */
export const resources = {
  fr: { translation: fr },
  en: { translation: en },
} as const satisfies Record<Language, { translation: object }>;
