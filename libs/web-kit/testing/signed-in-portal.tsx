// The portal around a page in the jsdom specs: the signed-in session against the spec's API, react-query as
// the portals set it up, the toasts where the page says its outcome.
import { useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { ToastArea } from '@crescendo/ui';
import { AuthProvider, useAuth, type AuthClient } from '@crescendo/web-auth';
import { portalQueryDefaults } from '../src/query-retries.js';
import { signedInClient } from './real-http-api.js';

export interface SignedInOptions {
  /** react-query's defaults: the portals' (`portalQueryDefaults`) unless a spec wants no retry at all. */
  queryDefaults?: DefaultOptions;
  /** The toasts' area ('Notifications') under the page, where it says what a change did. */
  toasts?: boolean;
  /** The session: `signedInClient()` unless the spec counts its sign-outs. */
  client?: AuthClient;
}

/** The page, or what it makes of the portal's query client (a `RetryNotice` reads its cache). */
export type PortalPage = ReactNode | ((queryClient: QueryClient) => ReactNode);

function SignedInPortal({ page, options }: { page: PortalPage; options: SignedInOptions }) {
  const { status, me } = useAuth();
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: options.queryDefaults ?? portalQueryDefaults }),
  );
  // What the shell does: no page before the session and its profile are there.
  if (status !== 'authenticated' || !me) return <p>{status}</p>;
  return (
    <QueryClientProvider client={queryClient}>
      {typeof page === 'function' ? page(queryClient) : page}
      {options.toasts && <ToastArea label="Notifications" closeLabel="Fermer" />}
    </QueryClientProvider>
  );
}

/** `page` in the portal, signed in against the spec's API at `apiBase` (`startApi`). */
export function renderSignedIn(apiBase: string, page: PortalPage, options: SignedInOptions = {}) {
  return render(
    <AuthProvider client={options.client ?? signedInClient()} apiBase={apiBase}>
      <SignedInPortal page={page} options={options} />
    </AuthProvider>,
  );
}
