import './config/config-request.js';
import { isPublicPath } from './routing/public-paths.js';
import { loadSessionArea } from './session/load-session-area.js';

// Module Federation needs an asynchronous boundary: shared singletons are negotiated before the app's code runs.
void import('./bootstrap.js');
// A page behind the session fetches that part alongside the app's code, not after its first render.
// A failure is reported where the area is rendered (React.lazy), not as an unhandled rejection here.
if (!isPublicPath(window.location.pathname)) {
  loadSessionArea().catch(() => undefined);
  // The session check's library too (not a shared module: the very chunk web-auth imports), so that it is
  // not fetched only once the configuration and the session's code are in (issue 9: first portal render).
  import('keycloak-js').catch(() => undefined);
}
