export { createFakeGoogle, startFakeGoogle, type FakeGoogle, type RunningFakeGoogle } from './fake-google.js';
export type {
  AccountSeed,
  ClientConfig,
  CourseSeed,
  FakeGoogleOptions,
  StartOptions,
  StudentSeed,
} from './config.js';
export { FakeGoogleControl, type IssueTokenInput } from './control/control.js';
export type { FailureSpec } from './behaviour/failures.js';
export type { LatencyRule, LatencySettings } from './behaviour/latency.js';
export type { QuotaSettings } from './behaviour/quota.js';
export type { LoggedRequest, RequestFilter } from './behaviour/request-log.js';
export type { TokenResponse } from './oauth/token-response.js';
export { SCOPE } from './oauth/scopes.js';
export { chooseGoogleAccount } from './oauth/choose-account.js';
export type { Account, CourseState } from './state/types.js';
export { userIdFor } from './state/ids.js';
export { demoSeed, DEMO_CLIENT, DEMO_TEACHER_EMAIL } from './demo-seed.js';
// A second OpenID Connect issuer, shaped like Microsoft Entra ID (issue 25 §5: sign-in by the school's domain).
export {
  startFakeOidcIssuer,
  type FakeOidcIssuerOptions,
  type Misbehaviour,
  type OidcIssuerAccount,
  type OidcIssuerClient,
  type RunningFakeOidcIssuer,
} from './oidc-issuer/fake-oidc-issuer.js';
