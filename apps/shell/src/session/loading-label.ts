import { useTranslation } from 'react-i18next';
import { useAuth } from '@crescendo/web-auth';

/**
 * 'Chargement...' while the session loads, or why it takes longer: the profile is asked again after a 429
 * ('Trop de requêtes. Nouvel essai dans N s.') or a server that did not answer (issue 32 §3).
 */
export function useSessionLoadingLabel(): string {
  const { t } = useTranslation();
  const { retry } = useAuth();
  if (!retry) return t('app.loadingShort');
  const key = retry.reason === 'rate-limited' ? 'app.retryRateLimited' : 'app.retryUnavailable';
  return t(key, { seconds: retry.seconds });
}
