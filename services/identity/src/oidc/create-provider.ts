import Provider, { type KoaContext } from 'oidc-provider';
import type { Db } from '@crescendo/service-kit';
import type { IdentityConfig } from '../config.js';
import { registrationParam } from '../login/login-actions.js';
import { messagePage } from '../login/login-page.js';
import { loginLanguage, loginStrings } from '../login/login-strings.js';
import { accountClaims } from './account-claims.store.js';
import type { OidcSecrets } from './oidc-secrets.store.js';
import { pgAdapterFactory } from './pg-adapter.store.js';
import { matchesPattern, parsePatterns, patternOrigins } from './redirect-patterns.js';
import { RefreshTokenEnvelope } from './refresh-token-envelope.js';

/** What a page of oidc-provider's own may do: its own inline script (hashed in), forms to this origin. */
const providerPagesCsp =
  "default-src 'none'; script-src 'self'; style-src 'self'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'";

/** Keycloak's paths, relative to the issuer (`.../realms/crescendo`). */
export const keycloakRoutes = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
  userinfo: '/protocol/openid-connect/userinfo',
  pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
} as const;

const scopes = 'openid profile email';
/** The resource indicator of our API (an absolute URI, as RFC 8707 wants); its tokens say `aud: OIDC_AUDIENCE`. */
const apiResource = 'urn:crescendo:api';

export interface EmbeddedProvider {
  provider: Provider;
  envelope: RefreshTokenEnvelope;
  /** The issuer's path, e.g. `/realms/crescendo`: every route of the provider is under it. */
  mountPath: string;
}

