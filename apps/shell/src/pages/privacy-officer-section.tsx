import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPublishedPrivacyOfficerRoute, type PublishedPrivacyOfficer } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/**
 * 'Responsable de la protection des renseignements personnels' (issue 31 §6): the visitor's school's (else its
 * board's), or signed out the platform operator's. Public by law: asked without sign-in.
 */
export function PrivacyOfficerSection({
  organizationId,
  headed = true,
}: {
  organizationId: string | null;
  /** False under a heading of the page's own with the same words (the privacy page's contact). */
  headed?: boolean;
}) {
  const { t } = useTranslation('privacyDesk');
  const [officer, setOfficer] = useState<PublishedPrivacyOfficer | 'failed' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setOfficer(null);
    callRoute(getPublishedPrivacyOfficerRoute, {
      query: organizationId ? { organizationId } : {},
      signal: controller.signal,
    }).then(setOfficer, () => {
      if (!controller.signal.aborted) setOfficer('failed');
    });
    return () => controller.abort();
  }, [organizationId]);
  const details =
    officer === null ? (
      <p>{t('publicPage.officerLoading')}</p>
    ) : officer === 'failed' ? (
      <p>{t('publicPage.officerUnavailable')}</p>
    ) : (
      <>
        <p>{t('publicPage.officerIntro')}</p>
        <address>
          {officer.name}, {officer.title}
          <br />
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </address>
      </>
    );
  if (!headed) return details;
  return (
    <section aria-labelledby="privacy-officer-heading">
      <h2 id="privacy-officer-heading">{t('publicPage.officerTitle')}</h2>
      {details}
    </section>
  );
}
