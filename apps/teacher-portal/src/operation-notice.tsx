import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@crescendo/ui';

/** Spec §9: the teacher notice stays 5 s. */
export const noticeDurationMs = 5000;

/** The reasons an `?error=` can name that the user is told in words; any other gets the generic message. */
const knownErrors = { google_auth_failed: 'teacher.operationErrors.google_auth_failed' } as const;

/**
 * Spec §2: a query parameter `auth` shows 'Opération réussie !' for 5 s, then leaves the address. An `error`
 * is not a success: it shows 'Une erreur est survenue.' with the reason when it is one we know.
 */
export function OperationNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  const shown = params.has('auth') || error !== null;

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

  if (!shown) return null;
  if (error === null) return <Alert tone="success">{t('teacher.operationSuccess')}</Alert>;
  const reason = Object.hasOwn(knownErrors, error) ? knownErrors[error as keyof typeof knownErrors] : null;
  return (
    <Alert tone="error">
      {t('teacher.operationFailed')}
      {reason && ` ${t(reason)}`}
    </Alert>
  );
}
