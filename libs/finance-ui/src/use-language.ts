import { renderMessage } from '@crescendo/i18n/server-errors';
import { useLanguage } from '@crescendo/web-kit';

/**
 * A contract's own message for a field (`validation.amountPositive`), in the reader's language: the
 * servers' catalogue says it, so that the form and the server refuse with the same words.
 */
export function useValidationText(): (key: `validation.${string}`) => string {
  const lang = useLanguage();
  return (key) => renderMessage({ key }, lang) ?? key;
}
