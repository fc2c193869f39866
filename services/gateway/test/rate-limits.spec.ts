import { randomBytes } from 'node:crypto';
import {
  freePort,
  gatewaySigningEnv,
  serviceEnv,
  startBuiltProcess,
  type RunningProcess,
} from '@crescendo/testing';
import { startService, type RunningService } from '@crescendo/service-kit';
import type { HttpErrorBody } from '@crescendo/contracts';
import { gatewayService } from '../src/gateway.service-definition.js';

const randomAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

/** The request budgets of the edge: per real client, on the route the router matched, on every route. */
describe('gateway: rate limits that hold', () => {
  let identity: RunningProcess;
  let identityUrl: string;
  const gateways: RunningService[] = [];

  beforeAll(async () => {
    const port = await freePort();
    identityUrl = `http://127.0.0.1:${port}`;
    identity = await startBuiltProcess({
      name: 'identity',
      script: 'services/identity/dist/main.js',
      env: serviceEnv({ HTTP_PORT: String(port) }),
      readyUrl: `${identityUrl}/health/ready`,
    });
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await identity?.stop();
  });

  /** A gateway with counters of its own (a Redis prefix per gateway). */
  async function gateway(env: Record<string, string>): Promise<string> {
    const started = await startService(
      gatewayService,
      serviceEnv({
        ...gatewaySigningEnv(),
        IDENTITY_HTTP_URL: identityUrl,
        REDIS_PREFIX: `${serviceEnv().REDIS_PREFIX}${randomBytes(3).toString('hex')}:`,
        ...env,
      }),
    );
    gateways.push(started);
    return started.url;
  }

  /**
   * The budgets count in minutes aligned on the clock (decision 0023): a burst that straddled a minute's end
   * would start again from nothing there, so each burst begins at least 10 s before the next minute.
   */
  async function clearOfWindowEnd() {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  }

  async function expectLimited(response: Response) {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await response.json()) as HttpErrorBody;
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ (seconde|minute)s?\.$/);
  }

  it('counts the socket’s address: a new X-Forwarded-For on every request still gets 429', async () => {
    const url = await gateway({ RATE_LIMIT_PER_MINUTE: '10' });
    await clearOfWindowEnd();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i += 1) {
      last = await fetch(`${url}/api/v1/me`, { headers: { 'x-forwarded-for': randomAddress() } });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    await expectLimited(last!);
  });

  it('believes X-Forwarded-For only from a proxy listed in TRUSTED_PROXIES', async () => {
    const url = await gateway({ RATE_LIMIT_PER_MINUTE: '3', TRUSTED_PROXIES: '127.0.0.1,::1' });
    await clearOfWindowEnd();
    const from = (client: string) => fetch(`${url}/api/v1/me`, { headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < 3; i += 1) expect((await from('203.0.113.1')).status).toBe(401);
    await expectLimited(await from('203.0.113.1'));
    expect((await from('203.0.113.2')).status).toBe(401);
  });

  it('counts /%61pi/v1/me with /api/v1/me: the budget follows the route the router matched', async () => {
    const url = await gateway({ RATE_LIMIT_PER_MINUTE: '10' });
    await clearOfWindowEnd();
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${url}/api/v1/me`)).status).toBe(401);
    const encoded: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await fetch(`${url}/%61pi/v1/me`);
      encoded.push(last.status);
    }
    expect(encoded.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    await expectLimited(last!);
  });

  it('limits /realms/* too, on a budget of its own', async () => {
    const url = await gateway({ RATE_LIMIT_REALMS_PER_MINUTE: '5' });
    await clearOfWindowEnd();
    const discovery = `${url}/realms/crescendo/.well-known/openid-configuration`;
    for (let i = 0; i < 5; i += 1) expect((await fetch(discovery)).status).toBe(200);
    await expectLimited(await fetch(discovery));
    expect((await fetch(`${url}/api/v1/me`)).status).toBe(401);
  });
});
