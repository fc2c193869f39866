import type { Group, HttpErrorBody } from '@crescendo/contracts';
import { CookieJar } from '@crescendo/testing';
import { callApi, signUp, startOwnPlatform, type OwnPlatform } from './own-platform.js';

/**
 * Connection codes cannot be enumerated: through the public edge, wrong codes are counted per account
 * (10 an hour, the default) and per client address (small here), in groups, with the address the gateway
 * decided on. The gateway trusts this machine as its proxy so that the test speaks from addresses of its own.
 */
describe('joining by connection code: a budget of wrong codes', () => {
  let platform: OwnPlatform;
  let teacher: string;
  let group: Group;

  beforeAll(async () => {
    platform = await startOwnPlatform({
      gateway: { TRUSTED_PROXIES: 'loopback' },
      groups: { JOIN_CODE_FREE_FAILURES_PER_ADDRESS: '15' },
    });
    teacher = await signUp(platform);
    const organization = await callApi(platform, 'POST', '/organizations', teacher, {
      name: 'École Crescendo',
      role: 'teacher',
    });
    if (organization.status !== 201) throw new Error(`no organisation: ${JSON.stringify(organization)}`);
    group = (await callApi(platform, 'POST', '/groups', teacher, { name: 'MUS212 — Harmonie' }))
      .body as Group;
  }, 90_000);
  afterAll(() => platform?.close());

  const student = (address: string) => signUp(platform, new CookieJar({ 'x-forwarded-for': address }));

  async function join(token: string, address: string, code: string) {
    const response = await fetch(`${platform.origin}/api/v1/groups/join`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-forwarded-for': address,
      },
      body: JSON.stringify({ code }),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as HttpErrorBody,
    };
  }

  /** Codes of the right shape that open no group. */
  const wrongCodes = (count: number) =>
    Array.from({ length: count }, (_, i) => `ZZ${String(i).padStart(4, '0')}`).filter(
      (c) => c !== group.connectionCode,
    );

  function expectLimited(answer: Awaited<ReturnType<typeof join>>) {
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.body.error.code).toBe('RATE_LIMITED');
    expect(answer.body.error.message).toMatch(
      /^Trop de tentatives\. Réessayez dans \d+ (seconde|minute)s?\.$/,
    );
  }

  it('refuses the 11th attempt of the hour with 429 after 10 wrong codes from one account, even with the right code', async () => {
    const address = '198.51.100.10';
    const token = await student(address);
    for (const code of wrongCodes(10)) expect((await join(token, address, code)).status).toBe(400);
    expectLimited(await join(token, address, group.connectionCode!));
    // From another address, the account's budget still holds.
    expectLimited(await join(token, '198.51.100.99', group.connectionCode!));
    const roster = (await callApi(platform, 'GET', `/groups/${group.id}`, teacher)).body as Group;
    expect(roster.studentIds).toEqual([]);
  });

  it('counts wrong codes per client address too, across accounts', async () => {
    const address = '198.51.100.20';
    const first = await student(address);
    for (const code of wrongCodes(10)) expect((await join(first, address, code)).status).toBe(400);
    const second = await student(address);
    for (const code of wrongCodes(5)) expect((await join(second, address, code)).status).toBe(400);
    expectLimited(await join(second, address, group.connectionCode!));
    // Someone else, elsewhere, joins with the code.
    const elsewhere = await student('198.51.100.30');
    expect((await join(elsewhere, '198.51.100.30', group.connectionCode!)).status).toBe(201);
  });
});
