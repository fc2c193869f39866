/**
 * Where Google's OAuth endpoints are, for google-auth-library's `OAuth2Client({ endpoints, issuers })` and
 * `@googleapis/classroom`'s `rootUrl`. Google itself spreads them over four hosts; a root URL of our own
 * (tools/fake-google in tests and the demo) serves them all under one origin, at Google's paths.
 * No dependency on the Google libraries here: every service would otherwise carry them.
 */
export interface GoogleEndpoints {
  /** ID tokens' accepted `iss`. */
  issuers: string[];
  endpoints: {
    oauth2AuthBaseUrl: string;
    oauth2TokenUrl: string;
    oauth2RevokeUrl: string;
    tokenInfoUrl: string;
    oauth2FederatedSignonPemCertsUrl: string;
    oauth2FederatedSignonJwkCertsUrl: string;
  };
  /** The REST APIs' root (`https://classroom.googleapis.com/`), with its trailing slash. */
  apiRootUrl: string;
  /** Calendar v3's root (`https://www.googleapis.com/`, paths `calendar/v3/…`), with its trailing slash. */
  calendarRootUrl: string;
}

const googleIssuer = 'https://accounts.google.com';

/** Google's own endpoints for `rootUrl` empty or Google's issuer; otherwise every endpoint under `rootUrl`. */
export function googleEndpoints(rootUrl?: string): GoogleEndpoints {
  const root = rootUrl?.replace(/\/+$/, '');
  if (!root || root === googleIssuer) {
    return {
      issuers: ['accounts.google.com', googleIssuer],
      endpoints: {
        oauth2AuthBaseUrl: `${googleIssuer}/o/oauth2/v2/auth`,
        oauth2TokenUrl: 'https://oauth2.googleapis.com/token',
        oauth2RevokeUrl: 'https://oauth2.googleapis.com/revoke',
        tokenInfoUrl: 'https://oauth2.googleapis.com/tokeninfo',
        oauth2FederatedSignonPemCertsUrl: 'https://www.googleapis.com/oauth2/v1/certs',
        oauth2FederatedSignonJwkCertsUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      },
      apiRootUrl: 'https://classroom.googleapis.com/',
      calendarRootUrl: 'https://www.googleapis.com/',
    };
  }
  return {
    issuers: [root],
    endpoints: {
      oauth2AuthBaseUrl: `${root}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${root}/token`,
      oauth2RevokeUrl: `${root}/revoke`,
      tokenInfoUrl: `${root}/tokeninfo`,
      oauth2FederatedSignonPemCertsUrl: `${root}/oauth2/v1/certs`,
      oauth2FederatedSignonJwkCertsUrl: `${root}/oauth2/v3/certs`,
    },
    apiRootUrl: `${root}/`,
    calendarRootUrl: `${root}/`,
  };
}
