import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@crescendo/ui';

/** Spec §2: the query parameters auth, error and import each show their banner on the landing page. */
export function LandingBanners() {
  const { t } = useTranslation(['translation', 'classroomImport']);
  const [params] = useSearchParams();
  const banners = [
    params.get('auth') === 'google_success' && (
      <Alert key="auth" tone="success">
        {t('landing.banners.googleSuccess')}
      </Alert>
    ),
    params.get('error') === 'google_auth_failed' && (
      <Alert key="error" tone="error">
        {t('landing.banners.googleFailed')}
        {/* Google agreed but gave no access token (spec §8). */}
        {params.get('reason') === 'no_token' && <p>{t('landing.banners.googleNoToken')}</p>}
        {/* Issue 34.2: the link opened in a browser that did not ask for it, or the confirmation cancelled. */}
        {params.get('reason') === 'other_browser' && <p>{t('landing.banners.googleOtherBrowser')}</p>}
        {params.get('reason') === 'cancelled' && <p>{t('landing.banners.googleCancelled')}</p>}
      </Alert>
    ),
    params.get('import') === 'pending' && (
      <Alert key="import" tone="success">
        {t('landing.banners.importPending')}
      </Alert>
    ),
  ].filter(Boolean);
  if (banners.length === 0) return null;
  return (
    <div className="shell-banners" data-testid="landing-banners">
      {banners}
      {/* Google sends the teacher (or admin) back here; /dashboard leads to their groups page. */}
      <p>
        <Button asChild>
          <Link to="/dashboard">{t('classroomImport:backToGroups')}</Link>
        </Button>
      </p>
    </div>
  );
}
