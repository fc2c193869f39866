import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PortalName } from '@crescendo/contracts';
import { Spinner } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import type { PortalAppProps } from '@crescendo/web-kit';
import { EmailVerificationNotice } from '../layout/email-verification-notice.js';
import { MembershipPicker } from '../layout/membership-picker.js';
import { rolePortal } from '../routing/role-home.js';
import { PortalErrorBoundary } from './portal-error-boundary.js';
import { loadPortal } from './portal-module.js';
import { PortalUnavailable } from './portal-unavailable.js';

const loaded = new Map<PortalName, LazyExoticComponent<ComponentType<PortalAppProps>>>();

function portalComponent(portal: PortalName): LazyExoticComponent<ComponentType<PortalAppProps>> {
  let component = loaded.get(portal);
  if (!component) {
    component = lazy(() => loadPortal(portal));
    loaded.set(portal, component);
  }
  return component;
}

/**
 * Mounts a portal at `/<portal>/*` for users whose role works in it (others go back to /dashboard): the admin
 * portal is a school's administrator's and a board's administrator's. Above it, the 'École' and 'Changer de
 * rôle' picker of a person with several schools or roles.
 * The `portal-root` wrapper is what the browser journeys and the benchmark wait for.
 */
export function PortalOutlet({ portal }: { portal: PortalName }) {
  const { t } = useTranslation();
  const { me } = useAuth();
  const [App] = useState(() => portalComponent(portal));
  if (!me?.role || rolePortal[me.role] !== portal) return <Navigate to="/dashboard" replace />;
  return (
    <div data-testid="portal-root" data-portal={portal}>
      <EmailVerificationNotice />
      <MembershipPicker />
      <PortalErrorBoundary fallback={<PortalUnavailable />}>
        <Suspense fallback={<Spinner label={t('app.loadingShort')} fullScreen />}>
          <App basePath={`/${portal}`} />
        </Suspense>
      </PortalErrorBoundary>
    </div>
  );
}
