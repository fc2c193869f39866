export { chromiumArgs, chromiumPath, launchChromium } from './chromium.js';
export { startE2ePlatform, type E2ePlatform } from './platform.js';
export { demo, demoPassword, fillSignIn, signInAt } from './sign-in.js';
export { openJourney, portal, Sessions, type Journey } from './sessions.js';
export { missingDists, portalDist, repoRoot, shellDist } from './web-dists.js';
export { totpFor } from './totp.js';
export { JourneyApi, type ApiCall } from './api.js';
export { axeViolations } from './axe.js';
export { layoutProblems, overflowPast, phone, smallPhone, widestElement } from './phone.js';
