import { randomUUID } from 'node:crypto';
import type { Group } from '@crescendo/contracts';
import { callApi, eventually, signUp, startOwnPlatform, type OwnPlatform } from './own-platform.js';

/**
 * /api/v1/groups on the real platform: tokens from the provider's pages, actors resolved by identity,
 * requests served by groups. What the gateway does with a route shows in what the user gets back and
 * in what groups then holds.
 */
describe('gateway: /api/v1/groups on the whole platform', () => {
  let platform: OwnPlatform;
  let teacher: string;
  let student: string;
  let studentId: string;
  let home: Group;

  const call = (method: string, path: string, token?: string, body?: unknown) =>
    callApi(platform, method, path, token, body);

  async function newGroup(name: string): Promise<Group> {
    const created = await call('POST', '/groups', teacher, { name });
    if (created.status !== 201) throw new Error(`group not created: ${JSON.stringify(created)}`);
    return created.body;
  }

  const groupIds = async (query = '') =>
    ((await call('GET', `/groups${query}`, teacher)).body.groups as Group[]).map((group) => group.id).sort();
  const studentsOf = async (groupId: string) =>
    ((await call('GET', `/groups/${groupId}`, teacher)).body as Group).studentIds;

  beforeAll(async () => {
    platform = await startOwnPlatform();
    // Role selection, 'teacher': an organisation of the teacher's own.
    teacher = await signUp(platform);
    const organization = await call('POST', '/organizations', teacher, {
      name: 'École Crescendo',
      role: 'teacher',
    });
    if (organization.status !== 201) throw new Error(`no organisation: ${JSON.stringify(organization)}`);
    home = await newGroup('MUS212 — Harmonie');
    // Sign-up's student path: a newcomer joins with the code; identity makes them a student of the
    // teacher's organisation when groups' event reaches it.
    student = await signUp(platform);
    const joined = await call('POST', '/groups/join', student, { code: home.connectionCode });
    if (joined.status !== 201) throw new Error(`not joined: ${JSON.stringify(joined)}`);
    const me = await eventually(
      () => call('GET', '/me', student),
      (answer) => answer.body?.role === 'student',
    );
    studentId = me.body.id;
  }, 90_000);
  afterAll(() => platform?.close());

  it('lets a new teacher create a group in the request right after creating their organisation', async () => {
    // The gateway caches actors; its own successful change drops the caller's entry at once, without
    // waiting for identity's event (which, on a busy machine, came after the next request).
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const newcomer = await signUp(platform);
      // Cached now: a teacher (spec §4's first sign-in) of no organisation yet.
      expect((await call('GET', '/me', newcomer)).body.organizationId).toBeNull();
      const organization = await call('POST', '/organizations', newcomer, {
        name: `École ${attempt}`,
        role: 'teacher',
      });
      expect(organization.status).toBe(201);
      const created = await call('POST', '/groups', newcomer, { name: 'MUS312 — Cuivres' });
      expect([attempt, created.status]).toEqual([attempt, 201]);
    }
  });

  it('knows every groups route, and guards each one', async () => {
    const before = await groupIds('?includeArchived=true');
    const id = randomUUID();
    for (const [method, path] of [
      ['GET', '/groups'],
      ['POST', '/groups'],
      ['POST', '/groups/join'],
      ['POST', '/groups/sample-groups'],
      ['GET', `/groups/${id}`],
      ['PATCH', `/groups/${id}`],
      ['DELETE', `/groups/${id}`],
      ['PUT', `/groups/${id}/archived`],
      ['POST', `/groups/${id}/connection-code`],
      ['GET', `/groups/${id}/students`],
      ['DELETE', `/groups/${id}/students/${id}`],
      ['POST', `/groups/${id}/students/${id}/move`],
    ]) {
      const answer = await call(method!, path!, undefined, method === 'GET' ? undefined : { name: 'Jazz' });
      expect([method, path, answer.status, answer.body.error.code]).toEqual([
        method,
        path,
        401,
        'UNAUTHENTICATED',
      ]);
    }
    expect(await groupIds('?includeArchived=true')).toEqual(before);
  });

  it('passes the query, and answers 200 with the signed-in teacher’s groups', async () => {
    const archived = await newGroup('MUS101 — Archives');
    expect((await call('PUT', `/groups/${archived.id}/archived`, teacher, { archived: true })).status).toBe(
      200,
    );
    const all = await call('GET', '/groups?includeArchived=true', teacher);
    expect(all.status).toBe(200);
    const current = await groupIds();
    expect(current).not.toContain(archived.id);
    expect(current).toContain(home.id);
    expect(await groupIds('?includeArchived=true')).toEqual([...current, archived.id].sort());
    const teacherId = (await call('GET', '/me', teacher)).body.id;
    expect(new Set((all.body.groups as Group[]).map((group) => group.teacherId))).toEqual(
      new Set([teacherId]),
    );
  });

  it('merges the path and the body into one request', async () => {
    const choir = await newGroup('MUS214 — Chœur');
    const patched = await call('PATCH', `/groups/${choir.id}`, teacher, { name: ' Chorale ' });
    expect(patched).toMatchObject({ status: 200, body: { id: choir.id, name: 'Chorale' } });
    expect((await call('GET', `/groups/${choir.id}`, teacher)).body.name).toBe('Chorale');

    const orchestra = await newGroup('MUS213 — Orchestre');
    expect(await studentsOf(home.id)).toEqual([studentId]);
    const moved = await call('POST', `/groups/${home.id}/students/${studentId}/move`, teacher, {
      toGroupId: orchestra.id,
    });
    expect(moved.status).toBe(201);
    expect(await studentsOf(home.id)).toEqual([]);
    expect(await studentsOf(orchestra.id)).toEqual([studentId]);
  });

  it('refuses a blank name and a malformed id, in French, and creates nothing', async () => {
    const before = await groupIds('?includeArchived=true');
    const blank = await call('POST', '/groups', teacher, { name: '   ' });
    expect(blank).toEqual({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Les données envoyées sont invalides.',
          messageKey: 'common.validation',
          fields: { name: 'Le nom du groupe est requis.' },
          fieldMessages: { name: expect.objectContaining({ key: 'groups.nameRequired' }) },
        },
      },
    });
    expect(await groupIds('?includeArchived=true')).toEqual(before);
    expect(await call('GET', '/groups/pas-un-uuid', teacher)).toMatchObject({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED' } },
    });
  });

  it('keeps students out of the staff routes, and lets them join', async () => {
    const create = await call('POST', '/groups', student, { name: 'Jazz' });
    expect(create).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
    const jazz = await newGroup('MUS215 — Jazz');
    const join = await call('POST', '/groups/join', student, { code: jazz.connectionCode!.toLowerCase() });
    expect(join).toMatchObject({ status: 201, body: { id: jazz.id, name: 'MUS215 — Jazz' } });
    expect(await studentsOf(jazz.id)).toEqual([studentId]);
  });

  it('maps the service’s error to its status with its French message', async () => {
    const answer = await call('GET', `/groups/${randomUUID()}`, teacher);
    expect(answer).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Groupe introuvable.', messageKey: 'groups.notFound' } },
    });
  });

  it('describes the groups routes in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${platform.origin}/api/docs`)).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.paths['/api/v1/groups/{groupId}/students/{studentId}/move'].post.operationId).toBe(
      'moveGroupMember',
    );
  });
});
