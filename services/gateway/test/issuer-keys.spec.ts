import { generateKeyPair, SignJWT } from 'jose';
import {
  freePort,
  gatewaySigningEnv,
  serviceEnv,
  startBuiltService,
  type RunningBuiltService,
} from '@crescendo/testing';
import { eventually } from './own-platform.js';

/**
 * The issuer's signing keys cannot be fetched (Keycloak down, a wrong address): a bearer token is then
 * neither valid nor an expired session. The gateway answers 503 with a French message and logs why,
 * through the service's logger (Fastify's `request.log` writes there too).
 */
const lines: string[] = [];
let gateway: RunningBuiltService;
let keysUrl: string;

beforeAll(async () => {
  const closed = await freePort(); // nothing listens there
  keysUrl = `http://127.0.0.1:${closed}/realms/crescendo/protocol/openid-connect/certs`;
  gateway = await startBuiltService(
    'gateway',
    serviceEnv({
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://127.0.0.1:1',
      OIDC_URL: 'http://127.0.0.1:1',
      OIDC_INTERNAL_URL: `http://127.0.0.1:${closed}`,
      ...gatewaySigningEnv(),
    }),
    { onOutput: (_name, line) => lines.push(line) },
  );
}, 60_000);

afterAll(() => gateway?.stop());

function loggedEntries(): { level: string; service: string; msg: string }[] {
  return lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as { level: string; service: string; msg: string }];
    } catch {
      return [];
    }
  });
}

async function someToken(): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ email: 'prof@ecole.test', azp: 'crescendo-web' })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer('http://127.0.0.1:1/realms/crescendo')
    .setSubject('someone')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

describe('when the issuer’s keys cannot be fetched', () => {
  it('answers 503 with a French message, not an expired session', async () => {
    const response = await fetch(`${gateway.url}/api/v1/me`, {
      headers: { authorization: `Bearer ${await someToken()}` },
    });
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('UNAVAILABLE');
    expect(body.error.message).toContain('le fournisseur d’identité ne répond pas');
  });

  it('logs the cause, as JSON with the service’s name', async () => {
    // The child's output arrives on its own schedule, after the answer.
    const logged = await eventually(
      async () => loggedEntries().find((entry) => entry.level === 'error' && entry.msg.includes(keysUrl)),
      (entry) => entry !== undefined,
    );
    expect(logged).toMatchObject({ service: 'gateway' });
    expect(logged!.msg).toMatch(/fetch failed|ECONNREFUSED/);
  });
});
