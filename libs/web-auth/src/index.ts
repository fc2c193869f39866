export type { AuthClient, AuthEvent, AuthInitResult } from './auth-client.js';
export { createAuth, getAuth, type CreateAuthOptions } from './keycloak-auth-client.js';
export { AuthProvider, type AuthProviderProps } from './auth-provider.js';
export { DevAuthProvider, type DevAuthProviderProps } from './dev-auth-provider.js';
export {
  useAuth,
  type AuthProblem,
  type AuthState,
  type AuthStatus,
  type ProfileRetry,
} from './auth-context.js';
export { retryAfterFailure, maxRetryWaitSeconds, type RetryReason } from './retry-wait.js';
export {
  apiRequest,
  configureApi,
  type ApiRequestOptions,
  type HttpMethod,
  type ReplySchema,
} from './api-client.js';
export { callRoute, type RouteCall } from './call-route.js';
export { authorizedFetch } from './authorized-fetch.js';
export { choiceHeaders, forgetChoice, storeChoice, storedChoice } from './membership-choice.js';
export { everyPage } from './every-page.js';
export { ApiError, apiErrorFromBody, needsReauthentication, type ApiErrorCode } from './api-error.js';
export { msUntilRefresh, refreshMarginSeconds } from './timing.js';
export {
  backoffDelay,
  LiveClient,
  type LiveClientOptions,
  type LiveEventFrame,
  type LiveSocket,
  type LiveSocketFactory,
  type LiveStatus,
  type LiveTopicHandlers,
} from './live/live-client.js';
export { getLiveClient, liveUrl } from './live/live-singleton.js';
export { useLiveTopic } from './live/use-live-topic.js';