export function createProvider(config: IdentityConfig, db: Db, secrets: OidcSecrets): EmbeddedProvider {
  const mountPath = new URL(config.OIDC_ISSUER).pathname.replace(/\/$/, '');
  const patterns = parsePatterns(config.OIDC_REDIRECT_URIS);
  const origins = patternOrigins(patterns);
  const audience = config.OIDC_AUDIENCE;
  const envelope = new RefreshTokenEnvelope(secrets.envelopeKey, config.OIDC_ISSUER);

  const provider = new Provider(config.OIDC_ISSUER, {
    adapter: pgAdapterFactory(db),
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: patterns,
        post_logout_redirect_uris: patterns,
      },
    ],
    clientBasedCORS: (_ctx: KoaContext, origin: string) => origins.includes(origin),
    findAccount: async (_ctx: KoaContext, sub: string) => {
      const claims = await accountClaims(db, sub);
      return claims ? { accountId: sub, claims: () => claims } : undefined;
    },
    // Like Keycloak's default client scopes: e-mail and names come with `openid` alone (keycloak-js asks only that).
    claims: {
      openid: [
        'sub',
        'email',
        'email_verified',
        'name',
        'given_name',
        'family_name',
        'preferred_username',
        'locale',
      ],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale'],
    },
    // keycloak-js and the shell read the names from the ID token, as Keycloak puts them there.
    conformIdTokenClaims: false,
    // SameSite stated, not left to the library's default: Lax lets the sign-in survive the redirects back
    // from Google, Strict would drop it. Secure comes with https (X-Forwarded-Proto, `proxy` below).
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    jwks: { keys: secrets.signingKeys },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // keycloak-js logs out by redirecting with id_token_hint; like Keycloak, no extra confirmation page.
        logoutSource: async (ctx: KoaContext, form: string) => {
          const s = loginStrings[loginLanguage(ctx.oidc.params ?? {})];
          const page = messagePage(
            'fr',
            s.loggedOut,
            '…',
            form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>'),
          );
          ctx.set('Content-Security-Policy', page.csp);
          ctx.type = 'html';
          ctx.body = page.html;
        },
        postLogoutSuccessSource: async (ctx: KoaContext) => {
          const page = messagePage('fr', loginStrings.fr.loggedOut, loginStrings.fr.backToApp);
          ctx.set('Content-Security-Policy', page.csp);
          ctx.type = 'html';
          ctx.body = page.html;
        },
      },
      // JWT access tokens (keycloak-js decodes them, the gateway verifies them with the published keys).
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: scopes,
          audience,
          accessTokenTTL: config.OIDC_ACCESS_TOKEN_TTL_SECONDS,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    extraTokenClaims: async (
      ctx: KoaContext | undefined,
      token: { kind: string; accountId?: string; clientId?: string },
    ) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const claims = await accountClaims(db, token.accountId);
      if (!claims) return undefined;
      const { sub: _sub, ...rest } = claims;
      // Like Keycloak: when the user last signed in, from the code or refresh token being exchanged (sudo mode).
      const entities = ctx?.oidc?.entities;
      const authTime = entities?.AuthorizationCode?.authTime ?? entities?.RefreshToken?.authTime;
      return { ...rest, azp: token.clientId, ...(authTime === undefined ? {} : { auth_time: authTime }) };
    },
    // A first-party client: the user is not asked to consent; the grant covers what the client may ask.
    loadExistingGrant: async (ctx: KoaContext) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(scopes);
      grant.addResourceScope(apiResource, scopes);
      await grant.save();
      return grant;
    },
    // Refresh tokens for the public client, bound to the session (logout ends them), rotated on each use.
    issueRefreshToken: async (_ctx: KoaContext, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    interactions: {
      url: (_ctx: KoaContext, interaction: { uid: string }) =>
        `${mountPath}/login-actions/${interaction.uid}`,
    },
    pkce: { required: () => true },
    // Kept on the interaction: the registrations entry opens the sign-up page instead of the login page.
    extraParams: [registrationParam],
    routes: keycloakRoutes,
    ttl: {
      AccessToken: config.OIDC_ACCESS_TOKEN_TTL_SECONDS,
      IdToken: config.OIDC_ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      Interaction: 30 * 60,
      Grant: config.OIDC_SESSION_TTL_SECONDS,
      Session: config.OIDC_SESSION_TTL_SECONDS,
      // The whole chain of rotated refresh tokens lives as long as the sign-in, not longer.
      RefreshToken: (ctx: KoaContext) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? config.OIDC_SESSION_TTL_SECONDS,
    },
    renderError: async (ctx: KoaContext, out: { error?: string; error_description?: string }) => {
      const s = loginStrings.fr;
      const page = messagePage('fr', s.errorTitle, out.error_description ?? out.error ?? s.errorTitle);
      ctx.set('Content-Security-Policy', page.csp);
      ctx.type = 'html';
      ctx.body = page.html;
    },
  });
  provider.proxy = true;

  // Redirect URIs are patterns (see redirect-patterns.ts), not exact strings.
  provider.Client.prototype.redirectUriAllowed = (uri: string) => matchesPattern(patterns, uri);
  provider.Client.prototype.postLogoutRedirectUriAllowed = (uri: string) => matchesPattern(patterns, uri);

  provider.use(async (ctx, next) => {
    // A page oidc-provider renders itself (the sign-out's auto-submitted form when the session is already
    // gone, an erased account's say) adds its inline script's hash to the CSP it finds: without one here, the
    // gateway's stricter default would block that script and leave the person on a blank page. Our own pages
    // set theirs, replacing this one.
    ctx.set('Content-Security-Policy', providerPagesCsp);
    await next();
    const route = ctx.oidc?.route;
    if (route === 'discovery' && ctx.body && typeof ctx.body === 'object') {
      // Our own userinfo (userinfo.ts) accepts the JWT access tokens.
      Object.assign(ctx.body, { userinfo_endpoint: `${config.OIDC_ISSUER}${keycloakRoutes.userinfo}` });
    }
    if (route === 'token' && ctx.status === 200 && ctx.body && typeof ctx.body === 'object') {
      const body = ctx.body as { refresh_token?: string };
      if (body.refresh_token) {
        const token = (await provider.RefreshToken.find(body.refresh_token)) as
          { exp?: number; accountId?: string; sid?: string } | undefined;
        body.refresh_token = await envelope.wrap(body.refresh_token, {
          exp: token?.exp ?? Math.floor(Date.now() / 1000) + config.OIDC_SESSION_TTL_SECONDS,
          sub: token?.accountId,
          sid: token?.sid,
          azp: config.OIDC_CLIENT_ID,
        });
      }
    }
    // keycloak-js sends credentials with its token requests (stack-notes.md).
    const origin = ctx.get('origin');
    if (origin && origins.includes(origin)) ctx.set('Access-Control-Allow-Credentials', 'true');
  });

  return { provider, envelope, mountPath };
}
