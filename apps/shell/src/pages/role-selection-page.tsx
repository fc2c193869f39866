import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader } from '@crescendo/ui';
import { PublicLayout } from '../layout/public-layout.js';

// A first sign-in creates a teacher profile (spec §4), so teachers and administrators continue to sign-in;
// student sign-up comes with the connection codes of a later issue.
const roles = [
  { key: 'teacher', canContinue: true },
  { key: 'student', canContinue: false },
  { key: 'admin', canContinue: true },
] as const;

export function RoleSelectionPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageHeader title={t('pages.roleSelection.title')} />
      <ul className="shell-grid">
        {roles.map(({ key, canContinue }) => (
          <li key={key} className="shell-card">
            <h2>{t(`pages.roleSelection.${key}.title`)}</h2>
            <p>{t(`pages.roleSelection.${key}.text`)}</p>
            {canContinue && (
              <p>
                <Button asChild>
                  <Link
                    to="/login"
                    aria-label={`${t('pages.roleSelection.continue')} : ${t(`pages.roleSelection.${key}.title`)}`}
                  >
                    {t('pages.roleSelection.continue')}
                  </Link>
                </Button>
              </p>
            )}
          </li>
        ))}
      </ul>
    </PublicLayout>
  );
}
