import { createSampleGroups, listGroups, joinGroup } from '@crescendo/contracts';
import { newTenant } from '@crescendo/testing';
import { emails } from './identity-stand-in.js';
import { specialAdminEmail, startGroups, type GroupsHarness } from './groups-harness.js';

describe('groups: the special administrator’s sample groups (spec §6)', () => {
  let h: GroupsHarness;

  beforeAll(async () => {
    h = await startGroups({ now: () => new Date('2026-10-01T12:00:00Z') });
  });
  afterAll(() => h.close());

  it('offers and creates general music, orchestra and choir, ADMIN01–03, manual, the current school year', async () => {
    const tenant = newTenant();
    emails.set(tenant.admin.userId, specialAdminEmail.toUpperCase());
    expect(await h.ok(listGroups, {}, tenant.admin)).toEqual({ groups: [], canCreateSampleGroups: true });
    const { groups } = await h.ok(createSampleGroups, {}, tenant.admin);
    expect(groups.map((g) => [g.name, g.connectionCode, g.source, g.schoolYear, g.teacherId])).toEqual([
      ['Musique générale', 'ADMIN01', 'manual', '2026-2027', tenant.admin.userId],
      ['Orchestre', 'ADMIN02', 'manual', '2026-2027', tenant.admin.userId],
      ['Chorale', 'ADMIN03', 'manual', '2026-2027', tenant.admin.userId],
    ]);
    expect(
      await h.count(`outbox WHERE subject = 'evt.groups.group.created' AND payload->>'teacherId' = $1`, [
        tenant.admin.userId,
      ]),
    ).toBe(3);
    const after = await h.ok(listGroups, {}, tenant.admin);
    expect(after.canCreateSampleGroups).toBe(false);
    expect(after.groups).toHaveLength(3);
    // The sample codes work for the organisation's students.
    expect((await h.ok(joinGroup, { code: 'admin02' }, tenant.student)).name).toBe('Orchestre');
    // Again: the administrator has groups now.
    expect(await h.send(createSampleGroups, {}, tenant.admin)).toMatchObject({ error: { code: 'CONFLICT' } });
  });

  it('refuses anyone else, and does not offer them the button', async () => {
    const tenant = newTenant();
    emails.set(tenant.admin.userId, 'direction@ecole.test');
    expect((await h.ok(listGroups, {}, tenant.admin)).canCreateSampleGroups).toBe(false);
    expect(await h.send(createSampleGroups, {}, tenant.admin)).toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(createSampleGroups, {}, tenant.student)).toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.count('groups WHERE organization_id = $1', [tenant.organizationId])).toBe(0);
  });

  it('refuses a second set on the platform: the codes are unique', async () => {
    const other = newTenant();
    emails.set(other.teacher.userId, specialAdminEmail);
    expect(await h.send(createSampleGroups, {}, other.teacher)).toEqual({
      ok: false,
      error: { code: 'CONFLICT', message: 'Les groupes d’exemple (ADMIN01 à ADMIN03) existent déjà.' },
    });
    expect(await h.count('groups WHERE organization_id = $1', [other.organizationId])).toBe(0);
  });
});

describe('groups: no special administrator configured', () => {
  let h: GroupsHarness;

  beforeAll(async () => {
    h = await startGroups({}, { SPECIAL_ADMIN_EMAIL: '' });
  });
  afterAll(() => h.close());

  it('offers the sample groups to nobody', async () => {
    const tenant = newTenant();
    emails.set(tenant.admin.userId, specialAdminEmail);
    expect((await h.ok(listGroups, {}, tenant.admin)).canCreateSampleGroups).toBe(false);
    expect(await h.send(createSampleGroups, {}, tenant.admin)).toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
  });
});
