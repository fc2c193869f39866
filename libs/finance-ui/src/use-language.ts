import { useTranslation } from 'react-i18next';
import { renderMessage } from '@crescendo/i18n/server-errors';
import { useLanguage } from '@crescendo/web-kit';

/** Plain strings: inferring `t`'s full key union in these files goes past TypeScript's depth limit. */
export type Say = (key: string, options?: Record<string, unknown>) => string;

export function useSay(): Say {
  const { t } = useTranslation();
  return t as unknown as Say;
}

/**
 * A contract's own message for a field (`validation.amountPositive`), in the reader's language: the
 * servers' catalogue says it, so that the form and the server refuse with the same words.
 */
export function useValidationText(): (key: `validation.${string}`) => string {
  const lang = useLanguage();
  return (key) => renderMessage({ key }, lang) ?? key;
}
