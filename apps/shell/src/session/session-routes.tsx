import { Navigate, Route, Routes } from 'react-router-dom';
import { PortalOutlet } from '../federation/portal-outlet.js';
import { LoginPage } from '../pages/login-page.js';
import { RoleSelectionPage } from '../pages/role-selection/role-selection-page.js';
import { SignupPage } from '../pages/signup-page.js';
import { InvitationPage } from '../pages/mailbox/invitation-page.js';
import { VerifyEmailPage } from '../pages/mailbox/verify-email-page.js';
import { ParentalConsentPage } from '../pages/consent/parental-consent-page.js';
import { DashboardRedirect } from '../routing/dashboard-redirect.js';
import { FallbackRedirect } from '../routing/fallback-redirect.js';
import { ProtectedRoute } from '../routing/protected-route.js';

/** The specification's route table (§2), but for the public pages (`shell-root.tsx`). */
export function SessionRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/role-selection" element={<RoleSelectionPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      {/* A parent's mailed link (issue 31 §7): no account, the token is the proof. */}
      <Route path="/consentement" element={<ParentalConsentPage />} />
      {/* Who accepts an invitation usually has no organisation yet: signed in is enough. */}
      <Route element={<ProtectedRoute needsOrganization={false} />}>
        <Route path="/invitation" element={<InvitationPage />} />
      </Route>
      <Route element={<ProtectedRoute />}>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="/dashboard" element={<DashboardRedirect />} />
        <Route path="/admin/*" element={<PortalOutlet portal="admin" />} />
        <Route path="/teacher/*" element={<PortalOutlet portal="teacher" />} />
        <Route path="/student/*" element={<PortalOutlet portal="student" />} />
      </Route>
      <Route path="*" element={<FallbackRedirect />} />
    </Routes>
  );
}
