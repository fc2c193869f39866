import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@crescendo/ui';

/** Spec §9: the teacher notice stays 5 s. */
export const noticeDurationMs = 5000;

/** Spec §2: a query parameter `auth` or `error` shows 'Opération réussie !' for 5 s, then leaves the address. */
export function OperationNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown = params.has('auth') || params.has('error');

  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('auth');
          next.delete('error');
          return next;
        },
        { replace: true },
      );
    }, noticeDurationMs);
    return () => clearTimeout(timer);
  }, [shown, setParams]);

  return shown ? <Alert tone="success">{t('teacher.operationSuccess')}</Alert> : null;
}
