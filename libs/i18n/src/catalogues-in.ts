import type { Language } from './languages.js';
import type { english } from './english.js';
import { french } from './french.js';

/**
 * Every namespace's strings in `language`, for what is written outside React (a CSV file in its reader's
 * language): French is at hand, English comes as its own chunk the first time.
 */
export async function cataloguesIn(language: Language): Promise<typeof french | typeof english> {
  if (language === 'fr') return french;
  return (await import('./english.js')).english;
}
