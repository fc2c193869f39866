import { SCOPE, type RunningFakeGoogle } from '../src/index.js';
import { getJson, OTHER_TEACHER, postJson, startTestFake, TEACHER } from './helpers.js';

let fake: RunningFakeGoogle;
let token: string;

beforeAll(async () => {
  fake = await startTestFake();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.control.reset();
  token = (
    await fake.control.issueToken({ email: TEACHER, scopes: [SCOPE.coursesReadonly, SCOPE.rostersReadonly] })
  ).access_token;
});

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

describe('latency', () => {
  it('delays every request by a fixed amount, or only the matching paths', async () => {
    fake.control.setLatency({ fixedMs: 120 });
    expect(await timed(() => getJson(`${fake.url}/v1/courses`, token))).toBeGreaterThanOrEqual(110);

    fake.control.setLatency({ rules: [{ path: '/v1/courses/*/students', ms: 400 }] });
    expect(await timed(() => getJson(`${fake.url}/v1/courses`, token))).toBeLessThan(300);
    expect(await timed(() => getJson(`${fake.url}/v1/courses/100/students`, token))).toBeGreaterThanOrEqual(
      390,
    );
  });
});

describe('failure injection', () => {
  it('answers the next N matching requests with the given status, then behaves again', async () => {
    const { id } = fake.control.injectFailure({ path: '/v1/courses', times: 2, status: 503 });
    expect(id).toBeGreaterThan(0);
    const first = await getJson(`${fake.url}/v1/courses`, token);
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({
      error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' },
    });
    expect((await getJson(`${fake.url}/v1/courses/100/students`, token)).status).toBe(200);
    expect((await getJson(`${fake.url}/v1/courses`, token)).status).toBe(503);
    expect((await getJson(`${fake.url}/v1/courses`, token)).status).toBe(200);
  });

  it('fails a share of the matching requests with `rate`, per route', async () => {
    fake.control.injectFailure({ path: '/v1/courses/*/students', rate: 0.5, status: 503 });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1)
      statuses.push((await getJson(`${fake.url}/v1/courses/100/students`, token)).status);
    const failed = statuses.filter((status) => status === 503).length;
    expect(failed).toBeGreaterThan(10);
    expect(failed).toBeLessThan(50);
    expect(statuses.filter((status) => status !== 503).every((status) => status === 200)).toBe(true);
    // Another route is untouched.
    expect((await getJson(`${fake.url}/v1/courses`, token)).status).toBe(200);
  });

  it('sends a custom body and headers', async () => {
    fake.control.injectFailure({ path: '/v1/**', status: 500, body: 'boom', headers: { 'X-Why': 'test' } });
    const response = await getJson(`${fake.url}/v1/courses`, token);
    expect(response.status).toBe(500);
    expect(response.headers.get('x-why')).toBe('test');
    expect(await response.text()).toBe('boom');
  });

  it('drops the connection', async () => {
    fake.control.injectFailure({ path: '/v1/courses', drop: true });
    await expect(getJson(`${fake.url}/v1/courses`, token)).rejects.toThrow();
    expect(fake.control.requests({ path: '/v1/courses' })).toEqual([
      expect.objectContaining({ status: 0, dropped: true }),
    ]);
  });
});

describe('quota', () => {
  it('answers 429 RESOURCE_EXHAUSTED with Retry-After past N requests per window per Google user', async () => {
    fake.control.setQuota({ limit: 2, windowMs: 60_000 });
    expect((await getJson(`${fake.url}/v1/courses`, token)).status).toBe(200);
    expect((await getJson(`${fake.url}/v1/courses/100/students`, token)).status).toBe(200);
    const limited = await getJson(`${fake.url}/v1/courses`, token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(await limited.json()).toMatchObject({
      error: {
        code: 429,
        status: 'RESOURCE_EXHAUSTED',
        message: expect.stringContaining("'Requests per minute per user'"),
      },
    });

    // Another token of the same account shares the user's quota; another account has its own.
    const sameUser = (await fake.control.issueToken({ email: TEACHER, scopes: [SCOPE.coursesReadonly] }))
      .access_token;
    expect((await getJson(`${fake.url}/v1/courses`, sameUser)).status).toBe(429);
    const otherUser = (
      await fake.control.issueToken({ email: OTHER_TEACHER, scopes: [SCOPE.coursesReadonly] })
    ).access_token;
    expect((await getJson(`${fake.url}/v1/courses`, otherUser)).status).toBe(200);
  });

  it('counts every user of one OAuth client against the client’s quota', async () => {
    fake.control.setQuota({ per: 'client', limit: 3, windowMs: 60_000 });
    fake.control.setQuota({ per: 'user', limit: 100, windowMs: 60_000 });
    const other = (await fake.control.issueToken({ email: OTHER_TEACHER, scopes: [SCOPE.coursesReadonly] }))
      .access_token;
    expect((await getJson(`${fake.url}/v1/courses`, token)).status).toBe(200);
    expect((await getJson(`${fake.url}/v1/courses`, other)).status).toBe(200);
    expect((await getJson(`${fake.url}/v1/courses`, token)).status).toBe(200);
    const limited = await getJson(`${fake.url}/v1/courses`, other);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      error: { message: expect.stringContaining("limit 'Requests per minute' of") },
    });
    // A token of another client is another project: its own quota.
    fake.control.addClient({
      clientId: 'autre-projet',
      clientSecret: 's',
      redirectUris: ['http://127.0.0.1:9/'],
    });
    const elsewhere = (
      await fake.control.issueToken({
        email: TEACHER,
        scopes: [SCOPE.coursesReadonly],
        clientId: 'autre-projet',
      })
    ).access_token;
    expect((await getJson(`${fake.url}/v1/courses`, elsewhere)).status).toBe(200);
  });

  it('opens a new window once the old one has passed', async () => {
    fake.control.setQuota({ limit: 1, windowMs: 500 });
    expect((await getJson(`${fake.url}/v1/courses`, token)).status).toBe(200);
    expect((await getJson(`${fake.url}/v1/courses`, token)).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 550));
    expect((await getJson(`${fake.url}/v1/courses`, token)).status).toBe(200);
  });

  it('does not count a request without a valid token (its answer is 401)', async () => {
    fake.control.setQuota({ limit: 1, windowMs: 60_000 });
    expect((await getJson(`${fake.url}/v1/courses`, 'ya29.unknown')).status).toBe(401);
    expect((await getJson(`${fake.url}/v1/courses`, token)).status).toBe(200);
  });
});

