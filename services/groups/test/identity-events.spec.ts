import { deleteAccount, deleteOrganization, getGroup, joinGroup, userDeleted } from '@crescendo/contracts';
import { justSignedIn } from '@crescendo/testing';
import { eventually, startGroups, type GroupsHarness } from './groups-harness.js';
import {
  adminOfNewOrganization,
  removeFromOrganization,
  studentByCode,
  teacherOf,
} from './identity-users.js';

/**
 * Identity's erasures, as identity publishes them: real users (made through identity's contracts)
 * delete their account or their organisation through identity's requests, and groups, consuming the
 * events identity's outbox puts on JetStream, erases what it holds about them.
 */
describe('groups: identity’s erasures', () => {
  let h: GroupsHarness;

  beforeAll(async () => {
    h = await startGroups();
  }, 90_000);
  afterAll(() => h?.close());

  it('a student who deletes their account leaves every group, with membership.removed (user-deleted) for each', async () => {
    const admin = await adminOfNewOrganization(h.client);
    const teacher = await teacherOf(h, admin);
    const band = await h.groupWith(teacher);
    const choir = await h.groupWith(admin);
    const { student } = await studentByCode(h.client, band.connectionCode!);
    const { student: classmate } = await studentByCode(h.client, band.connectionCode!);
    await h.client.request(joinGroup, { code: choir.connectionCode! }, student);
    expect(await h.count('group_members WHERE student_id = $1', [student.userId])).toBe(2);

    expect(await h.ok(deleteAccount, {}, justSignedIn(student))).toEqual({ deleted: true });

    await eventually(
      () => h.count('group_members WHERE student_id = $1', [student.userId]),
      (n) => n === 0,
    );
    // Only theirs: the classmate stays, and both groups keep their teacher.
    expect(await h.ok(getGroup, { groupId: band.id }, admin)).toMatchObject({
      teacherId: teacher.userId,
      studentIds: [classmate.userId],
    });
    expect(await h.ok(getGroup, { groupId: choir.id }, admin)).toMatchObject({
      teacherId: admin.userId,
      studentIds: [],
    });
    const removed = await h.outbox(
      `subject = 'evt.groups.membership.removed' AND payload->>'studentId' = $1`,
      [student.userId],
    );
    expect(
      removed.map((e) => e.payload).sort((a, b) => String(a.groupId).localeCompare(String(b.groupId))),
    ).toEqual(
      [band, choir]
        .map((g) => g.id)
        .sort()
        .map((groupId) => ({
          groupId,
          organizationId: admin.organizationId,
          studentId: student.userId,
          reason: 'user-deleted',
        })),
    );
  });

  it('a member removed from the team leaves the organisation’s groups: a student’s places go, a teacher’s groups wait for another', async () => {
    const admin = await adminOfNewOrganization(h.client);
    const teacher = await teacherOf(h, admin);
    const band = await h.groupWith(teacher);
    const { student } = await studentByCode(h.client, band.connectionCode!);
    const { student: classmate } = await studentByCode(h.client, band.connectionCode!);

    await removeFromOrganization(h.client, admin, student);
    await removeFromOrganization(h.client, admin, teacher);

    await eventually(
      async () =>
        (await h.ok(getGroup, { groupId: band.id }, admin)) as {
          teacherId: string | null;
          studentIds: string[];
        },
      (group) => group.teacherId === null && !group.studentIds.includes(student.userId),
    );
    expect((await h.ok(getGroup, { groupId: band.id }, admin)).studentIds).toEqual([classmate.userId]);
    const removed = await h.outbox(
      `subject = 'evt.groups.membership.removed' AND payload->>'studentId' = $1`,
      [student.userId],
    );
    expect(removed.map((e) => e.payload)).toEqual([
      {
        groupId: band.id,
        organizationId: admin.organizationId,
        studentId: student.userId,
        reason: 'removed',
      },
    ]);
  });

  it('a teacher who deletes their account leaves their groups without a teacher, with group.updated, students kept', async () => {
    const admin = await adminOfNewOrganization(h.client);
    const teacher = await teacherOf(h, admin);
    expect(teacher.roles).toEqual(['teacher']);
    const band = await h.groupWith(teacher);
    const brass = await h.groupWith(teacher);
    const choir = await h.groupWith(admin);
    const { student } = await studentByCode(h.client, band.connectionCode!);

    expect(await h.ok(deleteAccount, {}, justSignedIn(teacher))).toEqual({ deleted: true });

    await eventually(
      () => h.count('groups WHERE teacher_id = $1', [teacher.userId]),
      (n) => n === 0,
    );
    // 'Aucun enseignant assigné': the groups stay, with their students, for an admin to reassign.
    expect(await h.ok(getGroup, { groupId: band.id }, admin)).toMatchObject({
      teacherId: null,
      studentIds: [student.userId],
    });
    expect((await h.ok(getGroup, { groupId: brass.id }, admin)).teacherId).toBeNull();
    expect((await h.ok(getGroup, { groupId: choir.id }, admin)).teacherId).toBe(admin.userId);
    expect(await h.count('group_members WHERE student_id = $1', [student.userId])).toBe(1);
    for (const group of [band, brass]) {
      const updated = await h.outbox(`subject = 'evt.groups.group.updated' AND payload->>'groupId' = $1`, [
        group.id,
      ]);
      expect(updated.map((e) => e.payload)).toEqual([
        expect.objectContaining({ groupId: group.id, organizationId: admin.organizationId, teacherId: null }),
      ]);
    }
    expect(
      await h.outbox(`subject = 'evt.groups.membership.removed' AND payload->>'groupId' = $1`, [band.id]),
    ).toEqual([]);
  });

  it('an admin who deletes the organisation erases every group of it (no group.deleted each), and nothing else', async () => {
    const admin = await adminOfNewOrganization(h.client);
    const teacher = await teacherOf(h, admin);
    const band = await h.groupWith(teacher);
    const choir = await h.groupWith(admin);
    await studentByCode(h.client, band.connectionCode!);
    await studentByCode(h.client, choir.connectionCode!);
    const otherAdmin = await adminOfNewOrganization(h.client);
    const survivor = await h.groupWith(otherAdmin);
    const { student: kept } = await studentByCode(h.client, survivor.connectionCode!);
    expect(await h.count('groups WHERE organization_id = $1', [admin.organizationId])).toBe(2);

    expect(await h.ok(deleteOrganization, {}, justSignedIn(admin))).toEqual({ deleted: true });

    await eventually(
      () => h.count('groups WHERE organization_id = $1', [admin.organizationId]),
      (n) => n === 0,
    );
    expect(await h.count('group_members WHERE organization_id = $1', [admin.organizationId])).toBe(0);
    // Every service erases the organisation on the same event: groups announces no deletion per group.
    expect(
      await h.outbox(`subject = 'evt.groups.group.deleted' AND organization_id = $1`, [admin.organizationId]),
    ).toEqual([]);
    expect(await h.ok(getGroup, { groupId: survivor.id }, otherAdmin)).toMatchObject({
      teacherId: otherAdmin.userId,
      studentIds: [kept.userId],
    });
  });

  it('applies a redelivered user.deleted once: acknowledged, nothing more erased nor published', async () => {
    const admin = await adminOfNewOrganization(h.client);
    const band = await h.groupWith(admin);
    const { student } = await studentByCode(h.client, band.connectionCode!);
    const { student: classmate } = await studentByCode(h.client, band.connectionCode!);
    await h.ok(deleteAccount, {}, justSignedIn(student));
    await eventually(
      () => h.count('group_members WHERE student_id = $1', [student.userId]),
      (n) => n === 0,
    );
    // Hand-published, and only here: JetStream redelivers a message whose acknowledgement was lost
    // (groups stopped between its commit and its ack), which identity cannot be made to cause on
    // demand. So the very message identity published goes to the stream once more: same bytes, same
    // event id. The kit's record of processed events skips it (and the handler's deletes would find
    // nothing): it must be acknowledged — not retried, nor dead-lettered — with nothing published again.
    const { envelope, bytes } = await h.lastEvent(userDeleted);
    expect(envelope.data).toEqual({ userId: student.userId, organizationId: admin.organizationId });
    const seq = await h.deliverAgain(userDeleted, bytes);
    await h.acknowledged(userDeleted, seq);

    const removed = await h.outbox(
      `subject = 'evt.groups.membership.removed' AND payload->>'studentId' = $1`,
      [student.userId],
    );
    expect(removed.map((e) => e.payload.groupId)).toEqual([band.id]);
    expect(
      await h.count('processed_events WHERE consumer LIKE $1 AND event_id = $2', ['groups%', envelope.id]),
    ).toBe(1);
    expect((await h.ok(getGroup, { groupId: band.id }, admin)).studentIds).toEqual([classmate.userId]);
  });
});
