import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, PageHeader, Spinner } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { EmailVerificationNotice } from '../../layout/email-verification-notice.js';
import { PublicLayout } from '../../layout/public-layout.js';
import { InvitationCheck, JoinByCodeForm, OrganizationForm, useFinish } from './role-forms.js';

const roles = ['teacher', 'student', 'admin'] as const;
type Choice = (typeof roles)[number];

/**
 * /role-selection: a signed-in user without organisation chooses teacher (own organisation, or an
 * invitation), student (a group's connection code) or administrator (creates the organisation). Then
 * /dashboard routes by role. A user who has one already goes straight to /dashboard.
 */
export function RoleSelectionPage() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Choice>();
  const finish = useFinish(() => navigate('/dashboard', { replace: true }));

  if (auth.status === 'loading') return <Spinner label={t('app.loadingShort')} fullScreen />;
  if (auth.me?.organizationId) return <Navigate to="/dashboard" replace />;
  const signedIn = auth.status === 'authenticated';

  return (
    <PublicLayout>
      <PageHeader
        title={t('pages.roleSelection.title')}
        description={signedIn ? undefined : t('pages.roleSelection.signedOut')}
      />
      {signedIn && !auth.me && <Alert tone="error">{t('app.loadFailed')}</Alert>}
      <EmailVerificationNotice />
      <ul className="shell-grid">
        {roles.map((role) => (
          <li key={role} className="shell-card">
            <h2>{t(`pages.roleSelection.${role}.title`)}</h2>
            <p>{t(`pages.roleSelection.${role}.text`)}</p>
            {signedIn && auth.me && (
              <p className="shell-actions">
                <Button
                  variant={choice === role ? 'primary' : 'secondary'}
                  aria-pressed={choice === role}
                  onClick={() => setChoice(role)}
                >
                  {t(`pages.roleSelection.${role}.title`)}
                </Button>
              </p>
            )}
          </li>
        ))}
      </ul>
      {!signedIn && (
        <p className="shell-actions">
          <Button onClick={() => void auth.register('/role-selection', i18n.resolvedLanguage)}>
            {t('pages.roleSelection.createAccount')}
          </Button>
          <Button variant="secondary" onClick={() => void auth.login('/role-selection')}>
            {t('pages.roleSelection.haveAccount')}
          </Button>
        </p>
      )}
      {signedIn && auth.me && choice && (
        <section className="shell-card" aria-label={t(`pages.roleSelection.${choice}.title`)}>
          {choice === 'student' && <JoinByCodeForm finish={finish} />}
          {choice === 'admin' && <OrganizationForm role="admin" finish={finish} />}
          {choice === 'teacher' && (
            <>
              <h3>{t('pages.roleSelection.teacher.ownTitle')}</h3>
              <OrganizationForm role="teacher" finish={finish} />
              <InvitationCheck
                email={auth.me.email}
                onPlaced={() => navigate('/dashboard', { replace: true })}
              />
            </>
          )}
        </section>
      )}
    </PublicLayout>
  );
}
