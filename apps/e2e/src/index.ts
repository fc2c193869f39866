export { chromiumArgs, chromiumPath, launchChromium } from './chromium.js';
export { fakeIdentity, type FakeIdentity, type FakeIdentityOptions } from './fake-identity.js';
export {
  sendJson,
  startStaticPlatform,
  unreachableOidcUrl,
  type RouteHandler,
  type StaticPlatform,
  type StaticPlatformOptions,
} from './static-platform.js';
export { testUser } from './users.js';
export { missingDists, portalDist, repoRoot, shellDist } from './web-dists.js';
