import type { TFunction } from 'i18next';
import { serverT } from './server-resources.js';

/** The fact sheet's words in `lang` (the `factSheet` namespace): identity writes the sheet with them. */
export function factSheetT(lang: 'fr' | 'en'): TFunction<'factSheet'> {
  return serverT(lang, 'factSheet');
}
