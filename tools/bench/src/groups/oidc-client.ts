import { createHash, randomBytes } from 'node:crypto';

// Authorization code + PKCE over fetch, as keycloak-js drives it (the approach of
// services/identity/test/oidc-client.ts, copied: code does not cross packages).

class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

interface WebConfig {
  oidc: { url: string; realm: string; clientId: string };
}

/** An access token for a demo account, from the provider the platform's /config.json names. */
export async function accessToken(baseUrl: string, email: string, password: string): Promise<string> {
  const { oidc } = (await (await fetch(`${baseUrl}/config.json`)).json()) as WebConfig;
  const base = `${oidc.url.replace(/\/$/, '')}/realms/${oidc.realm}`;
  const redirectUri = `${baseUrl}/dashboard`;
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: oidc.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const auth = await browse(jar, `${base}/protocol/openid-connect/auth?${query}`);
  const loginUrl = new URL(auth.headers.get('location') ?? '', base).href;
  await browse(jar, loginUrl);
  let current = await browse(jar, `${loginUrl}/login`, form({ email, password }));
  if (current.status !== 303) throw new Error(`sign-in refused for ${email}: ${current.status}`);
  for (let hops = 0; hops < 5; hops++) {
    const location = current.headers.get('location');
    if (!location) throw new Error(`no redirect after sign-in (${current.status})`);
    const url = new URL(location, base);
    const fragment = new URLSearchParams(url.hash.slice(1));
    const code = fragment.get('code');
    if (code) {
      if (fragment.get('state') !== state) throw new Error('state mismatch');
      const tokens = await fetch(
        `${base}/protocol/openid-connect/token`,
        form({
          grant_type: 'authorization_code',
          code,
          code_verifier: verifier,
          client_id: oidc.clientId,
          redirect_uri: redirectUri,
        }),
      );
      if (!tokens.ok) throw new Error(`token request refused: ${tokens.status}`);
      return ((await tokens.json()) as { access_token: string }).access_token;
    }
    current = await browse(jar, url.href);
  }
  throw new Error('too many redirects on the way to the authorization code');
}
