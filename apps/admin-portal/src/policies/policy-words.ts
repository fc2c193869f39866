import { useTranslation } from 'react-i18next';
import type { PolicyKeyWire } from '@crescendo/contracts';

/** 'gamification.enabled' → 'gamification_enabled': i18next reads dots in a key as nesting. */
type KeyName = {
  [K in PolicyKeyWire]: K extends `${infer A}.${infer B}` ? `${A}_${B}` : K;
}[PolicyKeyWire];

const keyName = (key: PolicyKeyWire) => key.replace(/\./g, '_') as KeyName;

/** A setting's label, and a value in words (on/off, a choice's name, the number). */
export function usePolicyWords() {
  const { t } = useTranslation('board');
  return {
    label: (key: PolicyKeyWire): string => t(`policies.keys.${keyName(key)}`),
    value: (value: boolean | string | number | null): string => {
      if (value === null) return t('policies.log.removed');
      if (typeof value === 'boolean') return value ? t('policies.enabled') : t('policies.disabled');
      if (value === 'local' || value === 'openai-compatible') return t(`policies.choices.${value}`);
      return String(value);
    },
  };
}
