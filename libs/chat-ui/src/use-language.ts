import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@crescendo/i18n';

/** The interface's language, for times and dates. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'fr';
}

/** i18next's `t` with plain string keys (the merged catalogue is too deep to infer here). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function useT(): Translate {
  const { t } = useTranslation();
  return t as unknown as Translate;
}
