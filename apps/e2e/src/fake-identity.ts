import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Me } from '@crescendo/contracts';
import { sendJson, type RouteHandler } from './static-platform.js';

/**
 * A stand-in for the identity provider and `GET /api/v1/me`, speaking the subset of Keycloak's endpoints
 * that keycloak-js uses (silent check-sso, authorization code + PKCE, refresh, logout). It signs in
 * `user` without a form. Temporary: the journeys move to the real identity service and gateway once
 * they exist. Tokens are unsigned JWTs: keycloak-js only decodes them, and nothing here verifies them.
 */
export interface FakeIdentity {
  handler: RouteHandler;
  /** How many times the browser exchanged a refresh token. */
  refreshCount(): number;
}

export interface FakeIdentityOptions {
  user: Me;
  realm?: string;
  accessTokenSeconds?: number;
}

const sessionCookie = 'fake_identity_session';

export function fakeIdentity({
  user,
  realm = 'crescendo',
  accessTokenSeconds = 300,
}: FakeIdentityOptions): FakeIdentity {
  const base = `/realms/${realm}/protocol/openid-connect`;
  const nonces = new Map<string, string>();
  let refreshes = 0;

  const tokens = (nonce: string | undefined) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: user.id,
      email: user.email,
      iat: now,
      exp: now + accessTokenSeconds,
      nonce,
      sid: 's1',
    };
    return {
      access_token: jwt({ ...claims, typ: 'Bearer' }),
      id_token: jwt({ ...claims, typ: 'ID' }),
      refresh_token: jwt({ ...claims, exp: now + 1800, typ: 'Refresh' }),
      token_type: 'Bearer',
      expires_in: accessTokenSeconds,
    };
  };

  async function handler(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === `${base}/3p-cookies/step1.html`) {
      response.setHeader('Content-Type', 'text/html');
      response.end('<script>parent.postMessage("supported", "*")</script>');
      return true;
    }
    if (url.pathname === `${base}/auth`) {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '/');
      const answer = new URLSearchParams({ state: url.searchParams.get('state') ?? '' });
      const signedIn = request.headers.cookie?.includes(`${sessionCookie}=1`) ?? false;
      if (!signedIn && url.searchParams.get('prompt') === 'none') {
        answer.set('error', 'login_required');
      } else {
        const code = `code-${nonces.size + 1}`;
        nonces.set(code, url.searchParams.get('nonce') ?? '');
        answer.set('code', code);
        answer.set('session_state', 's1');
        response.setHeader('Set-Cookie', `${sessionCookie}=1; Path=/; SameSite=Lax`);
      }
      redirect.hash = answer.toString();
      response.writeHead(302, { Location: redirect.href });
      response.end();
      return true;
    }
    if (url.pathname === `${base}/token` && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      if (form.get('grant_type') === 'refresh_token') refreshes += 1;
      sendJson(response, tokens(nonces.get(form.get('code') ?? '')));
      return true;
    }
    if (url.pathname === `${base}/logout`) {
      response.writeHead(302, {
        Location: url.searchParams.get('post_logout_redirect_uri') ?? '/home',
        'Set-Cookie': `${sessionCookie}=; Path=/; Max-Age=0`,
      });
      response.end();
      return true;
    }
    if (url.pathname === '/api/v1/me') {
      const bearer = request.headers.authorization?.startsWith('Bearer ') ?? false;
      if (bearer) sendJson(response, user);
      else
        sendJson(response, { error: { code: 'UNAUTHENTICATED', message: 'Vous devez être connecté.' } }, 401);
      return true;
    }
    return false;
  }

  return { handler, refreshCount: () => refreshes };
}

function jwt(payload: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.unsigned`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}
