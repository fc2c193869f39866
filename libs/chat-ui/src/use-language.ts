import { useTranslation } from 'react-i18next';

/** i18next's `t` with plain string keys (the merged catalogue is too deep to infer here). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function useT(): Translate {
  const { t } = useTranslation();
  return t as unknown as Translate;
}
