import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@crescendo/ui';

/** Spec §2: `?auth=google_success` shows 'Connexion Google réussie !' and is then removed from the address. */
export function GoogleSuccessNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(false);
  const arrived = params.get('auth') === 'google_success';

  useEffect(() => {
    if (!arrived) return;
    setShown(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('auth');
        return next;
      },
      { replace: true },
    );
  }, [arrived, setParams]);

  if (!shown) return null;
  return (
    <Alert tone="success" dismiss={{ label: t('common.close'), onDismiss: () => setShown(false) }}>
      {t('admin.googleSuccess')}
    </Alert>
  );
}
