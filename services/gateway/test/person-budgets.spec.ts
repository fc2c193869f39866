import { randomBytes } from 'node:crypto';
import {
  freePort,
  gatewaySigningEnv,
  serviceEnv,
  startBuiltProcess,
  type RunningProcess,
} from '@crescendo/testing';
import { startService, type RunningService } from '@crescendo/service-kit';
import { gatewayService } from '../src/gateway.service-definition.js';
import { keycloakAccessTokenClaims, TestIssuer } from './test-issuer.js';

/**
 * A whole school behind one address (issue 32 §1): signed-in API calls count against each person, not
 * against the address the school's classes share; anonymous calls and made-up tokens count at the address.
 */
describe('gateway: API budgets per person', () => {
  let issuer: TestIssuer;
  let identity: RunningProcess;
  const gateways: RunningService[] = [];

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    const identityPort = await freePort();
    identity = await startBuiltProcess({
      name: 'identity',
      script: 'services/identity/dist/main.js',
      env: serviceEnv({ HTTP_PORT: String(identityPort), OIDC_EMBEDDED: 'false' }),
      readyUrl: `http://127.0.0.1:${identityPort}/health/ready`,
    });
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await identity?.stop();
    await issuer?.close();
  });

  async function gateway(env: Record<string, string> = {}): Promise<string> {
    const started = await startService(
      gatewayService,
      serviceEnv({
        ...gatewaySigningEnv(),
        OIDC_URL: issuer.baseUrl,
        REDIS_PREFIX: `${serviceEnv().REDIS_PREFIX}${randomBytes(3).toString('hex')}:`,
        ...env,
      }),
    );
    gateways.push(started);
    return started.url;
  }

  const person = async () =>
    issuer.sign(keycloakAccessTokenClaims(issuer.issuer, `${randomBytes(5).toString('hex')}@ecole.test`));
  const me = (url: string, token?: string) =>
    fetch(`${url}/api/v1/me`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  /** `count` calls, `parallel` at a time, all from this test's one address; their statuses. */
  async function calls(count: number, parallel: number, call: () => Promise<Response>): Promise<number[]> {
    const statuses: number[] = [];
    for (let sent = 0; sent < count; sent += parallel) {
      const batch = Array.from({ length: Math.min(parallel, count - sent) }, call);
      for (const response of await Promise.all(batch)) {
        statuses.push(response.status);
        await response.body?.cancel();
      }
    }
    return statuses;
  }

  it('lets two people at one address make 400 calls each in a minute, with the default budgets', async () => {
    const url = await gateway();
    const [teacher, student] = [await person(), await person()];
    const statuses = await calls(
      800,
      16,
      (() => {
        let turn = 0;
        return () => me(url, (turn += 1) % 2 ? teacher : student);
      })(),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
  }, 120_000);

  it('counts signed-in calls per person, apart from the address and from each other', async () => {
    const url = await gateway({ RATE_LIMIT_PER_PERSON_PER_MINUTE: '5', RATE_LIMIT_PER_MINUTE: '3' });
    const [first, second] = [await person(), await person()];
    // The budget counts in windows aligned on the clock: up to twice it, the window's end is crossed once at most.
    const firstStatuses = await calls(11, 1, () => me(url, first));
    expect(firstStatuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(firstStatuses).toContain(429);
    expect((await me(url, second)).status).toBe(200);
    expect((await me(url)).status).toBe(401); // the address's anonymous budget is untouched
  });

  it('counts a token that does not verify at the address: made-up tokens buy no budget', async () => {
    const url = await gateway({ RATE_LIMIT_PER_MINUTE: '3' });
    const madeUp = () =>
      `${randomBytes(20).toString('base64url')}.${randomBytes(40).toString('base64url')}.x`;
    const statuses = await calls(7, 1, () => me(url, madeUp()));
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses).toContain(429);
    expect((await me(url, await person())).status).toBe(200); // a signed-in person still gets through
  });
});
