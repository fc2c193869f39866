import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebConfig } from '@crescendo/contracts';
import { Alert, LoadingScreen } from '@crescendo/ui';
import { AuthProvider, createAuth, useAuth, type AuthClient } from '@crescendo/web-auth';
import { loadConfig } from '../config/load-config.js';
import { warmPortalFor } from '../federation/portal-module.js';
import { registerPortals } from '../federation/portals.js';
import { SessionEffects } from './session-effects.js';
import { SessionRoutes } from './session-routes.js';

type Started =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; config: WebConfig; auth: AuthClient };

/**
 * Every page but the public ones: reads /config.json, registers the portals and starts sign-in, then
 * renders the session's routes. Loaded on demand (`load-session-area.ts`), so that the signed-out first
 * page downloads none of it.
 */
export function SessionArea() {
  const { t } = useTranslation();
  const [started, setStarted] = useState<Started>({ state: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    loadConfig(abort.signal).then(
      (config) => {
        registerPortals(config);
        const auth = createAuth(config.oidc, {
          silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
        });
        // The session check and a deep-linked portal's code start now, side by side, not after the first
        // render (init is memoised: the provider picks up this same promise).
        void auth.init();
        warmPortalFor(window.location.pathname);
        setStarted({ state: 'ready', config, auth });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('[shell] configuration', error);
        setStarted({ state: 'failed' });
      },
    );
    return () => abort.abort();
  }, []);

  if (started.state !== 'ready') {
    return (
      <LoadingScreen loading={started.state === 'loading'} message={t('app.loading')}>
        {started.state === 'failed' && (
          <main id="main" className="shell-page">
            <Alert tone="error">{t('app.configFailed')}</Alert>
          </main>
        )}
      </LoadingScreen>
    );
  }
  return (
    <AuthProvider client={started.auth} apiBase={started.config.apiBase}>
      <SessionEffects />
      <StartingScreen>
        <SessionRoutes />
      </StartingScreen>
    </AuthProvider>
  );
}

/** Spec §2 and §4: 'Chargement de l'application... Veuillez patienter' while the session is checked, 5 s at most. */
function StartingScreen({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const onTimeout = useCallback(
    () => console.warn('[shell] still loading after 5 s: showing the page anyway'),
    [],
  );
  return (
    <LoadingScreen loading={status === 'loading'} message={t('app.loading')} onTimeout={onTimeout}>
      {children}
    </LoadingScreen>
  );
}
