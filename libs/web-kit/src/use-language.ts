import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@crescendo/i18n';

/** The interface's language, for the formatters of `@crescendo/i18n` (dates, amounts, a CSV's format). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'fr';
}
