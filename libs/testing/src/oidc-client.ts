import { createHash, randomBytes } from 'node:crypto';

/** A browser's cookie jar, enough for the provider's cookies (name → value, all paths). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** `headers`: sent with every request of this browser, e.g. the X-Forwarded-For of a client behind a trusted proxy. */
  constructor(readonly headers: Record<string, string> = {}) {}

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** fetch as a browser would: cookies kept, redirects not followed (the test follows them). */
export async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...jar.headers, ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** What keycloak-js does with a token: split on dots and JSON-parse the base64url middle part. */
export function decodeLikeKeycloakJs(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  if (typeof payload !== 'string') throw new Error('Unable to decode token, payload not found.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
}

/**
 * The first step of authorization code + PKCE as keycloak-js takes it (response_mode=fragment): the
 * query sent to `<base>/protocol/openid-connect/<endpoint>` ('auth', or 'registrations' for register()),
 * and where the provider sends the browser next (its sign-in or sign-up page).
 */
export async function startAuthorization(options: {
  base: string;
  jar: CookieJar;
  clientId: string;
  redirectUri: string;
  endpoint?: 'auth' | 'registrations';
  extra?: Record<string, string>;
}): Promise<{
  start: Response;
  pageUrl: string;
  pkce: { verifier: string; challenge: string };
  state: string;
}> {
  const pkce = pkcePair();
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...options.extra,
  });
  const start = await browse(
    options.jar,
    `${options.base}/protocol/openid-connect/${options.endpoint ?? 'auth'}?${query}`,
  );
  const pageUrl = new URL(start.headers.get('location') ?? '', options.base).href;
  return { start, pageUrl, pkce, state };
}

/**
 * Drives authorization code + PKCE as keycloak-js does (response_mode=fragment), through the sign-in
 * page, and returns the page responses on the way so tests can look at them.
 */
export async function signInWithPassword(options: {
  base: string;
  jar: CookieJar;
  clientId: string;
  redirectUri: string;
  email: string;
  password: string;
  otp?: () => string;
}): Promise<{ tokens: Tokens; pkce: { verifier: string } }> {
  const { base, jar } = options;
  const { pageUrl: loginUrl, pkce, state } = await startAuthorization(options);
  await browse(jar, loginUrl);
  let next = await browse(
    jar,
    `${loginUrl}/login`,
    form({ email: options.email, password: options.password }),
  );
  if (next.status !== 303) throw new Error(`sign-in refused: ${next.status} ${await next.text()}`);
  if (options.otp) {
    await browse(jar, new URL(next.headers.get('location')!, base).href);
    next = await browse(jar, `${loginUrl}/otp`, form({ code: options.otp() }));
    if (next.status !== 303) throw new Error(`second factor refused: ${next.status}`);
  }
  const code = await followToCode(jar, base, next, state);
  return { tokens: await exchangeCode(base, code, pkce.verifier, options), pkce };
}

/**
 * keycloak-js's check-sso with a session already open at the provider (the jar's cookies): no page, the
 * provider answers a code at once, exchanged for fresh tokens carrying that session's `auth_time`.
 */
export async function signInSilently(options: {
  base: string;
  jar: CookieJar;
  clientId: string;
  redirectUri: string;
}): Promise<Tokens> {
  const { start, pkce, state } = await startAuthorization({ ...options, extra: { prompt: 'none' } });
  const code = await followToCode(options.jar, options.base, start, state);
  return exchangeCode(options.base, code, pkce.verifier, options);
}

/** The authorization code for tokens, as keycloak-js does on its way back to the app. */
async function exchangeCode(
  base: string,
  code: string,
  verifier: string,
  client: { clientId: string; redirectUri: string },
): Promise<Tokens> {
  const tokens = await tokenRequest(base, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
  });
  return (await tokens.json()) as Tokens;
}

/**
 * keycloak-js `register()` without a browser: the provider's sign-up page (Keycloak's registrations
 * entry), the form posted (answered by 'check your mailbox'), then the sign-in from that page's link and
 * the code exchanged. A new account whose address is not verified yet, signed in.
 */
export async function signUpWithPassword(options: {
  base: string;
  jar: CookieJar;
  clientId: string;
  redirectUri: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}): Promise<{ tokens: Tokens }> {
  const { base, jar } = options;
  const { pageUrl, pkce, state } = await startAuthorization({ ...options, endpoint: 'registrations' });
  await browse(jar, pageUrl);
  const done = await browse(
    jar,
    `${pageUrl}/register`,
    form({
      firstName: options.firstName ?? 'Clara',
      lastName: options.lastName ?? 'Schumann',
      email: options.email,
      password: options.password,
      passwordConfirm: options.password,
    }),
  );
  if (done.status !== 200) throw new Error(`sign-up refused: ${done.status} ${await done.text()}`);
  const signedIn = await browse(
    jar,
    `${pageUrl}/login`,
    form({ email: options.email, password: options.password }),
  );
  if (signedIn.status !== 303) throw new Error(`sign-in after sign-up refused: ${signedIn.status}`);
  const code = await followToCode(jar, base, signedIn, state);
  return { tokens: await exchangeCode(base, code, pkce.verifier, options) };
}

export async function followToCode(
  jar: CookieJar,
  base: string,
  response: Response,
  state: string,
): Promise<string> {
  let current = response;
  for (let hops = 0; hops < 5; hops++) {
    const location = current.headers.get('location');
    if (!location) throw new Error(`no redirect (${current.status}): ${await current.text()}`);
    const url = new URL(location, base);
    const fragment = new URLSearchParams(url.hash.slice(1));
    if (fragment.get('code')) {
      if (fragment.get('state') !== state) throw new Error('state mismatch');
      return fragment.get('code')!;
    }
    if (fragment.get('error')) throw new Error(`authorization error: ${fragment.get('error')}`);
    current = await browse(jar, url.href);
  }
  throw new Error('too many redirects');
}

export function tokenRequest(
  base: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const init = form(fields);
  return fetch(`${base}/protocol/openid-connect/token`, {
    ...init,
    headers: { ...init.headers, ...headers },
  });
}
