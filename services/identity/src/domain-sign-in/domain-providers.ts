import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { DomainSignInRefused, type DomainIdentity } from './domain-accounts.js';
import type { DomainSecrets } from './domain-secrets.js';
import type { SignInDomainRow } from './sign-in-domain.store.js';

/** What the sign-in keeps between the way out and the way back (in the provider's interaction). */
export interface PendingDomainSignIn {
  domain: string;
  state: string;
  verifier: string;
  nonce: string;
}

/**
 * A domain's identity provider through openid-client (decision 0057): discovery from the configured issuer,
 * the authorization URL (code, PKCE S256, state, nonce, the address as `login_hint`, Google's `hd` or Entra's
 * `domain_hint`), then the code exchange, whose ID token openid-client checks (signature from the issuer's
 * keys, issuer, audience, expiry, nonce; the state of the answer). The address must be of the domain itself.
 */
export class DomainProviders {
  private readonly jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(
    private readonly redirectUri: string,
    private readonly secrets: DomainSecrets,
  ) {}

  async authorization(
    row: SignInDomainRow,
    email: string,
    stateRoute: string,
  ): Promise<{ url: string; pending: PendingDomainSignIn }> {
    const config = await this.configuration(row);
    const verifier = oidc.randomPKCECodeVerifier();
    const pending = {
      domain: row.domain,
      // The interaction's id first: the way back finds its page (and its cookie) from it.
      state: `${stateRoute}.${oidc.randomState()}`,
      verifier,
      nonce: oidc.randomNonce(),
    };
    const parameters: Record<string, string> = {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      login_hint: email,
    };
    if (row.kind === 'google-workspace') parameters.hd = row.domain;
    if (row.kind === 'entra-id') parameters.domain_hint = row.domain;
    return { url: oidc.buildAuthorizationUrl(config, parameters).href, pending };
  }

  /** The provider's answer (`query`: code and state, or its error) made into a verified identity of the domain. */
  async identity(
    row: SignInDomainRow,
    pending: PendingDomainSignIn,
    query: URLSearchParams,
  ): Promise<DomainIdentity> {
    const config = await this.configuration(row);
    // The answer's own parameters only: the rest of the URL is the redirect URI the code was made for (Google
    // adds `scope`, `authuser` and `prompt`, which must not end up in the one sent with the code).
    const answer = new URL(this.redirectUri);
    for (const name of answerParameters) {
      const value = query.get(name);
      if (value !== null) answer.searchParams.set(name, value);
    }
    const tokens = await oidc.authorizationCodeGrant(config, answer, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) throw new DomainSignInRefused('no ID token');
    // openid-client trusts an ID token from the token endpoint without its signature (OIDC Core 3.1.3.7, over
    // TLS); the issuer's keys are checked too, so that a provider on plain http (this machine) proves as much.
    await jwtVerify(tokens.id_token, this.keysOf(config), {
      issuer: config.serverMetadata().issuer,
      audience: row.clientId,
    });
    // Entra ID names the person by `preferred_username` (the UPN) when it has no `email` claim to give.
    const address = text(claims.email) ?? text(claims.preferred_username);
    const email = address?.trim().toLowerCase() ?? '';
    if (email.slice(email.lastIndexOf('@') + 1) !== row.domain || !email.includes('@'))
      throw new DomainSignInRefused('an address outside the domain');
    if (claims.email_verified === false)
      throw new DomainSignInRefused('an address the provider did not prove');
    // Google: any Google account can sign in to a client; only the Workspace's accounts carry its `hd`.
    if (row.kind === 'google-workspace' && claims.hd !== row.domain)
      throw new DomainSignInRefused('a Google account outside the Workspace');
    return {
      issuer: config.serverMetadata().issuer,
      subject: claims.sub,
      email,
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
    };
  }

  /** The issuer's published keys (jose fetches them again when a token names a key it has not seen). */
  private keysOf(config: oidc.Configuration) {
    const uri = config.serverMetadata().jwks_uri;
    if (!uri) throw new DomainSignInRefused('an issuer without published keys');
    let keys = this.jwks.get(uri);
    if (!keys) this.jwks.set(uri, (keys = createRemoteJWKSet(new URL(uri))));
    return keys;
  }

  private configuration(row: SignInDomainRow): Promise<oidc.Configuration> {
    const issuer = new URL(row.issuer);
    return oidc.discovery(
      issuer,
      row.clientId,
      this.secrets.open(row.domain, row.clientSecretSealed),
      undefined,
      {
        // http only reaches this machine (the contract refuses any other http issuer): tests and the demo.
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      },
    );
  }
}

const answerParameters = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri'];

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
