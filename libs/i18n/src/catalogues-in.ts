import type { Language } from './languages.js';
import type { english } from './english.js';
import type { french } from './french.js';

/**
 * Every namespace's strings in `language`, for what is written outside React (a CSV file in its reader's
 * language): each language comes as its own chunk the first time (the first page carries neither whole).
 */
export async function cataloguesIn(language: Language): Promise<typeof french | typeof english> {
  if (language === 'fr') return (await import('./french.js')).french;
  return (await import('./english.js')).english;
}
