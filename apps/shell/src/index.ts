import './config/config-request.js';
import { isPublicPath } from './routing/public-paths.js';
import { loadSessionArea } from './session/load-session-area.js';

// Module Federation needs an asynchronous boundary: shared singletons are negotiated before the app's code runs.
void import('./bootstrap.js');
// A page behind the session fetches that part alongside the app's code, not after its first render.
// A failure is reported where the area is rendered (React.lazy), not as an unhandled rejection here.
if (!isPublicPath(window.location.pathname)) loadSessionArea().catch(() => undefined);
