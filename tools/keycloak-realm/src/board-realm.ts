import { schoolIdentityProvider } from './identity-providers.js';
import type { ClientRepresentation, RealmExport } from './keycloak-representations.js';
import { platformRoles, roleDescriptions, roleGroups } from './roles.js';

export interface BoardRealmOptions {
  /** Whether anyone may create an account on Keycloak's page: off unless the board wants it. */
  registrationAllowed?: boolean;
}

/** `${VAR:default}`: Keycloak replaces it from the server's environment when it imports the realm. */
const env = (name: string, fallback: string) => `\${${name}:${fallback}}`;
const publicUrl = env('CRESCENDO_PUBLIC_URL', 'http://localhost:8080');

/**
 * The realm `crescendo` as a school board runs it (issue 25 §6, docs/keycloak.md): the web client, the
 * board's schools as Keycloak 26 Organizations named in the tokens (`organization`), the platform's roles as
 * realm roles given by groups, identity-provider templates for a school's Microsoft Entra ID or Google
 * Workspace, the mail server, and the security settings the embedded provider has (password policy, brute
 * force, TOTP, short access tokens).
 */
export function boardRealm(options: BoardRealmOptions = {}): RealmExport {
  return {
    realm: 'crescendo',
    enabled: true,
    displayName: 'Crescendo',
    internationalizationEnabled: true,
    supportedLocales: ['fr', 'en'],
    defaultLocale: 'fr',
    sslRequired: 'external',
    registrationAllowed: options.registrationAllowed ?? false,
    registrationEmailAsUsername: true,
    loginWithEmailAllowed: true,
    duplicateEmailsAllowed: false,
    resetPasswordAllowed: true,
    verifyEmail: true,
    rememberMe: false,
    organizationsEnabled: true,
    accessTokenLifespan: 300,
    ssoSessionIdleTimeout: 43200,
    ssoSessionMaxLifespan: 43200,
    revokeRefreshToken: true,
    refreshTokenMaxReuse: 0,
    passwordPolicy: 'length(12) and maxLength(128) and notEmail',
    bruteForceProtected: true,
    permanentLockout: false,
    failureFactor: 5,
    waitIncrementSeconds: 60,
    quickLoginCheckMilliSeconds: 1000,
    minimumQuickLoginWaitSeconds: 60,
    maxFailureWaitSeconds: 900,
    maxDeltaTimeSeconds: 900,
    otpPolicyType: 'totp',
    otpPolicyAlgorithm: 'HmacSHA1',
    otpPolicyDigits: 6,
    otpPolicyPeriod: 30,
    otpPolicyLookAheadWindow: 1,
    otpSupportedApplications: [
      'totpAppGoogleName',
      'totpAppMicrosoftAuthenticatorName',
      'totpAppFreeOTPName',
    ],
    smtpServer: {
      host: env('SMTP_HOST', 'smtp.example.org'),
      port: env('SMTP_PORT', '587'),
      from: env('SMTP_FROM', 'no-reply@example.org'),
      fromDisplayName: 'Crescendo',
      replyTo: env('SMTP_REPLY_TO', ''),
      starttls: 'true',
      ssl: 'false',
      auth: 'true',
      user: env('SMTP_USER', ''),
      password: env('SMTP_PASSWORD', ''),
    },
    roles: {
      realm: platformRoles.map((role) => ({ name: role, description: roleDescriptions[role] })),
    },
    groups: platformRoles.map((role) => ({
      name: roleGroups[role],
      path: `/${roleGroups[role]}`,
      realmRoles: [role],
    })),
    clients: [webClient()],
    identityProviders: [
      // 'Se connecter avec Google' (spec §4), for any Google account.
      {
        alias: 'google',
        displayName: 'Google',
        providerId: 'google',
        enabled: true,
        trustEmail: true,
        storeToken: false,
        firstBrokerLoginFlowAlias: 'first broker login',
        config: {
          clientId: env('GOOGLE_CLIENT_ID', 'fill-me-in'),
          clientSecret: env('GOOGLE_CLIENT_SECRET', 'fill-me-in'),
          defaultScope: 'openid email profile',
          syncMode: 'IMPORT',
        },
      },
      // Templates: a board's identity team fills each in for a school's domain, links it to the school's
      // organisation and enables it (docs/keycloak.md).

      schoolIdentityProvider(
        'entra-id',
        'Microsoft (Entra ID)',
        env('ENTRA_DOMAIN', 'ecole.example.org'),
        {
          kind: 'entra-id',
          tenantId: env('ENTRA_TENANT_ID', 'fill-me-in'),
          clientId: env('ENTRA_CLIENT_ID', 'fill-me-in'),
          clientSecret: env('ENTRA_CLIENT_SECRET', 'fill-me-in'),
        },
        { enabled: false },
      ),
      schoolIdentityProvider(
        'google-workspace',
        'Google Workspace',
        env('GOOGLE_WORKSPACE_DOMAIN', 'ecole.example.org'),
        {
          kind: 'google-workspace',
          clientId: env('GOOGLE_CLIENT_ID', 'fill-me-in'),
          clientSecret: env('GOOGLE_CLIENT_SECRET', 'fill-me-in'),
        },
        { enabled: false },
      ),
    ],
  };
}

/**
 * The browser's client: authorization code with PKCE only; access tokens for `crescendo-api` naming the
 * person's organisations (Keycloak 26's organisation membership mapper: a list of the organisations'
 * aliases) beside the realm roles (`realm_access.roles`, from the default `roles` scope).
 */
function webClient(): ClientRepresentation {
  return {
    clientId: 'crescendo-web',
    name: 'Crescendo (web)',
    enabled: true,
    publicClient: true,
    protocol: 'openid-connect',
    standardFlowEnabled: true,
    implicitFlowEnabled: false,
    directAccessGrantsEnabled: false,
    serviceAccountsEnabled: false,
    frontchannelLogout: true,
    redirectUris: [`${publicUrl}/*`],
    webOrigins: ['+'],
    attributes: {
      'pkce.code.challenge.method': 'S256',
      'post.logout.redirect.uris': `${publicUrl}/*`,
    },
    defaultClientScopes: ['basic', 'profile', 'email', 'web-origins', 'roles'],
    optionalClientScopes: ['offline_access'],
    protocolMappers: [
      {
        name: 'audience crescendo-api',
        protocol: 'openid-connect',
        protocolMapper: 'oidc-audience-mapper',
        config: {
          'included.custom.audience': 'crescendo-api',
          'access.token.claim': 'true',
          'id.token.claim': 'false',
        },
      },
      {
        name: 'organization',
        protocol: 'openid-connect',
        protocolMapper: 'oidc-organization-membership-mapper',
        config: {
          'claim.name': 'organization',
          'jsonType.label': 'String',
          multivalued: 'true',
          'access.token.claim': 'true',
          'id.token.claim': 'true',
          'introspection.token.claim': 'true',
        },
      },
    ],
  };
}