describe('request log', () => {
  it('records method, path, status and time of Google traffic, not of control calls', async () => {
    await getJson(`${fake.url}/v1/courses?courseStates=ACTIVE`, token);
    await getJson(`${fake.url}/v1/courses/999/students`, token);
    await postJson(`${fake.url}/__control/courses`, { ownerEmail: TEACHER, name: 'MUS416' });
    const log = fake.control.requests();
    expect(log.map((r) => [r.method, r.path, r.status])).toEqual([
      ['GET', '/v1/courses', 200],
      ['GET', '/v1/courses/999/students', 404],
    ]);
    expect(log[0].query).toBe('?courseStates=ACTIVE');
    expect(Date.parse(log[0].at)).not.toBeNaN();
    expect(fake.control.requests({ path: '/v1/courses/*/students' })).toHaveLength(1);
  });
});

describe('control API over HTTP', () => {
  const control = (path: string, method: string, body?: unknown): Promise<Response> =>
    fetch(`${fake.url}/__control${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('seeds an account, a course and students, then resets to the configuration', async () => {
    const account = await control('/accounts', 'POST', {
      email: 'nouveau@test.crescendo.ca',
      givenName: 'Nouveau',
      familyName: 'Prof',
    });
    expect(account.status).toBe(201);
    const course = (await (
      await control('/courses', 'POST', {
        ownerEmail: 'nouveau@test.crescendo.ca',
        name: 'MUS515 — Orchestre',
        courseState: 'PROVISIONED',
      })
    ).json()) as { id: string; courseState: string };
    expect(course.courseState).toBe('PROVISIONED');
    const added = await control(`/courses/${course.id}/students`, 'POST', {
      students: [{ email: 'a@test.crescendo.ca', givenName: 'A', familyName: 'B' }],
    });
    expect(await added.json()).toEqual({ added: 1 });

    const issued = (await (
      await control('/tokens', 'POST', {
        email: 'nouveau@test.crescendo.ca',
        scopes: `${SCOPE.coursesReadonly} ${SCOPE.rostersReadonly}`,
      })
    ).json()) as { access_token: string };
    const roster = await getJson(`${fake.url}/v1/courses/${course.id}/students`, issued.access_token);
    expect(roster.status).toBe(200);

    expect((await control('/tokens/revoke', 'POST', { token: issued.access_token })).status).toBe(204);
    expect((await getJson(`${fake.url}/v1/courses`, issued.access_token)).status).toBe(401);

    expect((await control('/reset', 'POST')).status).toBe(204);
    expect((await control(`/courses/${course.id}/students`, 'POST', { students: [] })).status).toBe(404);
  });

  it('sets latency, quota and failures, and reads the log', async () => {
    expect((await control('/failures', 'POST', { path: '/v1/courses', status: 502 })).status).toBe(201);
    expect((await control('/quota', 'PUT', { limit: 5, windowMs: 1000 })).status).toBe(204);
    expect((await control('/latency', 'PUT', { fixedMs: 1 })).status).toBe(204);
    expect((await getJson(`${fake.url}/v1/courses`, token)).status).toBe(502);
    const log = (await (await control('/requests?path=/v1/**', 'GET')).json()) as {
      requests: Array<{ status: number }>;
    };
    expect(log.requests.map((r) => r.status)).toEqual([502]);
    expect((await control('/requests', 'DELETE')).status).toBe(204);
    expect(fake.control.requests()).toEqual([]);
  });

  it('answers 400 with the faulty field', async () => {
    const response = await control('/quota', 'PUT', { limit: 'beaucoup', windowMs: 1000 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'quota.limit must be a number ≥ 0.' });
  });
});
