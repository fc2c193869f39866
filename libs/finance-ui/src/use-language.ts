import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@crescendo/i18n';

/** The interface's language: amounts, dates and the CSV's format follow it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'fr';
}

/** Plain strings: inferring `t`'s full key union in these files goes past TypeScript's depth limit. */
export type Say = (key: string, options?: Record<string, unknown>) => string;

export function useSay(): Say {
  const { t } = useTranslation();
  return t as unknown as Say;
}
