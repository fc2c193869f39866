export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fr';

/** Every date and time shows in the school's zone, whatever the browser's or the server's zone. */
export const displayTimeZone = 'America/Toronto';

/** BCP 47 locale used by Intl for each language: Canadian French and Canadian English. */
export const intlLocale: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
