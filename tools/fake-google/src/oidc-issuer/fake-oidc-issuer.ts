import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readParams } from '../http/body.js';
import { sendHtml, sendJson } from '../http/respond.js';
import { SigningKeys } from '../oauth/keys.js';
import { isValidVerifier, verifyPkce } from '../oauth/pkce.js';
import { signInPageHtml } from './sign-in-page.js';

/** An account of the tenant: its address is both `preferred_username` (the UPN) and `email`. */
export interface OidcIssuerAccount {
  email: string;
  name: string;
  givenName?: string;
  familyName?: string;
}

export interface OidcIssuerClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface FakeOidcIssuerOptions {
  port?: number;
  host?: string;
  /** The directory (tenant) id in every path and in the issuer, as Entra ID's `{tenant}`; a random UUID by default. */
  tenant?: string;
  clients?: OidcIssuerClient[];
  accounts?: OidcIssuerAccount[];
}

/** What the next ID token gets wrong on purpose, to prove the client checks it (then back to normal). */
export interface Misbehaviour {
  issuer?: string;
  nonce?: string;
  audience?: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | undefined;
  account: OidcIssuerAccount;
  expiresAt: number;
}

export interface RunningFakeOidcIssuer {
  /** The issuer, `http://host:port/<tenant>/v2.0`: what a client's discovery starts from. */
  issuer: string;
  url: string;
  tenant: string;
  addClient(client: OidcIssuerClient): void;
  addAccount(account: OidcIssuerAccount): void;
  /** The next token request answers an ID token with these claims wrong. */
  misbehaveOnce(wrong: Misbehaviour): void;
  /** Requests served, `METHOD /path` (query left out), oldest first. */
  requests(): string[];
  close(): Promise<void>;
}

/**
 * A second OpenID Connect issuer, shaped like Microsoft Entra ID's v2.0 endpoints (issue 25 §5): discovery at
 * `/<tenant>/v2.0/.well-known/openid-configuration`, `/<tenant>/oauth2/v2.0/authorize` and `/token`, keys at
 * `/<tenant>/discovery/v2.0/keys`. Code flow with PKCE S256 required, `state` and `nonce` carried, client secret
 * by `client_secret_post` or `_basic`; ID tokens RS256 with Entra's claims (`oid`, `tid`, a pairwise `sub`,
 * `preferred_username`, `email`, `ver: '2.0'`). A known `login_hint` signs in at once; otherwise a page lists the
 * accounts. A real HTTP server, so a client under test cannot tell it from a real issuer.
 */
