import { createGroup, getGroup, organizationDeleted, userDeleted } from '@crescendo/contracts';
import { newTenant } from '@crescendo/testing';
import { eventually, startGroups, type GroupsHarness } from './groups-harness.js';

describe('groups: identity’s erasures', () => {
  let h: GroupsHarness;

  beforeAll(async () => {
    h = await startGroups();
  });
  afterAll(() => h.close());

  it('on user.deleted, removes the student from every group and leaves the teacher’s groups unassigned', async () => {
    const tenant = newTenant();
    const band = await h.groupWith(tenant.teacher, [tenant.student, tenant.otherStudent]);
    const choir = await h.groupWith(tenant.otherTeacher, [tenant.student]);
    await h.publish(userDeleted, { userId: tenant.student.userId, organizationId: tenant.organizationId });
    await h.publish(userDeleted, { userId: tenant.teacher.userId, organizationId: tenant.organizationId });
    await eventually(
      () => h.count('groups WHERE id = $1 AND teacher_id IS NULL', [band.id]),
      (n) => n === 1,
    );
    await eventually(
      () => h.count('group_members WHERE student_id = $1', [tenant.student.userId]),
      (n) => n === 0,
    );
    const seen = await h.ok(getGroup, { groupId: band.id }, tenant.admin);
    expect(seen).toMatchObject({ teacherId: null, studentIds: [tenant.otherStudent.userId] });
    expect((await h.ok(getGroup, { groupId: choir.id }, tenant.admin)).studentIds).toEqual([]);
    const removed = await h.outbox(
      `subject = 'evt.groups.membership.removed' AND payload->>'studentId' = $1`,
      [tenant.student.userId],
    );
    expect(removed.map((e) => e.payload.reason)).toEqual(['user-deleted', 'user-deleted']);
    const updated = await h.outbox(`subject = 'evt.groups.group.updated' AND payload->>'groupId' = $1`, [
      band.id,
    ]);
    expect(updated.at(-1)!.payload.teacherId).toBeNull();
  });

  it('on organization.deleted, erases every group of the organisation and nothing else', async () => {
    const gone = newTenant();
    const kept = newTenant();
    await h.groupWith(gone.teacher, [gone.student]);
    await h.groupWith(gone.otherTeacher);
    const survivor = await h.groupWith(kept.teacher, [kept.student]);
    await h.publish(organizationDeleted, { organizationId: gone.organizationId });
    await eventually(
      () => h.count('groups WHERE organization_id = $1', [gone.organizationId]),
      (n) => n === 0,
    );
    expect(await h.count('group_members WHERE organization_id = $1', [gone.organizationId])).toBe(0);
    expect((await h.ok(getGroup, { groupId: survivor.id }, kept.teacher)).studentCount).toBe(1);
  });

  it('handles a redelivered event once', async () => {
    const tenant = newTenant();
    const group = await h.groupWith(tenant.teacher, [tenant.student]);
    const id = await h.publish(userDeleted, {
      userId: tenant.student.userId,
      organizationId: tenant.organizationId,
    });
    await eventually(
      () => h.count('group_members WHERE group_id = $1', [group.id]),
      (n) => n === 0,
    );
    // The same event again (another message id, so JetStream does not drop it): the consumer must.
    await h.publish(
      userDeleted,
      { userId: tenant.student.userId, organizationId: tenant.organizationId },
      id,
    );
    await h.ok(createGroup, { name: 'Après' }, tenant.teacher);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      await h.count(`outbox WHERE subject = 'evt.groups.membership.removed' AND payload->>'studentId' = $1`, [
        tenant.student.userId,
      ]),
    ).toBe(1);
  });
});
