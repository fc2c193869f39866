import { randomUUID } from 'node:crypto';
import {
  createGroup,
  getClassroomGroup,
  listClassroomGroups,
  listGroups,
  upsertClassroomGroup,
} from '@crescendo/contracts';
import { callersOf, newTenant, serviceEnv, testServiceClient } from '@crescendo/testing';
import { startGroups, type GroupsHarness } from './groups-harness.js';

/** Groups imported from Classroom (issue 11.3): written by classroom-sync only, upserted per teacher and course. */
describe('groups.classroom.upsert', () => {
  let h: GroupsHarness;
  let asClassroom: ReturnType<typeof callersOf> & { close: () => Promise<void> };

  beforeAll(async () => {
    h = await startGroups();
    const client = testServiceClient({
      natsUrl: h.nats.url,
      prefix: serviceEnv().NATS_PREFIX!,
      access: h.nats.accessFor('classroom-sync'),
    });
    asClassroom = { ...callersOf(client), close: () => client.close() };
  }, 90_000);
  afterAll(async () => {
    await asClassroom?.close();
    await h?.close();
  });

  const course = (tenant: ReturnType<typeof newTenant>, externalId: string, studentIds: string[] | null) => ({
    organizationId: tenant.organizationId,
    teacherId: tenant.teacher.userId,
    externalId,
    name: 'MUS212 — Harmonie',
    description: 'Vents',
    schoolYear: '2026-2027',
    studentIds,
  });

  it('creates the group once, then updates it and replaces its students, with events for each change', async () => {
    const tenant = newTenant();
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const first = await asClassroom.ok(upsertClassroomGroup, course(tenant, '7001', [a, b]), null);
    expect(first).toMatchObject({ created: true, added: 2, removed: 0 });
    expect(first.group).toMatchObject({
      source: 'google-classroom',
      externalId: '7001',
      teacherId: tenant.teacher.userId,
      studentIds: [a, b].sort(),
      connectionCode: expect.stringMatching(/^[A-Z0-9]{6}$/),
      importedAt: expect.any(String),
    });
    const again = await asClassroom.ok(
      upsertClassroomGroup,
      { ...course(tenant, '7001', [b, c]), name: 'MUS212 — Harmonie (2)', description: null },
      null,
    );
    expect(again).toMatchObject({ created: false, added: 1, removed: 1 });
    expect(again.group).toMatchObject({
      id: first.group.id,
      name: 'MUS212 — Harmonie (2)',
      description: null,
    });
    expect(again.group.studentIds.sort()).toEqual([b, c].sort());
    const events = await h.outbox(`payload->>'groupId' = $1`, [first.group.id]);
    expect(
      events
        .map((event) => `${event.subject} ${String(event.payload.via ?? event.payload.reason ?? '')}`)
        .sort(),
    ).toEqual([
      'evt.groups.group.created ',
      'evt.groups.group.updated ',
      'evt.groups.membership.added import',
      'evt.groups.membership.added import',
      'evt.groups.membership.added import',
      'evt.groups.membership.removed import',
    ]);
    // Students that could not be saved (null): the group's stay as they are.
    const kept = await asClassroom.ok(upsertClassroomGroup, course(tenant, '7001', null), null);
    expect(kept.group.studentIds.sort()).toEqual([b, c].sort());
    const { groups } = await asClassroom.ok(
      listClassroomGroups,
      { organizationId: tenant.organizationId, teacherId: tenant.teacher.userId },
      null,
    );
    expect(groups).toEqual([{ groupId: first.group.id, externalId: '7001' }]);
  });

  it('makes one group of one course when runs race (a job taken up again while the first still runs)', async () => {
    const tenant = newTenant();
    const students = [randomUUID(), randomUUID()];
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        asClassroom.ok(upsertClassroomGroup, course(tenant, '7002', students), null),
      ),
    );
    expect(new Set(replies.map((reply) => reply.group.id)).size).toBe(1);
    expect(replies.filter((reply) => reply.created)).toHaveLength(1);
    const { groups } = await h.ok(listGroups, { includeArchived: true }, tenant.teacher);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.studentCount).toBe(2);
  });

  it('keeps one group per teacher and course: another teacher’s import of the course is theirs', async () => {
    const tenant = newTenant();
    const mine = await asClassroom.ok(upsertClassroomGroup, course(tenant, '7003', []), null);
    const theirs = await asClassroom.ok(
      upsertClassroomGroup,
      { ...course(tenant, '7003', []), teacherId: tenant.otherTeacher.userId },
      null,
    );
    expect(theirs.group.id).not.toBe(mine.group.id);
  });

  it('is classroom-sync’s alone: the gateway cannot send it, and an actor is refused', async () => {
    const tenant = newTenant();
    // The gateway's NATS user may not publish it: refused by the server, it never reaches groups.
    const fromGateway = await h
      .send(upsertClassroomGroup, course(tenant, '7004', []), null)
      .catch(() => null);
    expect(fromGateway?.ok ?? false).toBe(false);
    expect(await h.ok(listGroups, { includeArchived: true }, tenant.teacher)).toMatchObject({ groups: [] });
    expect(
      await asClassroom.send(upsertClassroomGroup, course(tenant, '7004', []), tenant.admin),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });

  // Roster re-sync (issue 11.5b, decision 0036): the group classroom-sync compares a course's roster with.
  it('answers classroom-sync an imported group with its students, of the organisation named, and nothing else', async () => {
    const tenant = newTenant();
    const student = randomUUID();
    const { group } = await asClassroom.ok(upsertClassroomGroup, course(tenant, '7005', [student]), null);
    const ref = { organizationId: tenant.organizationId, groupId: group.id };
    const read = await asClassroom.ok(getClassroomGroup, ref, null);
    expect(read.group).toMatchObject({
      id: group.id,
      teacherId: tenant.teacher.userId,
      studentIds: [student],
    });
    expect(
      await asClassroom.send(getClassroomGroup, { ...ref, organizationId: newTenant().organizationId }, null),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const manual = await h.ok(createGroup, { name: 'MUS101 — Éveil' }, tenant.teacher);
    expect(await asClassroom.send(getClassroomGroup, { ...ref, groupId: manual.id }, null)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await asClassroom.send(getClassroomGroup, ref, tenant.admin)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    const fromGateway = await h.send(getClassroomGroup, ref, null).catch(() => null);
    expect(fromGateway?.ok ?? false).toBe(false);
  });
});
