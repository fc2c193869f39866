import {
  archiveGroup,
  createGroup,
  deleteGroup,
  getGroup,
  joinGroup,
  listGroups,
  regenerateCode,
  updateGroup,
} from '@crescendo/contracts';
import { generateConnectionCode, groupDescriptionMaxLength, groupNameMaxLength } from '@crescendo/domain';
import { groupDescriptionMax, groupNameMax } from '@crescendo/contracts';
import { newTenant } from '@crescendo/testing';
import { startGroups, type GroupsHarness } from './groups-harness.js';

/** Codes handed out in order, then crypto-random ones: lets a test force a collision. */
const queued: string[] = [];
let clock = new Date('2027-03-15T12:00:00Z');

describe('groups: create, change, archive, delete, read', () => {
  let h: GroupsHarness;

  beforeAll(async () => {
    h = await startGroups({
      generateCode: () => queued.shift() ?? generateConnectionCode(),
      now: () => clock,
    });
  }, 90_000);
  afterAll(() => h?.close());

  it('creates a manual group with a 6-character code in the current school year, and says so by event', async () => {
    const { teacher, organizationId } = newTenant();
    const group = await h.ok(
      createGroup,
      { name: '  MUS212   Harmonie ', description: 'Concert band' },
      teacher,
    );
    expect(group).toMatchObject({
      name: 'MUS212 Harmonie',
      description: 'Concert band',
      teacherId: teacher.userId,
      organizationId,
      source: 'manual',
      schoolYear: '2026-2027',
      archived: false,
      studentIds: [],
      studentCount: 0,
      externalId: null,
      importedAt: null,
    });
    expect(group.connectionCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(await h.outbox(`payload->>'groupId' = $1`, [group.id])).toEqual([
      {
        subject: 'evt.groups.group.created',
        payload: {
          groupId: group.id,
          organizationId,
          teacherId: teacher.userId,
          name: 'MUS212 Harmonie',
          schoolYear: '2026-2027',
          source: 'manual',
          archived: false,
        },
      },
    ]);
  });

  it('uses the school year of today in Toronto: from September, the new one', async () => {
    const { teacher } = newTenant();
    clock = new Date('2027-09-01T04:30:00Z');
    try {
      expect((await h.ok(createGroup, { name: 'Chorale' }, teacher)).schoolYear).toBe('2027-2028');
    } finally {
      clock = new Date('2027-03-15T12:00:00Z');
    }
  });

  it.each(['', '   ', '\t\n'])('refuses the blank name %j and stores nothing', async (name) => {
    const { teacher } = newTenant();
    const before = await h.count('groups');
    const reply = await h.send(createGroup, { name }, teacher);
    expect(reply).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED', fields: { 'payload.name': 'Le nom du groupe est requis.' } },
    });
    expect(await h.count('groups')).toBe(before);
  });

  it('keeps the limits of the contract and the domain the same', () => {
    expect(groupNameMax).toBe(groupNameMaxLength);
    expect(groupDescriptionMax).toBe(groupDescriptionMaxLength);
  });

  it('draws another code when the drawn one is taken (unique index, retried)', async () => {
    const { teacher } = newTenant();
    queued.push('TAKEN1');
    const first = await h.ok(createGroup, { name: 'Premier' }, teacher);
    expect(first.connectionCode).toBe('TAKEN1');
    queued.push('TAKEN1', 'TAKEN1', 'FRESH2');
    const second = await h.ok(createGroup, { name: 'Second' }, teacher);
    expect(second.connectionCode).toBe('FRESH2');
    expect(queued).toEqual([]);
  });

  it('gives up with a clear error after ten collisions in a row, and stores nothing', async () => {
    const { teacher } = newTenant();
    queued.push('STUCK1');
    await h.ok(createGroup, { name: 'Occupé' }, teacher);
    const before = await h.count('groups');
    queued.push(...Array.from({ length: 10 }, () => 'STUCK1'));
    const reply = await h.send(createGroup, { name: 'Malchanceux' }, teacher);
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: 'Impossible de générer un code de connexion unique. Réessayez.',
        messageKey: 'groups.noCode',
      },
    });
    expect(await h.count('groups')).toBe(before);
  });

  it('lets a teacher create only for themself; an admin for a teacher of the organisation', async () => {
    const { teacher, otherTeacher, admin } = newTenant();
    const refused = await h.send(createGroup, { name: 'Jazz', teacherId: otherTeacher.userId }, teacher);
    expect(refused).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const forTeacher = await h.ok(createGroup, { name: 'MUS416 — Jazz', teacherId: teacher.userId }, admin);
    expect(forTeacher.teacherId).toBe(teacher.userId);
    const mine = await h.ok(listGroups, {}, teacher);
    expect(mine.groups.map((g) => g.id)).toEqual([forTeacher.id]);
  });

  it('refuses students and users without an organisation', async () => {
    const { student } = newTenant();
    expect(await h.send(createGroup, { name: 'X' }, student)).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const lone = { ...student, organizationId: null, roles: ['teacher' as const] };
    expect(await h.send(createGroup, { name: 'X' }, lone)).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(await h.send(createGroup, { name: 'X' }, null)).toMatchObject({
      error: { code: 'UNAUTHENTICATED' },
    });
  });

  it('renames and describes; an admin reassigns the teacher, a teacher may not', async () => {
    const { teacher, otherTeacher, admin } = newTenant();
    const group = await h.ok(createGroup, { name: 'Harmonie' }, teacher);
    const renamed = await h.ok(
      updateGroup,
      { groupId: group.id, name: 'MUS312 Harmonie', description: '' },
      teacher,
    );
    expect(renamed).toMatchObject({ name: 'MUS312 Harmonie', description: null });
    const blank = await h.send(updateGroup, { groupId: group.id, name: '  ' }, teacher);
    expect(blank).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    const handOver = await h.send(
      updateGroup,
      { groupId: group.id, teacherId: otherTeacher.userId },
      teacher,
    );
    expect(handOver).toMatchObject({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        message: 'Seul un administrateur peut confier un groupe à un autre enseignant.',
      },
    });
    const reassigned = await h.ok(updateGroup, { groupId: group.id, teacherId: otherTeacher.userId }, admin);
    expect(reassigned.teacherId).toBe(otherTeacher.userId);
    expect(await h.send(getGroup, { groupId: group.id }, teacher)).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect((await h.ok(getGroup, { groupId: group.id }, otherTeacher)).name).toBe('MUS312 Harmonie');
    const events = await h.outbox(`payload->>'groupId' = $1`, [group.id]);
    expect(events.map((e) => e.subject)).toEqual([
      'evt.groups.group.created',
      'evt.groups.group.updated',
      'evt.groups.group.updated',
    ]);
    expect(events[2]!.payload.teacherId).toBe(otherTeacher.userId);
  });

  it('refuses an update that changes nothing', async () => {
    const { teacher } = newTenant();
    const group = await h.ok(createGroup, { name: 'Orchestre' }, teacher);
    expect(await h.send(updateGroup, { groupId: group.id }, teacher)).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
    });
  });

  it('archives: hidden from the list unless asked, its code stops working; unarchives', async () => {
    const { teacher } = newTenant();
    const group = await h.ok(createGroup, { name: 'Ancien groupe' }, teacher);
    const archived = await h.ok(archiveGroup, { groupId: group.id, archived: true }, teacher);
    expect(archived.archived).toBe(true);
    expect((await h.ok(listGroups, {}, teacher)).groups).toEqual([]);
    const all = await h.ok(listGroups, { includeArchived: true }, teacher);
    expect(all.groups.map((g) => [g.id, g.archived])).toEqual([[group.id, true]]);
    const back = await h.ok(archiveGroup, { groupId: group.id, archived: false }, teacher);
    expect(back.archived).toBe(false);
    expect((await h.ok(listGroups, {}, teacher)).groups).toHaveLength(1);
  });

  it('deletes the group with its memberships, and says so by event', async () => {
    const tenant = newTenant();
    const group = await h.groupWith(tenant.teacher, [tenant.student]);
    expect(await h.ok(deleteGroup, { groupId: group.id }, tenant.teacher)).toEqual({ deleted: true });
    expect(await h.count('groups WHERE id = $1', [group.id])).toBe(0);
    expect(await h.count('group_members WHERE group_id = $1', [group.id])).toBe(0);
    expect(await h.send(getGroup, { groupId: group.id }, tenant.teacher)).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Groupe introuvable.' },
    });
    const events = await h.outbox(`payload->>'groupId' = $1`, [group.id]);
    expect(events.at(-1)).toEqual({
      subject: 'evt.groups.group.deleted',
      payload: { groupId: group.id, organizationId: tenant.organizationId },
    });
  });

  it('regenerates the code: the old one stops working, the new one works', async () => {
    const tenant = newTenant();
    const group = await h.ok(createGroup, { name: 'Band' }, tenant.teacher);
    queued.push('NEWC0D');
    const renewed = await h.ok(regenerateCode, { groupId: group.id }, tenant.teacher);
    expect(renewed.connectionCode).toBe('NEWC0D');
    expect(await h.send(joinGroup, { code: group.connectionCode! }, tenant.student)).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
    });
    expect((await h.ok(joinGroup, { code: 'newc0d' }, tenant.student)).id).toBe(group.id);
  });

  it('lists a teacher’s groups, an admin’s organisation, a student’s own groups, by name', async () => {
    const tenant = newTenant();
    const b = await h.groupWith(tenant.teacher, [tenant.student], 'B — Orchestre');
    const a = await h.groupWith(tenant.teacher, [], 'a — Chorale');
    const other = await h.groupWith(tenant.otherTeacher, [tenant.student], 'C — Jazz');
    const ids = async (actor: typeof tenant.admin) =>
      (await h.ok(listGroups, {}, actor)).groups.map((g) => g.id);
    expect(await ids(tenant.teacher)).toEqual([a.id, b.id]);
    expect(await ids(tenant.otherTeacher)).toEqual([other.id]);
    expect(await ids(tenant.admin)).toEqual([a.id, b.id, other.id]);
    expect(await ids(tenant.student)).toEqual([b.id, other.id]);
    expect(await ids(tenant.otherStudent)).toEqual([]);
    expect(await ids(newTenant().admin)).toEqual([]);
  });

  it('shows the student their groups without the connection code', async () => {
    const tenant = newTenant();
    const group = await h.groupWith(tenant.teacher, [tenant.student]);
    const seen = await h.ok(getGroup, { groupId: group.id }, tenant.student);
    expect(seen).toMatchObject({ id: group.id, connectionCode: null, studentCount: 1 });
    expect((await h.ok(getGroup, { groupId: group.id }, tenant.admin)).connectionCode).toBe(
      group.connectionCode,
    );
  });
});