export async function startFakeOidcIssuer(
  options: FakeOidcIssuerOptions = {},
): Promise<RunningFakeOidcIssuer> {
  const tenant = options.tenant ?? randomUUID();
  const clients = new Map((options.clients ?? []).map((c) => [c.clientId, c]));
  const accounts = new Map((options.accounts ?? []).map((a) => [a.email.toLowerCase(), a]));
  const codes = new Map<string, PendingCode>();
  const keys = new SigningKeys();
  const log: string[] = [];
  let wrong: Misbehaviour | undefined;
  let base = '';
  const prefix = `/${tenant}`;
  const issuerOf = () => `${base}${prefix}/v2.0`;

  const approve = (res: ServerResponse, params: URLSearchParams, account: OidcIssuerAccount) => {
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      clientId: params.get('client_id')!,
      redirectUri: params.get('redirect_uri')!,
      challenge: params.get('code_challenge')!,
      nonce: params.get('nonce') ?? undefined,
      account,
      expiresAt: Date.now() + 600_000,
    });
    const back = new URL(params.get('redirect_uri')!);
    back.searchParams.set('code', code);
    const state = params.get('state');
    if (state) back.searchParams.set('state', state);
    res.writeHead(302, { location: back.href }).end();
  };

  /** The authorization request's problem, or null; an unknown client or redirect is never redirected to. */
  const refuse = (params: URLSearchParams): string | null => {
    const client = clients.get(params.get('client_id') ?? '');
    if (!client) return 'AADSTS700016: Application not found in the directory.';
    if (!client.redirectUris.includes(params.get('redirect_uri') ?? ''))
      return 'AADSTS50011: The redirect URI does not match the redirect URIs configured for the application.';
    if (params.get('response_type') !== 'code') return 'AADSTS700054: response_type is not enabled.';
    if (!(params.get('scope') ?? '').split(' ').includes('openid'))
      return 'AADSTS90009: openid scope required.';
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge'))
      return 'AADSTS501491: PKCE with S256 is required.';
    return null;
  };

  const authorize = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const params = req.method === 'POST' ? await readParams(req) : url.searchParams;
    const problem = refuse(params);
    if (problem) return sendHtml(res, 400, `<!doctype html><title>Erreur</title><p>${problem}</p>`);
    const chosen = req.method === 'POST' ? params.get('account') : params.get('login_hint');
    const account = accounts.get((chosen ?? '').toLowerCase());
    if (account) return approve(res, params, account);
    sendHtml(res, 200, signInPageHtml(`${prefix}/oauth2/v2.0/authorize`, params, [...accounts.values()]));
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    const params = await readParams(req);
    const error = (status: number, code: string, description: string) =>
      sendJson(res, status, { error: code, error_description: description });
    const basic = req.headers.authorization?.match(/^basic (.+)$/i)?.[1];
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [];
    const clientId = basicId ?? params.get('client_id') ?? '';
    const secret = basicSecret ?? params.get('client_secret');
    const client = clients.get(clientId);
    if (!client || secret !== client.clientSecret)
      return error(401, 'invalid_client', 'AADSTS7000215: Invalid client secret provided.');
    if (params.get('grant_type') !== 'authorization_code')
      return error(400, 'unsupported_grant_type', 'AADSTS70003: grant_type not supported.');
    const code = codes.get(params.get('code') ?? '');
    codes.delete(params.get('code') ?? '');
    if (!code || code.clientId !== clientId || code.expiresAt < Date.now())
      return error(
        400,
        'invalid_grant',
        'AADSTS70008: The provided authorization code is invalid or expired.',
      );
    if (code.redirectUri !== params.get('redirect_uri'))
      return error(400, 'invalid_grant', 'AADSTS50011: redirect_uri does not match.');
    const verifier = params.get('code_verifier') ?? '';
    if (!isValidVerifier(verifier) || !verifyPkce(verifier, code.challenge, 'S256'))
      return error(
        400,
        'invalid_grant',
        'AADSTS501481: The Code_Verifier does not match the code_challenge.',
      );
    const misbehaviour = wrong ?? {};
    wrong = undefined;
    const oid = uuidFrom(`${tenant}:${code.account.email}`);
    const idToken = await keys.sign(
      {
        iss: misbehaviour.issuer ?? issuerOf(),
        aud: misbehaviour.audience ?? clientId,
        sub: createHash('sha256').update(`${oid}:${clientId}`).digest('base64url'),
        oid,
        tid: tenant,
        ver: '2.0',
        nbf: Math.floor(Date.now() / 1000) - 1,
        name: code.account.name,
        given_name: code.account.givenName,
        family_name: code.account.familyName,
        preferred_username: code.account.email,
        email: code.account.email,
        ...((misbehaviour.nonce ?? code.nonce) ? { nonce: misbehaviour.nonce ?? code.nonce } : {}),
      },
      3600,
    );
    sendJson(
      res,
      200,
      {
        token_type: 'Bearer',
        scope: 'openid profile email',
        expires_in: 3600,
        access_token: randomBytes(32).toString('base64url'),
        id_token: idToken,
      },
      { 'Cache-Control': 'no-store' },
    );
  };

  const discovery = () => ({
    issuer: issuerOf(),
    authorization_endpoint: `${base}${prefix}/oauth2/v2.0/authorize`,
    token_endpoint: `${base}${prefix}/oauth2/v2.0/token`,
    jwks_uri: `${base}${prefix}/discovery/v2.0/keys`,
    response_types_supported: ['code', 'id_token', 'code id_token'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    code_challenge_methods_supported: ['S256'],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'nonce',
      'oid',
      'tid',
      'preferred_username',
      'email',
      'name',
    ],
    tenant_region_scope: 'NA',
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    log.push(`${req.method} ${url.pathname}`);
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : '';
    if (req.method === 'GET' && path === '/v2.0/.well-known/openid-configuration')
      return sendJson(res, 200, discovery());
    if (req.method === 'GET' && path === '/discovery/v2.0/keys') return sendJson(res, 200, await keys.jwks());
    if (path === '/oauth2/v2.0/authorize' && (req.method === 'GET' || req.method === 'POST'))
      return authorize(req, res, url);
    if (req.method === 'POST' && path === '/oauth2/v2.0/token') return token(req, res);
    sendJson(res, 404, { error: 'not_found' });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: 'server_error' });
      else res.end();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  base = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    issuer: issuerOf(),
    url: base,
    tenant,
    addClient: (client) => void clients.set(client.clientId, client),
    addAccount: (account) => void accounts.set(account.email.toLowerCase(), account),
    misbehaveOnce: (misbehaviour) => {
      wrong = misbehaviour;
    },
    requests: () => [...log],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A stable UUID-shaped id from a text, as Entra's object ids look. */
function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
