import type { IdentityProviderRepresentation } from './keycloak-representations.js';

/** How a school signs its people in: its Microsoft tenant, its Google Workspace, or any OpenID provider. */
export type SchoolDirectory =
  | { kind: 'entra-id'; tenantId: string; clientId: string; clientSecret: string }
  | { kind: 'google-workspace'; clientId: string; clientSecret: string }
  | {
      kind: 'oidc';
      issuer: string;
      /** As the provider's discovery document gives them (Keycloak does not read it at import). */
      authorizationUrl: string;
      tokenUrl: string;
      jwksUrl: string;
      clientId: string;
      clientSecret: string;
    };

/**
 * One identity provider for one school domain. Linked to the school's organisation, Keycloak's
 * identity-first login sends an address of `domain` straight to it (`kc.org.broker.redirect.mode.email-matches`)
 * and passes the address on as a login hint; accounts are created on first sign-in ('first broker login').
 * Without the redirect (the demo realm, whose accounts sign in with a password on those domains) the login
 * page shows the provider's button instead.
 */
export function schoolIdentityProvider(
  alias: string,
  displayName: string,
  domain: string,
  directory: SchoolDirectory,
  { enabled = true, redirectByDomain = true }: { enabled?: boolean; redirectByDomain?: boolean } = {},
): IdentityProviderRepresentation {
  return {
    alias,
    displayName,
    providerId: directory.kind === 'google-workspace' ? 'google' : 'oidc',
    enabled,
    trustEmail: true,
    storeToken: false,
    // Sent to by the address's domain, it needs no button; otherwise the login page shows one.
    hideOnLogin: redirectByDomain,
    firstBrokerLoginFlowAlias: 'first broker login',
    config: {
      ...directoryConfig(directory, domain),
      clientId: directory.clientId,
      clientSecret: directory.clientSecret,
      defaultScope: 'openid email profile',
      syncMode: 'IMPORT',
      loginHint: 'true',
      'kc.org.domain': domain,
      'kc.org.broker.redirect.mode.email-matches': String(redirectByDomain),
    },
  };
}

function directoryConfig(directory: SchoolDirectory, domain: string): Record<string, string> {
  switch (directory.kind) {
    case 'google-workspace':
      // Google refuses an account of another Workspace domain when `hd` is set (Keycloak's `hostedDomain`).
      return { hostedDomain: domain };
    case 'entra-id': {
      const tenant = `https://login.microsoftonline.com/${directory.tenantId}`;
      return {
        issuer: `${tenant}/v2.0`,
        authorizationUrl: `${tenant}/oauth2/v2.0/authorize`,
        tokenUrl: `${tenant}/oauth2/v2.0/token`,
        jwksUrl: `${tenant}/discovery/v2.0/keys`,
        logoutUrl: `${tenant}/oauth2/v2.0/logout`,
        useJwksUrl: 'true',
        validateSignature: 'true',
        pkceEnabled: 'true',
        pkceMethod: 'S256',
        clientAuthMethod: 'client_secret_post',
      };
    }
    case 'oidc':
      return {
        issuer: directory.issuer,
        authorizationUrl: directory.authorizationUrl,
        tokenUrl: directory.tokenUrl,
        jwksUrl: directory.jwksUrl,
        useJwksUrl: 'true',
        validateSignature: 'true',
        pkceEnabled: 'true',
        pkceMethod: 'S256',
        clientAuthMethod: 'client_secret_post',
      };
  }
}
